// npm run bench:contact [-- --messages 1000 --concurrency 32]
//
// Sends N valid contact messages, C at a time, through the real Worker (the build, under `wrangler dev`) to the
// loopback provider stand-in, then counts: accepted (200 { ok: true }), delivered to the stand-in, lost
// (accepted, never delivered), duplicated (delivered more than once), and any 5xx. The goal: 0 lost,
// 0 duplicated, 0 5xx.
//
// The rate limit (5 a minute per client address) stays as configured: each message comes from its own
// address in the benchmarking range 198.18.0.0/15 (CF-Connecting-IP, which wrangler dev passes through).
// Ports: the Worker on 8815 (inspector 9815), the stand-in on 8816. Needs a build (the npm script makes one).
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { fileURLToPath } from "node:url";
import { startProviderStandIn } from "../stand-in/email-provider.mjs";

const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const MESSAGES = option("messages", 1000);
const CONCURRENCY = option("concurrency", 32);
const WORKER_PORT = 8815;
const PROVIDER_PORT = 8816;
const workerURL = `http://127.0.0.1:${WORKER_PORT}`;
const root = fileURLToPath(new URL("../..", import.meta.url));

if (MESSAGES > 2 ** 16) throw new Error("at most 65536 messages: one client address each in 198.18.0.0/16");

const standIn = await startProviderStandIn({ port: PROVIDER_PORT });
const vars = {
  EMAILJS_API_URL: standIn.url,
  EMAILJS_SERVICE_ID: "service_bench",
  EMAILJS_TEMPLATE_ID: "template_bench",
  EMAILJS_PUBLIC_KEY: "public_bench",
  EMAILJS_PRIVATE_KEY: "private_bench",
};
const worker = spawn(
  "npx",
  [
    "wrangler", "dev", "--config", "build/server/wrangler.json", "--ip", "127.0.0.1",
    "--port", String(WORKER_PORT), "--inspector-port", String(WORKER_PORT + 1000),
    "--log-level", "error", "--show-interactive-dev-session=false",
    ...Object.entries(vars).flatMap(([name, value]) => ["--var", `${name}:${value}`]),
  ],
  // Its own process group, so it and its workerd child are stopped together, by this id only.
  { cwd: root, detached: true, stdio: ["ignore", "ignore", "inherit"] },
);
const stopWorker = () => {
  try {
    process.kill(-worker.pid, "SIGTERM");
  } catch {
    // Already gone.
  }
};
process.on("exit", stopWorker);

async function waitUntilUp(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up in ${timeoutMs} ms`);
}

const run = randomUUID();
const statuses = new Map();
const accepted = new Set();
const latencies = [];
let networkErrors = 0;

async function send(index) {
  const started = performance.now();
  try {
    const response = await fetch(`${workerURL}/api/contact`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Origin: workerURL,
        "CF-Connecting-IP": `198.18.${index >> 8}.${index & 255}`,
      },
      body: JSON.stringify({
        name: `Bench Visitor ${index}`,
        email: `visitor-${index}@example.org`,
        company: index % 2 ? "Bench Co" : "",
        message: `Benchmark message ${index} of run ${run}.\nSecond line.`,
      }),
    });
    const body = await response.json().catch(() => null);
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    if (response.status === 200 && body?.ok === true) accepted.add(index);
  } catch {
    networkErrors += 1;
  }
  latencies.push(performance.now() - started);
}

try {
  await waitUntilUp(`${workerURL}/favicon.svg`, 60_000);
  // One warm-up request outside the count, so the first measured messages do not pay for module loading.
  await fetch(`${workerURL}/api/contact`, { method: "GET" });

  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < MESSAGES) await send(next++);
    }),
  );
  const seconds = (performance.now() - started) / 1000;

  const deliveries = new Map();
  for (const { status, params } of standIn.received) {
    const match = new RegExp(`^Benchmark message (\\d+) of run ${run}\\.`).exec(params.message);
    if (status === 200 && match) deliveries.set(Number(match[1]), (deliveries.get(Number(match[1])) ?? 0) + 1);
  }
  const lost = [...accepted].filter((index) => !deliveries.has(index)).length;
  const duplicated = [...deliveries.values()].reduce((sum, count) => sum + Math.max(0, count - 1), 0);
  const unexpected = [...deliveries.keys()].filter((index) => !accepted.has(index)).length;
  const fivexx = [...statuses].filter(([status]) => status >= 500).reduce((sum, [, count]) => sum + count, 0);
  latencies.sort((a, b) => a - b);
  const percentile = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;

  const figures = {
    messages: MESSAGES,
    concurrency: CONCURRENCY,
    accepted: accepted.size,
    "delivered to the stand-in": deliveries.size,
    lost,
    duplicated,
    "delivered but not accepted": unexpected,
    "5xx": fivexx,
    "network errors": networkErrors,
    statuses: Object.fromEntries([...statuses].sort(([a], [b]) => a - b)),
    "duration (s)": Number(seconds.toFixed(2)),
    "messages/s": Number((MESSAGES / seconds).toFixed(1)),
    "latency p50 / p95 / max (ms)": [50, 95, 100].map((p) => Math.round(percentile(p))).join(" / "),
  };
  console.log("\ncontact benchmark: wrangler dev (build) -> loopback provider stand-in");
  for (const [name, value] of Object.entries(figures)) {
    console.log(`  ${name.padEnd(30)} ${typeof value === "object" ? JSON.stringify(value) : value}`);
  }
  process.exitCode = lost === 0 && duplicated === 0 && fivexx === 0 && accepted.size === MESSAGES ? 0 : 1;
} finally {
  stopWorker();
  await standIn.close();
}
