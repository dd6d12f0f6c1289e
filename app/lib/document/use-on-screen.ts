import { type RefObject, useEffect, useState } from "react";

/**
 * Whether at least `threshold` of the element is on screen (an edge touching the viewport is not enough).
 * False until the browser has said so.
 */
export function useOnScreen(ref: RefObject<Element | null>, threshold: number): boolean {
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        setOnScreen(entry?.isIntersecting ?? false);
      },
      { threshold },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [ref, threshold]);
  return onScreen;
}
