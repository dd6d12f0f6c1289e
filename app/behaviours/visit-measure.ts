/**
 * The site's own measure of its visits (docs/insights.md): once the page has loaded and the browser is idle, the
 * measuring code (visit-beacon.ts, with the web-vitals library) is fetched, so a page's first load carries only
 * these lines. Nothing is missed by waiting: web-vitals reads the browser's buffered entries. Nothing leaves the
 * page before it is hidden or left, and then only to its own origin. Started before the page's load event.
 */
export function startVisitMeasure(): void {
  addEventListener(
    "load",
    () => {
      // Safari has no idle callback: the next task after the load event will do.
      ("requestIdleCallback" in window ? requestIdleCallback : setTimeout)(() => {
        // Measuring is worth no error: a visitor who leaves while it loads is simply not measured.
        import("./visit-beacon").then(
          (measure) => {
            measure.measureVisit();
          },
          () => undefined,
        );
      });
    },
    { once: true },
  );
}
