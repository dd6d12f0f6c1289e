// `npm run bench:serve`: how fast the local Workers runtime serves the production build, in one run: the home
// page, a service page, an expertise page and the 404 page. Each content page is measured beside two static twins
// holding its very bytes (build/client/bench-static/, put there for the run and removed after):
// - a `.txt` file, the yardstick: a static file of the same size, served as text/plain;
// - an `.htm` file at its exact path: a static HTML file with none of the page's own rules (no html_handling
//   lookup, no `_headers` entry for it). The local runtime serves any text/html response about a quarter slower
//   than the same bytes as text/plain, so this twin tells what being a page costs over being an HTML file.
// Targets take turns over several rounds, each turn a warm-up and then a load bounded in time and in requests, on
// loopback only. On two cores shared by the load generator and the runtime, one target's rate moves by 20% from
// one run to the next, so a page is compared with its twins measured right beside it: each round yields a ratio
// (the order within a group rotating from round to round, so a drift of the machine favours none), and the table
// gives the median of those ratios with their spread, and each target's median rate and latency.
// Options: --no-build (measure build/ as it is), --rounds=N (default 5).
import { copyFile, mkdir, rm, stat } from "node:fs/promises";
import { loadavg } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import {
  benchHost,
  buildUnlessAskedNot,
  builtPagePaths,
  printTable,
  repoRoot,
  type RunningSite,
  startSite,
} from "./built-site.ts";
import { benchOptions } from "./bench-options.ts";

const sitePort = Number(process.env.BENCH_SERVE_PORT ?? 8846); // and its inspector on the next port
const options = benchOptions({ rounds: 5, "no-build": false });
const rounds = options.rounds;
const load = { connections: 32, seconds: 5, warmupSeconds: 1, maxRequests: 100_000 };
/** The goal: every content page serves at >= 0.9 of the static file's rate. */
const goalRatio = 0.9;

await buildUnlessAskedNot(options["no-build"]);
const pages = await builtPagePaths();
const pick = (prefix: string) => {
  const found = pages.find((page) => page.startsWith(prefix));
  if (!found) throw new Error(`no page under ${prefix} in the build's sitemap`);
  return found;
};
const clientDir = path.join(repoRoot, "build/client");
const twinDir = "bench-static";
const contentPages = [
  { label: "home", path: "/" },
  { label: "service page", path: pick("/services/") },
  { label: "expertise page", path: pick("/expertise/") },
];

interface Target {
  label: string;
  path: string;
}
/** What is measured together, in turns: a page (or the 404 page) and the static files it is compared with. */
interface Group {
  subject: Target;
  isContent: boolean;
  /** The yardstick, a static file of the same bytes. */
  staticFile: Target;
  htmlFile?: Target;
}
await mkdir(path.join(clientDir, twinDir), { recursive: true });
const groups: Group[] = [];
for (const page of contentPages) {
  const html = path.join(clientDir, page.path === "/" ? "" : page.path.slice(1), "index.html");
  const base = `/${twinDir}/${page.path === "/" ? "home" : page.path.slice(1).replace(/\//g, "--")}`;
  for (const extension of [".txt", ".htm"]) await copyFile(html, path.join(clientDir, `${base.slice(1)}${extension}`));
  const kb = ((await stat(html)).size / 1024).toFixed(1);
  groups.push({
    subject: { label: `${page.label} (${kb} KB)`, path: page.path },
    isContent: true,
    staticFile: { label: "  its static twin, text/plain", path: `${base}.txt` },
    htmlFile: { label: "  its static twin, text/html", path: `${base}.htm` },
  });
}
// The 404 page is rendered by the Worker on each request; it is measured against the home page's bytes as text.
groups.push({
  subject: { label: "404 page (Worker-rendered)", path: "/no/such/page" },
  isContent: false,
  staticFile: { label: "  home's static twin, text/plain", path: `/${twinDir}/home.txt` },
});
const membersOf = (group: Group): Target[] => [
  group.subject,
  group.staticFile,
  ...(group.htmlFile ? [group.htmlFile] : []),
];

interface Sample {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  statuses: Set<string>;
}
/** Per group, per target path: one sample a round. */
const samples = new Map<Group, Map<string, Sample[]>>(
  groups.map((group) => [group, new Map(membersOf(group).map((target) => [target.path, []]))]),
);

let site: RunningSite | undefined;
try {
  site = await startSite(sitePort);
  for (let round = 0; round < rounds; round++) {
    for (const group of groups) {
      const members = membersOf(group);
      // Rotate who goes first, so that over the rounds each target runs as often early as late.
      const first = round % members.length;
      const order = [...members.slice(first), ...members.slice(0, first)];
      for (const target of order)
        samples
          .get(group)
          ?.get(target.path)
          ?.push(await measure(site.origin, target.path));
    }
    console.log(`round ${round + 1} of ${rounds} done`);
  }
} finally {
  await site?.stop();
  await rm(path.join(clientDir, twinDir), { recursive: true, force: true });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const rows: string[][] = [];
for (const group of groups) {
  const taken = samples.get(group);
  const of = (target?: Target) => (target ? (taken?.get(target.path) ?? []) : []);
  const ratios = (yardstick?: Target) => {
    const against = of(yardstick);
    return yardstick ? of(group.subject).map((sample, round) => sample.rps / (against[round]?.rps ?? NaN)) : [];
  };
  const ratioCell = (values: number[]) =>
    values.length === 0
      ? ""
      : `${median(values).toFixed(2)} (${Math.min(...values).toFixed(2)}-${Math.max(...values).toFixed(2)})`;
  const vsStatic = ratios(group.staticFile);
  const vsHtml = ratios(group.htmlFile);
  for (const target of membersOf(group)) {
    const own = of(target);
    const isSubject = target === group.subject;
    rows.push([
      `${target.label} ${target.path}`,
      [...new Set(own.flatMap((sample) => [...sample.statuses]))].join("/"),
      median(own.map((sample) => sample.rps)).toFixed(0),
      median(own.map((sample) => sample.p50)).toFixed(1),
      median(own.map((sample) => sample.p99)).toFixed(1),
      String(own.reduce((sum, sample) => sum + sample.errors, 0)),
      isSubject ? ratioCell(vsStatic) : "",
      isSubject ? ratioCell(vsHtml) : "",
      isSubject && group.isContent ? (median(vsStatic) >= goalRatio ? "ok" : "MISS") : "",
    ]);
  }
}
console.log(
  `\nautocannon, ${load.connections} connections, ${rounds} rounds of ${load.seconds} s a target (after ${load.warmupSeconds} s warm-up, at most ${load.maxRequests} requests), medians over the rounds; wrangler dev on ${benchHost}:${sitePort}; load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(" ")}\n`,
);
printTable(
  ["target", "status", "req/s", "p50 ms", "p99 ms", "errors", "x static (range)", "x html file (range)", "goal"],
  rows,
);
console.log(
  "\nx static: requests per second as a ratio to the same bytes served as a static text/plain file, measured beside" +
    `\nit, median over the rounds (lowest-highest round in brackets). Goal: every content page >= ${goalRatio}.` +
    "\nx html file: the same against the same bytes as a static text/html file at its exact path.",
);

async function measure(origin: string, target: string): Promise<Sample> {
  const options = { url: `${origin}${target}`, connections: load.connections, headers: { "accept-encoding": "gzip" } };
  await autocannon({ ...options, duration: load.warmupSeconds, maxOverallRequests: load.maxRequests }); // discarded
  const result = await autocannon({ ...options, duration: load.seconds, maxOverallRequests: load.maxRequests });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    statuses: new Set(Object.keys(result.statusCodeStats ?? {})),
  };
}
