// Which variant of a photo a browser downloads: the `sizes` of its <picture> read at a viewport's width, then the
// narrowest candidate of the `srcset` dense enough for the screen (the choice HTML leaves to the browser, as
// Chromium and Safari make it for a page loaded afresh). For the build bench's phone (390 CSS px, 3 device px a px).

export interface Candidate {
  address: string;
  /** The `w` descriptor. */
  width: number;
}

/** A `srcset` of width descriptors: "/a-320.avif 320w, /a-640.avif 640w". */
export function parseSrcset(srcset: string): Candidate[] {
  return srcset
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [address = "", descriptor = ""] = part.split(/\s+/);
      const width = /^(\d+)w$/.exec(descriptor)?.[1];
      if (!width) throw new Error(`a srcset candidate without a width descriptor: "${part}"`);
      return { address, width: Number(width) };
    });
}

const ROOT_FONT_PX = 16;

/** A length of `sizes` in CSS px at a viewport's width: px, rem, em or vw, or a calc() adding and taking them. */
function cssPixels(length: string, viewportWidth: number): number {
  const sum = /^calc\((.+)\)$/.exec(length.trim())?.[1];
  if (sum !== undefined) {
    // calc()'s + and - stand between spaces; the terms are lengths of their own.
    const [first = "", ...rest] = sum.trim().split(/\s+([+-])\s+/);
    let total = cssPixels(first, viewportWidth);
    for (let at = 0; at < rest.length; at += 2) {
      const term = cssPixels(rest[at + 1] ?? "", viewportWidth);
      total = rest[at] === "+" ? total + term : total - term;
    }
    return total;
  }
  const match = /^(\d+(?:\.\d+)?)(px|rem|em|vw)$/.exec(length.trim());
  if (!match) throw new Error(`a length this reader does not take: "${length}"`);
  const value = Number(match[1]);
  if (match[2] === "px") return value;
  if (match[2] === "vw") return (value * viewportWidth) / 100;
  return value * ROOT_FONT_PX;
}

/** Whether a media condition of `sizes` holds at a viewport's width: (min-width: ...) or (max-width: ...). */
function holds(condition: string, viewportWidth: number): boolean {
  const match = /^\((min|max)-width:\s*([^)]+)\)$/.exec(condition.trim());
  if (!match) throw new Error(`a media condition this reader does not take: "${condition}"`);
  const bound = cssPixels(match[2] ?? "", viewportWidth);
  return match[1] === "min" ? viewportWidth >= bound : viewportWidth <= bound;
}

/** The width, in CSS px, a `sizes` attribute gives its image at a viewport's width: its first entry that holds. */
export function slotWidth(sizes: string, viewportWidth: number): number {
  for (const entry of sizes.split(",").map((part) => part.trim())) {
    // The length ends the entry (a calc() with its spaces, or a word); a media condition may come before it.
    const [, condition = "", length = ""] = /^(.*?)\s*(calc\([^)]*\)|\S+)$/.exec(entry) ?? [];
    if (!condition) return cssPixels(length, viewportWidth);
    if (holds(condition, viewportWidth)) return cssPixels(length, viewportWidth);
  }
  return viewportWidth;
}

/**
 * The candidate a screen of `density` device px a CSS px downloads: the narrowest that is dense enough, or the
 * widest.
 */
export function chosenCandidate(
  candidates: readonly Candidate[],
  sizes: string,
  viewportWidth: number,
  density: number,
): Candidate {
  const slot = slotWidth(sizes, viewportWidth);
  const byWidth = candidates.toSorted((a, b) => a.width - b.width);
  const chosen = byWidth.find((candidate) => candidate.width / slot >= density) ?? byWidth.at(-1);
  if (!chosen) throw new Error("no candidate to choose from");
  return chosen;
}
