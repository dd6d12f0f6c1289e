import type { Language } from "~/lib/language/languages";
import { PRERENDER_DATA_FOLDER } from "../prerender-data.server";

/**
 * Where the build writes the Insights entries for the pages to read while they are prerendered (prerender data,
 * never deployed: prerender-data.server.ts), read by the loaders through insight-data.server.ts. No entry is part
 * of the Worker's code: its size does not grow with the number of entries.
 */

/** A language's published entries, newest first, without their bodies (`InsightSummary[]`). */
export const insightsIndexFile = (language: Language) => `${PRERENDER_DATA_FOLDER}/insights/${language}.json`;

/**
 * A language's listing page `page` (1 for the first): its entries and how many pages there are
 * (`InsightsListPage`). A page reads its own file: the whole list, read by each of a hundred pages at a thousand
 * entries, cost the build more than the pages themselves.
 */
export const insightsListPageFile = (language: Language, page: number) =>
  `${PRERENDER_DATA_FOLDER}/insights/${language}/pages/${String(page)}.json`;

/** One entry with its body (`InsightEntry`). */
export const insightEntryFile = (language: Language, slug: string) =>
  `${PRERENDER_DATA_FOLDER}/insights/${language}/${slug}.json`;
