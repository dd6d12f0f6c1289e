// `npm run bench:serve`: how fast the local Workers runtime serves the production build, in one run: the home
// page, a service page, an expertise page and the 404 page, each content page beside its static twin: a file
// holding the page's very bytes under a plain name (build/client/bench-static/, put there for the run and removed
// after), so each ratio isolates what being a page costs over a static file of the same size. Targets take turns
// over several rounds (so a busy machine slows them all alike), each turn a warm-up and then a load bounded in
// time and in requests, on loopback only. Prints the median round.
// Options: --no-build (measure build/ as it is), --rounds=N (default 3).
import { copyFile, mkdir, rm, stat } from "node:fs/promises";
import { loadavg } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { benchHost, buildUnlessAskedNot, builtPagePaths, printTable, repoRoot, type RunningSite, startSite } from "./built-site.ts";

const sitePort = Number(process.env.BENCH_SERVE_PORT ?? 8846); // and its inspector on the next port
const rounds = Number(process.argv.find((arg) => arg.startsWith("--rounds="))?.slice("--rounds=".length) ?? 3);
const load = { connections: 32, seconds: 5, warmupSeconds: 1, maxRequests: 100_000 };
/** The goal: every content page serves at >= 0.9 of the static file's rate. */
const goalRatio = 0.9;

await buildUnlessAskedNot();
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
await mkdir(path.join(clientDir, twinDir), { recursive: true });
interface Target {
  label: string;
  path: string;
  /** For a page: the path of its static twin, its yardstick. */
  twin?: string;
}
const targets: Target[] = [];
for (const page of contentPages) {
  const html = path.join(clientDir, page.path === "/" ? "" : page.path.slice(1), "index.html");
  const twin = `/${twinDir}/${page.path === "/" ? "home" : page.path.slice(1).replace(/\//g, "--")}.txt`;
  await copyFile(html, path.join(clientDir, twin.slice(1)));
  const kb = ((await stat(html)).size / 1024).toFixed(1);
  targets.push({ label: `${page.label} (${kb} KB)`, path: page.path, twin }, { label: "  its static twin", path: twin });
}
// The 404 page is rendered by the Worker on each request; it is measured against the home page's twin.
targets.push({ label: "404 page, vs home's twin", path: "/no/such/page", twin: targets[1]?.path });

interface Sample {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  statuses: Set<string>;
}
const samples = new Map<string, Sample[]>(targets.map((target) => [target.path, []]));

let site: RunningSite | undefined;
try {
  site = await startSite(sitePort);
  for (let round = 1; round <= rounds; round++) {
    for (const target of targets) {
      const options = { url: `${site.origin}${target.path}`, connections: load.connections, headers: { "accept-encoding": "gzip" } };
      await autocannon({ ...options, duration: load.warmupSeconds, maxOverallRequests: load.maxRequests }); // discarded
      const result = await autocannon({ ...options, duration: load.seconds, maxOverallRequests: load.maxRequests });
      samples.get(target.path)?.push({
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.timeouts,
        statuses: new Set(Object.keys(result.statusCodeStats ?? {})),
      });
    }
    console.log(`round ${round} of ${rounds} done`);
  }
} finally {
  await site?.stop();
  await rm(path.join(clientDir, twinDir), { recursive: true, force: true });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const summary = targets.map((target) => {
  const taken = samples.get(target.path) ?? [];
  return {
    ...target,
    rps: median(taken.map((s) => s.rps)),
    p50: median(taken.map((s) => s.p50)),
    p99: median(taken.map((s) => s.p99)),
    errors: taken.reduce((sum, s) => sum + s.errors, 0),
    statuses: [...new Set(taken.flatMap((s) => [...s.statuses]))].join("/"),
  };
});
const rateOf = (target?: string) => summary.find((entry) => entry.path === target)?.rps ?? NaN;
const rows = summary.map((target) => {
  const ratio = target.twin ? target.rps / rateOf(target.twin) : NaN;
  const isContent = contentPages.some((page) => page.path === target.path);
  return [
    `${target.label} ${target.path}`,
    target.statuses,
    target.rps.toFixed(0),
    target.p50.toFixed(1),
    target.p99.toFixed(1),
    String(target.errors),
    target.twin ? ratio.toFixed(2) : "",
    isContent ? (ratio >= goalRatio ? "ok" : "MISS") : "",
  ];
});
console.log(
  `\nautocannon, ${load.connections} connections, ${rounds} rounds of ${load.seconds} s a target (after ${load.warmupSeconds} s warm-up, at most ${load.maxRequests} requests), median round; wrangler dev on ${benchHost}:${sitePort}; load average ${loadavg().map((n) => n.toFixed(1)).join(" ")}\n`,
);
printTable(["target", "status", "req/s", "p50 ms", "p99 ms", "errors", "x static", "goal"], rows);
console.log(`\nx static: requests per second as a ratio to the static twin's. Goal: every content page >= ${goalRatio}.`);
