import { CAROUSEL_INTERVAL_MS, PROGRESS_TICK_MS } from "./motion-timings";
import { nextIndex } from "./rotation";

// The carousel's clock: it ticks every 50 ms, the progress bar fills over the 8000 ms interval,
// and on the interval's last tick the next slide shows, wrapping to the first after the last.

export interface CarouselClock {
  index: number;
  elapsedMs: number;
}

/** How many progress steps fill the bar. */
export const PROGRESS_STEPS = CAROUSEL_INTERVAL_MS / PROGRESS_TICK_MS;

export function tickCarousel(clock: CarouselClock, length: number): CarouselClock {
  const elapsedMs = clock.elapsedMs + PROGRESS_TICK_MS;
  if (elapsedMs < CAROUSEL_INTERVAL_MS) return { index: clock.index, elapsedMs };
  return { index: nextIndex(clock.index, length), elapsedMs: 0 };
}

/** A slide chosen by the visitor (previous/next): shown from the start of its interval. */
export function showSlide(index: number, length: number): CarouselClock {
  return { index: length > 0 ? ((index % length) + length) % length : 0, elapsedMs: 0 };
}

/** The progress bar's fill, 0 to 1. */
export function progressOf(clock: CarouselClock): number {
  return clock.elapsedMs / CAROUSEL_INTERVAL_MS;
}

/**
 * Which slide types its texts out. A slide types when it comes into view while motion plays, and the first slide
 * also when motion first starts (the server's HTML, and visitors who prefer reduced motion, show every text in
 * full). Pausing shows the text in full; resuming does not retype the slide on show, the next one types.
 */
export interface TypingState {
  index: number;
  paused: boolean;
  typing: number | null;
  played: boolean;
}

export function initialTyping(index: number, paused: boolean): TypingState {
  return { index, paused, typing: paused ? null : index, played: !paused };
}

export function nextTyping(state: TypingState, index: number, paused: boolean): TypingState {
  if (state.index === index && state.paused === paused) return state;
  const typing = paused ? null : state.index !== index || !state.played ? index : state.typing;
  return { index, paused, typing, played: state.played || !paused };
}
