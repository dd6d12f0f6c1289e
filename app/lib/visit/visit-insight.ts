import { insightEntryHook } from "~/lib/document/page-hooks";

/**
 * The Insights entry (an article or a case study) the visit read last: its page's path, kept for the visit only in
 * sessionStorage (gone when the tab closes; no cookie), written by every entry's page as it loads and sent nowhere
 * by this module: the contact form reads it into the lead's story (visit-story.ts), so a message written after
 * reading an entry says which.
 */

export const VISIT_INSIGHT_KEY = "visit-insight";

/** Keeps this page as the entry the visit read last, when it is an entry's page. Storage off: nothing kept. */
export function recordVisitInsight(): void {
  if (!document.querySelector(insightEntryHook.selector)) return;
  try {
    sessionStorage.setItem(VISIT_INSIGHT_KEY, location.pathname);
  } catch {
    // Storage blocked or full: the story goes without it.
  }
}

/** The path of the entry the visit read last; "" for none. */
export function readVisitInsight(): string {
  try {
    return sessionStorage.getItem(VISIT_INSIGHT_KEY) ?? "";
  } catch {
    return "";
  }
}
