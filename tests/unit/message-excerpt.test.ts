import { describe, expect, it } from "vitest";
import { excerptOf } from "../../workers/contact/message-excerpt";
import { randomSource } from "../../scripts/bench/seeded-random.ts";

/** The first `length` graphemes by the segmenter alone, over the whole text: what the excerpt must equal. */
function graphemesOf(text: string, length: number): string {
  const segments = [...new Intl.Segmenter("en", { granularity: "grapheme" }).segment(text)];
  return segments
    .slice(0, length)
    .map(({ segment }) => segment)
    .join("");
}

describe("a message's excerpt", () => {
  it("a text of at most the length is whole; a longer one is cut at the length", () => {
    expect(excerptOf("x".repeat(10), 10)).toBe("x".repeat(10));
    expect(excerptOf("x".repeat(11), 10)).toBe("x".repeat(10));
    expect(excerptOf("", 10)).toBe("");
  });

  it("CR LF is one character: the cut comes after it, never between", () => {
    expect(excerptOf("ab\r\ncdefgh", 3)).toBe("ab\r\n");
    expect(excerptOf("abc\r\ndefgh", 3)).toBe("abc");
    expect(excerptOf("ab\rcdefgh", 3)).toBe("ab\r");
  });

  it("Latin-1 letters count one each; a combining accent just after the cut stays with its letter", () => {
    expect(excerptOf("año señor", 5)).toBe("año s");
    expect(excerptOf("cafe\u0301 au lait", 4)).toBe("cafe\u0301");
    expect(excerptOf("caf\u00e9 au lait", 4)).toBe("caf\u00e9");
  });

  it("an emoji with its skin tone, a flag and a family are one each", () => {
    expect(excerptOf(`${"👋🏽".repeat(3)}xyz`, 4)).toBe(`${"👋🏽".repeat(3)}x`);
    expect(excerptOf("🇪🇸🇪🇸🇪🇸", 2)).toBe("🇪🇸🇪🇸");
    expect(excerptOf("a👨‍👩‍👧b c", 2)).toBe("a👨‍👩‍👧");
  });

  it("random texts mixing ASCII, CR LF, Latin-1, accents, emoji and flags: as the segmenter counts them", () => {
    const random = randomSource(20261127);
    const pieces = ["a", " ", "\r", "\n", "\r\n", "ñ", "\u00e9", "\u0301", "👋", "🏽", "\u200d", "🇪", "🇸", "ß", "©"];
    for (let run = 0; run < 500; run++) {
      const size = Math.floor(random() * 40);
      const text = Array.from({ length: size }, () => pieces[Math.floor(random() * pieces.length)]).join("");
      const length = 1 + Math.floor(random() * 20);
      expect(excerptOf(text, length), JSON.stringify({ text, length })).toBe(graphemesOf(text, length));
    }
  });
});
