/**
 * The site's own measure of its visits (docs/insights.md): once the page has loaded and the browser is idle, the
 * measuring code (visit-beacon.ts, with the web-vitals library) is fetched, so a page's first load carries only
 * these lines. Nothing is missed by waiting: web-vitals reads the browser's buffered entries. Nothing leaves the
 * page before it is hidden or left, and then only to its own origin. Started before the page's load event.
 */

/**
 * The longest wait for an idle moment after the load event, as web-vitals caps its own: a page that is never idle
 * is measured too (a busy headless Chromium ran no idle callback for 11 s after a page's load event).
 */
const IDLE_WAIT_CAP_MS = 1000;

export function startVisitMeasure(): void {
  const measure = () => {
    // Measuring is worth no error: a visitor who leaves while it loads is simply not measured.
    import("./visit-beacon").then(
      (loaded) => {
        loaded.measureVisit();
      },
      () => undefined,
    );
  };
  addEventListener(
    "load",
    () => {
      // Safari has no idle callback: the next task after the load event will do.
      if ("requestIdleCallback" in window) requestIdleCallback(measure, { timeout: IDLE_WAIT_CAP_MS });
      else setTimeout(measure);
    },
    { once: true },
  );
}
