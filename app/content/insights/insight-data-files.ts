import type { Language } from "~/lib/language/languages";
import { PRERENDER_DATA_FOLDER } from "../prerender-data.server";

/**
 * Where the build writes the Insights entries for the pages to read while they are prerendered (prerender data,
 * never deployed: prerender-data.server.ts), read by the loaders through insight-data.server.ts. No entry is part
 * of the Worker's code: its size does not grow with the number of entries.
 */

/** A language's published entries, newest first, without their bodies (`InsightSummary[]`). */
export const insightsIndexFile = (language: Language) => `${PRERENDER_DATA_FOLDER}/insights/${language}.json`;

/** One entry with its body (`InsightEntry`). */
export const insightEntryFile = (language: Language, slug: string) =>
  `${PRERENDER_DATA_FOLDER}/insights/${language}/${slug}.json`;
