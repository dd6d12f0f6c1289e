// `npm run bench:lighthouse`: Lighthouse's default (mobile) configuration over every page of the site, against a
// production build on the local Workers runtime. Prints one row a page (its median run), then a row for every
// run, and keeps each page's median JSON report in bench-results/lighthouse/. Options: --no-build (measure build/
// as it is), --runs=N (runs a page, 3), --pages=/,/vision (only these pages), --build=<directory> (measure another
// build as it is, its pages from its own sitemap: the checkout `npm run bench:build -- --keep` leaves, built with
// its generated entries and their 12-megapixel photos, is `--build=<checkout>/build`).
import { mkdir, writeFile } from "node:fs/promises";
import { loadavg } from "node:os";
import { resolve } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { chromiumFlags, chromiumPath } from "../chromium.ts";
import { benchHost, buildUnlessAskedNot, builtPagePaths, printTable, repoRoot, startSite } from "./built-site.ts";
import { benchOptions } from "./bench-options.ts";

const sitePort = Number(process.env.BENCH_PORT ?? 8842); // and its inspector on the next port
const chromePort = sitePort + 2;
// Lighthouse's simulated metrics move with the host's load: three runs a page, the median reported with the spread
// beside it.
const options = benchOptions({ runs: 3, pages: "", "no-build": false, build: "" });
const buildDirectory = options.build ? resolve(options.build) : "build";
const runs = options.runs;
const reportDir = `${repoRoot}bench-results/lighthouse`;

/**
 * The goals, for every run of every page: perfect scores, the largest paint within 1.2 s even on the mobile
 * preset's slow network, and under 50 ms of main-thread blocking. Every page is HTML and CSS with a few KB of
 * script; the home page's islands bring React only as they come on screen.
 */
const goals = { performance: 100, accessibility: 100, "best-practices": 100, seo: 100 } as const;
const LCP_GOAL_MS = 1200;
const TBT_GOAL_MS = 50;
const categories = Object.keys(goals) as (keyof typeof goals)[];

await buildUnlessAskedNot(options["no-build"] || options.build !== "");
const only = options.pages ? options.pages.split(",") : undefined;
const paths = (await builtPagePaths(buildDirectory)).filter((page) => !only || only.includes(page));
if (only && paths.length < only.length)
  throw new Error(
    `--pages names pages the build's sitemap has not: ${only.filter((page) => !paths.includes(page)).join(", ")}`,
  );
await mkdir(reportDir, { recursive: true });
const site = await startSite(sitePort, {}, undefined, buildDirectory);
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags, port: chromePort });
const rows: string[][] = [];
const runRows: string[][] = [];
const misses: string[] = [];
let lighthouseVersion = "";
try {
  for (const path of paths) {
    const results: Result[] = [];
    for (let run = 0; run < runs; run++) results.push(await audit(`${site.origin}${path}`));
    const lhr = median(results);
    lighthouseVersion = lhr.lighthouseVersion;
    await writeFile(`${reportDir}/${reportName(path)}.json`, JSON.stringify(lhr, null, 1));
    const scores = categories.map((id) => Math.round((lhr.categories[id]?.score ?? 0) * 100));
    const missed: string[] = categories
      .filter((id, i) => (scores[i] ?? 0) < goals[id])
      .map((id) => `${id} ${scores[categories.indexOf(id)]}`);
    for (const [run, result] of results.entries()) {
      const performance = score(result);
      const tbt = metric(result, "total-blocking-time");
      const lcp = metric(result, "largest-contentful-paint");
      runRows.push([path, String(run + 1), String(performance), String(Math.round(tbt)), String(Math.round(lcp))]);
      if (performance < goals.performance) missed.push(`run ${run + 1} performance ${performance}`);
      if (tbt >= TBT_GOAL_MS) missed.push(`run ${run + 1} TBT ${Math.round(tbt)} ms`);
      if (lcp > LCP_GOAL_MS) missed.push(`run ${run + 1} LCP ${Math.round(lcp)} ms`);
    }
    if (missed.length > 0) misses.push(`${path}: ${missed.join(", ")}${lighthouseRunWarnings(lhr)}`);
    if (lhr.runtimeError) misses.push(`${path}: no measurement, Lighthouse error ${lhr.runtimeError.code}`);
    const perfScores = results.map(score);
    rows.push([
      path,
      ...scores.map(String),
      `${Math.min(...perfScores)}-${Math.max(...perfScores)}`,
      ms(lhr, "first-contentful-paint"),
      ms(lhr, "largest-contentful-paint"),
      ms(lhr, "total-blocking-time"),
      (lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN).toFixed(3),
      kilobytes(transferred(lhr, "Document")),
      kilobytes(transferred(lhr, "Script")),
      lhr.runtimeError ? `error ${lhr.runtimeError.code}` : missed.length > 0 ? "MISS" : "ok",
    ]);
    console.log(`measured ${path}`);
  }
} finally {
  chrome.kill();
  await site.stop();
}

console.log(
  `\nLighthouse ${lighthouseVersion} mobile preset, ${runs} run(s) a page (median by performance), ${buildDirectory} on ${site.origin}; load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(" ")}\n`,
);
printTable(
  [
    "route",
    "perf",
    "a11y",
    "best-pr",
    "seo",
    "perf range",
    "FCP ms",
    "LCP ms",
    "TBT ms",
    "CLS",
    "HTML KB",
    "JS KB",
    "goal",
  ],
  rows,
);
console.log(
  "\nEach row is the run with the median performance score; perf range: lowest-highest over the runs. HTML KB, JS KB:",
);
console.log(
  "the document's and the scripts' bytes transferred (gzip, with headers) by the end of the run; the document fits",
);
console.log("a new connection's first round trip up to about 14.3 KB (ten packets). Every run:\n");
printTable(["route", "run", "perf", "TBT ms", "LCP ms"], runRows);
console.log(
  `\nGoals, every run of every page: performance, accessibility, best practices and SEO 100; TBT under ${TBT_GOAL_MS} ms; LCP at most ${LCP_GOAL_MS} ms.`,
);
console.log(misses.length === 0 ? "Every page meets the goal." : `Below the goal:\n  ${misses.join("\n  ")}`);
console.log(`JSON reports: ${reportDir}/`);

/**
 * One Lighthouse run. A run whose trace broke (a runtime error such as NO_NAVSTART, which a busy machine
 * provokes now and then) is tried again, twice at most; a third failure is reported in the table.
 */
async function audit(url: string): Promise<Result> {
  let lhr: Result | undefined;
  for (let attempt = 1; attempt <= 3; attempt++) {
    const outcome = await lighthouse(url, {
      hostname: benchHost,
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...categories],
    });
    if (!outcome) throw new Error(`Lighthouse returned nothing for ${url}`);
    lhr = outcome.lhr;
    if (!lhr.runtimeError) return lhr;
    console.log(`  ${url}: Lighthouse error ${lhr.runtimeError.code} (attempt ${attempt} of 3)`);
  }
  if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
  return lhr;
}

function median(results: Result[]): Result {
  const sorted = [...results].sort((a, b) => score(a) - score(b));
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error("no Lighthouse result");
  return middle;
}

function score(lhr: Result): number {
  return Math.round((lhr.categories.performance?.score ?? 0) * 100);
}

function metric(lhr: Result, audit: string): number {
  return lhr.audits[audit]?.numericValue ?? Number.POSITIVE_INFINITY;
}

function ms(lhr: Result, audit: string): string {
  return Math.round(lhr.audits[audit]?.numericValue ?? NaN).toString();
}

/** Bytes on the wire for every script the page loaded, from the report's network requests. */
/** Bytes transferred (compressed, with headers) for the run's requests of one type: "Document", "Script". */
function transferred(lhr: Result, resourceType: string): number {
  const details = lhr.audits["network-requests"]?.details;
  if (details?.type !== "table") return NaN;
  return details.items
    .filter((item) => item.resourceType === resourceType)
    .reduce((sum, item) => sum + (typeof item.transferSize === "number" ? item.transferSize : 0), 0);
}

function kilobytes(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}

function reportName(path: string): string {
  return path === "/" ? "home" : path.slice(1).replace(/\//g, "--");
}

/** Lighthouse's own warnings (e.g. a slow host machine) help explain a miss. */
function lighthouseRunWarnings(lhr: Result): string {
  return lhr.runWarnings.length > 0 ? ` (Lighthouse warned: ${lhr.runWarnings.join("; ")})` : "";
}
