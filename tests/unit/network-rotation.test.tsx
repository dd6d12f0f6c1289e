// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setMotionPaused } from "~/behaviours/motion";
import { initialNetwork, type NetworkRotation, stepList, stepNetwork } from "~/lib/motion/network-rotation";
import { useMotion } from "~/components/ui/use-motion";
import { useNetworkRotation } from "~/lib/motion/use-network-rotation";
import { advance, renderHook } from "./render-hook";

const lengths = [15, 11] as const;

function run(steps: number): NetworkRotation[] {
  let state = initialNetwork(lengths);
  const states = [state];
  for (let i = 0; i < steps; i++) {
    state = stepNetwork(state, lengths);
    states.push(state);
  }
  return states;
}

/** Each step between consecutive states, as the state before it and the state after. */
function stepsOf(states: NetworkRotation[]): { before: NetworkRotation; after: NetworkRotation }[] {
  const steps: { before: NetworkRotation; after: NetworkRotation }[] = [];
  let before: NetworkRotation | undefined;
  for (const after of states) {
    if (before) steps.push({ before, after });
    before = after;
  }
  return steps;
}

describe("network rotation (pure)", () => {
  it("starts with the first four logos of each list", () => {
    const state = initialNetwork(lengths);
    expect(state.lists[0].slots).toEqual([0, 1, 2, 3]);
    expect(state.lists[1].slots).toEqual([0, 1, 2, 3]);
  });

  it("alternates between the lists, one slot per step", () => {
    for (const [i, { before, after }] of stepsOf(run(40)).entries()) {
      const changed = [0, 1].filter((list) => before.lists[list]?.slots.join() !== after.lists[list]?.slots.join());
      expect(changed).toEqual([i % 2]);
      const list = i % 2;
      const diff = before.lists[list]?.slots.filter((shown, slot) => after.lists[list]?.slots[slot] !== shown);
      expect(diff).toHaveLength(1);
    }
  });

  it("brings logos in following the fixed order, wrapping after the last", () => {
    const states = run(60);
    const incoming = (list: 0 | 1) =>
      stepsOf(states).flatMap(({ before, after }) =>
        after.lists[list].slots.filter((shown, slot) => before.lists[list].slots[slot] !== shown),
      );
    expect(incoming(0)).toEqual([
      4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 0, 1, 2, 3,
    ]);
    expect(incoming(1)).toEqual([
      4, 5, 6, 7, 8, 9, 10, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0,
    ]);
  });

  it("never shows a logo twice at once", () => {
    for (const state of run(500)) {
      for (const list of state.lists) expect(new Set(list.slots).size).toBe(list.slots.length);
    }
  });

  it("skips a logo that is already on show", () => {
    // Slots hold 0, 5, 2, 3; the next in order after 4 is 5, which is shown, so 6 comes in.
    const list = { slots: [0, 4, 2, 3], nextSlot: 0, cursor: 4 };
    expect(stepList(list, 8).slots).toEqual([5, 4, 2, 3]);
    expect(stepList({ slots: [0, 5, 2, 3], nextSlot: 0, cursor: 4 }, 8).slots).toEqual([4, 5, 2, 3]);
    expect(stepList({ slots: [1, 5, 2, 3], nextSlot: 0, cursor: 5 }, 8).slots).toEqual([6, 5, 2, 3]);
  });

  it("leaves a list that has no logo to spare as it is", () => {
    const list = { slots: [0, 1, 2, 3], nextSlot: 0, cursor: 0 };
    expect(stepList(list, 4)).toBe(list);
  });
});

describe("useNetworkRotation (fake timers)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setMotionPaused(false, { remember: false });
  });
  afterEach(() => vi.useRealTimers());

  it("changes an institution slot after 1200 ms, then a partner slot after 1200 more", () => {
    const { result } = renderHook(() => useNetworkRotation(lengths, !useMotion().paused), undefined);
    advance(1199, vi.advanceTimersByTime);
    expect(result.current.lists[0].slots).toEqual([0, 1, 2, 3]);
    advance(1, vi.advanceTimersByTime);
    expect(result.current.lists[0].slots).toEqual([4, 1, 2, 3]);
    expect(result.current.lists[1].slots).toEqual([0, 1, 2, 3]);
    advance(1200, vi.advanceTimersByTime);
    expect(result.current.lists[1].slots).toEqual([4, 1, 2, 3]);
    expect(result.current.lists[0].slots).toEqual([4, 1, 2, 3]);
  });

  it("stands still while motion is paused", () => {
    const { result } = renderHook(() => useNetworkRotation(lengths, !useMotion().paused), undefined);
    advance(0, () => {
      setMotionPaused(true, { remember: false });
    });
    advance(12_000, vi.advanceTimersByTime);
    expect(result.current.lists[0].slots).toEqual([0, 1, 2, 3]);
    advance(0, () => {
      setMotionPaused(false, { remember: false });
    });
    advance(1200, vi.advanceTimersByTime);
    expect(result.current.lists[0].slots).toEqual([4, 1, 2, 3]);
  });
});
