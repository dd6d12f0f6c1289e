import { LEAD_CONTEXT_LIMITS, type LeadContext, utmTags } from "~/lib/contact/lead-context-keys";
import { VISIT_LANDING_KEY, type VisitLanding } from "./visit-landing";

/**
 * How the visit began, as a lead's story tells it (lib/contact/lead-context.ts): the landing page with its query,
 * the campaign's UTM tags read from it, and the referring site's host when it is another site (a link followed
 * within the site says nothing of how the visit began). Read from the landing the visit's first page kept
 * (visit-landing.ts); the Worker checks every value again.
 */
export type VisitStory = Omit<LeadContext, "page">;

/** The story of a visit that landed as `landing`, on a site at `host`. */
export function storyOf(landing: VisitLanding, host: string): VisitStory {
  const query = new URLSearchParams(landing.page.split("?")[1] ?? "");
  const story: VisitStory = {
    landing_page: landing.page.slice(0, LEAD_CONTEXT_LIMITS.landing_page),
    referrer: landing.from === host ? "" : landing.from.slice(0, LEAD_CONTEXT_LIMITS.referrer),
    utm_source: "",
    utm_medium: "",
    utm_campaign: "",
    utm_term: "",
    utm_content: "",
  };
  for (const tag of utmTags) story[tag] = (query.get(tag) ?? "").trim().slice(0, LEAD_CONTEXT_LIMITS.utm);
  return story;
}

/** This visit's story, or null when none was kept (storage off, or something else under its key). */
export function readVisitStory(): VisitStory | null {
  try {
    const landing: unknown = JSON.parse(sessionStorage.getItem(VISIT_LANDING_KEY) ?? "null");
    if (!isLanding(landing)) return null;
    return storyOf(landing, location.host);
  } catch {
    return null;
  }
}

function isLanding(value: unknown): value is VisitLanding {
  return (
    typeof value === "object" &&
    value !== null &&
    "page" in value &&
    typeof value.page === "string" &&
    "from" in value &&
    typeof value.from === "string"
  );
}
