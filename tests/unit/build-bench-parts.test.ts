import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseContentFile } from "~/content/file-format";
import { photoFolders, photoPath, photoTypeOf } from "~/content/photos/photo-rules";
import {
  type Fixture,
  ONE_WORD_CHANGE,
  removeEntries,
  withComment,
  writeInsightsFixture,
} from "../../scripts/bench/insights-fixture";
import { benchBuildEnv, buildOutputFigures } from "../../scripts/bench/build-steps";
import { chosenCandidate, parseSrcset, slotWidth } from "../../scripts/bench/photo-candidates";
import { parentOf, pssBytes } from "../../scripts/bench/process-tree-memory";

// The build bench's parts (scripts/bench/build-bench.ts): the entries it writes, in the collection's front-matter
// contract, with a photo of their own; which variant a phone downloads; how it reads a process's memory and what a
// build says of itself.

/** A temporary folder with what the fixture reads of the repository: the leaders its entries name as authors. */
async function fixtureRoot(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), "bench-fixture-"));
  await mkdir(path.join(root, "app/content/home"), { recursive: true });
  await writeFile(
    path.join(root, "app/content/home/leaders.yaml"),
    await readFile("app/content/home/leaders.yaml", "utf8"),
  );
  return root;
}

describe("the bench's entries", () => {
  let root: string;
  let fixture: Fixture;
  beforeAll(async () => {
    root = await fixtureRoot();
    fixture = await writeInsightsFixture({ root, entries: 4, drawings: 2, photo: { width: 120, height: 90 } });
  }, 30_000);
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("are a Markdown file a language a slug, in the contract's fields and order, by a leader, with a photo", async () => {
    expect(fixture.entryFiles).toEqual([
      "app/content/en/insights/bench-entry-0001.md",
      "app/content/en/insights/bench-entry-0002.md",
      "app/content/en/insights/bench-entry-0003.md",
      "app/content/en/insights/bench-entry-0004.md",
      "app/content/es/insights/bench-entry-0001.md",
      "app/content/es/insights/bench-entry-0002.md",
      "app/content/es/insights/bench-entry-0003.md",
      "app/content/es/insights/bench-entry-0004.md",
    ]);
    const leaders = (
      parseContentFile(await readFile("app/content/home/leaders.yaml", "utf8"), "yaml", "") as {
        name: string;
      }[]
    ).map((leader) => leader.name);
    for (const file of fixture.entryFiles) {
      const entry = parseContentFile(await readFile(path.join(root, file), "utf8"), "markdown", file) as Record<
        string,
        string | string[]
      >;
      expect(Object.keys(entry), file).toEqual([
        "title",
        "description",
        "date",
        "author",
        "kind",
        "tags",
        "image",
        "imageAlt",
        "body",
      ]);
      expect(entry.title?.length).toBeLessThanOrEqual(110);
      expect(entry.description?.length).toBeLessThanOrEqual(200);
      expect(entry.date).toMatch(/^\d{4}-\d\d-\d\d$/);
      expect(leaders).toContain(entry.author);
      expect(["article", "case-study"]).toContain(entry.kind);
      expect(v.is(photoPath(photoFolders.insights), entry.image), file).toBe(true);
      expect(entry.image).toBe(`/images/insights/${path.basename(file, ".md")}.jpg`);
    }
  });

  it("have a photo each, a JPEG of the size asked for, every file its own bytes", async () => {
    const files = (await readdir(path.join(root, "public/images/insights"))).sort();
    expect(files).toEqual(fixture.slugs.map((slug) => `${slug}.jpg`));
    const contents = await Promise.all(files.map((file) => readFile(path.join(root, "public/images/insights", file))));
    expect(new Set(contents.map((bytes) => bytes.toString("base64"))).size).toBe(4);
    for (const bytes of contents) {
      expect(photoTypeOf(bytes)).toBe("JPEG");
      const { width, height } = await sharp(bytes).metadata();
      expect([width, height]).toEqual([120, 90]);
    }
  });

  it("hold the word the one-word change replaces, once, in the first English entry", async () => {
    const text = await readFile(path.join(root, fixture.entryFiles[0] ?? ""), "utf8");
    expect(text.split(ONE_WORD_CHANGE.from)).toHaveLength(2);
  });

  it("a comment makes other bytes of the same picture", async () => {
    const jpeg = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#123456" } })
      .jpeg()
      .toBuffer();
    const commented = withComment(jpeg, "bench photo 7");
    expect(commented.equals(jpeg)).toBe(false);
    expect(commented.includes("bench photo 7")).toBe(true);
    const [a, b] = await Promise.all([jpeg, commented].map((bytes) => sharp(bytes).raw().toBuffer()));
    expect(a?.equals(b ?? Buffer.alloc(0))).toBe(true);
  });
});

describe("the bench's entries with shared photos, and fewer of them", () => {
  let root: string;
  let fixture: Fixture;
  beforeAll(async () => {
    root = await fixtureRoot();
    fixture = await writeInsightsFixture({
      root,
      entries: 5,
      drawings: 2,
      photo: { width: 120, height: 90 },
      photos: "shared",
    });
  }, 30_000);
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("give every entry of a drawing the same bytes: as many different files as drawings", async () => {
    const contents = await Promise.all(
      fixture.slugs.map((slug) => readFile(path.join(root, "public/images/insights", `${slug}.jpg`))),
    );
    expect(contents).toHaveLength(5);
    expect(new Set(contents.map((bytes) => bytes.toString("base64"))).size).toBe(2);
    expect(contents[0]?.equals(contents[2] ?? Buffer.alloc(0))).toBe(true);
    expect(contents[0]?.equals(contents[1] ?? Buffer.alloc(0))).toBe(false);
  });

  it("are removed from the one asked for on, in every language, their photos left", async () => {
    await removeEntries(root, fixture, 2);
    const left = async (language: string) =>
      (await readdir(path.join(root, `app/content/${language}/insights`))).sort();
    expect(await left("en")).toEqual(["bench-entry-0001.md", "bench-entry-0002.md"]);
    expect(await left("es")).toEqual(["bench-entry-0001.md", "bench-entry-0002.md"]);
    expect(await readdir(path.join(root, "public/images/insights"))).toHaveLength(5);
    await removeEntries(root, fixture, 0);
    expect(await left("en")).toEqual([]);
  });
});

describe("the variant a phone downloads", () => {
  const candidates = parseSrcset(
    "/h-320.avif 320w, /h-640.avif 640w, /h-960.avif 960w, /h-1280.avif 1280w, /h-1600.avif 1600w",
  );

  it("reads a srcset's width descriptors, and refuses a candidate without one", () => {
    expect(candidates.map((candidate) => candidate.width)).toEqual([320, 640, 960, 1280, 1600]);
    expect(candidates[0]?.address).toBe("/h-320.avif");
    expect(() => parseSrcset("/a.avif 2x")).toThrow("without a width descriptor");
  });

  it("reads sizes at a viewport's width: the first entry whose condition holds, in px, rem or vw", () => {
    const sizes = "(min-width: 64rem) 56rem, (min-width: 40rem) 600px, 90vw";
    expect(slotWidth(sizes, 1280)).toBe(896);
    expect(slotWidth(sizes, 700)).toBe(600);
    expect(slotWidth(sizes, 390)).toBe(351);
    expect(slotWidth("(max-width: 30rem) 100vw, 50vw", 390)).toBe(390);
    expect(slotWidth("(max-width: 30rem) 100vw, 50vw", 1000)).toBe(500);
    // An entry page's hero: a calc() taking the page's margins from the screen's width.
    expect(slotWidth("(min-width: 896px) 832px, calc(100vw - 40px)", 390)).toBe(350);
    expect(slotWidth("(min-width: 896px) 832px, calc(100vw - 40px)", 1000)).toBe(832);
    expect(slotWidth("calc(50vw + 1rem - 10px)", 400)).toBe(206);
    expect(() => slotWidth("min(100vw, 2rem)", 390)).toThrow("does not take");
  });

  it("is the narrowest candidate dense enough for the screen, or the widest", () => {
    // 390 px across at 3x: 1170 device px, so 1280.
    expect(chosenCandidate(candidates, "100vw", 390, 3).width).toBe(1280);
    // 45vw: 175.5 px at 3x, 527, so 640.
    expect(chosenCandidate(candidates, "45vw", 390, 3).width).toBe(640);
    expect(chosenCandidate(candidates, "100vw", 390, 1).width).toBe(640);
    expect(chosenCandidate(candidates, "100vw", 1200, 2).width).toBe(1600);
    // Exactly dense enough is enough.
    expect(chosenCandidate(parseSrcset("/a 1170w, /b 1400w"), "100vw", 390, 3).width).toBe(1170);
  });
});

describe("a process's memory, from /proc", () => {
  it("its parent is the field after its name, whatever the name holds", () => {
    expect(parentOf("4242 (node) S 4241 4242 17 0 -1")).toBe(4241);
    expect(parentOf("4243 (my (odd) name) R 7 4243 17 0 -1")).toBe(7);
  });

  it("its proportional set size is read in bytes", () => {
    expect(pssBytes("Rss:                1744 kB\nPss:                 210 kB\nPss_Dirty:           108 kB\n")).toBe(
      215_040,
    );
    expect(pssBytes("")).toBe(0);
  });
});

describe("what a bench build says of itself", () => {
  // A build's output as the bench reads it: the build's lines, then the shell's `times` (its own, then its children's).
  const output = (lines: string[]) =>
    [...lines, "build cpu:", "0m0.010s 0m0.004s", "1m12.500s 0m9.250s", ""].join("\n");
  const said = [
    "photos: 3 encoded, 2012 from the cache",
    "share cards: 1 drawn, 2040 from the cache",
    "Insights pages: 2175 written in 3.4 s",
    "static files to deploy: 19,399 of the 100,000 a Worker version takes",
  ];

  it("is its children's CPU time, its photos, its share cards and its files to deploy", () => {
    expect(buildOutputFigures(output(said))).toEqual({
      cpuSeconds: 72.5 + 9.25,
      encoded: 3,
      cached: 2012,
      shareCards: 1,
      cardsCached: 2040,
      filesToDeploy: 19_399,
    });
  });

  it("counts the children's minutes of system time, and a count of files past a million", () => {
    const output = [...said.slice(0, 3), "static files to deploy: 1,234,567 of the 2,000,000 a Worker version takes"]
      .concat(["build cpu:", "0m0.010s 0m0.004s", "0m50.000s 1m5.000s", ""])
      .join("\n");
    expect(buildOutputFigures(output)).toMatchObject({ cpuSeconds: 50 + 65, filesToDeploy: 1_234_567 });
  });

  it("reads the files to deploy from that line only, and is NaN without it", () => {
    const without = said.filter((line) => !line.startsWith("static files"));
    expect(buildOutputFigures(output(without)).filesToDeploy).toBeNaN();
    const quoted = [...without, "error: static files to deploy: 12 of the 100 a Worker version takes"];
    expect(buildOutputFigures(output(quoted)).filesToDeploy).toBeNaN();
    const other = [...without, "static files to deploy: 7 left out"];
    expect(buildOutputFigures(output(other)).filesToDeploy).toBeNaN();
    const small = [...without, "static files to deploy: 233 of the 100,000 a Worker version takes"];
    expect(buildOutputFigures(output(small)).filesToDeploy).toBe(233);
  });

  it("is an error without its photos' line or the shell's times", () => {
    expect(() => buildOutputFigures(output(said.slice(1)))).toThrow("the build did not say how many photos it encoded");
    expect(() => buildOutputFigures(said.join("\n"))).toThrow("the shell did not say the build's CPU time");
  });

  it("is made for production, held to Workers Paid's limit of files, in the environment it was started with", () => {
    const env = benchBuildEnv({
      ...process.env,
      BENCH_MARK: "kept",
      CLOUDFLARE_ENV: "staging",
      STATIC_FILE_LIMIT: "5",
    });
    expect(env).toEqual({
      ...process.env,
      BENCH_MARK: "kept",
      CLOUDFLARE_ENV: "production",
      STATIC_FILE_LIMIT: "100000",
    });
  });
});
