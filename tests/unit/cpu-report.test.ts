import { describe, expect, it } from "vitest";
import { emptyKind, KIND_COLUMNS, kindRow, record, savedRun } from "../../scripts/bench/cpu-report.ts";

describe("a kind's figures in the CPU bench's table", () => {
  it("records a burst's invocation as its share of each figure, and prints each under its own column", () => {
    const burst = emptyKind("burst");
    // One profile of a burst of 4: each message gets a quarter of it.
    record(burst, { workerMs: 4, outboxMs: 8, logMs: 2, runtimeMs: 6, samples: 100 }, 1 / 4);
    const row = Object.fromEntries(KIND_COLUMNS.map((column, index) => [column, kindRow(burst)[index]]));
    expect(row).toEqual({
      kind: "burst",
      "Worker p50": "1.00",
      "Worker p99": "1.00",
      "outbox p50": "2.00",
      "outbox p99": "2.00",
      "total p50": "3.00",
      "total p99": "3.00",
      "runtime's p50": "1.50",
      "log lines p50": "0.50",
      lost: "0",
      goal: "ok",
    });
  });

  it("prints the median of a kind's invocations under each p50 column, and the largest (of three) under each p99", () => {
    const kind = emptyKind("verified");
    record(kind, { workerMs: 3, outboxMs: 1, logMs: 0.3, runtimeMs: 2, samples: 40 });
    record(kind, { workerMs: 1, outboxMs: 2, logMs: 0.1, runtimeMs: 0.5, samples: 30 });
    record(kind, { workerMs: 2, outboxMs: 4, logMs: 0.2, runtimeMs: 1, samples: 60 });
    // Totals 4, 3 and 6: the median 4, the largest 6.
    expect(kindRow(kind)).toEqual([
      "verified",
      "2.00",
      "3.00",
      "2.00",
      "4.00",
      "4.00",
      "6.00",
      "1.00",
      "0.20",
      "0",
      "ok",
    ]);
  });

  it("saves each kind's figures, the runtime's among them, for a later run to compare with", () => {
    const verified = emptyKind("verified");
    record(verified, { workerMs: 1, outboxMs: 2, logMs: 0.5, runtimeMs: 0.75, samples: 30 });
    const saved = JSON.parse(savedRun([verified], 3, NaN)) as Record<string, unknown>;
    expect(saved.contactTotalP50Ms).toBe(3);
    expect(saved).not.toHaveProperty("burstTotalP50Ms");
    expect(saved.kinds).toEqual([
      { kind: "verified", workerMs: [1], outboxMs: [2], logMs: [0.5], runtimeMs: [0.75], lost: 0 },
    ]);
  });
});
