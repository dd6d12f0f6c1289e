import { useCallback, useState } from "react";
import { type CarouselClock, showSlide, tickCarousel } from "./carousel-clock";
import { PROGRESS_TICK_MS } from "./motion-timings";
import { useInterval } from "./use-interval";

/** The carousel clock as React state: ticks while `running`; `show` jumps to a slide and restarts its interval. */
export function useCarouselClock(length: number, running: boolean): CarouselClock & { show: (index: number) => void } {
  const [clock, setClock] = useState<CarouselClock>({ index: 0, elapsedMs: 0 });
  useInterval(
    () => {
      setClock((current) => tickCarousel(current, length));
    },
    PROGRESS_TICK_MS,
    running && length > 1,
  );
  const show = useCallback(
    (index: number) => {
      setClock(showSlide(index, length));
    },
    [length],
  );
  return { ...clock, show };
}
