import { describe, expect, it } from "vitest";
import { takeSlot } from "../../workers/contact/send-slots";

describe("send slots", () => {
  it("the first caller starts now; each next one an interval after the previous slot", () => {
    let nextFreeAt: number | undefined;
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      const taken = takeSlot(nextFreeAt, 10_000, { intervalMs: 1000, withinMs: 20_000 });
      nextFreeAt = taken.nextFreeAt;
      if (taken.answer.granted) waits.push(taken.answer.waitMs);
    }
    expect(waits).toEqual([0, 1000, 2000, 3000]);
    expect(nextFreeAt).toBe(14_000);
  });

  it("a slot that has passed unused is not owed: the next caller starts at once", () => {
    const taken = takeSlot(5000, 9000, { intervalMs: 1000, withinMs: 0 });
    expect(taken).toEqual({ answer: { granted: true, waitMs: 0 }, nextFreeAt: 10_000 });
  });

  it("a caller that cannot wait for the next free slot gets none, and the slot stays free for others", () => {
    const refused = takeSlot(13_000, 10_000, { intervalMs: 1000, withinMs: 2999 });
    expect(refused).toEqual({ answer: { granted: false, nextFreeInMs: 3000 }, nextFreeAt: 13_000 });
    expect(takeSlot(13_000, 10_000, { intervalMs: 1000, withinMs: 3000 }).answer).toEqual({
      granted: true,
      waitMs: 3000,
    });
  });
});
