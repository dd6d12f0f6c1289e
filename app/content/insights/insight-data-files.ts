import type { Language } from "~/lib/language/languages";

/**
 * Where the build writes the Insights entries for the pages to read while they are prerendered: files of the build
 * (build/client/_prerender/), read by the Worker that prerenders through its assets binding
 * (insight-data.server.ts) and removed once every page is written (react-router.config.ts), so they are never
 * deployed. No entry is part of the Worker's code: its size does not grow with the number of entries.
 */
export const PRERENDER_DATA_FOLDER = "_prerender";

/** A language's published entries, newest first, without their bodies (`InsightSummary[]`). */
export const insightsIndexFile = (language: Language) => `${PRERENDER_DATA_FOLDER}/insights/${language}.json`;

/** One entry with its body (`InsightEntry`). */
export const insightEntryFile = (language: Language, slug: string) =>
  `${PRERENDER_DATA_FOLDER}/insights/${language}/${slug}.json`;
