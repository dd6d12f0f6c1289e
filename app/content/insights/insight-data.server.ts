import type { RouterContextProvider } from "react-router";
import { type Language, languageOfPath, unlocalizedPath } from "~/lib/language/languages";
import { insightEntryFile, insightsIndexFile, insightsListPageFile } from "./insight-data-files";
import { INSIGHTS_PATH, insightPath, insightsListPath, isInsightSlug } from "./insight-paths";
import type { InsightEntry, InsightsListPage, InsightSummary } from "./insight-summary";
import { readPrerenderData } from "../prerender-data.server";

/**
 * The Insights entries, for the loaders: read from the prerender data the build writes (insight-data-files.ts)
 * through the Worker's assets binding. While the build prerenders, every published entry is there; once deployed,
 * none is (every published page is a file served before the Worker runs), so a path that reaches a loader names no
 * published entry: undefined, and the page answers 404.
 */

/** A language's published entries, newest first; undefined where the data is not (a deployed Worker). */
export const insightSummariesIn = (context: Readonly<RouterContextProvider>, language: Language) =>
  readPrerenderData<InsightSummary[]>(context, insightsIndexFile(language));

/**
 * A language's listing page `page` (1 for the first, which the build writes even with no entry); undefined for a page
 * past the last, and where the data is not.
 */
export const insightsListPageIn = (context: Readonly<RouterContextProvider>, language: Language, page: number) =>
  readPrerenderData<InsightsListPage>(context, insightsListPageFile(language, page));

/** A published entry with its body, by its slug in a language; undefined for any other slug. */
export const insightEntryIn = (context: Readonly<RouterContextProvider>, language: Language, slug: string) =>
  isInsightSlug(slug)
    ? readPrerenderData<InsightEntry>(context, insightEntryFile(language, slug))
    : Promise.resolve(undefined);

/**
 * Where an Insights page leads in another language, for the language switcher: an entry to its translation (the
 * same page), or to that language's listing when it has none; a later listing page to that language's listing.
 * Undefined for any other path (and for an entry not published here: its page is a 404).
 */
export async function insightPageIn(
  context: Readonly<RouterContextProvider>,
  pathname: string,
  other: Language,
): Promise<{ path: string; same: boolean } | undefined> {
  // Prerendering asks for each page with a trailing slash (`/insights/harbour/`).
  const [, section, segment, more] = unlocalizedPath(pathname.replace(/(.)\/+$/, "$1")).split("/");
  if (section !== INSIGHTS_PATH.slice(1) || segment === undefined) return undefined;
  if (segment === "page" && more !== undefined) return { path: insightsListPath(other), same: false };
  const entry = more === undefined ? await insightEntryIn(context, languageOfPath(pathname), segment) : undefined;
  if (!entry) return undefined;
  return entry.translations.includes(other)
    ? { path: insightPath(other, entry.slug), same: true }
    : { path: insightsListPath(other), same: false };
}
