import type autocannon from "autocannon";

/** What of an autocannon run a round's figures read. */
export type RoundResult = Pick<
  autocannon.Result,
  "statusCodeStats" | "errors" | "timeouts" | "requests" | "duration"
> & {
  latency: Pick<autocannon.Result["latency"], "p50" | "p99">;
};

/** A target's figures over rounds of the same load: answers and rate over them all; p50 and p99, the median round's. */
export interface RoundsFigures {
  /** Answers by status, over every round. */
  statuses: Record<string, number>;
  /** Requests with no answer (errors and timeouts), over every round. */
  unanswered: number;
  /** Requests a second: every round's requests over their time together. */
  rate: number;
  /** Each round's p50 and p99 latency, in order, ms. */
  p50s: number[];
  p99s: number[];
  /** The median of the rounds' p50 and p99, ms. */
  p50: number;
  p99: number;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error("no values");
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export function roundsFigures(rounds: readonly RoundResult[]): RoundsFigures {
  const statuses: Record<string, number> = {};
  let unanswered = 0;
  let requests = 0;
  let seconds = 0;
  for (const round of rounds) {
    for (const [status, { count }] of Object.entries(round.statusCodeStats ?? {})) {
      statuses[status] = (statuses[status] ?? 0) + (count ?? 0);
    }
    unanswered += round.errors + round.timeouts;
    requests += round.requests.total;
    seconds += round.duration;
  }
  const p50s = rounds.map((round) => round.latency.p50);
  const p99s = rounds.map((round) => round.latency.p99);
  return { statuses, unanswered, rate: requests / seconds, p50s, p99s, p50: median(p50s), p99: median(p99s) };
}
