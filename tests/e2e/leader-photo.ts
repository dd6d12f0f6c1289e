// A leader's photo, as a camera held upright saves it (EXIF orientation 6, GPS tags), named in the leadership team's
// file of a working copy, and what its build must make of it: the photo counted by the build, its variants offered
// in a <picture> on both home pages, each served for a year as immutable, a phone fetching once the AVIF its width
// calls for, and the original nowhere (not in the build, not named by a page, a feed or a page's data, 404 at its
// address). No leader of the site has a photo, so the editor's working copy (admin-editor.spec.ts) gets one before
// its build: one build shows the editor's changes and the photo.
import { existsSync, readdirSync } from "node:fs";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { type Browser, request as requests } from "@playwright/test";
import { generatedPhoto } from "../../scripts/bench/generated-photo";
import { expect } from "./fixtures";

const ORIGINAL = "/images/people/ines-valcourt.jpg";
const repository = path.join(import.meta.dirname, "../..");

/** The photos the repository's last commit already has (an Insights entry's), each encoded by the build too. */
const committedPhotos = ["people", "insights"]
  .flatMap((folder) => {
    const at = path.join(repository, "public/images", folder);
    return existsSync(at) ? readdirSync(at).filter((file) => !file.startsWith(".")) : [];
  })
  .filter((file) => !file.endsWith(".svg")).length;

/** Puts the photo in the working copy at `root` and names it as the first leader's. */
export async function plantLeaderPhoto(root: string): Promise<void> {
  // Stored 1200 wide and 900 high, to be turned a quarter: upright, 900 wide and 1200 high.
  const photo = await generatedPhoto({
    width: 1200,
    height: 900,
    seed: 11,
    orientation: 6,
    exif: {
      IFD0: { Make: "Orbitant", Model: "Field camera" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "40/1 25/1 0/1" },
    },
  });
  await mkdir(path.join(root, "public/images/people"), { recursive: true });
  await writeFile(path.join(root, `public${ORIGINAL}`), photo);
  const leaders = path.join(root, "app/content/home/leaders.yaml");
  const text = await readFile(leaders, "utf8");
  await writeFile(leaders, text.replace(/(profileUrl: .*\n)/, `$1  image: ${ORIGINAL}\n`));
}

/**
 * The build counted every photo, `added` of them new to the repository's (encoded, or taken from the repository's
 * cache where an earlier run encoded them: shared-build-caches.ts), left the originals out of every page, feed and
 * page's data, and gave each home page's data the leader's photo as its variants.
 */
export async function expectPhotosBuilt(buildDirectory: string, buildOutput: string, added: number): Promise<void> {
  const said = /photos: (\d+) encoded, (\d+) from the cache \([^)]+\/\.cache\/photos\), \d+ files, [\d.]+ s/.exec(
    buildOutput,
  );
  expect(said, buildOutput).not.toBeNull();
  const [encoded, cached] = [Number(said?.[1]), Number(said?.[2])];
  expect(encoded + cached).toBe(committedPhotos + added);
  expect(encoded).toBeLessThanOrEqual(added);

  const client = path.join(buildDirectory, "client");
  expect(existsSync(path.join(client, "images/people"))).toBe(false);
  // Pages, feeds, and React Router's .data files: each prerendered page's loader data, deployed beside the page.
  const files = (await readdir(client, { recursive: true })).filter((file) =>
    [".html", ".xml", ".data"].some((ending) => file.endsWith(ending)),
  );
  expect(files.filter((file) => file.endsWith(".html")).length).toBeGreaterThan(30);
  expect(files.filter((file) => file.endsWith(".data")).length).toBeGreaterThan(30);
  const pages = new Map(
    await Promise.all(files.map(async (file) => [file, await readFile(path.join(client, file), "utf8")] as const)),
  );
  const naming = (text: string) => [...pages].filter(([, page]) => page.includes(text)).map(([file]) => file);
  // No photo's original (the leader's, the editor's new entry's), nor a stand-in for one (`/@photo/...`, data-photo).
  for (const named of ["/images/people/", "/images/insights/", "/@photo/", "data-photo"])
    expect(naming(named), named).toEqual([]);
  // Each home page's data holds the leader's photo as the variants the build made.
  for (const home of ["_.data", "es.data"]) expect(pages.get(home), home).toMatch(/\/assets\/photos\/ines-valcourt-/);
}

/** The served build at `origin`: the original answers 404; both home pages offer the variants, each immutable. */
export async function expectLeaderPhotoServed(origin: string): Promise<void> {
  const api = await requests.newContext({ baseURL: origin });
  try {
    expect((await api.get(ORIGINAL)).status()).toBe(404);
    for (const home of ["/", "/es"]) {
      const html = await (await api.get(home)).text();
      const picture = /<picture>((?:(?!<\/picture>).)*ines-valcourt(?:(?!<\/picture>).)*)<\/picture>/s.exec(html)?.[1];
      const avif = /<source type="image\/avif" srcSet="([^"]+)"/.exec(picture ?? "")?.[1] ?? "";
      const webp = /<source type="image\/webp" srcSet="([^"]+)"/.exec(picture ?? "")?.[1] ?? "";
      const img = /<img ([^>]+)>/.exec(picture ?? "")?.[1] ?? "";
      const jpeg = /srcSet="([^"]+)"/.exec(img)?.[1] ?? "";
      const widths = (srcset: string) => srcset.split(", ").map((candidate) => candidate.split(" ")[1]);
      for (const srcset of [avif, webp, jpeg]) expect(widths(srcset), home).toEqual(["320w", "640w", "900w"]);
      expect(img).toContain('width="900" height="1200"');
      expect(img).toContain('alt="Ines Valcourt"');
      expect(img).toContain('loading="lazy"');
      for (const [srcset, type] of [
        [avif, "image/avif"],
        [webp, "image/webp"],
        [jpeg, "image/jpeg"],
      ] as const) {
        for (const candidate of srcset.split(", ")) {
          const address = candidate.split(" ")[0] ?? "";
          expect(address).toMatch(/^\/assets\/photos\/ines-valcourt-[0-9a-f]{10}-\d+\.(avif|webp|jpg)$/);
          const response = await api.get(address);
          expect(response.status(), address).toBe(200);
          expect(response.headers()["content-type"], address).toBe(type);
          expect(response.headers()["cache-control"], address).toBe("public, max-age=31536000, immutable");
          expect(response.headers()["x-content-type-options"], address).toBe("nosniff");
        }
      }
    }
  } finally {
    await api.dispose();
  }
}

/** A phone 390 px wide at 3x fetches the leader's photo once, as the AVIF its width calls for. */
export async function expectPhoneFetchesOneAvif(browser: Browser, origin: string): Promise<void> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const fetched: string[] = [];
    page.on("request", (request) => {
      // The leader's photo alone: an Insights entry's photo further down may come into range as the page scrolls.
      if (request.url().includes("/assets/photos/ines-valcourt-")) fetched.push(new URL(request.url()).pathname);
    });
    await page.goto(`${origin}/`);
    await page.locator("html[data-ready]").waitFor({ state: "attached" });
    const photo = page.getByRole("img", { name: "Ines Valcourt", exact: true });
    await photo.scrollIntoViewIfNeeded();
    await expect(photo).toHaveJSProperty("complete", true);
    // 45vw of 390 px at 3 device pixels a px: 527, so the 640 px variant, and nothing else.
    const shown = await photo.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
    expect(shown).toMatch(/^\/assets\/photos\/ines-valcourt-[0-9a-f]{10}-640\.avif$/);
    expect(fetched).toEqual([shown]);
  } finally {
    await context.close();
  }
}
