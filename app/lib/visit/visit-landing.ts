/**
 * Where a visit landed, kept for the visit only: the landing page's path and query, and the host of the page whose
 * link brought the visitor (never its full address). Written once, on the visit's first page, to sessionStorage
 * (gone when the tab closes; no cookie, no localStorage), and sent nowhere by this module: the contact form reads
 * it as the lead's story (visit-story.ts). Every page's script runs this, so it is kept to the least that works.
 */

export interface VisitLanding {
  /** Path and query, as landed. */
  page: string;
  /** The referring page's host; "" for none. */
  from: string;
}

export const VISIT_LANDING_KEY = "visit-landing";

/** Keeps this page as the visit's landing, unless an earlier page of the visit was. Storage off: nothing kept. */
export function recordVisitLanding(): void {
  try {
    if (sessionStorage.getItem(VISIT_LANDING_KEY) !== null) return;
    sessionStorage.setItem(VISIT_LANDING_KEY, JSON.stringify(landingHere()));
  } catch {
    // Storage blocked or full: the visit goes without its story.
  }
}

/** This page as a visit's landing: its path and query, and the referring page's host. */
export function landingHere(): VisitLanding {
  return {
    page: location.pathname + location.search,
    from: URL.canParse(document.referrer) ? new URL(document.referrer).host : "",
  };
}
