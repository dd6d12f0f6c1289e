// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setMotionPaused, startMotion } from "~/behaviours/motion";
import { startRotator } from "~/behaviours/rotators";
import { nextIndex } from "~/lib/motion/rotation";

describe("nextIndex", () => {
  it("wraps after the last of ten destinations and of eight names", () => {
    expect(Array.from({ length: 11 }, (_, i) => nextIndex(i % 10, 10))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 1]);
    expect(nextIndex(7, 8)).toBe(0);
    expect(nextIndex(0, 0)).toBe(0);
  });
});

/** A rotator as the server renders it: every item in place, the first current. */
function mountRotator(length: number, intervalMs = 2000): HTMLElement {
  const rotator = document.createElement("div");
  rotator.dataset.rotator = "";
  rotator.dataset.interval = String(intervalMs);
  rotator.innerHTML = Array.from(
    { length },
    (_, i) =>
      `<a href="/${i}" data-rotator-item ${i === 0 ? "data-current" : ""}>${i}</a><i data-rotator-dot ${i === 0 ? "data-current" : ""}></i>`,
  ).join("");
  document.body.appendChild(rotator);
  startRotator(rotator);
  return rotator;
}

const current = (rotator: HTMLElement) =>
  [...rotator.querySelectorAll("[data-rotator-item]")].findIndex((item) => item.hasAttribute("data-current"));

describe("rotators (fake timers)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = "";
    setMotionPaused(false, { remember: false });
  });
  afterEach(() => vi.useRealTimers());

  for (const length of [10, 8]) {
    it(`advance every 2000 ms through ${length} entries and wrap, one current item and dot at a time`, () => {
      const rotator = mountRotator(length);
      const seen = [current(rotator)];
      for (let i = 0; i < length; i++) {
        vi.advanceTimersByTime(1999);
        expect(current(rotator)).toBe(seen.at(-1));
        vi.advanceTimersByTime(1);
        seen.push(current(rotator));
        expect(rotator.querySelectorAll("[data-rotator-item][data-current]")).toHaveLength(1);
        expect(rotator.querySelectorAll("[data-rotator-dot][data-current]")).toHaveLength(1);
      }
      expect(seen).toEqual([...Array.from({ length }, (_, i) => i), 0]);
    });
  }

  it("stand still while motion is paused, and under the pointer or keyboard focus", () => {
    const rotator = mountRotator(10);
    vi.advanceTimersByTime(2000);
    expect(current(rotator)).toBe(1);

    rotator.dispatchEvent(new Event("pointerenter"));
    vi.advanceTimersByTime(20_000);
    expect(current(rotator)).toBe(1);
    rotator.dispatchEvent(new Event("pointerleave"));
    vi.advanceTimersByTime(2000);
    expect(current(rotator)).toBe(2);

    rotator.dispatchEvent(new FocusEvent("focusin"));
    vi.advanceTimersByTime(20_000);
    expect(current(rotator)).toBe(2);
    rotator.dispatchEvent(new FocusEvent("focusout"));

    setMotionPaused(true);
    vi.advanceTimersByTime(20_000);
    expect(current(rotator)).toBe(2);
    // Playing again starts a fresh interval: the next step is a whole interval away.
    vi.advanceTimersByTime(1500);
    setMotionPaused(false);
    vi.advanceTimersByTime(1999);
    expect(current(rotator)).toBe(2);
    vi.advanceTimersByTime(1);
    expect(current(rotator)).toBe(3);
  });
});

describe("the motion switch", () => {
  beforeEach(() => {
    localStorage.clear();
    document.body.innerHTML = '<button data-motion-toggle aria-pressed="true">Motion</button>';
    document.documentElement.dataset.motion = "paused";
  });
  afterEach(() => vi.restoreAllMocks());

  const preferReducedMotion = (reduced: boolean) =>
    vi
      .spyOn(window, "matchMedia")
      .mockImplementation(
        (query) => ({ matches: reduced && query.includes("reduce"), media: query }) as MediaQueryList,
      );

  it("starts playing, and paused for visitors who prefer reduced motion", () => {
    preferReducedMotion(false);
    startMotion();
    expect(document.documentElement.dataset.motion).toBe("playing");
    expect(document.querySelector("[data-motion-toggle]")?.getAttribute("aria-pressed")).toBe("false");

    vi.restoreAllMocks();
    preferReducedMotion(true);
    startMotion();
    expect(document.documentElement.dataset.motion).toBe("paused");
  });

  it("flips on the toggle, tells subscribers, and remembers the choice over the preference", () => {
    preferReducedMotion(false);
    startMotion();
    const changes = vi.fn();
    document.addEventListener("motionchange", changes);
    document.querySelector<HTMLButtonElement>("[data-motion-toggle]")?.click();
    expect(document.documentElement.dataset.motion).toBe("paused");
    expect(document.querySelector("[data-motion-toggle]")?.getAttribute("aria-pressed")).toBe("true");
    expect(changes).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem("motion")).toBe("paused");
    document.removeEventListener("motionchange", changes);

    // Next page: the stored choice wins over a preference for motion.
    document.documentElement.dataset.motion = "paused";
    startMotion();
    expect(document.documentElement.dataset.motion).toBe("paused");
  });
});
