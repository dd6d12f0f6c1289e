import { LEAD_CONTEXT_LIMITS, type LeadContext, utmTags } from "~/lib/contact/lead-context-keys";
import { readVisitInsight } from "./visit-insight";
import { VISIT_LANDING_KEY, type VisitLanding } from "./visit-landing";

/**
 * How the visit began, as a lead's story tells it (lib/contact/lead-context.ts): the landing page with its query,
 * the campaign's UTM tags read from it, and the referring site's host when it is another site (a link followed
 * within the site says nothing of how the visit began), and the Insights entry the visit read last. Read from what
 * the visit's pages kept (visit-landing.ts, visit-insight.ts); the Worker checks every value again.
 */
export type VisitStory = Omit<LeadContext, "page">;

/** The story of a visit that landed as `landing`, on a site at `host`, and read `insight` last ("" for none). */
export function storyOf(landing: VisitLanding, host: string, insight = ""): VisitStory {
  const query = new URLSearchParams(landing.page.split("?")[1]);
  const tags = Object.fromEntries(
    utmTags.map((tag) => [tag, (query.get(tag) ?? "").trim().slice(0, LEAD_CONTEXT_LIMITS.utm)]),
  ) as Record<(typeof utmTags)[number], string>;
  return {
    landing_page: landing.page.slice(0, LEAD_CONTEXT_LIMITS.landing_page),
    referrer: landing.from === host ? "" : landing.from.slice(0, LEAD_CONTEXT_LIMITS.referrer),
    ...tags,
    insight: insight.slice(0, LEAD_CONTEXT_LIMITS.insight),
  };
}

/** This visit's story, or null when none was kept (storage off, or something else under its key). */
export function readVisitStory(): VisitStory | null {
  const landing = keptLanding();
  return landing && storyOf(landing, location.host, readVisitInsight());
}

/** The landing this visit kept, or null. Only storage and its text can fail here; what was kept is checked. */
function keptLanding(): VisitLanding | null {
  let kept: { page?: unknown; from?: unknown } | null;
  try {
    kept = JSON.parse(sessionStorage.getItem(VISIT_LANDING_KEY) ?? "null") as typeof kept;
  } catch {
    return null;
  }
  const page = kept?.page;
  const from = kept?.from;
  return typeof page === "string" && typeof from === "string" ? { page, from } : null;
}
