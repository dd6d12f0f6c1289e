import * as v from "valibot";
import { LEAD_CONTEXT_LIMITS, type LeadContext, type LeadContextKey, leadContextKeys } from "./lead-context-keys";

/**
 * A lead's story, sent with its message: where on the site it was written, where the visit began, which site and
 * campaign brought the visitor, which Insights entry the visitor read last. Each value is bounded in length and characters and is optional: a value that
 * breaks its rule is dropped (an empty string), never a reason to refuse the message, since the visitor did
 * nothing wrong. Pure module, shared by the form and the Worker; its keys are the e-mail template's params and the
 * lead webhook's `context`.
 */

/** A path of the site: `/` then URL path characters, never `//` (which a browser would read as another host). */
const PATH = /^\/(?!\/)[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/;
/** A path with its query as the visit landed on it: printable ASCII, as a URL carries it (no spaces). */
const PATH_AND_QUERY = /^\/(?!\/)[\x21-\x7e]*$/;
/** A host name, lower case, with a port at most: `www.example.org`, `news.ycombinator.com`. */
const HOST = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/;
/** A campaign tag: letters, digits and the punctuation campaign builders use; no control characters or markup. */
const TAG = /^[\p{L}\p{N} ._~+\-:/|()!,]+$/u;

const optionalText = (max: number, pattern: RegExp) =>
  v.optional(v.fallback(v.pipe(v.string(), v.trim(), v.maxLength(max), v.regex(pattern)), ""), "");

/** The lead context's entries of the contact schema: each dropped to "" when it breaks its rule. */
export const leadContextEntries = {
  page: optionalText(LEAD_CONTEXT_LIMITS.page, PATH),
  landing_page: optionalText(LEAD_CONTEXT_LIMITS.landing_page, PATH_AND_QUERY),
  referrer: optionalText(LEAD_CONTEXT_LIMITS.referrer, HOST),
  utm_source: optionalText(LEAD_CONTEXT_LIMITS.utm, TAG),
  utm_medium: optionalText(LEAD_CONTEXT_LIMITS.utm, TAG),
  utm_campaign: optionalText(LEAD_CONTEXT_LIMITS.utm, TAG),
  utm_term: optionalText(LEAD_CONTEXT_LIMITS.utm, TAG),
  utm_content: optionalText(LEAD_CONTEXT_LIMITS.utm, TAG),
  insight: optionalText(LEAD_CONTEXT_LIMITS.insight, PATH),
} satisfies Record<LeadContextKey, v.GenericSchema<unknown, string>>;

/** A lead context with nothing known. */
export const emptyLeadContext = (): LeadContext =>
  Object.fromEntries(leadContextKeys.map((key) => [key, ""])) as LeadContext;

/** The lead context of a checked message (or a stored one): exactly its keys, "" where unknown. */
export function leadContextOf(source: Partial<Record<string, unknown>>): LeadContext {
  const context = emptyLeadContext();
  for (const key of leadContextKeys) {
    const value = source[key];
    if (typeof value === "string") context[key] = value;
  }
  return context;
}
