// `npm run bench:health`: how fast GET /api/health answers, the way an uptime monitor sees it, against the build on
// the local Workers runtime with the contact pipeline configured (provider and bot-check keys given as vars, so the
// check asks the outbox Durable Object for its answer, as in production). 100 calls one after another, each from a
// client address of its own (the endpoint allows 60 a minute per address); prints the median, p95 and slowest, and
// fails when any answer is not 200. The insights database is migrated first, as a deploy leaves it: the check asks it
// whether its schema is current (at most once a minute an isolate). Options: --calls=N, --no-build (measure build/ as
// it is).
import { rmSync } from "node:fs";
import { loadavg } from "node:os";
import { benchHost, migratedLocalState, printTable, startSite } from "./built-site.ts";
import { spawnSync } from "node:child_process";
import { benchOptions } from "./bench-options.ts";

const port = Number(process.env.BENCH_PORT ?? 8852);
const options = benchOptions({ calls: 100, "no-build": false });
const calls = options.calls;

if (!options["no-build"]) {
  console.log("Building (npm run build)...");
  const build = spawnSync("npm", ["run", "--silent", "build"], { stdio: "ignore" });
  if (build.status !== 0) throw new Error("the build failed");
}
const state = migratedLocalState("health-bench");
const site = await startSite(
  port,
  {
    EMAILJS_API_URL: `http://${benchHost}:9`,
    EMAILJS_SERVICE_ID: "service_bench",
    EMAILJS_TEMPLATE_ID: "template_bench",
    EMAILJS_PUBLIC_KEY: "public_bench_health",
    TURNSTILE_SITE_KEY: "site_bench",
    TURNSTILE_SECRET_KEY: "secret_bench",
  },
  state,
);
const times: number[] = [];
const statuses = new Map<number, number>();
try {
  // One call to wake the outbox, outside the count (a monitor's first call after a deploy pays for it once).
  await fetch(`${site.origin}/api/health`, { headers: { "CF-Connecting-IP": "198.18.255.1" } });
  for (let i = 0; i < calls; i++) {
    const started = performance.now();
    const response = await fetch(`${site.origin}/api/health`, {
      headers: { "CF-Connecting-IP": `198.18.${i >> 8}.${i & 255}` },
    });
    await response.arrayBuffer();
    times.push(performance.now() - started);
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  }
} finally {
  await site.stop();
  rmSync(state, { recursive: true, force: true });
}
times.sort((a, b) => a - b);
const at = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)] ?? 0;
console.log(
  `\nGET /api/health, ${calls} calls one after another; load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);
printTable(
  ["answers", "median", "p95", "slowest"],
  [
    [
      [...statuses].map(([status, count]) => `${count} x ${status}`).join(", "),
      `${at(50).toFixed(1)} ms`,
      `${at(95).toFixed(1)} ms`,
      `${(times.at(-1) ?? 0).toFixed(1)} ms`,
    ],
  ],
);
process.exitCode = statuses.get(200) === calls ? 0 : 1;
