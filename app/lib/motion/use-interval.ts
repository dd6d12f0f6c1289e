import { useEffect, useEffectEvent } from "react";

/**
 * Calls `onTick` every `intervalMs` while `running`. The latest callback is always used (an effect event), so
 * callers need not memoise it; stopping and starting again begins a fresh interval.
 */
export function useInterval(onTick: () => void, intervalMs: number, running: boolean): void {
  const tick = useEffectEvent(onTick);

  useEffect(() => {
    if (!running) return;
    const id = window.setInterval(() => {
      tick();
    }, intervalMs);
    return () => {
      window.clearInterval(id);
    };
  }, [intervalMs, running]);
}
