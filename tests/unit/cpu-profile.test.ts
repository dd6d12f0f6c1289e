import { describe, expect, it } from "vitest";
import {
  addFunctionTimes,
  type CallFrame,
  classRange,
  type CpuProfile,
  frameWithin,
  functionRange,
  invocationCpu,
} from "../../scripts/bench/cpu-profile.ts";

const frame = (functionName: string, lineNumber: number, columnNumber = 2, url = "index.js"): CallFrame => ({
  functionName,
  url,
  lineNumber,
  columnNumber,
});
const pseudo = (functionName: string): CallFrame => ({ functionName, url: "", lineNumber: -1, columnNumber: -1 });

/** The outbox class spans lines 100 to 200 of index.js in this hand-made profile. */
const outbox = { url: "index.js", start: { line: 100, column: 0 }, end: { line: 200, column: 1 } };

// (root) -> fetch (Worker) -> checkRequest (Worker); (root) -> accept (outbox) -> insertLead (a helper outside the
// class, called by it); (root) -> (garbage collector); (root) -> (idle).
const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: pseudo("(root)"), children: [2, 3, 6, 7] },
    { id: 2, callFrame: frame("fetch", 10), children: [4] },
    { id: 4, callFrame: frame("checkRequest", 20) },
    { id: 3, callFrame: frame("accept", 101), children: [5] },
    { id: 5, callFrame: frame("insertLead", 30) },
    { id: 6, callFrame: pseudo("(garbage collector)") },
    { id: 7, callFrame: pseudo("(idle)") },
  ],
  startTime: 0,
  endTime: 10_000,
  samples: [7, 2, 4, 3, 5, 6, 2, 6],
  timeDeltas: [5000, 150, 150, 100, 150, 100, 3000, 150],
};

describe("a profile of one invocation", () => {
  it("splits its samples between the Worker and the outbox, by whether their stack passes through the outbox", () => {
    // Sampled every 100 µs, the samples came 100 or 150 µs apart (a busy machine: the sampler runs late).
    const cpu = invocationCpu(profile, 100, (callFrame) => frameWithin(callFrame, outbox));
    // Worker: fetch 150 + checkRequest 150 + fetch after a 3000 µs gap 150 (the median spacing, not the gap) + the
    // collector after it 150. Outbox: accept 100 + insertLead under accept 150 + the collector after it 100.
    // Idle: nothing.
    expect(cpu.workerMs).toBeCloseTo(0.6, 6);
    expect(cpu.outboxMs).toBeCloseTo(0.35, 6);
    expect(cpu.samples).toBe(7);
  });

  it("counts nothing for a profile that is all idle, and everything as the Worker's without an outbox", () => {
    const idle = { ...profile, samples: [7, 7], timeDeltas: [100, 100] };
    expect(invocationCpu(idle, 100, () => false)).toEqual({
      workerMs: 0,
      outboxMs: 0,
      logMs: 0,
      runtimeMs: 0,
      samples: 0,
    });
    const cpu = invocationCpu(profile, 100, () => false);
    expect(cpu.workerMs).toBeCloseTo(0.95, 6);
    expect(cpu.outboxMs).toBe(0);
  });

  it("counts a log line's samples as the log lines', not the Worker's nor the outbox's, wherever it was written", () => {
    // accept (outbox) -> insertLead, where insertLead stands for the function that writes a log line; and the
    // collector's sample after it follows it.
    const loggedBy = (name: string) =>
      invocationCpu(
        profile,
        100,
        (callFrame) => frameWithin(callFrame, outbox),
        (callFrame) => callFrame.functionName === name,
      );
    const cpu = loggedBy("insertLead");
    expect(cpu.logMs).toBeCloseTo(0.25, 6);
    expect(cpu.outboxMs).toBeCloseTo(0.1, 6);
    expect(cpu.workerMs).toBeCloseTo(0.6, 6);
    // A log line written by a function of the outbox class itself (accept) is the log lines' too, all under it.
    const inOutbox = loggedBy("accept");
    expect(inOutbox.logMs).toBeCloseTo(0.35, 6);
    expect(inOutbox.outboxMs).toBe(0);
  });

  it("counts as the runtime's the samples whose innermost frame is native or the runtime's module, log lines aside", () => {
    // accept (outbox) -> exec (native) and -> _send (the runtime's D1 module); fetch (Worker) -> log (a log line)
    // -> stringify (native); and the collector after each.
    const runtimeProfile: CpuProfile = {
      nodes: [
        { id: 1, callFrame: pseudo("(root)"), children: [2, 3, 8] },
        { id: 2, callFrame: frame("fetch", 10), children: [6] },
        { id: 3, callFrame: frame("accept", 101), children: [4, 5] },
        { id: 4, callFrame: frame("exec", -1, -1, "") },
        { id: 5, callFrame: frame("_send", 198, 2, "cloudflare-internal:d1-api") },
        { id: 6, callFrame: frame("log", 40), children: [7] },
        { id: 7, callFrame: frame("stringify", -1, -1, "") },
        { id: 8, callFrame: pseudo("(garbage collector)") },
      ],
      startTime: 0,
      endTime: 1_000,
      samples: [3, 4, 5, 8, 2, 7, 8],
      timeDeltas: [100, 100, 100, 100, 100, 100, 100],
    };
    const cpu = invocationCpu(
      runtimeProfile,
      100,
      (callFrame) => frameWithin(callFrame, outbox),
      (callFrame) => callFrame.functionName === "log",
    );
    // The outbox's exec, _send and the collector after them: 300 µs of its 400. The log line's stringify and the
    // collector after it are the log lines'; the Worker's fetch is its own script's.
    expect(cpu.runtimeMs).toBeCloseTo(0.3, 6);
    expect(cpu.outboxMs).toBeCloseTo(0.4, 6);
    expect(cpu.workerMs).toBeCloseTo(0.1, 6);
    expect(cpu.logMs).toBeCloseTo(0.2, 6);
  });

  it("counts as the runtime's a sample in the runtime's Node.js module, and a sample of no frame the profile lists", () => {
    // fetch (Worker) -> setTimeout (the runtime's timers module); then a sample of a node the profile does not hold
    // (no frame at all: it follows the sample before it, the Worker's); then fetch's own code.
    const runtimeProfile: CpuProfile = {
      nodes: [
        { id: 1, callFrame: pseudo("(root)"), children: [2] },
        { id: 2, callFrame: frame("fetch", 10), children: [3] },
        { id: 3, callFrame: frame("setTimeout", 40, 2, "node-internal:internal_timers") },
      ],
      startTime: 0,
      endTime: 1_000,
      samples: [3, 99, 2],
      timeDeltas: [100, 100, 100],
    };
    const cpu = invocationCpu(runtimeProfile, 100, (callFrame) => frameWithin(callFrame, outbox));
    expect(cpu.workerMs).toBeCloseTo(0.3, 6);
    expect(cpu.runtimeMs).toBeCloseTo(0.2, 6);
  });

  it("finds a function declared in a bundle by its name, and the frames of functions inside it", () => {
    const source = "var a = 1;\nfunction eventLog(area) {\n  return (event) => console.log(area, event);\n}\n";
    const range = functionRange(source, "index.js", "eventLog");
    expect(range).toEqual({ url: "index.js", start: { line: 1, column: 0 }, end: { line: 3, column: 1 } });
    expect(frameWithin(frame("", 2, 9), range)).toBe(true);
    expect(frameWithin(frame("a", 0, 4), range)).toBe(false);
    expect(() => functionRange(source, "index.js", "missing")).toThrow();
    // Declared inside another function (a bundler's module wrapper): found all the same.
    const wrapped = "function init() {\n  function eventLog(area) {\n    return area;\n  }\n}\n";
    expect(functionRange(wrapped, "index.js", "eventLog")).toEqual({
      url: "index.js",
      start: { line: 1, column: 2 },
      end: { line: 3, column: 3 },
    });
  });

  it("counts a sample GAP_INTERVALS intervals after the one before as its own time, and in the typical spacing", () => {
    // Sampled every 100 µs: 400 µs is four intervals, still running; 401 µs and 1000 µs are gaps.
    const atTheLimit = { ...profile, samples: [2, 2, 2], timeDeltas: [100, 400, 401] };
    expect(invocationCpu(atTheLimit, 100, () => false).workerMs).toBeCloseTo(0.6, 6);
    const spacedAtTheLimit = { ...profile, samples: [2, 2, 2, 2], timeDeltas: [400, 400, 100, 1000] };
    // The spacings 100, 400, 400: the gap stands for their median, 400.
    expect(invocationCpu(spacedAtTheLimit, 100, () => false).workerMs).toBeCloseTo(1.3, 6);
  });

  it("takes the sampling interval for a sample after a gap when no two samples came close together", () => {
    const sparse = { ...profile, samples: [2, 2], timeDeltas: [2000, 3000] };
    expect(invocationCpu(sparse, 100, () => false).workerMs).toBeCloseTo(0.2, 6);
  });
});

describe("the outbox class's place in the bundle", () => {
  const bundle = [
    "var helper = () => 1;",
    "var ContactOutbox = class extends DurableObject {",
    "  accept() {",
    "    return helper();",
    "  }",
    "};",
    "function after() {}",
  ].join("\n");

  it("is found where a bundler writes the class as an expression, and holds its methods only", () => {
    const range = classRange(bundle, "index.js", "ContactOutbox");
    expect(range).toEqual({ url: "index.js", start: { line: 1, column: 20 }, end: { line: 5, column: 1 } });
    expect(frameWithin(frame("accept", 2, 2), range)).toBe(true);
    expect(frameWithin(frame("helper", 0, 13), range)).toBe(false);
    expect(frameWithin(frame("after", 6, 0), range)).toBe(false);
    expect(frameWithin(frame("next", 5, 1), range)).toBe(false);
    expect(frameWithin(frame("accept", 2, 2, "other.js"), range)).toBe(false);
  });

  it("is found as a class declaration too, and a missing class is an error", () => {
    const declared = classRange("class ContactOutbox {\n  alarm() {}\n}\n", "index.js", "ContactOutbox");
    expect(frameWithin(frame("alarm", 1, 2), declared)).toBe(true);
    expect(() => classRange(bundle, "index.js", "Missing")).toThrow("no class Missing in index.js");
  });
});

describe("where a profile's time went, by function", () => {
  it("gives each sample to its innermost frame as self time, and once to every function on its stack", () => {
    const times = { self: new Map<string, number>(), inclusive: new Map<string, number>() };
    addFunctionTimes(profile, 100, times);
    // Self: fetch 150 + 150 (after its gap, the median spacing), checkRequest 150, accept 100, insertLead 150, the
    // collector 100 + 150; idle nothing. Lines print from 1.
    expect(Object.fromEntries(times.self)).toEqual({
      "fetch index.js:11": 300,
      "checkRequest index.js:21": 150,
      "accept index.js:102": 100,
      "insertLead index.js:31": 150,
      "(garbage collector)": 250,
    });
    // Inclusive: fetch's own samples and checkRequest's under it; accept's and insertLead's under it; pseudo-frames none.
    expect(Object.fromEntries(times.inclusive)).toEqual({
      "fetch index.js:11": 450,
      "checkRequest index.js:21": 150,
      "accept index.js:102": 250,
      "insertLead index.js:31": 150,
    });
    // A second profile adds to the same totals.
    addFunctionTimes(profile, 100, times);
    expect(times.self.get("fetch index.js:11")).toBe(600);
  });

  it("counts a function that calls itself once for each sample, however deep it recursed", () => {
    // (root) -> walk -> walk -> walk: three samples, in the innermost call each time.
    const recursive: CpuProfile = {
      nodes: [
        { id: 1, callFrame: pseudo("(root)"), children: [2] },
        { id: 2, callFrame: frame("walk", 40), children: [3] },
        { id: 3, callFrame: frame("walk", 40), children: [4] },
        { id: 4, callFrame: frame("walk", 40) },
      ],
      startTime: 0,
      endTime: 300,
      samples: [4, 4, 4],
      timeDeltas: [100, 100, 100],
    };
    const times = { self: new Map<string, number>(), inclusive: new Map<string, number>() };
    addFunctionTimes(recursive, 100, times);
    expect(Object.fromEntries(times.self)).toEqual({ "walk index.js:41": 300 });
    expect(Object.fromEntries(times.inclusive)).toEqual({ "walk index.js:41": 300 });
  });
});
