// `npm run bench:cpu`: the CPU each kind of invocation takes, for the Worker and the contact outbox (the Durable
// Object) separately, through the production build on the local Workers runtime. Deployed, CPU is what each
// invocation is billed for and limited by (the Workers Free plan stops one at 10 ms), and the outbox takes messages
// one at a time, so its CPU a message caps a flood's throughput.
//
// The runtime's isolate is profiled through the inspector `wrangler dev --inspector-port` serves (V8's sampling
// profiler, one profile an invocation, one invocation at a time, each profile kept running a settling time after
// the answer so that the work the Worker leaves for after it, such as a beacon's D1 write, is counted with it).
// cpu-profile.ts reads a profile: what a sample stands for, and which samples are the outbox's. The runtime's own
// figure, the tail events' `cpuTime`, is 0 locally (docs/decisions/0047).
//
// Kinds, in this order, each after a few unprofiled warm-up invocations:
// - GET /favicon.svg: a static file, the yardstick (served before any Worker code runs: about 0 ms);
// - POST /api/visit: a page-view beacon;
// - GET /api/ops/insights?days=7 with the ops token: an ops API read;
// - GET /ops?days=7, signed in: a console page (the numbers; after its first view they come from a snapshot);
// - GET /ops/outbox, signed in, with the outbox empty: a console page that asks the outbox for its listings;
// - POST /api/contact with a proof of a person (the siteverify stand-in passes its token): the outbox accepts it and
//   e-mails it while the visitor waits (each is sent once the provider's send slot is free);
// - bursts of --burst verified messages sent at once (--bursts of them), each burst one profile from the first
//   request until the provider has every e-mail: the CPU of a message's whole way (accept, e-mail, settlement),
//   divided by the burst's size, as a flood makes the outbox do it;
// - POST /api/contact without a proof: the outbox holds it (held lane);
// - the outbox's alarm delivering that held message's e-mail to the provider stand-in: its profile runs from the
//   held message's answer until the stand-in has the e-mail, and a settling time after;
// - GET /ops/outbox again, once --listed more held messages wait (past the day's deliveries, so they stay held):
//   the page lists them (50 a page), so it must read more CPU than with the outbox empty, or the measure is not
//   measuring.
// Prints CPU ms an invocation, p50 and p99, for the Worker and the outbox, and checks the goals (cpu-goals.ts):
// each at most 5 ms at p99 in every kind; with `--baseline` (milliseconds, or a file an earlier run wrote with
// `--save`), the contact message's median total (Worker and outbox) at most half the baseline's.
//
// D1 is seeded with --days of --views page views a day (insights-seed.ts), so the ops reads and console pages have
// numbers to count. The Worker runs with ENVIRONMENT=development (only there does it call the http:// stand-ins).
// Options: --count=N (15 a kind), --warmup=N (3), --interval=µs (100: the profiler's sampling interval), --settle=ms
// (300), --days=N (30), --views=N (300), --listed=N (100), --burst=N (20), --bursts=N (3), --baseline=ms|file,
// --save=file, --only=<kinds> (comma-separated: static, beacon, ops-read, numbers, outbox-empty, verified, burst,
// held, listed), --top=N (each kind's N functions with the most self and inclusive time), --profiles=dir (every
// profile taken, kinds in the order above, as a .cpuprofile file of its own: what an outlier spent its time on),
// --no-build. Ports:
// BENCH_PORT (8870), its inspector on the next, the siteverify and provider stand-ins on the two after. The machine's
// load average is printed with the figures: on a busy machine a sample stands for more time than the isolate ran,
// and the figures rise.
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { startProviderStandIn } from "../stand-in/email-provider.mjs";
import { startTurnstileStandIn } from "../stand-in/turnstile.ts";
import {
  benchHost,
  buildUnlessAskedNot,
  builtPagePaths,
  localD1,
  migratedLocalState,
  printTable,
  repoRoot,
  startSite,
} from "./built-site.ts";
import { benchOptions } from "./bench-options.ts";
import { baselineOf, spread, totals, withinBaselineGoal, withinP99Goal } from "./cpu-goals.ts";
import {
  addFunctionTimes,
  classRange,
  functionRange,
  type CpuProfile,
  frameWithin,
  type FunctionTimes,
  GAP_INTERVALS,
  invocationCpu,
} from "./cpu-profile.ts";
import {
  comparedLine,
  emptyKind,
  KIND_COLUMNS,
  kindRow,
  type MeasuredKind,
  printGoals,
  printTopFunctions,
  record,
  savedRun,
} from "./cpu-report.ts";
import { requestsTo } from "./cpu-requests.ts";
import { openInspector } from "./inspector-session.ts";
import { insightsSeedStatements } from "./insights-seed.ts";

const options = benchOptions({
  count: 15,
  burst: 20,
  bursts: 3,
  warmup: 3,
  interval: 100,
  settle: 300,
  days: 30,
  views: 300,
  listed: 100,
  baseline: "",
  save: "",
  only: "",
  top: 0,
  profiles: "",
  "no-build": false,
});
/** The kinds asked for by `--only` (a comma-separated list of KIND_KEYS; all when empty). */
const KIND_KEYS = [
  "static",
  "beacon",
  "ops-read",
  "numbers",
  "outbox-empty",
  "verified",
  "burst",
  "held",
  "listed",
] as const;
/** The bursts' messages are numbered from here: their client addresses and tokens are unlike any other kind's. */
const BURST_INDEX = 1000;
const onlyKinds = options.only === "" ? [...KIND_KEYS] : options.only.split(",");
for (const key of onlyKinds) {
  if (!(KIND_KEYS as readonly string[]).includes(key)) {
    throw new Error(`--only takes a comma-separated list of ${KIND_KEYS.join(", ")}; not "${key}"`);
  }
}
const wanted = (key: (typeof KIND_KEYS)[number]) => onlyKinds.includes(key);
const baseline = baselineOf(options.baseline, (file) => readFileSync(file, "utf8"));
const port = Number(process.env.BENCH_PORT ?? 8870);
const siteverifyPort = port + 2;
const providerPort = port + 3;
/**
 * The provider's pace for the run: wide enough that a held message's alarm (at the next send slot, a tenth past
 * the pace after the previous e-mail) comes well after that message's own answer, so the two profiles never share
 * an invocation.
 */
const SEND_INTERVAL_MS = 2000;
const OPS_TOKEN = randomBytes(24).toString("hex");
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
if (options.profiles !== "") mkdirSync(options.profiles, { recursive: true });
let profilesKept = 0;
/** `--profiles`: each profile as a file Chrome DevTools' Performance panel opens, numbered in the order taken. */
const keepProfile = (profile: CpuProfile) => {
  profilesKept++;
  writeFileSync(`${options.profiles}/${String(profilesKept).padStart(4, "0")}.cpuprofile`, JSON.stringify(profile));
};

await buildUnlessAskedNot(options["no-build"]);
const builtWorker = readFileSync(`${repoRoot}build/server/index.js`, "utf8");
const outboxClass = classRange(builtWorker, "index.js", "ContactOutbox");
/** The function that writes every log line (workers/event-log.ts): its samples are the log lines' column. */
const logFunction = functionRange(builtWorker, "index.js", "eventLog");
const state = migratedLocalState("cpu-bench");
let kinds: MeasuredKind[];
try {
  kinds = await seedAndMeasure();
} finally {
  rmSync(state, { recursive: true, force: true });
}

/** A kind's p50 and p99 total (Worker and outbox), NaN when the kind was not measured. */
const totalOf = (prefix: string) => {
  const kind = kinds.find((measured) => measured.kind.startsWith(prefix));
  return kind ? spread(totals(kind)) : { p50: NaN, p99: NaN };
};
const contactTotal = totalOf("POST /api/contact, verified");
const burstTotal = totalOf("burst of");
const baselineMet = withinBaselineGoal(contactTotal.p50, baseline?.verifiedMs);
const burstBaselineMet = withinBaselineGoal(burstTotal.p50, baseline?.burstMs);
console.log(
  `\nCPU ms an invocation (V8 samples every ${options.interval} µs; a gap over ${GAP_INTERVALS} intervals is waiting, not CPU), ${options.count} invocations a kind, one at a time, after ${options.warmup} warm-up ones; wrangler dev on ${benchHost}:${port}; load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(" ")}\n`,
);
printTable(KIND_COLUMNS, kinds.map(kindRow));
if (options.top > 0) for (const kind of kinds) printTopFunctions(kind, options.top);
console.log();
if (!Number.isNaN(contactTotal.p50)) {
  console.log(comparedLine("A contact message (verified)", contactTotal, baseline?.verifiedMs, baselineMet));
}
if (!Number.isNaN(burstTotal.p50)) {
  console.log(comparedLine("A message of a burst (its whole way)", burstTotal, baseline?.burstMs, burstBaselineMet));
}
printGoals();
if (options.save) {
  writeFileSync(options.save, savedRun(kinds, contactTotal.p50, burstTotal.p50));
  console.log(`Saved to ${options.save} (give it as --baseline to a later run).`);
}
process.exitCode = kinds.every(withinP99Goal) && baselineMet !== false && burstBaselineMet !== false ? 0 : 1;

/** Seeds D1, starts the stand-ins and the site, and measures every kind. */
async function seedAndMeasure(): Promise<MeasuredKind[]> {
  const seedFile = `${state}/seed.sql`;
  const statements = insightsSeedStatements({
    today: new Date().toISOString().slice(0, 10),
    days: options.days,
    viewsPerDay: options.views,
    pages: await builtPagePaths(),
  });
  writeFileSync(seedFile, statements.join("\n"));
  console.log(`Seeding D1: ${options.days} days of ${options.views} page views...`);
  localD1(state, ["execute", "INSIGHTS_DB", `--file=${seedFile}`]);

  const provider = await startProviderStandIn({ port: providerPort, host: benchHost, rate: null });
  const siteverify = await startTurnstileStandIn({ port: siteverifyPort });
  try {
    const site = await startSite(
      port,
      {
        ENVIRONMENT: "development",
        OPS_TOKEN,
        EMAILJS_API_URL: provider.url,
        EMAILJS_SERVICE_ID: "service_bench",
        EMAILJS_TEMPLATE_ID: "template_bench",
        EMAILJS_PUBLIC_KEY: "public_bench_cpu",
        EMAILJS_PRIVATE_KEY: "private_bench",
        TURNSTILE_SITE_KEY: "site_bench",
        TURNSTILE_SECRET_KEY: "secret_bench",
        TURNSTILE_VERIFY_URL: `${siteverify.url}/turnstile/v0/siteverify`,
        CONTACT_SEND_INTERVAL_MS: String(SEND_INTERVAL_MS),
        // Each measured held message is e-mailed (by the alarm), one alarm to profile each; later ones stay held.
        CONTACT_HELD_PER_DAY: String(wanted("held") ? options.warmup + options.count : 0),
      },
      state,
    );
    try {
      return await measure(site.origin, provider.received);
    } finally {
      await site.stop();
    }
  } finally {
    await siteverify.close();
    await provider.close();
  }
}

/** Every kind, `count` profiled invocations each. */
async function measure(origin: string, delivered: readonly { status: number }[]): Promise<MeasuredKind[]> {
  const inspector = await openInspector(benchHost, port + 1);
  try {
    await inspector.send("Profiler.enable");
    await inspector.send("Profiler.setSamplingInterval", { interval: options.interval });
    /** Profiles `act` (one invocation) and the settling time after it; `addTimes` adds its time by function. */
    const profiled = async (act: () => Promise<unknown>) => {
      await inspector.send("Profiler.start");
      await act();
      await sleep(options.settle);
      const { profile } = await inspector.send<{ profile: CpuProfile }>("Profiler.stop");
      if (options.profiles !== "") keepProfile(profile);
      const cpu = invocationCpu(
        profile,
        options.interval,
        (frame) => frameWithin(frame, outboxClass),
        (frame) => frameWithin(frame, logFunction),
      );
      const addTimes = (into: FunctionTimes) => {
        addFunctionTimes(profile, options.interval, into);
      };
      return { ...cpu, addTimes };
    };
    const kinds: MeasuredKind[] = [];
    /**
     * `act(index)` `count` times after the warm-up ones, each profiled, as the kind `kind`. A profile without a
     * sample of the isolate running, for a kind that runs Worker code, is lost (the sampler did not run: about one
     * in twenty on a busy machine): it is counted, and the invocation made again.
     */
    const measureKind = async (kind: string, act: (index: number) => Promise<unknown>, runsCode = true) => {
      for (let index = 0; index < options.warmup; index++) await act(index);
      const measured = emptyKind(kind);
      for (let index = options.warmup; measured.workerMs.length < options.count; index++) {
        if (measured.lost > options.count) throw new Error(`${kind}: more profiles lost than kept`);
        const cpu = await profiled(() => act(index));
        if (runsCode && cpu.samples === 0) measured.lost++;
        else {
          record(measured, cpu);
          cpu.addTimes(measured.times);
        }
      }
      kinds.push(measured);
      console.log(`measured: ${kind}`);
    };
    const requests = requestsTo(origin, OPS_TOKEN);

    if (wanted("static")) {
      await measureKind("GET /favicon.svg (static file)", () => requests.expect(200, "/favicon.svg"), false);
    }
    if (wanted("beacon")) await measureKind("POST /api/visit (page-view beacon)", (index) => requests.beacon(index));
    if (wanted("ops-read")) {
      await measureKind("GET /api/ops/insights?days=7", (index) =>
        requests.expect(200, "/api/ops/insights?days=7", {
          Authorization: `Bearer ${OPS_TOKEN}`,
          "CF-Connecting-IP": requests.address(1, index),
        }),
      );
    }
    const cookie = await requests.signIn();
    const consolePage = (page: string) => (index: number) =>
      requests.expect(200, page, { Cookie: cookie, "CF-Connecting-IP": requests.address(2, index) });
    if (wanted("numbers")) await measureKind("GET /ops?days=7 (console page)", consolePage("/ops?days=7"));
    if (wanted("outbox-empty")) {
      await measureKind("GET /ops/outbox (console page, empty outbox)", consolePage("/ops/outbox"));
    }

    // Verified messages: each once the send slot is free, so that the outbox e-mails it while the visitor waits.
    if (wanted("verified")) {
      await measureKind("POST /api/contact, verified (accept)", async (index) => {
        await sleep(SEND_INTERVAL_MS * 1.2);
        await requests.contact(index, true);
      });
    }
    if (wanted("burst")) await measureBurst();
    if (wanted("held")) await measureHeld();
    if (wanted("listed")) {
      // The same console page with more to show: held messages past the day's deliveries stay held, and the page
      // lists them (up to 100), so it must read more CPU than with the outbox empty.
      const offset = options.warmup + options.count;
      for (let index = offset; index < offset + options.listed; index++) await requests.contact(index, false);
      await measureKind(`GET /ops/outbox (console page, ${options.listed} more held)`, consolePage("/ops/outbox"));
    }
    return kinds;

    /** How many e-mails the provider stand-in has taken. */
    function emailsDelivered() {
      return delivered.filter((call) => call.status === 200).length;
    }

    /** Resolves once the provider has taken more than `count` e-mails; fails after `waitMs`, saying what waits. */
    async function emailedBeyond(count: number, waitMs = 60_000) {
      const deadline = Date.now() + waitMs;
      while (emailsDelivered() <= count) {
        if (Date.now() > deadline) {
          // What the outbox holds says why: a message meant to be verified held instead, a send retrying.
          const status = await fetch(`${origin}/api/ops/outbox`, { headers: { Authorization: `Bearer ${OPS_TOKEN}` } });
          throw new Error(`e-mails did not reach the provider in ${waitMs / 1000} s; outbox: ${await status.text()}`);
        }
        await sleep(20);
      }
    }

    /**
     * Bursts of verified messages sent at once, each burst one profile from the first request until the provider
     * has every e-mail (one while its visitor waits, the others by the outbox's alarm, a send slot apart), and the
     * settling time after: the CPU of a message's whole way, divided by the burst's size. A burst is where the
     * outbox's work a message grows with what waits, and what caps a flood's throughput.
     */
    async function measureBurst() {
      const burst = emptyKind(`burst of ${options.burst} verified, a message (whole way)`);
      for (let round = 0; round < options.bursts; round++) {
        const before = emailsDelivered();
        const first = BURST_INDEX + round * options.burst;
        const cpu = await profiled(async () => {
          await Promise.all(
            Array.from({ length: options.burst }, (_, offset) => requests.contact(first + offset, true)),
          );
          await emailedBeyond(before + options.burst - 1, 60_000 + options.burst * SEND_INTERVAL_MS * 1.2);
        });
        record(burst, cpu, 1 / options.burst);
        cpu.addTimes(burst.times);
      }
      kinds.push(burst);
      console.log(`measured: ${burst.kind}`);
    }

    /** Held messages, each followed by the alarm that e-mails it; the two are profiled apart. */
    async function measureHeld() {
      // Exactly as many held messages as the day's deliveries allow, so a lost profile is not made again: the pair
      // is left out, and counted.
      const held = emptyKind("POST /api/contact, held (accept)");
      const alarm = emptyKind("outbox alarm (a held e-mail)");
      for (let index = 0; index < options.warmup + options.count; index++) {
        const before = emailsDelivered();
        const sending = () => requests.contact(index, false);
        const delivering = () => emailedBeyond(before);
        if (index < options.warmup) {
          await sending();
          await delivering();
        } else {
          const accepted = await profiled(sending);
          const alarmed = await profiled(delivering);
          if (accepted.samples === 0 || alarmed.samples === 0) {
            held.lost++;
            alarm.lost++;
          } else {
            record(held, accepted);
            record(alarm, alarmed);
            accepted.addTimes(held.times);
            alarmed.addTimes(alarm.times);
          }
        }
        await sleep(options.settle);
      }
      kinds.push(held, alarm);
      console.log(`measured: ${held.kind}, ${alarm.kind}`);
    }
  } finally {
    inspector.close();
  }
}
