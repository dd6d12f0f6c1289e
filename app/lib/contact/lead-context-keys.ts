/**
 * The keys and bounds of a lead's story (lead-context.ts holds their rules), in a module without a schema library:
 * every page's script records the visit's story with them (lib/visit/visit-story.ts) and stays small.
 */

/** The UTM tags a campaign link carries, read from the visit's landing URL. */
export const utmTags = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;

/**
 * `page`: where the message was sent from; `landing_page`, `referrer` and the UTM tags: how the visit began;
 * `insight`: the Insights entry the visit read last.
 */
export const leadContextKeys = ["page", "landing_page", "referrer", ...utmTags, "insight"] as const;
export type LeadContextKey = (typeof leadContextKeys)[number];
export type LeadContext = Record<LeadContextKey, string>;

export const LEAD_CONTEXT_LIMITS = { page: 200, landing_page: 500, referrer: 253, utm: 100, insight: 200 } as const;
