import { insightEntries, insightIndex } from "~/content/insights/insight-catalog.server";
import { insightEntryFile, insightsIndexFile } from "~/content/insights/insight-data-files";
import { type InsightSource, readInsightSources } from "~/content/insights/insight-files.server";
import { insightPath, insightsListPath, insightsPageCount } from "~/content/insights/insight-paths";
import { insightsTextIn, interfaceIn } from "~/content/localized.server";
import { insightCardSpec } from "~/seo/share-card";
import { languageCodes } from "~/lib/language/languages";

/**
 * The build's side of the Insights entries (loaded by vite.config.ts and react-router.config.ts): the addresses to
 * prerender, and the prerender data the pages read while they are prerendered (insight-data-files.ts), each entry's
 * body rendered from its Markdown once, here. Drafts are in neither.
 */

/** The site's entry files (tests pass others). */
const siteSources = (): readonly InsightSource[] => readInsightSources().sources;

/** Every published entry's page and every listing page after the first, in every language. */
export function insightPrerenderPaths(sources = siteSources()): string[] {
  const index = insightIndex(sources);
  return languageCodes.flatMap((language) => {
    const entries = index[language];
    const laterPages = Array.from({ length: insightsPageCount(entries.length) - 1 }, (_, i) =>
      insightsListPath(language, i + 2),
    );
    return [...laterPages, ...entries.map((entry) => insightPath(language, entry.slug))];
  });
}

/** The prerender data: each language's list of entries, and each entry with its body. */
export function insightsDataFiles(sources = siteSources()): { fileName: string; source: string }[] {
  const entries = insightEntries(sources, (language) => insightsTextIn(language));
  return languageCodes.flatMap((language) => [
    {
      fileName: insightsIndexFile(language),
      // The list leaves the bodies out: a listing page reads only what its cards show.
      source: JSON.stringify(entries[language], (key, value: unknown) => (key === "html" ? undefined : value)),
    },
    ...entries[language].map((entry) => ({
      fileName: insightEntryFile(language, entry.slug),
      source: JSON.stringify(entry),
    })),
  ]);
}

/** Each published entry's share card, as scripts/build/share-cards.ts draws it: its title under its kind. */
export function insightCardSpecs(sources = siteSources()) {
  const index = insightIndex(sources);
  return languageCodes.flatMap((language) =>
    index[language].map(
      (entry) => insightCardSpec(entry, insightsTextIn(language).kinds[entry.kind], interfaceIn(language)).spec,
    ),
  );
}
