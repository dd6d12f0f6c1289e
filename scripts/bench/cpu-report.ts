// What `npm run bench:cpu` (cpu-bench.ts) collects for a kind, and how it reports beyond its table: each kind's
// heaviest functions, a contact figure beside its baseline, and the file `--save` writes.
import { loadavg } from "node:os";
import { BASELINE_SHARE_GOAL, type KindCpu, P99_GOAL_MS, spread, totals, withinP99Goal } from "./cpu-goals.ts";
import type { FunctionTimes, InvocationCpu } from "./cpu-profile.ts";

const fixed = (ms: number) => ms.toFixed(2);

/** A kind's figures, how many of its profiles were lost (no sample of the isolate running), its functions' times. */
export type MeasuredKind = KindCpu & {
  workerMs: number[];
  outboxMs: number[];
  /** Each invocation's log lines (cpu-profile.ts), left out of the two above. */
  logMs: number[];
  /** Each invocation's CPU in the runtime's own frames, Worker and outbox together (cpu-profile.ts). */
  runtimeMs: number[];
  lost: number;
  times: FunctionTimes;
};

/** Adds one profiled invocation's figures to a kind; `share`: what part of them is one invocation's (a burst's). */
export function record(kind: MeasuredKind, cpu: InvocationCpu, share = 1): void {
  kind.workerMs.push(cpu.workerMs * share);
  kind.outboxMs.push(cpu.outboxMs * share);
  kind.logMs.push(cpu.logMs * share);
  kind.runtimeMs.push(cpu.runtimeMs * share);
}

/** The table's columns, and a kind's row of it: p50 and p99 of each side and their total, the log lines apart. */
export const KIND_COLUMNS = [
  "kind",
  "Worker p50",
  "Worker p99",
  "outbox p50",
  "outbox p99",
  "total p50",
  "total p99",
  "runtime's p50",
  "log lines p50",
  "lost",
  "goal",
];

export function kindRow(kind: MeasuredKind): string[] {
  const worker = spread(kind.workerMs);
  const outbox = spread(kind.outboxMs);
  const total = spread(totals(kind));
  const figures = [
    worker.p50,
    worker.p99,
    outbox.p50,
    outbox.p99,
    total.p50,
    total.p99,
    spread(kind.runtimeMs).p50,
    spread(kind.logMs).p50,
  ];
  return [kind.kind, ...figures.map(fixed), String(kind.lost), withinP99Goal(kind) ? "ok" : "MISS"];
}

/** A kind with nothing measured yet. */
export const emptyKind = (kind: string): MeasuredKind => ({
  kind,
  workerMs: [],
  outboxMs: [],
  logMs: [],
  runtimeMs: [],
  lost: 0,
  times: { self: new Map(), inclusive: new Map() },
});

/** A kind's `top` functions by self time and by time on the stack, in ms an invocation and share of the kind's time. */
export function printTopFunctions(kind: KindCpu & { times: FunctionTimes }, top: number): void {
  const total = [...kind.times.self.values()].reduce((sum, us) => sum + us, 0);
  for (const [what, times] of [
    ["self time", kind.times.self],
    ["time on the stack (inclusive)", kind.times.inclusive],
  ] as const) {
    console.log(`\n${kind.kind}: the ${top} functions with the most ${what}, ms an invocation (share)`);
    for (const [where, us] of [...times].sort((a, b) => b[1] - a[1]).slice(0, top)) {
      const share = total > 0 ? ((us / total) * 100).toFixed(1) : "0";
      console.log(`  ${(us / 1000 / kind.workerMs.length).toFixed(3).padStart(7)}  ${share.padStart(5)}%  ${where}`);
    }
  }
}

/** A contact figure's line: its p50 and p99 total, and how it compares with its baseline, if one was given. */
export function comparedLine(
  what: string,
  total: { p50: number; p99: number },
  baselineMs: number | undefined,
  met?: boolean,
): string {
  const figures = `${what}, Worker and outbox together: p50 ${fixed(total.p50)} ms, p99 ${fixed(total.p99)} ms`;
  if (baselineMs === undefined) return `${figures} (no baseline: not compared)`;
  const goal = fixed(baselineMs * BASELINE_SHARE_GOAL);
  return `${figures}; baseline p50 ${fixed(baselineMs)} ms, goal at most ${goal} ms: ${met ? "ok" : "MISS"}`;
}

/** What `--save` writes: the figures a later run's `--baseline` reads (cpu-goals.ts), and every kind's. */
export function savedRun(
  kinds: readonly (KindCpu & { logMs: readonly number[]; runtimeMs: readonly number[]; lost: number })[],
  contactP50: number,
  burstP50: number,
): string {
  const saved = {
    contactTotalP50Ms: contactP50,
    ...(Number.isNaN(burstP50) ? {} : { burstTotalP50Ms: burstP50 }),
    load: loadavg(),
    kinds: kinds.map(({ kind, workerMs, outboxMs, logMs, runtimeMs, lost }) => ({
      kind,
      workerMs,
      outboxMs,
      logMs,
      runtimeMs,
      lost,
    })),
  };
  return `${JSON.stringify(saved, null, 2)}\n`;
}

/** The goals and how to read the table, printed under it. */
export function printGoals(): void {
  console.log(
    `Goals: the Worker's and the outbox's CPU each at most ${P99_GOAL_MS} ms at p99 in every kind (half the Free plan's 10 ms)` +
      `; the contact message's p50 total (and a burst's a message, if the baseline has it) at most ${BASELINE_SHARE_GOAL} of the baseline's.` +
      "\nThe static file's row is the measure's floor (no Worker code runs for it); the alarm's Worker column is CPU the" +
      "\nattribution could not place in the outbox (an alarm runs no Worker code). Runtime's: the part of the total" +
      "\nspent in the runtime's own frames (native calls such as fetch and SQL, the garbage collector, the runtime's" +
      "\ninternal modules); the rest ran in the site's scripts. Lost: profiles without a sample of the isolate running" +
      "\n(left out; made again, but for held messages and their alarms). Log lines: the time in the function that" +
      "\nwrites them, left out of the Worker's and the outbox's columns: under wrangler dev's inspector a line costs" +
      "\nabout 30 times what it costs without one (docs/benchmarks.md).",
  );
}
