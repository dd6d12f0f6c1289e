import { useState } from "react";
import { useMotion } from "~/components/motion/motion-provider";
import { nextIndex } from "./rotation";
import { useInterval } from "./use-interval";

/**
 * An index into a list of `length` that advances every `intervalMs` and wraps, halted by the motion control.
 * `halted` stops it too while the caller needs it still (the hero's link stays put under the pointer or focus).
 */
export function useRotatingIndex(length: number, intervalMs: number, halted = false): number {
  const { paused } = useMotion();
  const [index, setIndex] = useState(0);
  useInterval(() => setIndex((current) => nextIndex(current, length)), intervalMs, !paused && !halted && length > 1);
  return index;
}
