// Relative, not through the `~/` alias: app/routes.ts reads this module, and React Router loads that file
// without the project's aliases.
import { type Language, languageOfPath, localizedPath, unlocalizedPath } from "../../lib/language/languages";
import { INSIGHT_SLUG_MAX_LENGTH, insightSlugPattern } from "./insight-schema";

/**
 * The addresses of the Insights pages, in a language: the listing at `/insights` (its later pages at
 * `/insights/page/<n>`), each entry at `/insights/<slug>`, the feed at `/insights/feed.xml`; other languages under
 * their prefix. Shared by the routes, the loaders, the build and the Worker's page counts.
 */

/** Entries a listing page shows. */
export const INSIGHTS_PAGE_SIZE = 12;

export const INSIGHTS_PATH = "/insights";

export const insightsListPath = (language: Language, page = 1) =>
  localizedPath(language, page === 1 ? INSIGHTS_PATH : `${INSIGHTS_PATH}/page/${page}`);

export const insightPath = (language: Language, slug: string) => localizedPath(language, `${INSIGHTS_PATH}/${slug}`);

export const insightsFeedPath = (language: Language) => localizedPath(language, `${INSIGHTS_PATH}/feed.xml`);

/** How many listing pages `count` entries fill (one, empty, for none). */
export const insightsPageCount = (count: number) => Math.max(1, Math.ceil(count / INSIGHTS_PAGE_SIZE));

/** A listing page's number as its address writes it: 2 and up, no leading zero ("1" is the listing's own address). */
export function listPageNumber(segment: string): number | undefined {
  return /^[1-9]\d{0,5}$/.test(segment) ? Number(segment) : undefined;
}

/** Whether a path segment can be an entry's slug at all (its file may still be missing). */
export const isInsightSlug = (segment: string) =>
  segment.length <= INSIGHT_SLUG_MAX_LENGTH && insightSlugPattern.test(segment);

/**
 * Whether a path has the shape of an Insights page beyond the listing, in a language: an entry's (`/insights/<slug>`)
 * or a later listing page's (`/insights/page/2`). Whether the build published a page there is another question.
 */
export function isInsightsPagePath(path: string): boolean {
  if (localizedPath(languageOfPath(path), unlocalizedPath(path)) !== path) return false;
  const [empty, section, segment, page, ...rest] = unlocalizedPath(path).split("/");
  if (empty !== "" || `/${section}` !== INSIGHTS_PATH || segment === undefined || rest.length > 0) return false;
  if (page !== undefined) return segment === "page" && (listPageNumber(page) ?? 0) > 1;
  return isInsightSlug(segment);
}
