import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mainTextDelayMs, startTyping, subtitleDelayMs, typingEndMs } from "~/lib/motion/typing-schedule";

describe("typing schedule", () => {
  it("starts the subtitle after 200 ms", () => {
    expect(subtitleDelayMs()).toBe(200);
  });

  it("starts the main text after subtitle length x 80 + 400 ms, never before 600 ms", () => {
    expect(mainTextDelayMs(0)).toBe(600);
    expect(mainTextDelayMs(2)).toBe(600); // 2 x 80 + 400 = 560 -> 600
    expect(mainTextDelayMs(3)).toBe(640); // 3 x 80 + 400
    expect(mainTextDelayMs(25)).toBe(2400);
  });

  it("says when a slide's main text is fully typed", () => {
    expect(typingEndMs("ab", "xyz")).toBe(600 + 3 * 80);
    expect(typingEndMs("a".repeat(10), "b".repeat(20))).toBe(1200 + 1600);
  });
});

describe("startTyping", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows nothing before its delay, then one character every 80 ms until the text is complete", () => {
    const counts: number[] = [];
    startTyping(3, 200, (count) => counts.push(count));
    vi.advanceTimersByTime(279);
    expect(counts).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(counts).toEqual([1]);
    vi.advanceTimersByTime(79);
    expect(counts).toEqual([1]);
    vi.advanceTimersByTime(1);
    expect(counts).toEqual([1, 2]);
    vi.advanceTimersByTime(80);
    expect(counts).toEqual([1, 2, 3]);
    vi.advanceTimersByTime(10_000);
    expect(counts).toEqual([1, 2, 3]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("stops when cancelled, before or during typing", () => {
    const before: number[] = [];
    startTyping(5, 200, (count) => before.push(count))();
    vi.advanceTimersByTime(5_000);
    expect(before).toEqual([]);

    const during: number[] = [];
    const stop = startTyping(5, 200, (count) => during.push(count));
    vi.advanceTimersByTime(200 + 2 * 80);
    stop();
    vi.advanceTimersByTime(5_000);
    expect(during).toEqual([1, 2]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("types a main text on the schedule the subtitle sets", () => {
    const subtitle = "Off the demo floor."; // 19 characters: main text after 19 x 80 + 400 = 1920 ms
    const counts: number[] = [];
    startTyping(4, mainTextDelayMs(subtitle.length), (count) => counts.push(count));
    vi.advanceTimersByTime(1920 + 79);
    expect(counts).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(counts).toEqual([1]);
  });
});
