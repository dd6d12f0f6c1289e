import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MotionProvider, useMotion } from "~/components/motion/motion-provider";
import { nextIndex } from "~/lib/rotation";
import { useRotatingIndex } from "~/lib/use-rotating-index";
import { advance, renderHook } from "./render-hook";

describe("nextIndex", () => {
  it("wraps after the last of ten destinations and of eight names", () => {
    expect(Array.from({ length: 11 }, (_, i) => nextIndex(i % 10, 10))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 1]);
    expect(nextIndex(7, 8)).toBe(0);
    expect(nextIndex(0, 0)).toBe(0);
  });
});

describe("useRotatingIndex (fake timers)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  const withMotion = (children: ReactNode) => <MotionProvider>{children}</MotionProvider>;

  for (const length of [10, 8]) {
    it(`advances every 2000 ms through ${length} entries and wraps`, () => {
      const { result } = renderHook(() => useRotatingIndex(length, 2000), undefined, withMotion);
      const seen = [result.current];
      for (let i = 0; i < length; i++) {
        advance(1999, vi.advanceTimersByTime);
        expect(result.current).toBe(seen.at(-1));
        advance(1, vi.advanceTimersByTime);
        seen.push(result.current);
      }
      expect(seen).toEqual([...Array.from({ length }, (_, i) => i), 0]);
    });
  }

  it("stands still while motion is paused or the rotation is halted", () => {
    const { result, rerender } = renderHook(
      ({ halted }) => ({ index: useRotatingIndex(10, 2000, halted), motion: useMotion() }),
      { halted: false },
      withMotion,
    );
    advance(2000, vi.advanceTimersByTime);
    expect(result.current.index).toBe(1);
    rerender({ halted: true });
    advance(20_000, vi.advanceTimersByTime);
    expect(result.current.index).toBe(1);
    rerender({ halted: false });
    advance(0, () => result.current.motion.setPaused(true));
    advance(20_000, vi.advanceTimersByTime);
    expect(result.current.index).toBe(1);
    advance(0, () => result.current.motion.setPaused(false));
    advance(2000, vi.advanceTimersByTime);
    expect(result.current.index).toBe(2);
  });

  it("starts paused for visitors who prefer reduced motion", () => {
    const matchMedia = vi.spyOn(window, "matchMedia").mockImplementation(
      (query) => ({ matches: query.includes("reduce"), media: query }) as MediaQueryList,
    );
    const { result } = renderHook(() => ({ index: useRotatingIndex(10, 2000), motion: useMotion() }), undefined, withMotion);
    advance(20_000, vi.advanceTimersByTime);
    expect(result.current.motion.paused).toBe(true);
    expect(result.current.index).toBe(0);
    matchMedia.mockRestore();
  });
});
