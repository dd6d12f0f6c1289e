// `npm run bench:build`: how the build grows with published entries. A throwaway checkout of the last commit (a git
// worktree in a temporary folder, with this repository's node_modules) gets a generated set of Insights entries in
// every language, each with a 12-megapixel photo (insights-fixture.ts), and is built for production twice: first
// with an empty photo cache, then after a one-word change. Prints, with the machine's load: each build's time and
// peak memory (the build and every process it started, their proportional set sizes summed, sampled from /proc),
// the photos each encoded and took from the cache and the share cards each drew; then the bytes a 390 px wide phone
// at 3 device px a px downloads for the first entry's hero photo, in each format, against the original. Options:
// --entries=N (a language, 100), --drawings=N (different pictures the photos are made from, 12), --keep (leave the
// checkout, and say where). Goals: no photo or share card made again by the second build, peak memory at most
// 2 GB, the hero at most 1/20 of the original and at most 150 KB in AVIF (what every current phone takes); a missed
// goal sets a failing exit code.
import { execFile, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm, stat, symlink, writeFile } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { benchOptions } from "./bench-options.ts";
import { printTable, repoRoot } from "./built-site.ts";
import { type Fixture, ONE_WORD_CHANGE, writeInsightsFixture } from "./insights-fixture.ts";
import { type Candidate, chosenCandidate, parseSrcset } from "./photo-candidates.ts";
import { peakMemory } from "./process-tree-memory.ts";

const options = benchOptions({ entries: 100, drawings: 12, keep: false });
const PHONE = { width: 390, density: 3 };
const goals = { secondBuildEncodes: 0, peakBytes: 2 * 1024 ** 3, heroShare: 1 / 20, heroBytes: 150 * 1024 };
const run = promisify(execFile);

interface BuildFigures {
  seconds: number;
  peakBytes: number;
  encoded: number;
  cached: number;
  shareCards: number;
}

/** A production build of the checkout, its time and peak memory, and what it says of its photos and cards. */
async function build(root: string): Promise<BuildFigures> {
  const started = performance.now();
  const child = spawn("nice", ["-n", "10", "npx", "react-router", "build"], {
    cwd: root,
    env: { ...process.env, CLOUDFLARE_ENV: "production" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const memory = peakMemory(child.pid ?? process.pid);
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number>((resolve) => {
    child.on("close", (status) => {
      resolve(status ?? 1);
    });
  });
  const peakBytes = memory.stop();
  if (code !== 0) throw new Error(`the build failed:\n${output.slice(-4000)}`);
  const photos = /photos: (\d+) encoded, (\d+) from the cache/.exec(output);
  if (!photos) throw new Error(`the build did not say how many photos it encoded:\n${output.slice(-2000)}`);
  return {
    seconds: (performance.now() - started) / 1000,
    peakBytes,
    encoded: Number(photos[1]),
    cached: Number(photos[2]),
    shareCards: Number(/(\d+) share cards drawn/.exec(output)?.[1] ?? NaN),
  };
}

/** One word of the first English entry changed; with no entries, one word of a page's text. */
async function changeOneWord(root: string, fixture: Fixture): Promise<string> {
  const file = fixture.entryFiles[0] ?? "app/content/en/under-construction.yaml";
  const { from, to } = fixture.entryFiles[0] ? ONE_WORD_CHANGE : { from: "still being built", to: "still being made" };
  const text = await readFile(path.join(root, file), "utf8");
  if (!text.includes(from)) throw new Error(`${file} has no "${from}" to change`);
  await writeFile(path.join(root, file), text.replace(from, to));
  return `${file}: "${from}" to "${to}"`;
}

interface HeroFormat {
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

async function heroOnPhone(root: string, slug: string): Promise<{ from: string; formats: HeroFormat[] }> {
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

const gigabytes = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(2)} GB`;
const megabytes = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(1)} MB`;
const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

const scratch = await mkdtemp(path.join(tmpdir(), "build-bench-"));
const root = path.join(scratch, "site");
const misses: string[] = [];
try {
  await run("git", ["worktree", "add", "--detach", root, "HEAD"], { cwd: repoRoot });
  await symlink(path.join(repoRoot, "node_modules"), path.join(root, "node_modules"));
  const collections = await readFile(path.join(root, "app/content/collections.ts"), "utf8");
  const withEntries = collections.includes("{lang}/insights/{slug}.md");
  console.log(`Writing ${options.entries} entries a language and their photos into ${root}...`);
  const fixture = await writeInsightsFixture({
    root,
    entries: options.entries,
    drawings: options.drawings,
    withEntries,
  });
  const originalBytes = fixture.photos.reduce((sum, photo) => sum + photo.bytes, 0) / fixture.photos.length;
  console.log("First build (no photo in the cache)...");
  const first = await build(root);
  const change = await changeOneWord(root, fixture);
  console.log(`Second build, after one word changed (${change})...`);
  const second = await build(root);
  const [heroPhoto] = fixture.photos;
  if (!heroPhoto) throw new Error("the fixture has no photo");
  const hero = await heroOnPhone(root, heroPhoto.slug);

  const built = withEntries
    ? `${options.entries} entries a language`
    : "no entries (this revision has no Insights collection): the photos alone";
  const load = loadavg()
    .map((average) => average.toFixed(2))
    .join(" ");
  console.log(`\nThe build with ${built}, ${fixture.photos.length} photos of 4000x3000`);
  console.log(`(12 MP JPEG, ${megabytes(originalBytes)} on average); load average ${load}\n`);
  printTable(
    ["", "first build", "second build", "goal"],
    [
      ["time", `${first.seconds.toFixed(1)} s`, `${second.seconds.toFixed(1)} s`, ""],
      ["peak memory", gigabytes(first.peakBytes), gigabytes(second.peakBytes), `at most ${gigabytes(goals.peakBytes)}`],
      ["photos encoded", String(first.encoded), String(second.encoded), "0 on the second"],
      ["photos from the cache", String(first.cached), String(second.cached), ""],
      ["share cards drawn", String(first.shareCards), String(second.shareCards), "0 on the second"],
    ],
  );
  if (second.encoded > goals.secondBuildEncodes) misses.push(`the second build encoded ${second.encoded} photos`);
  for (const [name, figures] of [
    ["first", first],
    ["second", second],
  ] as const)
    if (figures.peakBytes > goals.peakBytes) misses.push(`the ${name} build took ${gigabytes(figures.peakBytes)}`);
  if (second.shareCards > 0) misses.push(`the second build drew ${second.shareCards} share cards again (none cached)`);

  const phone = `a ${PHONE.width} px phone at ${PHONE.density}x`;
  console.log(`\nThe hero photo (${heroPhoto.path}, ${kilobytes(heroPhoto.bytes)}) on ${phone}, from ${hero.from}:\n`);
  printTable(
    ["format", "candidate", "bytes", "share of the original"],
    hero.formats.map(({ format, candidate, bytes }) => [
      format,
      `${candidate.width}w`,
      kilobytes(bytes),
      `1/${(heroPhoto.bytes / bytes).toFixed(1)}`,
    ]),
  );
  const avif = hero.formats.find((entry) => entry.format === "avif");
  if (avif && avif.bytes > goals.heroBytes) misses.push(`the hero's AVIF is ${kilobytes(avif.bytes)}`);
  if (avif && avif.bytes > heroPhoto.bytes * goals.heroShare)
    misses.push(`the hero's AVIF is 1/${(heroPhoto.bytes / avif.bytes).toFixed(1)} of the original`);
  console.log(
    "\nNot measured here yet: the cost per entry page against React's renderToString, 1,000 entries against 100, " +
      "and the Worker's size (they need the entry pages).",
  );
  console.log(misses.length === 0 ? "\nEvery goal met." : `\nMissed:\n${misses.map((miss) => `- ${miss}`).join("\n")}`);
  if (misses.length > 0) process.exitCode = 1;
} finally {
  if (options.keep) console.log(`\nThe checkout is kept at ${root} (git worktree remove --force ${root} to drop it).`);
  else {
    await run("git", ["worktree", "remove", "--force", root], { cwd: repoRoot }).catch(() => undefined);
    await rm(scratch, { recursive: true, force: true });
  }
}
