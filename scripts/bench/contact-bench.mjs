// npm run bench:contact [-- --bursts 5,10,15,40 --messages 1000 --concurrency 32 --throughput-interval 1]
//
// Two runs through the real Worker (the build, under `wrangler dev`) and the loopback provider stand-in.
//
// 1. Bursts: N visitors press "Send" at the same moment, against the stand-in as the provider behaves (one
//    call a second per account, 429 beyond it) and the Worker's own pacing vars from the build. For each
//    burst: told sent (200 { ok: true }), delivered (accepted by the stand-in), duplicated, failure answers
//    (any other answer: the form shows the failure toast), delivered though told it failed, the stand-in's
//    429s, and each visitor's wait for an answer (p50, p99, max). Goals: a burst of 15 is all delivered and
//    all told sent; no burst duplicates, keeps anyone past the deadline, or tells anyone "sent" for a message
//    that was not delivered, and every visitor not delivered gets a failure answer.
// 2. Throughput: N messages, C at a time, against the stand-in in its unlimited mode with the pace raised
//    (`CONTACT_SEND_INTERVAL_MS`, 1 ms by default). Goals: 0 lost, 0 duplicated, 0 5xx.
//
// The rate limit (5 a minute per client address) stays as configured: each message comes from its own
// address in the benchmarking range 198.18.0.0/15 (CF-Connecting-IP, which wrangler dev passes through).
// Ports: the Worker on 8815 (inspector 9815), the stand-in on 8816. Needs a build (the npm script makes one).
// The machine's load average is printed with the figures: timing on a busy machine is noisy.
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { startProviderStandIn } from "../stand-in/email-provider.mjs";

const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const BURSTS = option("bursts", "5,10,15,40").split(",").filter(Boolean).map(Number);
const MESSAGES = Number(option("messages", "1000"));
const CONCURRENCY = Number(option("concurrency", "32"));
const THROUGHPUT_INTERVAL_MS = Number(option("throughput-interval", "1"));
const WORKER_PORT = 8815;
const PROVIDER_PORT = 8816;
const workerURL = `http://127.0.0.1:${WORKER_PORT}`;
const root = fileURLToPath(new URL("../..", import.meta.url));
const builtVars = JSON.parse(readFileSync(`${root}build/server/wrangler.json`, "utf8")).vars ?? {};
const DEADLINE_MS = Number(builtVars.CONTACT_DEADLINE_MS ?? 20_000);
const PACE_MS = Number(builtVars.CONTACT_SEND_INTERVAL_MS ?? 1000);
/** Time for an answer to travel from the Worker to this script, beyond the deadline. */
const ANSWER_TRAVEL_MS = 250;

if (MESSAGES > 2 ** 16) throw new Error("at most 65536 messages: one client address each in 198.18.0.0/16");

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const load = () =>
  loadavg()
    .map((figure) => figure.toFixed(2))
    .join(" ");
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** `wrangler dev` on the build, with the stand-in's URL, made-up keys and `extraVars`; resolves once it answers. */
async function startWorker(providerURL, extraVars = {}) {
  const vars = {
    EMAILJS_API_URL: providerURL,
    EMAILJS_SERVICE_ID: "service_bench",
    EMAILJS_TEMPLATE_ID: "template_bench",
    EMAILJS_PUBLIC_KEY: `public_bench_${randomUUID()}`,
    EMAILJS_PRIVATE_KEY: "private_bench",
    ...extraVars,
  };
  const child = spawn(
    "npx",
    [
      "wrangler",
      "dev",
      "--config",
      "build/server/wrangler.json",
      "--ip",
      "127.0.0.1",
      "--port",
      String(WORKER_PORT),
      "--inspector-port",
      String(WORKER_PORT + 1000),
      "--log-level",
      "error",
      "--show-interactive-dev-session=false",
      ...Object.entries(vars).flatMap(([name, value]) => ["--var", `${name}:${value}`]),
    ],
    // Its own process group, so it and its workerd child are stopped together, by this id only.
    { cwd: root, detached: true, stdio: ["ignore", "ignore", "pipe"] },
  );
  // The Worker's own log lines (a refusal, a busy answer) are counted in the tables; anything else is shown.
  createInterface({ input: child.stderr }).on("line", (line) => {
    if (!line.includes('"event":"contact.') && line.trim() && !line.includes("nodedir")) console.error(line);
  });
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // Already gone.
    }
    // Until the port is free for the next run.
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      try {
        await fetch(`${workerURL}/favicon.svg`);
        await sleep(200);
      } catch {
        return;
      }
    }
  };
  process.on("exit", () => {
    if (!stopped) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // Already gone.
      }
    }
  });

  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${workerURL}/favicon.svg`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${workerURL} did not come up in 60 s`);
    await sleep(250);
  }
  // One warm-up request outside the count, so the first measured messages do not pay for module loading.
  await fetch(`${workerURL}/api/contact`, { method: "GET" });
  return { stop };
}

/** One visitor's message; resolves with its answer and how long it took. */
async function send({ run, index, address }) {
  const started = performance.now();
  try {
    const response = await fetch(`${workerURL}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: workerURL, "CF-Connecting-IP": address },
      body: JSON.stringify({
        name: `Bench Visitor ${index}`,
        email: `visitor-${index}@example.org`,
        company: index % 2 ? "Bench Co" : "",
        message: `Benchmark message ${index} of run ${run}.\nSecond line.`,
      }),
    });
    const body = await response.json().catch(() => null);
    return {
      index,
      status: response.status,
      sent: response.status === 200 && body?.ok === true,
      waitMs: performance.now() - started,
    };
  } catch {
    return { index, status: 0, sent: false, networkError: true, waitMs: performance.now() - started };
  }
}

/** How many times the stand-in accepted each message of `run` (by index), and how many 429s it gave. */
function deliveriesOf(standIn, run) {
  const pattern = new RegExp(`^Benchmark message (\\d+) of run ${run}\\.`);
  const deliveries = new Map();
  let refusedForRate = 0;
  for (const { status, params } of standIn.received) {
    const match = pattern.exec(params.message);
    if (!match) continue;
    if (status === 200) deliveries.set(Number(match[1]), (deliveries.get(Number(match[1])) ?? 0) + 1);
    if (status === 429) refusedForRate += 1;
  }
  return { deliveries, refusedForRate };
}

function printTable(columns, rows) {
  const widths = columns.map((column, i) => Math.max(column.length, ...rows.map((row) => String(row[i]).length)));
  const line = (cells) => `  ${cells.map((cell, i) => String(cell).padStart(widths[i])).join(" | ")}`;
  console.log(line(columns));
  console.log(`  ${widths.map((width) => "-".repeat(width)).join("-|-")}`);
  for (const row of rows) console.log(line(row));
}

async function runBursts() {
  const standIn = await startProviderStandIn({ port: PROVIDER_PORT, rate: 1 });
  const worker = await startWorker(standIn.url);
  const rows = [];
  let failed = false;
  try {
    for (const [burstIndex, size] of BURSTS.entries()) {
      const run = randomUUID();
      const answers = await Promise.all(
        Array.from({ length: size }, (_, index) => send({ run, index, address: `198.19.${burstIndex}.${index}` })),
      );
      // Any call still on its way reaches the stand-in within the provider call's own time limit.
      await sleep(PACE_MS + 500);
      const { deliveries, refusedForRate } = deliveriesOf(standIn, run);
      const told = answers.filter((answer) => answer.sent);
      const failures = answers.filter((answer) => !answer.sent && !answer.networkError);
      const noAnswer = answers.filter((answer) => answer.networkError).length;
      const duplicated = [...deliveries.values()].reduce((sum, count) => sum + Math.max(0, count - 1), 0);
      const toldButLost = told.filter((answer) => !deliveries.has(answer.index)).length;
      const deliveredButFailure = failures.filter((answer) => deliveries.has(answer.index)).length;
      const waits = answers.map((answer) => answer.waitMs).sort((a, b) => a - b);
      const maxWait = waits.at(-1) ?? 0;
      const statuses = Object.entries(
        answers.reduce((counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {}),
      ).map(([status, count]) => `${status}x${count}`);

      const goals = [
        duplicated === 0,
        maxWait <= DEADLINE_MS + ANSWER_TRAVEL_MS,
        toldButLost === 0,
        noAnswer === 0,
        // Every visitor not delivered was told it failed.
        answers.every((answer) => deliveries.has(answer.index) || (!answer.sent && !answer.networkError)),
        size > 15 || (deliveries.size === size && told.length === size),
      ];
      const met = goals.every(Boolean);
      failed ||= !met;
      rows.push([
        size,
        told.length,
        deliveries.size,
        duplicated,
        failures.length,
        deliveredButFailure,
        refusedForRate,
        Math.round(percentile(waits, 50)),
        Math.round(percentile(waits, 99)),
        Math.round(maxWait),
        statuses.join(" "),
        met ? "met" : "MISSED",
      ]);
    }
  } finally {
    await worker.stop();
    await standIn.close();
  }
  console.log(
    `\ncontact bursts: wrangler dev (build) -> stand-in at 1 call a second per account; pace ${PACE_MS} ms, deadline ${DEADLINE_MS} ms`,
  );
  printTable(
    [
      "visitors",
      "told sent",
      "delivered",
      "duplicated",
      "failure toasts",
      "delivered, told failed",
      "stand-in 429s",
      "wait p50 (ms)",
      "wait p99 (ms)",
      "max (ms)",
      "answers",
      "goals",
    ],
    rows,
  );
  return !failed;
}

async function runThroughput() {
  const standIn = await startProviderStandIn({ port: PROVIDER_PORT, rate: null });
  const worker = await startWorker(standIn.url, { CONTACT_SEND_INTERVAL_MS: String(THROUGHPUT_INTERVAL_MS) });
  const run = randomUUID();
  const answers = [];
  let seconds;
  try {
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < MESSAGES) {
          const index = next++;
          answers.push(await send({ run, index, address: `198.18.${index >> 8}.${index & 255}` }));
        }
      }),
    );
    seconds = (performance.now() - started) / 1000;
  } finally {
    await worker.stop();
    await standIn.close();
  }

  const { deliveries } = deliveriesOf(standIn, run);
  const accepted = new Set(answers.filter((answer) => answer.sent).map((answer) => answer.index));
  const lost = [...accepted].filter((index) => !deliveries.has(index)).length;
  const duplicated = [...deliveries.values()].reduce((sum, count) => sum + Math.max(0, count - 1), 0);
  const unexpected = [...deliveries.keys()].filter((index) => !accepted.has(index)).length;
  const fivexx = answers.filter((answer) => answer.status >= 500).length;
  const networkErrors = answers.filter((answer) => answer.networkError).length;
  const statuses = answers.reduce((counts, { status }) => counts.set(status, (counts.get(status) ?? 0) + 1), new Map());
  const latencies = answers.map((answer) => answer.waitMs).sort((a, b) => a - b);

  const figures = {
    messages: MESSAGES,
    concurrency: CONCURRENCY,
    "pace (ms)": THROUGHPUT_INTERVAL_MS,
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
    "latency p50 / p95 / p99 / max (ms)": [50, 95, 99, 100]
      .map((p) => Math.round(percentile(latencies, p)))
      .join(" / "),
  };
  console.log("\ncontact throughput: wrangler dev (build) -> stand-in, unlimited mode, pace raised");
  for (const [name, value] of Object.entries(figures)) {
    console.log(`  ${name.padEnd(36)} ${typeof value === "object" ? JSON.stringify(value) : value}`);
  }
  const met = lost === 0 && duplicated === 0 && fivexx === 0 && accepted.size === MESSAGES;
  console.log(`  ${"goals (0 lost, 0 duplicated, 0 5xx)".padEnd(36)} ${met ? "met" : "MISSED"}`);
  return met;
}

console.log(`load average at start (1, 5, 15 min): ${load()}`);
const burstsMet = BURSTS.length > 0 ? await runBursts() : true;
const throughputMet = MESSAGES > 0 ? await runThroughput() : true;
console.log(`\nload average at end (1, 5, 15 min): ${load()}`);
process.exitCode = burstsMet && throughputMet ? 0 : 1;
