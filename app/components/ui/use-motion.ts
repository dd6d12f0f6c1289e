import { useSyncExternalStore } from "react";
import { motionPaused, onMotionChange, setMotionPaused } from "~/behaviours/motion";

/**
 * The site's motion switch for the home page's React sections. The state lives on the document
 * (behaviours/motion.ts); the server and the first render after hydration say paused, as the HTML does.
 */
export function useMotion(): { paused: boolean; setPaused: (paused: boolean) => void } {
  const paused = useSyncExternalStore(onMotionChange, motionPaused, () => true);
  return { paused, setPaused: setMotionPaused };
}
