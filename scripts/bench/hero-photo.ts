// The hero photo of an entry of the build bench's checkout, as a phone downloads it: the candidate its `sizes` and
// `srcset` choose in each format (the entry page's <picture>; before the entry pages exist, the photo's variants in
// the build, for a hero across the screen), with its bytes.
import { existsSync } from "node:fs";
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { type Candidate, chosenCandidate, parseSrcset } from "./photo-candidates.ts";

/** The phone of the hero's figures: 390 px wide at 3 device px a px. */
export const PHONE = { width: 390, density: 3 };

export interface HeroFormat {
  format: string;
  candidate: Candidate;
  bytes: number;
}

/**
 * The hero photo's candidates as its entry page offers them (its <picture> with fetchpriority="high"); before the
 * entry pages exist, the photo's variants in the build, for a hero across the screen ("100vw").
 */
async function heroCandidates(
  client: string,
  slug: string,
): Promise<{ from: string; formats: Map<string, { sizes: string; candidates: Candidate[] }> }> {
  const formats = new Map<string, { sizes: string; candidates: Candidate[] }>();
  const page = path.join(client, "insights", slug, "index.html");
  const picture = existsSync(page)
    ? [...(await readFile(page, "utf8")).matchAll(/<picture>(.*?)<\/picture>/gs)].find((match) =>
        // React writes the attribute as fetchPriority; HTML reads attribute names in any case.
        /fetchpriority="high"/i.test(match[1] ?? ""),
      )?.[1]
    : undefined;
  if (picture) {
    for (const [, tag = ""] of picture.matchAll(/<(?:source|img) ([^>]*)>/g)) {
      const attribute = (name: string) => new RegExp(`${name}="([^"]*)"`, "i").exec(tag)?.[1] ?? "";
      const format = attribute("type").replace("image/", "") || "jpeg";
      formats.set(format, { sizes: attribute("sizes"), candidates: parseSrcset(attribute("srcset")) });
    }
    return { from: `its entry page, /insights/${slug}`, formats };
  }
  const folder = path.join(client, "assets/photos");
  for (const file of await readdir(folder)) {
    const match = new RegExp(`^${slug}-[0-9a-f]{10}-(\\d+)\\.(avif|webp|jpg)$`).exec(file);
    if (!match) continue;
    const format = match[2] === "jpg" ? "jpeg" : (match[2] ?? "");
    const entry = formats.get(format) ?? { sizes: "100vw", candidates: [] };
    entry.candidates.push({ address: `/assets/photos/${file}`, width: Number(match[1]) });
    formats.set(format, entry);
  }
  return { from: 'its variants in the build (no entry page yet), as a hero across the screen: sizes "100vw"', formats };
}

export async function heroOnPhone(root: string, slug: string): Promise<{ from: string; formats: HeroFormat[] }> {
  const client = path.join(root, "build/client");
  const { from, formats } = await heroCandidates(client, slug);
  const chosen: HeroFormat[] = [];
  for (const format of ["avif", "webp", "jpeg"]) {
    const offered = formats.get(format);
    if (!offered || offered.candidates.length === 0) throw new Error(`the hero photo has no ${format} variant`);
    const candidate = chosenCandidate(offered.candidates, offered.sizes, PHONE.width, PHONE.density);
    chosen.push({ format, candidate, bytes: (await stat(path.join(client, candidate.address))).size });
  }
  return { from, formats: chosen };
}
