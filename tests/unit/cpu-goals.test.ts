import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import {
  baselineOf,
  percentile,
  spread,
  totals,
  withinBaselineGoal,
  withinP99Goal,
} from "../../scripts/bench/cpu-goals.ts";

describe("percentiles", () => {
  it("are nearest-rank figures of the sorted list", () => {
    const hundred = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 99)).toBe(99);
    expect(spread([3, 1, 2])).toEqual({ p50: 2, p99: 3 });
    expect(percentile([], 50)).toBeNaN();
  });
});

describe("the nearest rank", () => {
  it("rounds up: the 99th percentile of 60 figures is the 60th, the 50th of 5 the 3rd", () => {
    const sixty = Array.from({ length: 60 }, (_, index) => index + 1);
    expect(percentile(sixty, 99)).toBe(60);
    expect(percentile([1, 2, 3, 4, 5], 50)).toBe(3);
  });
});

describe("the CPU goals", () => {
  it("hold when the Worker's and the outbox's p99 are each at most 5 ms", () => {
    expect(withinP99Goal({ kind: "k", workerMs: [1, 5], outboxMs: [4.9, 5] })).toBe(true);
    expect(withinP99Goal({ kind: "k", workerMs: [1, 5.01], outboxMs: [0, 0] })).toBe(false);
    expect(withinP99Goal({ kind: "k", workerMs: [1, 2], outboxMs: [0, 5.2] })).toBe(false);
  });

  it("add a message's Worker and outbox CPU, and compare its median with half the baseline", () => {
    expect(totals({ kind: "k", workerMs: [1, 2], outboxMs: [3, 4] })).toEqual([4, 6]);
    expect(withinBaselineGoal(5, 10)).toBe(true);
    expect(withinBaselineGoal(5.1, 10)).toBe(false);
    expect(withinBaselineGoal(5, undefined)).toBeUndefined();
    // A run that did not measure the contact message (`--only=burst`) is not held to its baseline.
    expect(withinBaselineGoal(NaN, 10)).toBeUndefined();
  });

  it("take the baseline as milliseconds or as a file saved by an earlier run", () => {
    const read = (file: string) => readFileSync(file, "utf8");
    expect(baselineOf("", read)).toBeUndefined();
    expect(baselineOf("11.5", read)).toEqual({ verifiedMs: 11.5 });
    // A figure of no milliseconds is no baseline: read as a file's name, which is not there.
    expect(() => baselineOf("0", read)).toThrow("--baseline takes milliseconds or a file saved with --save");
    const dir = mkdtempSync(path.join(tmpdir(), "cpu-goals-"));
    onTestFinished(() => {
      rmSync(dir, { recursive: true, force: true });
    });
    writeFileSync(path.join(dir, "before.json"), JSON.stringify({ contactTotalP50Ms: 7.08 }));
    expect(baselineOf(path.join(dir, "before.json"), read)).toEqual({ verifiedMs: 7.08 });
    // A run that measured bursts saved a burst's figure too; one that is not a positive number is left out.
    writeFileSync(path.join(dir, "bursts.json"), JSON.stringify({ contactTotalP50Ms: 7.08, burstTotalP50Ms: 9.5 }));
    expect(baselineOf(path.join(dir, "bursts.json"), read)).toEqual({ verifiedMs: 7.08, burstMs: 9.5 });
    writeFileSync(path.join(dir, "no-burst.json"), JSON.stringify({ contactTotalP50Ms: 7.08, burstTotalP50Ms: 0 }));
    expect(baselineOf(path.join(dir, "no-burst.json"), read)).toEqual({ verifiedMs: 7.08 });
    writeFileSync(path.join(dir, "other.json"), JSON.stringify({ views: 3 }));
    expect(() => baselineOf(path.join(dir, "other.json"), read)).toThrow("holds no contactTotalP50Ms figure");
    for (const figure of [0, -3]) {
      writeFileSync(path.join(dir, "spoilt.json"), JSON.stringify({ contactTotalP50Ms: figure }));
      expect(() => baselineOf(path.join(dir, "spoilt.json"), read)).toThrow("holds no contactTotalP50Ms figure");
    }
    expect(() => baselineOf(path.join(dir, "missing.json"), read)).toThrow("--baseline takes milliseconds or a file");
  });
});
