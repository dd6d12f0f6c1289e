// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  initialTyping,
  nextTyping,
  PROGRESS_STEPS,
  progressOf,
  showSlide,
  tickCarousel,
} from "~/lib/motion/carousel-clock";
import { useCarouselClock } from "~/lib/motion/use-carousel-clock";
import { advance, renderHook } from "./render-hook";

describe("carousel clock (pure)", () => {
  it("fills the progress bar in 160 steps of 50 ms, then shows the next slide", () => {
    expect(PROGRESS_STEPS).toBe(160);
    let clock = { index: 0, elapsedMs: 0 };
    const fills: number[] = [];
    for (let step = 1; step < PROGRESS_STEPS; step++) {
      clock = tickCarousel(clock, 3);
      fills.push(progressOf(clock));
    }
    expect(clock).toEqual({ index: 0, elapsedMs: 7950 });
    expect(fills[0]).toBe(1 / 160);
    expect(new Set(fills.map((fill, i) => fill - (fills[i - 1] ?? 0)).map((d) => d.toFixed(9)))).toEqual(
      new Set([(1 / 160).toFixed(9)]),
    );
    expect(tickCarousel(clock, 3)).toEqual({ index: 1, elapsedMs: 0 });
  });

  it("wraps from the last slide to the first", () => {
    expect(tickCarousel({ index: 2, elapsedMs: 7950 }, 3)).toEqual({ index: 0, elapsedMs: 0 });
  });

  it("lets the visitor pick a slide in either direction, from the start of its interval", () => {
    expect(showSlide(-1, 4)).toEqual({ index: 3, elapsedMs: 0 });
    expect(showSlide(4, 4)).toEqual({ index: 0, elapsedMs: 0 });
    expect(showSlide(2, 4)).toEqual({ index: 2, elapsedMs: 0 });
  });
});

describe("useCarouselClock (fake timers)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("advances after 8000 ms and not before, and wraps after the last slide", () => {
    const { result } = renderHook(({ running }) => useCarouselClock(3, running), { running: true });
    advance(7999, vi.advanceTimersByTime);
    expect(result.current.index).toBe(0);
    expect(result.current.elapsedMs).toBe(7950);
    advance(1, vi.advanceTimersByTime);
    expect(result.current.index).toBe(1);
    expect(result.current.elapsedMs).toBe(0);
    advance(16_000, vi.advanceTimersByTime);
    expect(result.current.index).toBe(0);
  });

  it("updates the progress every 50 ms", () => {
    const { result } = renderHook(() => useCarouselClock(3, true), undefined);
    advance(49, vi.advanceTimersByTime);
    expect(progressOf(result.current)).toBe(0);
    advance(1, vi.advanceTimersByTime);
    expect(progressOf(result.current)).toBe(1 / 160);
    advance(4000 - 50, vi.advanceTimersByTime);
    expect(progressOf(result.current)).toBe(0.5);
  });

  it("holds still while not running and goes on from where it stopped", () => {
    const { result, rerender } = renderHook(({ running }) => useCarouselClock(3, running), { running: true });
    advance(4000, vi.advanceTimersByTime);
    rerender({ running: false });
    advance(60_000, vi.advanceTimersByTime);
    expect(result.current).toMatchObject({ index: 0, elapsedMs: 4000 });
    expect(vi.getTimerCount()).toBe(0);
    rerender({ running: true });
    advance(4000, vi.advanceTimersByTime);
    expect(result.current).toMatchObject({ index: 1, elapsedMs: 0 });
  });

  it("restarts the interval when the visitor picks a slide", () => {
    const { result } = renderHook(() => useCarouselClock(3, true), undefined);
    advance(6000, vi.advanceTimersByTime);
    advance(0, () => {
      result.current.show(2);
    });
    expect(result.current).toMatchObject({ index: 2, elapsedMs: 0 });
    advance(7999, vi.advanceTimersByTime);
    expect(result.current.index).toBe(2);
    advance(1, vi.advanceTimersByTime);
    expect(result.current.index).toBe(0);
  });
});

describe("which slide types", () => {
  it("types the first slide when motion first starts, not when the page loads paused", () => {
    const loaded = initialTyping(0, true);
    expect(loaded.typing).toBeNull();
    expect(nextTyping(loaded, 0, false).typing).toBe(0);
  });

  it("types each slide that comes into view while playing", () => {
    const playing = nextTyping(initialTyping(0, true), 0, false);
    expect(nextTyping(playing, 1, false).typing).toBe(1);
  });

  it("shows every text in full while paused, and does not retype the slide on show after resuming", () => {
    const playing = nextTyping(initialTyping(0, true), 0, false);
    const paused = nextTyping(playing, 0, true);
    expect(paused.typing).toBeNull();
    const resumed = nextTyping(paused, 0, false);
    expect(resumed.typing).toBeNull();
    expect(nextTyping(resumed, 1, false).typing).toBe(1);
  });

  it("keeps the same state object when nothing changed", () => {
    const state = initialTyping(2, false);
    expect(nextTyping(state, 2, false)).toBe(state);
  });
});
