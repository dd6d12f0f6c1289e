import { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from "./motion-timings";

/**
 * How long a tooltip waits before opening on hover: 700 ms, unless another tooltip closed less
 * than 300 ms ago, in which case the visitor is already reading labels and it opens at once.
 */
export function tooltipOpenDelay(now: number, lastClosedAt: number | null): number {
  return lastClosedAt !== null && now - lastClosedAt < TOOLTIP_SKIP_DELAY_MS ? 0 : TOOLTIP_OPEN_DELAY_MS;
}
