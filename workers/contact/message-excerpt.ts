/**
 * The start of a message as the ops console lists it: its first characters as a reader counts them (an emoji with
 * its skin tone, or a letter with its combining accent, is one), the rest left off.
 */

const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

/** The largest code unit below which no character joins its neighbour in one grapheme, but CR with LF. */
const LATIN_1_END = 0xff;
const CR = 0x0d;
const LF = 0x0a;

/**
 * The end of the first `length` graphemes of a text written in Latin-1 (English and Spanish, typed on most
 * keyboards), walked by code unit: there each character is a grapheme of its own, but CR LF, which is one. Null
 * when a character outside Latin-1 comes before the cut or just after it (it could join the last one kept).
 */
function latin1Cut(text: string, length: number): number | null {
  let end = 0;
  for (let count = 0; count < length && end < text.length; count++) {
    const code = text.charCodeAt(end);
    if (code > LATIN_1_END) return null;
    end += code === CR && text.charCodeAt(end + 1) === LF ? 2 : 1;
  }
  return end < text.length && text.charCodeAt(end) > LATIN_1_END ? null : end;
}

/**
 * The end of the first `length` graphemes by Unicode's rules. The segmenter is lazy: it reads no further than the
 * grapheme after the cut, so a long message costs no more than a short one.
 */
function segmentedCut(text: string, length: number): number {
  let count = 0;
  for (const { index } of graphemes.segment(text)) {
    if (count++ === length) return index;
  }
  return text.length;
}

/** The first `length` graphemes of a text (the whole text when it has no more). */
export function excerptOf(text: string, length: number): string {
  if (text.length <= length) return text;
  return text.slice(0, latin1Cut(text, length) ?? segmentedCut(text, length));
}
