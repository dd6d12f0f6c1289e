// `npm run bench:serve`: how fast the local Workers runtime serves the production build, in one run: the home
// page, a service page, an expertise page, the 404 page, and a static file of about the home page's size as the
// yardstick. Targets take turns over several rounds (so a busy machine slows them all alike), each turn a
// warm-up and then a load bounded in time and in requests, on loopback only. Prints the median round.
// Options: --no-build (measure build/ as it is), --rounds=N (default 3).
import { readdir, stat } from "node:fs/promises";
import { loadavg } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { buildUnlessAskedNot, builtPagePaths, printTable, repoRoot, startSite } from "./built-site.ts";

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
const staticFile = await staticFileLike(await htmlBytes("/"));
const targets = [
  { label: "home", path: "/", content: true },
  { label: "service page", path: pick("/services/"), content: true },
  { label: "expertise page", path: pick("/expertise/"), content: true },
  { label: "404 page", path: "/no/such/page", content: false },
  { label: `static file, ${(staticFile.bytes / 1024).toFixed(1)} KB`, path: staticFile.path, content: false },
];

interface Sample {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  statuses: Set<string>;
}
const samples = new Map<string, Sample[]>(targets.map((target) => [target.path, []]));

const site = await startSite(sitePort);
try {
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
  await site.stop();
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
const baseline = summary.at(-1)?.rps ?? NaN;
const rows = summary.map((target) => {
  const ratio = target.rps / baseline;
  return [
    `${target.label} ${target.path}`,
    target.statuses,
    target.rps.toFixed(0),
    target.p50.toFixed(1),
    target.p99.toFixed(1),
    String(target.errors),
    ratio.toFixed(2),
    target.content ? (ratio >= goalRatio ? "ok" : "MISS") : "",
  ];
});
console.log(
  `\nautocannon, ${load.connections} connections, ${rounds} rounds of ${load.seconds} s a target (after ${load.warmupSeconds} s warm-up, at most ${load.maxRequests} requests), median round; wrangler dev on ${site.origin}; load average ${loadavg().map((n) => n.toFixed(1)).join(" ")}\n`,
);
printTable(["target", "status", "req/s", "p50 ms", "p99 ms", "errors", "x static", "goal"], rows);
console.log(`\nGoal: every content page >= ${goalRatio} of the static file's requests per second.`);

async function htmlBytes(page: string): Promise<number> {
  const file = page === "/" ? "index.html" : `${page.slice(1)}/index.html`;
  return (await stat(path.join(repoRoot, "build/client", file))).size;
}

/** The build's text file (not a page; compressed in transit like one) closest in size to `bytes`. */
async function staticFileLike(bytes: number): Promise<{ path: string; bytes: number }> {
  const clientDir = path.join(repoRoot, "build/client");
  let best: { path: string; bytes: number } | undefined;
  for (const file of await readdir(clientDir, { recursive: true })) {
    if (!/\.(js|css|svg|txt|xml)$/.test(file)) continue;
    const size = (await stat(path.join(clientDir, file))).size;
    if (!best || Math.abs(size - bytes) < Math.abs(best.bytes - bytes)) best = { path: `/${file.split(path.sep).join("/")}`, bytes: size };
  }
  if (!best) throw new Error("no static file in build/client");
  return best;
}
