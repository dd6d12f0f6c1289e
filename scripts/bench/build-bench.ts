// `npm run bench:build`: how the build grows with published entries. A throwaway checkout of the last commit (a git
// worktree in a temporary folder, with this repository's node_modules) gets a generated set of Insights entries in
// every language, each with a 12-megapixel photo (insights-fixture.ts), and is built for production: first with an
// empty photo cache, then after a one-word change, then (with --against=M) with its first M entries only, then with
// no generated entry (the site's own content and the same photos: the build's fixed cost). Prints, with the
// machine's load: each build's time and peak memory (the build and every process it started, their proportional
// set sizes summed, sampled from /proc), the photos each encoded and took from the cache and the share cards each
// drew; the bytes a 390 px wide phone at 3 device px a px downloads for the first entry's hero photo, in each format,
// against the original; the cost of an entry page, photos aside, against React's renderToString of the same pages
// (page-render-cost.ts); and the Worker's size with the entries against without them. Options: --entries=N (a
// language, 100), --drawings=N (different pictures the photos are made from, 12), --photos=unique|shared (unique:
// every photo its own bytes, each encoded; shared: the same bytes for every entry of a drawing, encoded once a
// drawing), --against=M (a build with M entries a language too, for the cost a page at N against M), --repeat=R
// (rounds of the builds a page's cost is measured from, 3: with the N entries, with M, with none, one after the
// other; the figure is the median of the rounds' costs), --keep (leave the checkout, and say where, built again
// with all its entries: `npm run bench:lighthouse -- --build=<checkout>/build` measures its pages). A missed goal
// sets a failing exit code.
import { execFile, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { languageCodes, localizedPath } from "../../app/lib/language/languages.ts";
import { benchOptions } from "./bench-options.ts";
import { type BuildFigures, build, renderCost, workerSize } from "./build-steps.ts";
import { printTable, repoRoot } from "./built-site.ts";
import { heroOnPhone, PHONE } from "./hero-photo.ts";
import { type Fixture, ONE_WORD_CHANGE, removeEntries, writeInsightsFixture } from "./insights-fixture.ts";
import { median } from "./load-rounds.ts";

/** A run that cannot be measured as asked: said in a line, with no stack, and the bench ends before it makes anything. */
function refuse(message: string): never {
  console.error(message);
  process.exit(2);
}

const options = (() => {
  try {
    return benchOptions({ entries: 100, drawings: 12, photos: "unique", against: 0, repeat: 3, keep: false });
  } catch (error) {
    return refuse((error as Error).message);
  }
})();
for (const [name, least] of [
  ["entries", 1],
  ["drawings", 1],
  ["repeat", 1],
  ["against", 0],
] as const) {
  const value = options[name];
  if (!Number.isInteger(value) || value < least)
    refuse(`--${name} takes a whole number, ${least} or more, not ${value}`);
}
if (options.photos !== "unique" && options.photos !== "shared")
  refuse(`--photos takes unique or shared, not "${options.photos}"`);
if (options.against >= options.entries)
  refuse(`--against takes fewer entries than --entries (${options.entries}), not ${options.against}`);
const photoMode = options.photos;
const goals = {
  secondBuildEncodes: 0,
  peakBytes: 2 * 1024 ** 3,
  heroShare: 1 / 20,
  heroBytes: 150 * 1024,
  pageAgainstRender: 3,
  pageAtScale: 1.25,
  workerGrowth: 1.1,
};
const run = promisify(execFile);

/** One word of the first English entry changed; with no entries, one word of a page's text. */
async function changeOneWord(root: string, fixture: Fixture): Promise<string> {
  const file = fixture.entryFiles[0] ?? "app/content/en/under-construction.yaml";
  const { from, to } = fixture.entryFiles[0] ? ONE_WORD_CHANGE : { from: "still being built", to: "still being made" };
  const text = await readFile(path.join(root, file), "utf8");
  if (!text.includes(from)) throw new Error(`${file} has no "${from}" to change`);
  await writeFile(path.join(root, file), text.replace(from, to));
  return `${file}: "${from}" to "${to}"`;
}

const load = () =>
  loadavg()
    .map((average) => average.toFixed(2))
    .join(" ");
const gigabytes = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(2)} GB`;
const megabytes = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(1)} MB`;
const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const milliseconds = (seconds: number) => `${(seconds * 1000).toFixed(1)} ms`;
/** A figure against its goal: "2.41 (at most 3)", and whether it is met. */
const ratio = (value: number, limit: number) => ({ text: `${value.toFixed(2)}x`, met: value <= limit });

/** The entries' pages in every language, as the build prerenders them. */
const entryPaths = (slugs: readonly string[]) =>
  languageCodes.flatMap((language) => slugs.map((slug) => localizedPath(language, `/insights/${slug}`)));

/** A build, its figures printed as soon as it ends: a later step that fails leaves them on the screen. */
async function timedBuild(root: string): Promise<BuildFigures> {
  const figures = await build(root);
  console.log(
    `  ${figures.seconds.toFixed(1)} s, ${figures.cpuSeconds.toFixed(1)} s of CPU, peak ${gigabytes(figures.peakBytes)}; ` +
      `photos ${figures.encoded} encoded, ${figures.cached} from the cache; share cards ${figures.shareCards} drawn, ` +
      `${figures.cardsCached} from the cache; load average ${load()}`,
  );
  return figures;
}

/**
 * Builds of the same files, as one column of the table: the median of their times and CPU times, the most of their
 * memory and of what they made (photos, cards).
 */
function together(builds: readonly BuildFigures[]): BuildFigures {
  const most = (of: (figures: BuildFigures) => number) => Math.max(...builds.map(of));
  return {
    seconds: median(builds.map((figures) => figures.seconds)),
    cpuSeconds: median(builds.map((figures) => figures.cpuSeconds)),
    peakBytes: most((figures) => figures.peakBytes),
    encoded: most((figures) => figures.encoded),
    cached: most((figures) => figures.cached),
    shareCards: most((figures) => figures.shareCards),
    cardsCached: most((figures) => figures.cardsCached),
    filesToDeploy: most((figures) => figures.filesToDeploy),
  };
}

/** One round of the builds an entry page's cost is measured from: with every entry, with M (--against), with none. */
interface Round {
  full: BuildFigures;
  against?: BuildFigures;
  fixed: BuildFigures;
}

const scratch = await mkdtemp(path.join(tmpdir(), "build-bench-"));
const root = path.join(scratch, "site");
const keptCheckout =
  `\nThe checkout is kept at ${root} (to drop it: git -C ${repoRoot} worktree remove --force ${root}; ` +
  `rm -r ${scratch}).`;
// Ctrl-C, or a kill, ends the bench before `finally` runs: the checkout (gigabytes of photos at a thousand entries)
// and its git worktree are removed first, unless --keep, then the bench ends as the signal ends it. A second signal
// while they are removed (a second Ctrl-C; `timeout` passes its signal to the whole group) waits for the first.
const stopSignals = ["SIGINT", "SIGTERM"] as const;
let stopping = false;
for (const signal of stopSignals) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    if (options.keep) console.log(keptCheckout);
    else {
      spawnSync("git", ["worktree", "remove", "--force", root], { cwd: repoRoot });
      rmSync(scratch, { recursive: true, force: true });
    }
    for (const each of stopSignals) process.removeAllListeners(each);
    process.kill(process.pid, signal);
  });
}
const misses: string[] = [];
const goalRows: string[][] = [];
const goal = (name: string, figure: string, limit: string, met: boolean) => {
  goalRows.push([name, figure, limit, met ? "met" : "MISSED"]);
  if (!met) misses.push(`${name}: ${figure}, against ${limit}`);
};
try {
  const loadAtStart = load();
  await run("git", ["worktree", "add", "--detach", root, "HEAD"], { cwd: repoRoot });
  await symlink(path.join(repoRoot, "node_modules"), path.join(root, "node_modules"));
  const collections = await readFile(path.join(root, "app/content/collections.ts"), "utf8");
  if (!collections.includes("{lang}/insights/{slug}.md"))
    throw new Error("this revision has no Insights collection ({lang}/insights/{slug}.md) to measure");
  const mode =
    photoMode === "shared"
      ? `shared photos: the same bytes for every entry of a drawing, ${Math.min(options.drawings, options.entries)} to encode`
      : `unique photos: every entry's its own bytes, ${options.entries} to encode`;
  console.log(`Writing ${options.entries} entries a language and their photos (${mode}) into ${root}...`);
  const fixture = await writeInsightsFixture({
    root,
    entries: options.entries,
    drawings: options.drawings,
    photos: photoMode,
  });
  const originalBytes = fixture.photos.reduce((sum, photo) => sum + photo.bytes, 0) / fixture.photos.length;
  const languages = languageCodes.length;
  const pages = options.entries * languages;
  console.log("First build (no photo in the cache)...");
  const first = await timedBuild(root);
  const change = await changeOneWord(root, fixture);
  console.log(`Second build, after one word changed (${change})...`);
  const second = await timedBuild(root);
  const [heroPhoto] = fixture.photos;
  if (!heroPhoto) throw new Error("the fixture has no photo");
  const hero = await heroOnPhone(root, heroPhoto.slug);
  console.log(`React's renderToString of the ${pages} entry pages, in Node...`);
  const render = await renderCost(root, entryPaths(fixture.slugs));
  if (render.pages !== pages) throw new Error(`renderToString rendered ${render.pages} pages of ${pages}`);
  const workerWith = await workerSize(root, path.join(scratch, "dry-run-entries"));
  // The entries' files, put back for each round and in a kept checkout.
  const entryTexts = await Promise.all(
    fixture.entryFiles.map(async (file) => [file, await readFile(path.join(root, file), "utf8")] as const),
  );
  const restoreEntries = () => Promise.all(entryTexts.map(([file, text]) => writeFile(path.join(root, file), text)));
  // Rounds rather than each build three times over: builds of the same files here cost more as a run goes on (a
  // fifth, at times), and within a round the builds it compares are made close together. The second build is the
  // first round's build with the entries.
  const rounds: Round[] = [];
  for (let round = 1; round <= options.repeat; round++) {
    let full = second;
    if (round > 1) {
      await restoreEntries();
      console.log(`Round ${round} of ${options.repeat}: the build with the ${options.entries} entries a language...`);
      full = await timedBuild(root);
    }
    let against: BuildFigures | undefined;
    if (options.against > 0) {
      await removeEntries(root, fixture, options.against);
      console.log(`Round ${round}: a build with the first ${options.against} entries a language only...`);
      against = await timedBuild(root);
    }
    await removeEntries(root, fixture, 0);
    console.log(`Round ${round}: a build with no generated entry (the site's own, the same photos): the fixed cost...`);
    rounds.push({ full, against, fixed: await timedBuild(root) });
  }
  const workerWithout = await workerSize(root, path.join(scratch, "dry-run-site"));
  const full = together(rounds.map((round) => round.full));
  const againstBuilds = rounds.flatMap((round) => round.against ?? []);
  const against = againstBuilds.length > 0 ? together(againstBuilds) : undefined;
  const fixed = together(rounds.map((round) => round.fixed));

  console.log(
    `\nThe build with ${options.entries} entries a language (${pages} entry pages) and ${fixture.photos.length} ` +
      `photos of 4000x3000 (12 MP JPEG, ${megabytes(originalBytes)} on average), ${mode}`,
  );
  console.log(`Load average ${loadAtStart} at the start, ${load()} at the end`);
  console.log(
    `${options.repeat} rounds of the builds after the first: the median of their times, the most of their memory and ` +
      `of what they made\n`,
  );
  const columns: [string, BuildFigures][] = [
    ["first (cold)", first],
    [`${options.entries} entries, 1 word`, full],
    ...(against ? [[`${options.against} entries`, against] as [string, BuildFigures]] : []),
    ["no entries", fixed],
  ];
  const row = (name: string, figure: (build: BuildFigures) => string) => [
    name,
    ...columns.map(([, figures]) => figure(figures)),
  ];
  printTable(
    ["", ...columns.map(([name]) => name)],
    [
      row("time", (figures) => `${figures.seconds.toFixed(1)} s`),
      row("CPU time", (figures) => `${figures.cpuSeconds.toFixed(1)} s`),
      row("peak memory", (figures) => gigabytes(figures.peakBytes)),
      row("photos encoded", (figures) => String(figures.encoded)),
      row("photos from the cache", (figures) => String(figures.cached)),
      row("share cards drawn", (figures) => String(figures.shareCards)),
      row("share cards from the cache", (figures) => String(figures.cardsCached)),
      // Not a goal: Cloudflare's limit of files a Worker version, past which the build fails (deployed-files.ts).
      row("files to deploy", (figures) => figures.filesToDeploy.toLocaleString("en-US")),
    ],
  );

  // An entry page's cost, photos aside: the warm build with the entries less the same build without them (the same
  // photos, from the cache), over the entry pages. The listing's later pages and the feeds' and sitemap's growth
  // count in it but not among the pages. In CPU time, the build's processes' against renderToString's: on a shared
  // machine the clock measures the others' work as much as the build's (the clock's figures are printed beside).
  // Each round's figure is its own builds' difference; the figure is the rounds' median.
  const perPage = (of: "cpuSeconds" | "seconds", entries: number, build: (round: Round) => BuildFigures | undefined) =>
    rounds.map((round) => ((build(round)?.[of] ?? 0) - round.fixed[of]) / (entries * languages));
  const rounded = (costs: readonly number[]) =>
    `${milliseconds(median(costs))} (rounds: ${costs.map((cost) => (cost * 1000).toFixed(1)).join(", ")})`;
  const pageCosts = perPage("cpuSeconds", options.entries, (round) => round.full);
  const pageCost = median(pageCosts);
  const renderPage = render.renderCpuSeconds / render.pages;
  console.log(
    `\nAn entry page: ${rounded(pageCosts)} of the build's CPU (each round's build with the entries less its build ` +
      `without them, over ${pages} pages), ${rounded(perPage("seconds", options.entries, (round) => round.full))} on ` +
      `the clock; renderToString ${milliseconds(renderPage)} of CPU, ${milliseconds(render.renderSeconds / render.pages)} ` +
      `on the clock (${render.pages} pages, warm, ${kilobytes(render.renderedBytes / render.pages)} of HTML a page); the ` +
      `Worker's whole answer in Node, first time, ${milliseconds(render.handlerSeconds / render.pages)} on the clock`,
  );
  // Not a goal: the share of a page's cost that is the Worker's answer (its request handler, React Router's among it),
  // as the build asks for it (scripts/build/insight-pages.ts), without writing the page, for what the goal above is set
  // against.
  const answers = render.answersCpuSeconds / render.pages;
  console.log(
    `The Worker's answer for an entry page in Node, as the build asks for it, warm: ${milliseconds(answers)} of CPU, ` +
      `${(answers / renderPage).toFixed(2)}x renderToString's`,
  );
  const againstRender = ratio(pageCost / renderPage, goals.pageAgainstRender);
  goal(
    "build CPU an entry page / renderToString's",
    againstRender.text,
    `${goals.pageAgainstRender}x`,
    againstRender.met,
  );
  if (options.against > 0) {
    const smallerCosts = perPage("cpuSeconds", options.against, (round) => round.against);
    const smaller = median(smallerCosts);
    console.log(
      `At ${options.against} entries a language: ${rounded(smallerCosts)} of CPU a page, ` +
        `${rounded(perPage("seconds", options.against, (round) => round.against))} on the clock`,
    );
    // A build with M entries that cost no more than the one without them measured the builds' spread, not a page:
    // no ratio, and the goal is missed, since nothing shows it met (a bigger --against or --repeat measures it).
    const scale =
      smaller > 0 ? ratio(pageCost / smaller, goals.pageAtScale) : { text: "not measured (spread)", met: false };
    goal(`CPU a page at ${options.entries} / at ${options.against}`, scale.text, `${goals.pageAtScale}x`, scale.met);
  }
  goal(
    "photos encoded by the second build",
    String(second.encoded),
    String(goals.secondBuildEncodes),
    second.encoded <= goals.secondBuildEncodes,
  );
  goal("share cards drawn by the second build", String(second.shareCards), "0", second.shareCards === 0);
  const peak = Math.max(first.peakBytes, full.peakBytes);
  goal(
    "peak memory (every build with the entries)",
    gigabytes(peak),
    gigabytes(goals.peakBytes),
    peak <= goals.peakBytes,
  );
  console.log(
    `The Worker (wrangler deploy --dry-run): ${workerWith.totalKiB} KiB / gzip ${workerWith.gzipKiB} KiB with the ` +
      `entries; ${workerWithout.totalKiB} KiB / gzip ${workerWithout.gzipKiB} KiB without them (the site's own)`,
  );
  const growth = ratio(workerWith.gzipKiB / workerWithout.gzipKiB, goals.workerGrowth);
  goal("the Worker's gzip size with the entries / without", growth.text, `${goals.workerGrowth}x`, growth.met);

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
  if (!avif) throw new Error("the hero has no AVIF");
  goal(
    "the hero's AVIF on the phone",
    kilobytes(avif.bytes),
    kilobytes(goals.heroBytes),
    avif.bytes <= goals.heroBytes,
  );
  goal(
    "the hero's AVIF / the original",
    `1/${(heroPhoto.bytes / avif.bytes).toFixed(1)}`,
    `1/${1 / goals.heroShare}`,
    avif.bytes <= heroPhoto.bytes * goals.heroShare,
  );
  console.log("");
  printTable(["goal", "measured", "limit", ""], goalRows);
  console.log(misses.length === 0 ? "\nEvery goal met." : `\nMissed:\n${misses.map((miss) => `- ${miss}`).join("\n")}`);
  if (misses.length > 0) process.exitCode = 1;
  if (options.keep) {
    await restoreEntries();
    console.log(`\nThe kept checkout built again with its ${options.entries} entries a language...`);
    await timedBuild(root);
  }
} finally {
  if (options.keep) console.log(keptCheckout);
  else {
    await run("git", ["worktree", "remove", "--force", root], { cwd: repoRoot }).catch(() => undefined);
    await rm(scratch, { recursive: true, force: true });
  }
}
