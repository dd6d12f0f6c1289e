/**
 * The arithmetic of send slots for one provider account: the provider accepts a call only so often, so the
 * outbox gives its calls start times at least one interval apart, in the order they ask. Times are milliseconds.
 */

/**
 * Slots are spaced a tenth wider than the provider's interval. Calls do not reach the provider exactly at their
 * slots (timers fire late on a busy machine, the network adds its own jitter), and one that arrives a little
 * early is refused (429) and has to be tried again: the margin makes that rare.
 */
export const SLOT_MARGIN = 0.1;

export interface SlotRequest {
  /** The spacing the provider needs between two calls. */
  intervalMs: number;
  /** The longest the caller can wait for its slot; a later slot is of no use to it and is not taken. */
  withinMs: number;
}

export type SlotAnswer =
  /** The slot is the caller's: start the call after `waitMs`. */
  | { granted: true; waitMs: number }
  /** Every slot the caller could use is taken; the next free one starts in `nextFreeInMs`. */
  | { granted: false; nextFreeInMs: number };

/** Hands out the next free slot, or none. `nextFreeAt` is when the next slot starts (absent: now). */
export function takeSlot(
  nextFreeAt: number | undefined,
  now: number,
  request: SlotRequest,
): { answer: SlotAnswer; nextFreeAt: number | undefined } {
  const start = Math.max(now, nextFreeAt ?? now);
  const waitMs = start - now;
  if (waitMs > request.withinMs) return { answer: { granted: false, nextFreeInMs: waitMs }, nextFreeAt };
  return { answer: { granted: true, waitMs }, nextFreeAt: start + request.intervalMs };
}
