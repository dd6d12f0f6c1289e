import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CardSpec } from "~/seo/share-card";
import { drawingFingerprint, shareCardCache } from "../../scripts/build/share-card-cache";

const spec: CardSpec = {
  slug: "quantum",
  title: "Quantum computing",
  kind: "expertise",
  kindLabel: "Expertise",
  path: "/expertise/quantum",
  fileName: "cards/quantum.png",
  siteName: "Orbitant",
};

let dir = "";
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "share-card-cache-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A stand-in for the drawing: the bytes say which spec and which call made them. */
function drawer() {
  let calls = 0;
  return vi.fn((drawn: CardSpec) => Promise.resolve(new TextEncoder().encode(`${drawn.title}#${++calls}`)));
}

/** What a card's file in the cache holds, as text. */
const text = async (file: string) => new TextDecoder().decode(await readFile(file));

describe("the cache of share cards", () => {
  it("draws a card once: the next build takes the same bytes from the cache, and counts both", async () => {
    const draw = drawer();
    const first = shareCardCache(dir, "drawing-1");
    expect(await text(await first.card(spec, draw))).toBe("Quantum computing#1");
    expect(first.counts).toEqual({ drawn: 1, cached: 0 });

    const next = shareCardCache(dir, "drawing-1");
    expect(await text(await next.card(spec, draw))).toBe("Quantum computing#1");
    expect(draw).toHaveBeenCalledTimes(1);
    expect(next.counts).toEqual({ drawn: 0, cached: 1 });
  });

  it.each([
    ["title", { title: "Quantum readiness" }],
    ["kind", { kind: "service" }],
    ["slug (which seeds the art)", { slug: "quantum-2" }],
    ["kind's label", { kindLabel: "Especialidad" }],
    ["site's name", { siteName: "Orbitant Labs" }],
  ] as const)("draws again when the card's %s changes", async (_field, change) => {
    const draw = drawer();
    await shareCardCache(dir, "drawing-1").card(spec, draw);
    const cache = shareCardCache(dir, "drawing-1");
    await cache.card({ ...spec, ...change }, draw);
    expect(cache.counts).toEqual({ drawn: 1, cached: 0 });
  });

  it("takes a card from the cache under another address or file name: neither is drawn", async () => {
    const draw = drawer();
    await shareCardCache(dir, "drawing-1").card(spec, draw);
    const cache = shareCardCache(dir, "drawing-1");
    await cache.card({ ...spec, path: "/es/expertise/quantum", fileName: "cards/es/quantum.png" }, draw);
    expect(cache.counts).toEqual({ drawn: 0, cached: 1 });
  });

  it("draws every card again when the drawing changes", async () => {
    const draw = drawer();
    await shareCardCache(dir, "drawing-1").card(spec, draw);
    const cache = shareCardCache(dir, "drawing-2");
    expect(await text(await cache.card(spec, draw))).toBe("Quantum computing#2");
    expect(cache.counts).toEqual({ drawn: 1, cached: 0 });
  });

  it("draws a card whose key names a folder rather than a file, never giving the folder as the card", async () => {
    const cache = shareCardCache(dir, "drawing-1");
    const draw = drawer();
    const first = await shareCardCache(path.join(dir, "probe"), "drawing-1").card(spec, drawer());
    await mkdir(path.join(dir, path.basename(first)));
    await expect(cache.card(spec, draw)).rejects.toThrow();
    expect(cache.counts).toEqual({ drawn: 1, cached: 0 });
  });

  it("writes a card through a staging file of its own: when that cannot be written, no card is left under the key", async () => {
    const file = await shareCardCache(path.join(dir, "probe"), "drawing-1").card(spec, drawer());
    const cards = path.join(dir, "cards");
    // A folder where this process's staging file would go: the write into it fails.
    await mkdir(path.join(cards, `${path.basename(file)}.${String(process.pid)}.partial`), { recursive: true });
    await expect(shareCardCache(cards, "drawing-1").card(spec, drawer())).rejects.toThrow();
    expect(await readdir(cards)).toEqual([`${path.basename(file)}.${String(process.pid)}.partial`]);
  });

  it("leaves only whole cards in its folder, under their keys, and gives the card's file there", async () => {
    const file = await shareCardCache(path.join(dir, "cards"), "drawing-1").card(spec, drawer());
    expect(await readdir(path.join(dir, "cards"))).toEqual([expect.stringMatching(/^[0-9a-f]{64}\.png$/)]);
    expect(path.dirname(file)).toBe(path.join(dir, "cards"));
    expect(await readdir(path.join(dir, "cards"))).toEqual([path.basename(file)]);
  });
});

describe("the drawing's fingerprint", () => {
  it("changes with a file's bytes and with a package's version, and only with them", async () => {
    const code = path.join(dir, "draw.ts");
    const font = path.join(dir, "font.woff");
    await writeFile(code, "draw()");
    await writeFile(font, "glyphs");
    const versions = { satori: "1.0.0" };
    const before = await drawingFingerprint([code, font], versions);
    expect(await drawingFingerprint([code, font], { ...versions })).toBe(before);
    expect(await drawingFingerprint([code, font], { satori: "1.0.1" })).not.toBe(before);
    await writeFile(font, "glyphs, redrawn");
    const fontChanged = await drawingFingerprint([code, font], versions);
    expect(fontChanged).not.toBe(before);
    await writeFile(code, "draw(differently)");
    const codeChanged = await drawingFingerprint([code, font], versions);
    expect(codeChanged).not.toBe(fontChanged);
    // An edit that keeps the file's length (a colour's digit, say) is a change too.
    await writeFile(code, "draw(differentlz)");
    expect(await drawingFingerprint([code, font], versions)).not.toBe(codeChanged);
  });

  it("is the same for the same files in another checkout: a working copy's build shares the cards", async () => {
    const elsewhere = path.join(dir, "elsewhere");
    await mkdir(elsewhere);
    await writeFile(path.join(dir, "draw.ts"), "draw()");
    await writeFile(path.join(elsewhere, "draw.ts"), "draw()");
    const versions = { satori: "1.0.0" };
    expect(await drawingFingerprint([path.join(elsewhere, "draw.ts")], versions)).toBe(
      await drawingFingerprint([path.join(dir, "draw.ts")], versions),
    );
  });
});
