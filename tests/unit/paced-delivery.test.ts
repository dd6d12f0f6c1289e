import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ProviderResult } from "../../workers/email-provider";
import {
  type DeliveryPorts,
  type DeliveryReport,
  deliverPaced,
  PACER_ANSWER_TIMEOUT_MS,
  SLOT_MARGIN,
} from "../../workers/paced-delivery";
import { type SlotAnswer, type SlotRequest, takeSlot } from "../../workers/send-slots";

// The delivery rules on a fake clock: the pacer is the real slot arithmetic over one shared state, the
// provider a script of answers. Times are milliseconds since the burst began.

const DEADLINE_MS = 20_000;
const INTERVAL_MS = 1000;
const CALL_TIMEOUT_MS = 8000;
/** Slots are a little wider than the provider's interval. */
const SLOT_MS = INTERVAL_MS * (1 + SLOT_MARGIN);
const slots = (...indexes: number[]) => indexes.map((index) => Math.round(index * SLOT_MS));

let start: number;

beforeEach(() => {
  vi.useFakeTimers();
  start = Date.now();
});

afterEach(() => {
  vi.useRealTimers();
});

const sent: ProviderResult = { kind: "sent" };
const refused = (status: number): ProviderResult => ({ kind: "refused", status, text: "no" });

function sharedPacer() {
  let nextFreeAt: number | undefined;
  return {
    takeSlot: (request: SlotRequest): Promise<SlotAnswer> => {
      const taken = takeSlot(nextFreeAt, Date.now(), request);
      nextFreeAt = taken.nextFreeAt;
      return Promise.resolve(taken.answer);
    },
  };
}

type Answer = ProviderResult | "hang";

/** A provider answering from `script` in order (then `otherwise`); "hang" never answers, so the call times out. */
function scriptedProvider(script: Answer[] = [], otherwise: Answer = sent) {
  const calls: { at: number; timeoutMs: number }[] = [];
  const send = (timeoutMs: number): Promise<ProviderResult> => {
    calls.push({ at: Date.now() - start, timeoutMs });
    const answer = script.shift() ?? otherwise;
    if (answer !== "hang") return Promise.resolve(answer);
    return new Promise((resolve) =>
      setTimeout(() => {
        resolve({ kind: "timeout" });
      }, timeoutMs),
    );
  };
  return { calls, send };
}

/** One visitor's delivery, begun now; `answeredAt` is set when it settles. */
function visitor(ports: DeliveryPorts) {
  const state: { report?: DeliveryReport; answeredAt?: number } = {};
  const done = deliverPaced(
    {
      deadlineAt: Date.now() + DEADLINE_MS,
      deadlineMs: DEADLINE_MS,
      intervalMs: INTERVAL_MS,
      callTimeoutMs: CALL_TIMEOUT_MS,
    },
    ports,
  ).then((report) => {
    state.report = report;
    state.answeredAt = Date.now() - start;
    return report;
  });
  return Object.assign(state, { done });
}

const runFor = (ms: number) => vi.advanceTimersByTimeAsync(ms);

describe("paced delivery", () => {
  it("visitors arriving together are called one slot apart, a little over the provider's interval, and all delivered", async () => {
    const pacer = sharedPacer();
    const provider = scriptedProvider();
    const visitors = Array.from({ length: 3 }, () => visitor({ ...pacer, send: provider.send }));
    await runFor(DEADLINE_MS);

    expect(SLOT_MS).toBeGreaterThan(INTERVAL_MS);
    expect(SLOT_MS).toBeLessThanOrEqual(INTERVAL_MS * 1.1);
    expect(provider.calls.map((call) => call.at)).toEqual(slots(0, 1, 2));
    expect(visitors.map((v) => v.report?.result)).toEqual([sent, sent, sent]);
    expect(visitors.map((v) => v.answeredAt)).toEqual(slots(0, 1, 2));
  });

  it("a 429 is called again in the next slot", async () => {
    const provider = scriptedProvider([refused(429)]);
    const one = visitor({ ...sharedPacer(), send: provider.send });
    await runFor(DEADLINE_MS);

    expect(provider.calls.map((call) => call.at)).toEqual(slots(0, 1));
    expect(one.report).toEqual({ result: sent, attempts: 2 });
  });

  it("a retry takes the next free slot, after those already handed to others", async () => {
    const pacer = sharedPacer();
    const first = scriptedProvider([refused(429)]);
    const second = scriptedProvider();
    const a = visitor({ ...pacer, send: first.send });
    const b = visitor({ ...pacer, send: second.send });
    await runFor(DEADLINE_MS);

    expect(second.calls.map((call) => call.at)).toEqual(slots(1));
    expect(first.calls.map((call) => call.at)).toEqual(slots(0, 2));
    expect([a.report?.result, b.report?.result]).toEqual([sent, sent]);
  });

  it.each([500, 502, 503])("a %i is called again", async (status) => {
    const provider = scriptedProvider([refused(status)]);
    const one = visitor({ ...sharedPacer(), send: provider.send });
    await runFor(DEADLINE_MS);
    expect(one.report).toEqual({ result: sent, attempts: 2 });
  });

  it.each([400, 403, 412, 422, 307])("a %i is final: one call, its answer", async (status) => {
    const provider = scriptedProvider([refused(status)]);
    const one = visitor({ ...sharedPacer(), send: provider.send });
    await runFor(DEADLINE_MS);
    expect(provider.calls).toHaveLength(1);
    expect(one.report).toEqual({ result: refused(status), attempts: 1 });
  });

  it("a call that timed out is never made again, though the deadline would allow it", async () => {
    const provider = scriptedProvider(["hang"]);
    const one = visitor({ ...sharedPacer(), send: provider.send });
    await runFor(DEADLINE_MS * 2);

    expect(provider.calls).toEqual([{ at: 0, timeoutMs: CALL_TIMEOUT_MS }]);
    expect(one.report).toEqual({ result: { kind: "timeout" }, attempts: 1 });
    expect(one.answeredAt).toBe(CALL_TIMEOUT_MS);
  });

  it("a call whose connection failed is never made again either (it may have arrived)", async () => {
    const provider = scriptedProvider([{ kind: "unreachable", error: "Network connection lost." }]);
    const one = visitor({ ...sharedPacer(), send: provider.send });
    await runFor(DEADLINE_MS);
    expect(provider.calls).toHaveLength(1);
    expect(one.report?.result).toEqual({ kind: "unreachable", error: "Network connection lost." });
  });

  it("a provider that keeps refusing: calls until the last usable slot, then the provider's answer, before the deadline", async () => {
    const provider = scriptedProvider([], refused(429));
    const one = visitor({ ...sharedPacer(), send: provider.send });
    await runFor(DEADLINE_MS * 2);

    // A tenth of the deadline is kept for the last call: slots up to 18 s, 0 to 17.6 s.
    const usable = slots(...Array.from({ length: 17 }, (_, i) => i));
    expect(usable.at(-1)).toBe(17_600);
    expect(provider.calls.map((call) => call.at)).toEqual(usable);
    expect(one.report).toEqual({ result: refused(429), attempts: 17 });
    expect(one.answeredAt).toBe(17_600);
  });

  it("no call outlives the deadline: each gets at most what is left of it", async () => {
    const pacer = sharedPacer();
    const providers = Array.from({ length: 17 }, (_, i) => scriptedProvider(i === 16 ? ["hang"] : []));
    const visitors = providers.map((provider) => visitor({ ...pacer, send: provider.send }));
    await runFor(DEADLINE_MS * 2);

    expect(providers[10]?.calls).toEqual([{ at: 11_000, timeoutMs: CALL_TIMEOUT_MS }]);
    expect(providers[16]?.calls).toEqual([{ at: 17_600, timeoutMs: 2400 }]);
    expect(visitors[16]?.answeredAt).toBe(DEADLINE_MS);
    expect(Math.max(...visitors.map((v) => v.answeredAt ?? Infinity))).toBe(DEADLINE_MS);
  });

  it("when every usable slot is taken, a visitor hears it at once, with the wait for the next free slot", async () => {
    const pacer = sharedPacer();
    const provider = scriptedProvider();
    const visitors = Array.from({ length: 25 }, () => visitor({ ...pacer, send: provider.send }));
    await runFor(0);

    const busy = visitors.filter((v) => v.report?.result.kind === "busy");
    expect(busy).toHaveLength(8);
    expect(busy.map((v) => v.answeredAt)).toEqual(Array(8).fill(0));
    expect(busy[0]?.report).toEqual({ result: { kind: "busy", retryAfterMs: 18_700 }, attempts: 0 });

    await runFor(DEADLINE_MS);
    expect(provider.calls).toHaveLength(17);
    expect(visitors.filter((v) => v.report?.result.kind === "sent")).toHaveLength(17);
  });
});

describe("paced delivery with a pacer that misjudges", () => {
  it("a slot past the deadline is not waited for: the answer comes at once, no call made", async () => {
    const provider = scriptedProvider();
    const one = visitor({
      takeSlot: () => Promise.resolve({ granted: true, waitMs: DEADLINE_MS + 500 }),
      send: provider.send,
    });
    await runFor(DEADLINE_MS * 2);
    expect(provider.calls).toEqual([]);
    expect(one.report).toEqual({ result: { kind: "busy", retryAfterMs: DEADLINE_MS + 500 }, attempts: 0 });
    expect(one.answeredAt).toBe(0);
  });
});

describe("paced delivery without its pacer", () => {
  it("a pacer that throws: one call at once, unpaced, and the error is reported", async () => {
    const provider = scriptedProvider();
    const one = visitor({ takeSlot: () => Promise.reject(new Error("binding not found")), send: provider.send });
    await runFor(DEADLINE_MS);
    expect(provider.calls.map((call) => call.at)).toEqual([0]);
    expect(one.report).toEqual({ result: sent, attempts: 1, pacerError: "binding not found" });
  });

  it("a pacer that throws before it is even asked (no binding) counts the same", async () => {
    const provider = scriptedProvider();
    const one = visitor({
      takeSlot: () => {
        throw new TypeError("Cannot read properties of undefined (reading 'getByName')");
      },
      send: provider.send,
    });
    await runFor(DEADLINE_MS);
    expect(one.report?.result).toEqual(sent);
    expect(one.report?.pacerError).toMatch(/getByName/);
  });

  it("without the pacer a refused call is not made again: its answer stands", async () => {
    let asked = 0;
    const provider = scriptedProvider([refused(429)]);
    const one = visitor({
      takeSlot: () => {
        asked += 1;
        return asked > 1 ? Promise.reject(new Error("gone")) : Promise.resolve({ granted: true, waitMs: 0 });
      },
      send: provider.send,
    });
    await runFor(DEADLINE_MS);
    expect(provider.calls).toHaveLength(1);
    expect(one.report).toEqual({ result: refused(429), attempts: 1, pacerError: "gone" });
  });

  it("a pacer that never answers is given up after a while, then one call is made", async () => {
    const provider = scriptedProvider();
    const neverSettles = () =>
      new Promise<never>(() => {
        // Neither resolves nor rejects.
      });
    const one = visitor({ takeSlot: neverSettles, send: provider.send });
    await runFor(DEADLINE_MS);
    expect(provider.calls.map((call) => call.at)).toEqual([PACER_ANSWER_TIMEOUT_MS]);
    expect(one.report?.result).toEqual(sent);
    expect(one.report?.pacerError).toMatch(/no answer/);
  });
});
