// The CPU bench's goals (`npm run bench:cpu`): every invocation within half the Workers Free plan's 10 ms of CPU,
// and a contact message at most half the CPU it took before the work to halve it.

/** The most CPU an invocation may take at p99, for the Worker and for the outbox each: half the Free plan's limit. */
export const P99_GOAL_MS = 5;
/** A contact message's CPU (Worker and outbox) may be at most this share of the baseline's. */
export const BASELINE_SHARE_GOAL = 0.5;

/** The nearest-rank percentile `p` (0-100] of ascending `sorted` figures; NaN when there are none. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

/** p50 and p99 of figures in any order. */
export function spread(figures: readonly number[]): { p50: number; p99: number } {
  const sorted = [...figures].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
}

/** One kind of invocation's CPU, each of its invocations split between the Worker and the outbox. */
export interface KindCpu {
  kind: string;
  workerMs: readonly number[];
  outboxMs: readonly number[];
}

/** Whether a kind meets the p99 goal: its Worker's and its outbox's CPU each (each is an invocation of its own). */
export function withinP99Goal(kind: KindCpu): boolean {
  return spread(kind.workerMs).p99 <= P99_GOAL_MS && spread(kind.outboxMs).p99 <= P99_GOAL_MS;
}

/** A contact message's CPU, Worker and outbox together, message by message. */
export function totals(kind: KindCpu): number[] {
  return kind.workerMs.map((ms, index) => ms + (kind.outboxMs[index] ?? 0));
}

/**
 * Whether the contact message's median total is at most half the baseline's (the figure the same bench printed
 * before the work); undefined without a baseline, or without the figure (NaN: not measured in this run).
 */
export function withinBaselineGoal(totalP50Ms: number, baselineMs: number | undefined): boolean | undefined {
  if (baselineMs === undefined || Number.isNaN(totalP50Ms)) return undefined;
  return totalP50Ms <= baselineMs * BASELINE_SHARE_GOAL;
}

/** The figures a later run is held to: a verified message's p50 total, and a burst's a message when it was measured. */
export interface Baseline {
  verifiedMs: number;
  burstMs?: number;
}

/**
 * The baseline, given as `--baseline`: a verified message's figure in milliseconds, or the path of a file an earlier
 * run saved with `--save` (its `contactTotalP50Ms`, and its `burstTotalP50Ms` if it measured bursts). Empty: none.
 */
export function baselineOf(given: string, readFile: (path: string) => string): Baseline | undefined {
  if (given === "") return undefined;
  const figure = Number(given);
  if (Number.isFinite(figure) && figure > 0) return { verifiedMs: figure };
  let saved: unknown;
  try {
    saved = JSON.parse(readFile(given));
  } catch (error) {
    throw new Error(`--baseline takes milliseconds or a file saved with --save: ${(error as Error).message}`, {
      cause: error,
    });
  }
  const { contactTotalP50Ms: value, burstTotalP50Ms: burst } =
    (saved as { contactTotalP50Ms?: unknown; burstTotalP50Ms?: unknown } | null) ?? {};
  if (typeof value !== "number" || !(value > 0)) throw new Error(`${given} holds no contactTotalP50Ms figure`);
  return typeof burst === "number" && burst > 0 ? { verifiedMs: value, burstMs: burst } : { verifiedMs: value };
}
