import { createHash } from "node:crypto";
import { mkdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { CardSpec } from "~/seo/share-card";

// Share cards, kept between builds in a folder of their own beside the encoded photos (not build/, which every
// build empties), each under a key made of what is drawn on it and of what draws it: the drawing code's own
// files, the fonts, satori and resvg. A build after a change of words draws only the cards whose words changed;
// a change to the drawing is a new key for every card. Drawing one takes about 0.2 s of a core, and the
// tests build the site more than once.

/** `.cache/share-cards` at the repository's root, unless SHARE_CARD_CACHE_DIR names another folder. */
export const defaultShareCardCacheDir = path.resolve(
  process.env.SHARE_CARD_CACHE_DIR ?? path.join(import.meta.dirname, "../../.cache/share-cards"),
);

/** What a card shows: the fields of its spec that are drawn (its path and file name are not). */
const drawnFields = (spec: CardSpec) => [spec.kind, spec.slug, spec.kindLabel, spec.siteName, spec.title];

/** The key of a card drawn by `drawing` (a fingerprint of the code and fonts that draw it): a SHA-256, in hex. */
function shareCardKey(spec: CardSpec, drawing: string): string {
  return createHash("sha256")
    .update(drawing)
    .update("\0")
    .update(JSON.stringify(drawnFields(spec)))
    .digest("hex");
}

/**
 * A fingerprint of everything that decides how a card looks apart from its spec: the given files' bytes (the
 * drawing code, the fonts; not where they are, so a checkout elsewhere, as the tests build, shares the cards) and
 * the versions of the packages that draw it.
 */
export async function drawingFingerprint(files: readonly string[], versions: Record<string, string>): Promise<string> {
  const hash = createHash("sha256").update(JSON.stringify(versions));
  for (const file of files) {
    const bytes = await readFile(file);
    hash.update(`\0${String(bytes.length)}\0`).update(bytes);
  }
  return hash.digest("hex");
}

export interface ShareCardCache {
  /**
   * The card's PNG file in the cache: found there, or drawn by `draw` and kept. A build copies the file into its
   * output, so no card's bytes are held in its memory: a thousand entries a language make 2,000 cards of about
   * 160 KB.
   */
  card(spec: CardSpec, draw: (spec: CardSpec) => Promise<Uint8Array>): Promise<string>;
  /** How many cards were drawn and how many were taken from the cache, so far. */
  readonly counts: { drawn: number; cached: number };
}

/** A cache of cards drawn with `drawing` (drawingFingerprint), kept in `cacheDir`. */
export function shareCardCache(cacheDir: string, drawing: string): ShareCardCache {
  const counts = { drawn: 0, cached: 0 };
  return {
    counts,
    async card(spec, draw) {
      const file = path.join(cacheDir, `${shareCardKey(spec, drawing)}.png`);
      if (await isFile(file)) {
        counts.cached += 1;
        return file;
      }
      const drawn = await draw(spec);
      counts.drawn += 1;
      // Written beside its place, then moved into it whole: another build reading the cache at the same time (the
      // browser tests build working copies side by side) sees the whole card or none.
      await mkdir(cacheDir, { recursive: true });
      const staging = `${file}.${process.pid}.partial`;
      await writeFile(staging, drawn);
      await rename(staging, file);
      return file;
    },
  };
}

const isFile = (file: string) =>
  stat(file).then(
    (found) => found.isFile(),
    () => false,
  );
