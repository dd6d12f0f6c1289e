// A load bench's rounds summed and their median taken (scripts/bench/load-rounds.ts).
import { describe, expect, it } from "vitest";
import { median, type RoundResult, roundsFigures } from "../../scripts/bench/load-rounds";

const round = (p50: number, p99: number, answers: number, seconds: number, errors = 0): RoundResult => ({
  statusCodeStats: { "204": { count: answers } },
  errors,
  timeouts: 0,
  requests: { total: answers + errors } as RoundResult["requests"],
  duration: seconds,
  latency: { p50, p99 },
});

describe("rounds of a load", () => {
  it("takes the median round's p50 and p99: one round stalled does not decide them", () => {
    const figures = roundsFigures([round(40, 95, 1000, 2), round(45, 250, 1000, 2.5), round(38, 90, 1000, 2)]);
    expect(figures.p99s).toEqual([95, 250, 90]);
    expect(figures.p99).toBe(95);
    expect(figures.p50).toBe(40);
  });

  it("counts answers and the rate over every round together", () => {
    const figures = roundsFigures([round(40, 95, 1000, 2), round(45, 250, 990, 3, 10)]);
    expect(figures.statuses).toEqual({ "204": 1990 });
    expect(figures.unanswered).toBe(10);
    expect(figures.rate).toBe(2000 / 5);
    // A request timed out is unanswered too, as an error is.
    expect(roundsFigures([{ ...round(40, 95, 1000, 2), timeouts: 3 }]).unanswered).toBe(3);
  });

  it("a median of an even count is the mean of the middle two; of none, an error", () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
    expect(() => median([])).toThrow();
  });
});
