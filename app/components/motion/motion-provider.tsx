import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";

/**
 * One switch for everything on the site that moves or updates by itself (WCAG 2.2.2). Visitors who prefer
 * reduced motion start paused; an explicit choice is remembered in localStorage and wins over the preference.
 */
interface Motion {
  paused: boolean;
  setPaused: (paused: boolean) => void;
}

const STORAGE_KEY = "motion";
const MotionContext = createContext<Motion>({ paused: false, setPaused: () => {} });

export function MotionProvider({ children }: { children: ReactNode }) {
  // The server cannot know the visitor's preference, so the first paint is paused (no motion, full text);
  // motion starts after hydration when the visitor neither prefers reduced motion nor paused before.
  const [paused, setPausedState] = useState(true);

  useEffect(() => {
    const stored = localStorage.getItem(STORAGE_KEY);
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    setPausedState(stored ? stored === "paused" : reduced);
  }, []);

  const setPaused = useCallback((next: boolean) => {
    setPausedState(next);
    localStorage.setItem(STORAGE_KEY, next ? "paused" : "playing");
  }, []);

  useEffect(() => {
    document.documentElement.dataset.motion = paused ? "paused" : "playing";
  }, [paused]);

  const value = useMemo(() => ({ paused, setPaused }), [paused, setPaused]);
  return <MotionContext value={value}>{children}</MotionContext>;
}

export function useMotion(): Motion {
  return useContext(MotionContext);
}
