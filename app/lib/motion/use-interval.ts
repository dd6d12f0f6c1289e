import { useEffect, useRef } from "react";

/**
 * Calls `onTick` every `intervalMs` while `running`. The latest callback is always used, so callers need not
 * memoise it; stopping and starting again begins a fresh interval.
 */
export function useInterval(onTick: () => void, intervalMs: number, running: boolean): void {
  const callback = useRef(onTick);
  callback.current = onTick;

  useEffect(() => {
    if (!running) return;
    const id = window.setInterval(() => {
      callback.current();
    }, intervalMs);
    return () => {
      window.clearInterval(id);
    };
  }, [intervalMs, running]);
}
