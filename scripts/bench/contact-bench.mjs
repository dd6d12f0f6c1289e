// npm run bench:contact [-- --burst 100 --outage-visitors 20 --outage-seconds 60 --restart-visitors 20
//                          --messages 1000 --concurrency 32 --throughput-interval 1
//                          --flood 10000 --flood-clients 2000 --prospects 20 --flood-concurrency 32
//                          --webhook-outage-visitors 50 --webhook-outage-seconds 60
//                          --only burst,outage,restart,throughput,flood,webhook-outage]
//
// Six runs through the real Worker and its outbox (the build, on the runtime `wrangler dev` runs, without its
// inspector: docs/decisions/0053), the loopback provider stand-in, which takes one call a second per account and
// answers 429 beyond it, as the provider does, and the loopback siteverify stand-in, which passes the tokens a
// visitor's widget would have made. Each run uses an account of its own, so an outbox of its own. Each prints its
// figures and whether it met its goals; the command fails when a goal is missed. Visitors in every run but the
// flood pass the bot check (the verified lane). No run sets an acknowledgment template, so the provider's slots are
// the consultancy's e-mails' alone.
//
// 1. Burst: N visitors press "Send" at the same moment. Told sent, p50/p99 time to the answer, delivered,
//    duplicated, and how long until the outbox is empty; one message is sent and delivered before, unmeasured (the
//    outbox, the local D1 and the limiter start on their first one). Beside it, two yardsticks of what N requests at once cost
//    the local runtime on this machine: the same burst of a static file, and of a message refused by its first
//    check (nothing stored, nothing called). All three go through keep-alive connections opened beforehand, as a
//    visitor's message goes through its page's connection. Goals: all told sent, all delivered once, and a p99 at
//    most 1.75 times the static file's, measured in the same run (an absolute time says more of the machine than
//    of the code: the static file alone took 350-530 ms at p99 on two cores).
// 2. Outage: the stand-in answers 503 for a minute while visitors send, one every two seconds, then recovers.
//    Told sent, delivered after recovery, duplicated, and how long after recovery the outbox is empty. Goals: all
//    told sent, all delivered once.
// 3. Restart: a burst, then the local runtime is stopped (SIGKILL, as a crash) while the outbox still holds
//    messages, and started again on the same state. Delivered, lost, duplicated. Goals: 0 lost, 0 duplicated.
// 4. Throughput: M messages, C at a time, against the stand-in with no rate limit and the Worker's pace raised
//    (CONTACT_SEND_INTERVAL_MS, 1 ms by default). Lost, duplicated, 5xx. Goals: 0 of each.
// 5. Flood: F messages without a proof of a person from K client addresses (F/K each, within the per-client
//    limit), P verified prospects spread through them, C at a time, the stand-in at one call a second. Answer
//    p50/p99 for all; each prospect's time from send to the provider; held messages delivered during the run;
//    lost (accepted, neither delivered nor held). Goals: p99 < 500 ms, every prospect at the provider within 5 s,
//    held deliveries within the daily cap, 0 lost.
// 6. Webhook outage: the lead webhook (on the loopback receiver stand-in, which verifies every signature) answers
//    503 for a minute while N visitors send, one every send slot (the provider's pace with the outbox's margin),
//    the provider stand-in at one call a second. The e-mails' time from send to the provider; the receiver's 503s;
//    posts accepted after recovery, distinct webhook-ids, duplicates (at least once allows them: counted), lost,
//    and how long after recovery every webhook was delivered. Goals: all told sent, every e-mail at the provider
//    within 5 s of its send and once, every message's webhook-id accepted (one id a message, none accepted during
//    the outage), no signature refused.
//
// The rate limit (5 a minute per client address) stays as configured: each message comes from its own address in
// the benchmarking range 198.18.0.0/15 (CF-Connecting-IP, which the local runtime passes through). The outbox's state
// lives in a temporary directory (--persist-to, in memory where there is /dev/shm), shared by the runs, deleted at
// the end. Ports: the Worker on 8815, the provider stand-in on 8816, the siteverify stand-in on 8817, the lead
// webhook's receiver stand-in on 8818. Needs a build (the npm script makes one). The machine's load average is
// printed with the figures: timing on a busy machine is noisy.
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readFileSync, rmSync } from "node:fs";
import { loadavg } from "node:os";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { SLOT_MARGIN } from "../../workers/contact/send-slots.ts";
import { startProviderStandIn } from "../stand-in/email-provider.mjs";
import { startLeadReceiver } from "../stand-in/lead-receiver.ts";
import { startTurnstileStandIn } from "../stand-in/turnstile.ts";
import { benchOptions } from "./bench-options.ts";
import { benchRuntimeEnv, migratedLocalState } from "./built-site.ts";

const options = benchOptions({
  burst: 100,
  "outage-visitors": 20,
  "outage-seconds": 60,
  "restart-visitors": 20,
  messages: 1000,
  concurrency: 32,
  "throughput-interval": 1,
  flood: 10000,
  "flood-clients": 2000,
  prospects: 20,
  "flood-concurrency": 32,
  "webhook-outage-visitors": 50,
  "webhook-outage-seconds": 60,
  only: "burst,outage,restart,throughput,flood,webhook-outage",
});
const BURST = options.burst;
const OUTAGE_VISITORS = options["outage-visitors"];
const OUTAGE_SECONDS = options["outage-seconds"];
const RESTART_VISITORS = options["restart-visitors"];
const MESSAGES = options.messages;
const CONCURRENCY = options.concurrency;
const THROUGHPUT_INTERVAL_MS = options["throughput-interval"];
const FLOOD = options.flood;
const FLOOD_CLIENTS = options["flood-clients"];
const PROSPECTS = options.prospects;
const FLOOD_CONCURRENCY = options["flood-concurrency"];
const WEBHOOK_OUTAGE_VISITORS = options["webhook-outage-visitors"];
const WEBHOOK_OUTAGE_SECONDS = options["webhook-outage-seconds"];
const ONLY = options.only.split(",");
/** The burst's p99 may be at most this many times a static file's, sent the same way in the same run. */
const BURST_RATIO_GOAL = 1.75;
const WORKER_PORT = 8815;
const PROVIDER_PORT = 8816;
const SITEVERIFY_PORT = 8817;
const RECEIVER_PORT = 8818;
/** A valid Standard Webhooks secret (whsec_ and the base64 of 24 bytes), for the bench's receiver only. */
const WEBHOOK_SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
const workerURL = `http://127.0.0.1:${WORKER_PORT}`;
const root = fileURLToPath(new URL("../..", import.meta.url));
const builtVars = JSON.parse(readFileSync(`${root}build/server/wrangler.json`, "utf8")).vars ?? {};
const PACE_MS = Number(builtVars.CONTACT_SEND_INTERVAL_MS ?? 1000);
const HELD_PER_DAY = Number(builtVars.CONTACT_HELD_PER_DAY ?? 5);
const BACKOFF_CAP_SECONDS = Number(builtVars.CONTACT_BACKOFF_CAP_SECONDS ?? 1800);
const OPS_TOKEN = `bench-${randomUUID()}`;
// The outbox's local state goes to memory where the machine has it: every answer waits for its message's write to
// be durable, and on a local disk each write waits for an fsync (a burst's answers took a fifth of a second longer
// on this machine's disk), which measures the disk, not the Worker; deployed, the write is the Durable Object's.
// Memory still outlives the runtime, which is what the restart run needs. Its D1 is migrated, as `npm start`'s is:
// an accepted message counts as a conversion there.
const state = migratedLocalState("contact-bench");

if (MESSAGES > 2 ** 16) throw new Error("at most 65536 messages: one client address each in 198.18.0.0/16");
if (FLOOD_CLIENTS > 240 * 256) throw new Error("at most 61440 flood clients: addresses from 198.19.16.0 up");
if (WEBHOOK_OUTAGE_VISITORS > 12 * 256) throw new Error("at most 3072 webhook outage visitors: 198.19.4.0 to 15.255");

// Siteverify's stand-in, for every run: it passes each visitor's token (one each, as a widget makes them).
const siteverify = await startTurnstileStandIn({ port: SITEVERIFY_PORT });

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const load = () =>
  loadavg()
    .map((figure) => figure.toFixed(2))
    .join(" ");
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
/** p50 / p99 / max of sorted times, in ms. */
const spread = (times) => [50, 99, 100].map((p) => Math.round(percentile(times, p))).join(" / ") + " ms";
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** The build on the local runtime, with the shared state, for one provider account; resolves once it answers. */
async function startWorker(providerURL, account, extraVars = {}) {
  const vars = {
    EMAILJS_API_URL: providerURL,
    EMAILJS_SERVICE_ID: "service_bench",
    EMAILJS_TEMPLATE_ID: "template_bench",
    EMAILJS_PUBLIC_KEY: account,
    EMAILJS_PRIVATE_KEY: "private_bench",
    OPS_TOKEN,
    TURNSTILE_SITE_KEY: "site_bench",
    TURNSTILE_SECRET_KEY: "secret_bench",
    TURNSTILE_VERIFY_URL: `${siteverify.url}/turnstile/v0/siteverify`,
    ...extraVars,
  };
  // The runtime `wrangler dev` runs, without the inspector it would connect (site-without-inspector.ts).
  const site = { config: "build/server/wrangler.json", host: "127.0.0.1", port: WORKER_PORT, persistTo: state, vars };
  const child = spawn(
    "npx",
    ["node", "scripts/bench/site-without-inspector.ts", JSON.stringify(site)],
    // Its own process group, so it and its workerd child are stopped together, by this id only.
    { cwd: root, env: benchRuntimeEnv, detached: true, stdio: ["ignore", "ignore", "pipe"] },
  );
  // The Worker's own log lines (a retry, a dead letter) are expected; anything else is shown.
  createInterface({ input: child.stderr }).on("line", (line) => {
    const ours = line.includes('"event":"contact.') || line.includes("Logs were written to");
    if (!ours && line.trim() && !line.includes("nodedir")) console.error(line);
  });
  let stopped = false;
  const stop = async (signal = "SIGTERM") => {
    if (stopped) return;
    stopped = true;
    try {
      process.kill(-child.pid, signal);
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
        process.kill(-child.pid, "SIGKILL");
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

let opsClients = 0;
/** The outbox's counts, from the ops API (each poll from an address of its own, clear of its rate limit). */
async function outboxStatus() {
  const response = await fetch(`${workerURL}/api/ops/outbox`, {
    headers: { Authorization: `Bearer ${OPS_TOKEN}`, "CF-Connecting-IP": `198.19.255.${++opsClients % 250}` },
  });
  if (!response.ok) throw new Error(`ops status answered ${response.status}`);
  return response.json();
}

/** Waits until the outbox holds nothing waiting; resolves with how long that took, or null past `limitMs`. */
async function drained(limitMs) {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    try {
      const status = await outboxStatus();
      if (status.queued + status.retrying === 0) return performance.now() - started;
    } catch {
      // The Worker is restarting: ask again.
    }
    await sleep(250);
  }
  return null;
}

/**
 * One visitor's message; resolves with its answer, when it was sent and how long it took. `proof`: whether it
 * carries a token siteverify passes (a person's widget), or none (the held lane).
 */
async function send({ run, index, address, proof = true }) {
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
        ...(proof ? { "cf-turnstile-response": `pass-${run}-${index}` } : {}),
      }),
    });
    const body = await response.json().catch(() => null);
    return {
      index,
      status: response.status,
      sent: response.status === 200 && body?.ok === true,
      started,
      ms: performance.now() - started,
    };
  } catch {
    return { index, status: 0, sent: false, started, ms: performance.now() - started };
  }
}

/** How many times the stand-in accepted each message of `run` (by index). */
function deliveriesOf(standIn, run) {
  const deliveries = new Map();
  for (const [index, times] of deliveryTimesOf(standIn, run)) deliveries.set(index, times.length);
  return deliveries;
}

/** The number in "Benchmark message <n> of run <run>." when `text` is one of `run`'s messages, else undefined. */
function messageIndex(text, run) {
  const match = new RegExp(`^Benchmark message (\\d+) of run ${run}\\.`).exec(text ?? "");
  return match ? Number(match[1]) : undefined;
}

/** When (performance.now()) the stand-in accepted each message of `run`, by index. */
function deliveryTimesOf(standIn, run) {
  const times = new Map();
  for (const { status, params, at } of standIn.received) {
    const index = messageIndex(params.message, run);
    if (index !== undefined && status === 200) times.set(index, [...(times.get(index) ?? []), at]);
  }
  return times;
}

const duplicatesIn = (deliveries) => [...deliveries.values()].reduce((sum, count) => sum + Math.max(0, count - 1), 0);

function report(title, figures, met) {
  console.log(`\n${title}`);
  for (const [name, value] of Object.entries(figures)) console.log(`  ${name.padEnd(46)} ${value}`);
  console.log(`  ${"goals".padEnd(46)} ${met ? "met" : "MISSED"}`);
  return met;
}

/** A fresh stand-in and Worker for one run; `body` gets both and the run's id. */
async function withSite(rate, extraVars, body) {
  const standIn = await startProviderStandIn({ port: PROVIDER_PORT, rate });
  const worker = await startWorker(standIn.url, `public_bench_${randomUUID()}`, extraVars);
  try {
    return await body({ standIn, worker, run: randomUUID() });
  } finally {
    await worker.stop();
    await standIn.close();
  }
}

/**
 * `count` requests sent at once, made by `request(index)`: their p50 / p99 / max (`figures`, with how many were
 * answered with another status than `status`) and the p99 alone. A yardstick for the burst: on a small machine,
 * the local runtime's own cost of answering that many requests at once is most of the burst's figure.
 */
async function burstOf(count, status, request) {
  const answers = await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const started = performance.now();
      try {
        const response = await request(index);
        await response.arrayBuffer();
        return { status: response.status, ms: performance.now() - started };
      } catch {
        return { status: 0, ms: performance.now() - started };
      }
    }),
  );
  const others = answers.filter((answer) => answer.status !== status).length;
  const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const figures = spread(times);
  return {
    figures: others === 0 ? figures : `${figures} (${others} not answered ${status})`,
    p99: others === 0 ? percentile(times, 99) : Number.POSITIVE_INFINITY,
  };
}

const burst = () =>
  withSite(1, {}, async ({ standIn, run }) => {
    // A visitor who presses "Send" has a connection to the site already: the page came through it. So every burst
    // here goes through open keep-alive connections, made by one burst nobody measures (on a two-core machine, a
    // first burst of 100 for a static file, on new connections, took about 0.3 s longer than the next ones).
    await burstOf(BURST, 200, () => fetch(`${workerURL}/favicon.svg`));
    // The outbox object, the local D1 and the limiter start on the first message that reaches them (storage opened,
    // the simulators' first queries), and a hundred answers waiting on that would measure the runtime's start, not
    // a message. So one message, of a run of its own, is sent and delivered first; the yardsticks after it leave
    // the provider's slot free again before the burst.
    const warmupRun = randomUUID();
    const warmup = await send({ run: warmupRun, index: 0, address: "198.19.253.1" });
    await drained(60_000);
    const warmupDelivered = deliveriesOf(standIn, warmupRun).size;
    await sleep(PACE_MS);
    // The yardsticks, the same way: a static file, and a message its first check refuses (its e-mail is not an
    // address: 400, nothing stored, nothing called), from addresses of their own.
    await sleep(500);
    const staticFile = await burstOf(BURST, 200, () => fetch(`${workerURL}/favicon.svg`));
    await sleep(500);
    const refused = await burstOf(BURST, 400, (index) =>
      fetch(`${workerURL}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: workerURL, "CF-Connecting-IP": `198.19.254.${index}` },
        body: JSON.stringify({ name: `Bench Visitor ${index}`, email: "not an address", company: "", message: "x" }),
      }),
    );
    await sleep(500);
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, index) => send({ run, index, address: `198.19.0.${index}` })),
    );
    const drainMs = await drained(BURST * PACE_MS * 1.1 + 120_000);
    const deliveries = deliveriesOf(standIn, run);
    const told = answers.filter((answer) => answer.sent).length;
    const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
    const ratio = percentile(times, 99) / staticFile.p99;
    return report(
      `burst: ${BURST} visitors at once, stand-in at 1 call a second, pace ${PACE_MS} ms`,
      {
        "told sent": `${told} of ${BURST}`,
        "answer p50 / p99 / max": spread(times),
        "yardstick: a static file, p50 / p99 / max": staticFile.figures,
        "yardstick: refused by its first check, same": refused.figures,
        [`p99 / the static file's (goal <= ${BURST_RATIO_GOAL})`]: `${ratio.toFixed(2)}x`,
        delivered: `${deliveries.size} of ${BURST}`,
        duplicated: duplicatesIn(deliveries),
        "until the outbox was empty": drainMs === null ? "not within the limit" : seconds(drainMs),
        "a message before the burst, unmeasured": `${warmup.sent ? "told sent" : `answered ${warmup.status}`}, delivered ${warmupDelivered}`,
      },
      told === BURST &&
        ratio <= BURST_RATIO_GOAL &&
        deliveries.size === BURST &&
        duplicatesIn(deliveries) === 0 &&
        warmup.sent &&
        warmupDelivered === 1,
    );
  });

const outage = () =>
  withSite(1, {}, async ({ standIn, run }) => {
    const outageMs = OUTAGE_SECONDS * 1000;
    standIn.outage(outageMs);
    const recoversAt = performance.now() + outageMs;
    const spacing = Math.min(2000, (outageMs * 0.66) / OUTAGE_VISITORS);
    const answers = [];
    for (let index = 0; index < OUTAGE_VISITORS; index++) {
      answers.push(await send({ run, index, address: `198.19.1.${index}` }));
      await sleep(spacing);
    }
    const deliveredDuring = deliveriesOf(standIn, run).size;
    await sleep(Math.max(0, recoversAt - performance.now()));
    // The longest wait between two tries within a few minutes of failures is about two minutes.
    const drainMs = await drained(5 * 60_000);
    const deliveries = deliveriesOf(standIn, run);
    const told = answers.filter((answer) => answer.sent).length;
    const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
    return report(
      `outage: the stand-in answers 503 for ${OUTAGE_SECONDS} s while ${OUTAGE_VISITORS} visitors send, then recovers`,
      {
        "told sent": `${told} of ${OUTAGE_VISITORS}`,
        "answer p50 / max": `${Math.round(percentile(times, 50))} / ${Math.round(times.at(-1) ?? 0)} ms`,
        "delivered during the outage": deliveredDuring,
        "delivered after recovery": `${deliveries.size - deliveredDuring} (${deliveries.size} of ${OUTAGE_VISITORS} in all)`,
        duplicated: duplicatesIn(deliveries),
        "stand-in 503s": standIn.received.filter((entry) => entry.status === 503).length,
        "from recovery until the outbox was empty": drainMs === null ? "not within the limit" : seconds(drainMs),
      },
      told === OUTAGE_VISITORS && deliveries.size === OUTAGE_VISITORS && duplicatesIn(deliveries) === 0,
    );
  });

async function restart() {
  const standIn = await startProviderStandIn({ port: PROVIDER_PORT, rate: 1 });
  const account = `public_bench_${randomUUID()}`;
  const run = randomUUID();
  try {
    let worker = await startWorker(standIn.url, account);
    const answers = await Promise.all(
      Array.from({ length: RESTART_VISITORS }, (_, index) => send({ run, index, address: `198.19.2.${index}` })),
    );
    await sleep(3 * PACE_MS);
    const before = await outboxStatus();
    // A crash, not a shutdown: the runtime gets no chance to finish anything.
    await worker.stop("SIGKILL");
    const deliveredBefore = deliveriesOf(standIn, run).size;
    worker = await startWorker(standIn.url, account);
    const drainMs = await drained(RESTART_VISITORS * PACE_MS * 1.1 + 120_000);
    await worker.stop();
    const deliveries = deliveriesOf(standIn, run);
    const told = answers.filter((answer) => answer.sent).map((answer) => answer.index);
    const lost = told.filter((index) => !deliveries.has(index)).length;
    return report(
      `restart: ${RESTART_VISITORS} visitors at once, the runtime killed with messages waiting, started again`,
      {
        "told sent": `${told.length} of ${RESTART_VISITORS}`,
        "waiting when killed": before.queued + before.retrying,
        "delivered before the kill": deliveredBefore,
        "delivered after the restart": deliveries.size - deliveredBefore,
        lost,
        duplicated: duplicatesIn(deliveries),
        "after the restart, until the outbox was empty": drainMs === null ? "not within the limit" : seconds(drainMs),
      },
      told.length === RESTART_VISITORS && lost === 0 && duplicatesIn(deliveries) === 0,
    );
  } finally {
    await standIn.close();
  }
}

const throughput = () =>
  withSite(null, { CONTACT_SEND_INTERVAL_MS: String(THROUGHPUT_INTERVAL_MS) }, async ({ standIn, run }) => {
    const answers = [];
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
    const answeredMs = performance.now() - started;
    const drainMs = await drained(MESSAGES * 50 + 60_000);
    const deliveries = deliveriesOf(standIn, run);
    const accepted = answers.filter((answer) => answer.sent).map((answer) => answer.index);
    const lost = accepted.filter((index) => !deliveries.has(index)).length;
    const fivexx = answers.filter((answer) => answer.status >= 500).length;
    const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
    return report(
      `throughput: ${MESSAGES} messages, ${CONCURRENCY} at a time, stand-in unlimited, pace ${THROUGHPUT_INTERVAL_MS} ms`,
      {
        accepted: `${accepted.length} of ${MESSAGES}`,
        delivered: deliveries.size,
        lost,
        duplicated: duplicatesIn(deliveries),
        "5xx": fivexx,
        "answered in / messages a second": `${seconds(answeredMs)} / ${(MESSAGES / (answeredMs / 1000)).toFixed(1)}`,
        "answer p50 / p99 / max": spread(times),
        "then until the outbox was empty": drainMs === null ? "not within the limit" : seconds(drainMs),
      },
      accepted.length === MESSAGES && lost === 0 && duplicatesIn(deliveries) === 0 && fivexx === 0,
    );
  });

/** "0", or how many answers were not "sent", by their status: "12 x 429, 1 x 503". */
function refusedByStatus(answers) {
  const counts = new Map();
  for (const answer of answers.filter((each) => !each.sent))
    counts.set(answer.status, (counts.get(answer.status) ?? 0) + 1);
  return counts.size === 0 ? "0" : [...counts].map(([status, count]) => `${count} x ${status}`).join(", ");
}

const flood = () =>
  withSite(1, {}, async ({ standIn, run }) => {
    const total = FLOOD + PROSPECTS;
    const perClient = Math.ceil(FLOOD / FLOOD_CLIENTS);
    // The prospects are spread evenly through the flood: message indexes that carry a token.
    const prospectAt = new Set(
      Array.from({ length: PROSPECTS }, (_, i) => Math.round(((i + 0.5) * total) / PROSPECTS)),
    );
    const answers = [];
    let next = 0;
    let spam = 0;
    let prospect = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: FLOOD_CONCURRENCY }, async () => {
        while (next < total) {
          const index = next++;
          if (prospectAt.has(index)) {
            const address = `198.19.3.${prospect++}`;
            answers.push({ ...(await send({ run, index, address })), prospect: true });
          } else {
            // 198.19.16.0 and up: no other run sends from there, so every client starts the flood with its full
            // allowance of 5 a minute.
            const client = Math.floor(spam++ / perClient);
            const address = `198.19.${16 + (client >> 8)}.${client & 255}`;
            answers.push({ ...(await send({ run, index, address, proof: false })), prospect: false });
          }
        }
      }),
    );
    const answeredMs = performance.now() - started;
    // Give the outbox a moment to deliver what it would: prospects at once, held messages within their cap.
    await sleep(5000);
    const status = await outboxStatus();
    const deliveryTimes = deliveryTimesOf(standIn, run);
    const accepted = answers.filter((answer) => answer.sent);
    const prospects = answers.filter((answer) => answer.prospect);
    const prospectWaits = prospects
      .map((answer) => (deliveryTimes.get(answer.index)?.[0] ?? Infinity) - answer.started)
      .sort((a, b) => a - b);
    const heldDelivered = answers.filter((answer) => !answer.prospect && deliveryTimes.has(answer.index)).length;
    const lost = accepted.length - deliveryTimes.size - status.held;
    const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
    const p99 = percentile(times, 99);
    const worstProspect = prospectWaits.at(-1) ?? Infinity;
    return report(
      `flood: ${FLOOD} messages without a proof from ${FLOOD_CLIENTS} client addresses, ${PROSPECTS} verified prospects among them, ${FLOOD_CONCURRENCY} at a time, stand-in at 1 call a second`,
      {
        "accepted (told sent)": `${accepted.length} of ${total}`,
        "refused (by status)": refusedByStatus(answers),
        "answered in / messages a second": `${seconds(answeredMs)} / ${(total / (answeredMs / 1000)).toFixed(1)}`,
        "answer p50 / p99 / max": spread(times),
        "prospects at the provider": `${prospectWaits.filter(Number.isFinite).length} of ${PROSPECTS}`,
        "prospect send to provider p50 / max": `${Math.round(percentile(prospectWaits, 50))} / ${Math.round(worstProspect)} ms`,
        "held delivered during the run": `${heldDelivered} (daily cap ${HELD_PER_DAY})`,
        "held waiting at the end": status.held,
        lost,
      },
      accepted.length === total && p99 < 500 && worstProspect <= 5000 && heldDelivered <= HELD_PER_DAY && lost === 0,
    );
  });

async function webhookOutage() {
  const receiver = await startLeadReceiver({ port: RECEIVER_PORT, secret: WEBHOOK_SECRET });
  const webhookVars = { LEAD_WEBHOOK_URL: `${receiver.url}/hooks/lead`, LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET };
  try {
    return await withSite(1, webhookVars, async ({ standIn, run }) => {
      const outageMs = WEBHOOK_OUTAGE_SECONDS * 1000;
      // On the receiver's clock (Date.now()), and read before it reads its own: nothing it accepts is earlier.
      const recoversAt = Date.now() + outageMs;
      receiver.fail({ status: 503, forMs: outageMs });
      // One visitor each send slot: the rate the outbox sends e-mails at, so any lateness is not a queue of our
      // own making (at exactly PACE_MS apart, arrivals outrun the slots by a tenth and the last e-mails wait ~5 s).
      const spacing = PACE_MS * (1 + SLOT_MARGIN);
      const started = performance.now();
      const pending = [];
      for (let index = 0; index < WEBHOOK_OUTAGE_VISITORS; index++) {
        await sleep(Math.max(0, started + index * spacing - performance.now()));
        pending.push(send({ run, index, address: `198.19.${4 + (index >> 8)}.${index & 255}` }));
      }
      const answers = await Promise.all(pending);
      await sleep(Math.max(0, recoversAt - Date.now()));
      // After recovery each webhook send's next try is at most its last wait (which doubles, up to the cap) away.
      const drainMs = await drained(Math.min(BACKOFF_CAP_SECONDS * 1000, outageMs) + 120_000);

      const told = answers.filter((answer) => answer.sent).map((answer) => answer.index);
      const emailTimes = deliveryTimesOf(standIn, run);
      const emailDeliveries = deliveriesOf(standIn, run);
      const lateness = answers
        .map((answer) => (emailTimes.get(answer.index)?.[0] ?? Infinity) - answer.started)
        .sort((a, b) => a - b);
      const posts = receiver.posts.filter((post) => messageIndex(post.event?.data?.message, run) !== undefined);
      const accepted = posts.filter((post) => post.status < 300);
      const acceptedTimes = new Map();
      for (const post of accepted) acceptedTimes.set(post.id, [...(acceptedTimes.get(post.id) ?? []), post.at]);
      // The ids each message was posted under, whatever the answer: the same on every try.
      const idsOf = new Map();
      for (const post of posts) {
        const index = messageIndex(post.event.data.message, run);
        idsOf.set(index, new Set([...(idsOf.get(index) ?? []), post.id]));
      }
      const lost = told.filter((index) => ![...(idsOf.get(index) ?? [])].some((id) => acceptedTimes.has(id))).length;
      const oneIdEach = [...idsOf.values()].every((ids) => ids.size === 1);
      const duplicateIds = [...acceptedTimes.values()].filter((times) => times.length > 1).length;
      const refused = receiver.posts.filter((post) => post.status === 503).length;
      const unverified = receiver.posts.filter((post) => !post.verified).length;
      const acceptedEarly = accepted.filter((post) => post.at < recoversAt).length;
      const lastFirstAcceptance = Math.max(...[...acceptedTimes.values()].map((times) => Math.min(...times)));
      const worstEmail = lateness.at(-1) ?? Infinity;
      return report(
        `webhook-outage: the lead webhook answers 503 for ${WEBHOOK_OUTAGE_SECONDS} s while ${WEBHOOK_OUTAGE_VISITORS} visitors send, one every ${Math.round(spacing)} ms, stand-in at 1 call a second, backoff cap ${BACKOFF_CAP_SECONDS} s`,
        {
          "told sent": `${told.length} of ${WEBHOOK_OUTAGE_VISITORS}`,
          "e-mails delivered": `${emailDeliveries.size} of ${WEBHOOK_OUTAGE_VISITORS}`,
          "e-mails duplicated": duplicatesIn(emailDeliveries),
          "e-mail send to provider p50 / max": `${Math.round(percentile(lateness, 50))} / ${Math.round(worstEmail)} ms`,
          "e-mail tries refused by the provider (429)": standIn.received.filter((entry) => entry.status === 429).length,
          "webhook posts refused during the outage (503)": refused,
          "webhook posts refused by the signature (401)": unverified,
          "webhook deliveries after recovery": `${accepted.length - acceptedEarly} (${acceptedEarly} before it)`,
          "distinct webhook-ids accepted": `${acceptedTimes.size} of ${told.length}${oneIdEach ? "" : ", a message posted under two ids"}`,
          "webhook-ids accepted more than once": duplicateIds,
          "webhooks lost": lost,
          "after recovery, until every webhook delivered":
            acceptedTimes.size === 0 ? "none delivered" : seconds(lastFirstAcceptance - recoversAt),
          "from recovery until the outbox was empty": drainMs === null ? "not within the limit" : seconds(drainMs),
        },
        told.length === WEBHOOK_OUTAGE_VISITORS &&
          emailDeliveries.size === WEBHOOK_OUTAGE_VISITORS &&
          duplicatesIn(emailDeliveries) === 0 &&
          worstEmail <= 5000 &&
          acceptedEarly === 0 &&
          acceptedTimes.size === told.length &&
          oneIdEach &&
          lost === 0 &&
          unverified === 0,
      );
    });
  } finally {
    await receiver.close();
  }
}

const runs = { burst, outage, restart, throughput, flood, "webhook-outage": webhookOutage };
console.log(`load average at start (1, 5, 15 min): ${load()}; the outbox's state in ${state}`);
let met = true;
try {
  for (const name of ONLY) {
    const benchRun = runs[name];
    if (!benchRun) throw new Error(`no run called ${name}; --only takes ${Object.keys(runs).join(",")}`);
    met = (await benchRun()) && met;
  }
} finally {
  rmSync(state, { recursive: true, force: true });
  await siteverify.close();
}
console.log(`\nload average at end (1, 5, 15 min): ${load()}`);
process.exitCode = met ? 0 : 1;
