import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { generatedPhoto } from "../../scripts/bench/generated-photo";
import type { PhotoSettings } from "../../scripts/build/photos/photo-settings";
import { photoSettings } from "../../scripts/build/photos/photo-settings";
import { photos } from "../../scripts/build/photos/photos-plugin";
import { copyIntoBuild } from "../../scripts/build/copy-into-build";
import { photoCounts, preparePhotos } from "../../scripts/build/photos/prepare-photos";
import { otherFileSystem } from "./other-file-system";

// The build's photos: every file of the folders of photos encoded once and then taken from the cache (by its bytes
// and the settings), served under /assets/photos/ by names that change with them, for the pages' data to name.

/** Encoding takes real time, more on a busy machine: a test here may take half a minute. */
const ENCODING = { timeout: 30_000 };
/** Small widths and the fastest AVIF: what is tested here is which photos are made, not how well. */
const settings: PhotoSettings = { ...photoSettings, widths: [64, 128], avif: { quality: 50, effort: 0 } };

let scratch: string;
let publicDir: string;
let cacheDir: string;
beforeEach(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), "photo-build-"));
  publicDir = path.join(scratch, "public");
  cacheDir = path.join(scratch, "cache");
  await mkdir(path.join(publicDir, "images/people"), { recursive: true });
  await mkdir(path.join(publicDir, "images/insights/2026"), { recursive: true });
  await writeFile(
    path.join(publicDir, "images/people/Ines Valcourt.JPG"),
    await generatedPhoto({ width: 300, height: 200, seed: 1 }),
  );
  await writeFile(
    path.join(publicDir, "images/insights/2026/harbour.png"),
    await sharp({ create: { width: 100, height: 80, channels: 3, background: "#336699" } })
      .png()
      .toBuffer(),
  );
}, ENCODING.timeout);
afterEach(async () => {
  await rm(scratch, { recursive: true, force: true });
});

const prepare = (with_: PhotoSettings = settings) => preparePhotos({ publicDir, cacheDir, settings: with_ });

describe("the build's photos", ENCODING, () => {
  it("are every file of the folders of photos, by the path pages name them by, each format at each width", async () => {
    const prepared = await prepare();
    expect(Object.keys(prepared.manifest)).toEqual([
      "/images/insights/2026/harbour.png",
      "/images/people/Ines Valcourt.JPG",
    ]);
    const ines = prepared.manifest["/images/people/Ines Valcourt.JPG"];
    expect([ines?.width, ines?.height]).toEqual([300, 200]);
    expect(ines?.variants.map((variant) => variant.path.replace(/-[0-9a-f]{10}-/, "-KEY-"))).toEqual([
      "/assets/photos/ines-valcourt-KEY-64.avif",
      "/assets/photos/ines-valcourt-KEY-64.webp",
      "/assets/photos/ines-valcourt-KEY-64.jpg",
      "/assets/photos/ines-valcourt-KEY-128.avif",
      "/assets/photos/ines-valcourt-KEY-128.webp",
      "/assets/photos/ines-valcourt-KEY-128.jpg",
    ]);
    // 100 px wide: 64, then its own width rather than 128.
    const harbour = prepared.manifest["/images/insights/2026/harbour.png"];
    expect(harbour?.variants.map((variant) => `${variant.format} ${variant.width}x${variant.height}`)).toEqual([
      "avif 64x51",
      "webp 64x51",
      "jpeg 64x51",
      "avif 100x80",
      "webp 100x80",
      "jpeg 100x80",
    ]);
    expect(prepared.files).toHaveLength(12);
  });

  it("are encoded once: the next build takes every one from the cache and names them the same", async () => {
    const first = await prepare();
    expect([first.encoded, first.cached]).toEqual([2, 0]);
    const second = await prepare();
    expect([second.encoded, second.cached]).toEqual([0, 2]);
    expect(second.manifest).toEqual(first.manifest);
  });

  it("a changed photo is encoded again, under new names; the others come from the cache", async () => {
    const first = await prepare();
    await writeFile(
      path.join(publicDir, "images/people/Ines Valcourt.JPG"),
      await generatedPhoto({ width: 300, height: 200, seed: 2 }),
    );
    const second = await prepare();
    expect([second.encoded, second.cached]).toEqual([1, 1]);
    const paths = (prepared: typeof first, photo: string) => prepared.manifest[photo]?.variants.map((v) => v.path);
    expect(paths(second, "/images/people/Ines Valcourt.JPG")).not.toEqual(
      paths(first, "/images/people/Ines Valcourt.JPG"),
    );
    expect(paths(second, "/images/insights/2026/harbour.png")).toEqual(
      paths(first, "/images/insights/2026/harbour.png"),
    );
  });

  it("changed settings encode every photo again", async () => {
    await prepare();
    const again = await prepare({ ...settings, webp: { quality: 60, effort: 4 } });
    expect([again.encoded, again.cached]).toEqual([2, 0]);
  });

  it("a cache entry missing a file, or with a file cut short, is encoded again", async () => {
    const first = await prepare();
    const [missing, short] = first.files.filter((file) => file.to.includes("ines-valcourt"));
    await rm(missing?.from ?? "");
    await prepare();
    expect(existsSync(missing?.from ?? "")).toBe(true);
    await writeFile(short?.from ?? "", "cut");
    const again = await prepare();
    expect([again.encoded, again.cached]).toEqual([1, 1]);
  });

  it("a file of a folder of photos that is no picture fails the build, naming it; hidden files are passed over", async () => {
    await writeFile(path.join(publicDir, "images/insights/.DS_Store"), "folder notes");
    await expect(prepare()).resolves.toBeDefined();
    await writeFile(path.join(publicDir, "images/insights/notes.jpg"), "a note, named like a photo");
    await expect(prepare()).rejects.toThrow(
      "public/images/insights/notes.jpg: /images/insights/notes.jpg is not a picture: expected a JPEG, PNG, WebP or AVIF file",
    );
  });

  it("are put into the client build's /assets/photos/, and only there, as links to the cache's files", async () => {
    const prepared = await prepare();
    const out = path.join(scratch, "client");
    await copyIntoBuild(out, prepared.files);
    expect((await readdir(out, { recursive: true })).filter((file) => file.includes(".")).length).toBe(12);
    for (const { from, to } of prepared.files) {
      expect(await readFile(path.join(out, to))).toEqual(await readFile(from));
      expect((await stat(path.join(out, to))).ino, to).toBe((await stat(from)).ino);
    }
  });

  it("replace what is already at a variant's place, never writing through it into the cache", async () => {
    const prepared = await prepare();
    const out = path.join(scratch, "client");
    const [first, second] = prepared.files;
    if (!first || !second) throw new Error("fewer than two variants");
    const [firstBytes, secondBytes] = [await readFile(first.from), await readFile(second.from)];
    // An older build's file at the first variant's place: a link to another file of the cache.
    await copyIntoBuild(out, [{ from: second.from, to: first.to }]);
    await copyIntoBuild(out, prepared.files);
    expect(await readFile(path.join(out, first.to))).toEqual(firstBytes);
    expect((await stat(path.join(out, first.to))).ino).toBe((await stat(first.from)).ino);
    expect(await readFile(second.from)).toEqual(secondBytes);
  });

  it.skipIf(!otherFileSystem)("are copied when the build is on another file system than the cache", async () => {
    const prepared = await prepare();
    const out = await mkdtemp(path.join(otherFileSystem ?? "", "client-"));
    try {
      await copyIntoBuild(out, prepared.files);
      for (const { from, to } of prepared.files) {
        expect(await readFile(path.join(out, to))).toEqual(await readFile(from));
        expect((await stat(path.join(out, to))).ino).not.toBe((await stat(from)).ino);
      }
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });

  it("are counted in one line: encoded, from the cache, files, time", async () => {
    const prepared = await prepare();
    expect(photoCounts(prepared, ".cache/photos", 3.14159)).toBe(
      "photos: 2 encoded, 0 from the cache (.cache/photos), 12 files, 3.1 s",
    );
  });
});

describe("the photos plugin", ENCODING, () => {
  it("prepares the photos before the build, shows them to its other steps (never sooner), and copies public/ but the originals", async () => {
    const root = scratch;
    const outDir = "build/client";
    const clientDir = path.join(root, outDir);
    const logged: string[] = [];
    const plugin = photos(cacheDir);
    const events: string[] = [];
    // What the other steps read of it (the Insights entries' prerender data): asked too early it says so.
    expect(() => plugin.api.manifest()).toThrow("photos: the photos are asked for before they are prepared");
    let madeForTheBuild: string[] = [];
    await writeFile(path.join(publicDir, "favicon.svg"), "<svg/>");
    const environment = { name: "client", config: { root, publicDir, build: { outDir } } };
    const config = plugin.config as {
      handler: (config: object) => { builder: { buildApp: (b: object) => Promise<void> } };
    };
    const { buildApp } = config.handler({
      builder: {
        buildApp: async () => {
          events.push(`build, ${logged.length} line logged`);
          madeForTheBuild = Object.keys(plugin.api.manifest());
          await (plugin.writeBundle as (this: object) => Promise<void>).call({ environment });
        },
      },
    }).builder;
    await buildApp({
      config: { root, publicDir, logger: { info: (line: string) => logged.push(line) } },
    });
    expect(events).toEqual(["build, 1 line logged"]);
    expect(madeForTheBuild).toEqual(["/images/insights/2026/harbour.png", "/images/people/Ines Valcourt.JPG"]);
    // The site's settings: each photo is narrower than the narrowest width, so it is one width in three formats.
    expect(logged[0]).toMatch(/^photos: 2 encoded, 0 from the cache \(cache\), 6 files, \d+\.\d s$/);
    const files = await readdir(clientDir, { recursive: true });
    expect(files.filter((file) => file.startsWith(`images${path.sep}`))).toEqual([]);
    expect(files).toContain("favicon.svg");
    expect(files.filter((file) => file.startsWith("assets/photos/"))).toHaveLength(6);
  });
});
