import { insightEntries, insightIndex } from "~/content/insights/insight-catalog.server";
import { insightEntryFile, insightsIndexFile, insightsListPageFile } from "~/content/insights/insight-data-files";
import { type InsightSource, readInsightSources } from "~/content/insights/insight-files.server";
import type { InsightRecord, InsightsListPage, InsightSummary } from "~/content/insights/insight-summary";
import { INSIGHTS_PAGE_SIZE, insightPath, insightsListPath, insightsPageCount } from "~/content/insights/insight-paths";
import { insightsTextIn, interfaceIn } from "~/content/localized.server";
import { insightCardSpec } from "~/seo/share-card";
import { languageCodes } from "~/lib/language/languages";
import type { PhotoManifest } from "~/lib/photos/photo-variants";
import { builtPhoto } from "./photos/built-photo";

/**
 * The build's side of the Insights entries (loaded by vite.config.ts and react-router.config.ts): the addresses of
 * their pages, and the prerender data the pages read while they are prerendered (insight-data-files.ts), each entry's
 * body rendered from its Markdown once, here, and its photo as the variants the build encoded. Drafts are in neither.
 */

/** The site's entry files (tests pass others). */
const siteSources = (): readonly InsightSource[] => readInsightSources().sources;

/**
 * Every published entry's page and every listing page after the first, in every language: the pages that grow with
 * the content, which the build writes from the built Worker (insight-pages.ts).
 */
export function insightPagePaths(sources = siteSources()): string[] {
  const index = insightIndex(sources);
  return languageCodes.flatMap((language) => {
    const entries = index[language];
    const laterPages = Array.from({ length: insightsPageCount(entries.length) - 1 }, (_, i) =>
      insightsListPath(language, i + 2),
    );
    return [...laterPages, ...entries.map((entry) => insightPath(language, entry.slug))];
  });
}

/**
 * An entry as its pages read it: its photo the variants the build made of it (`photos`, by the path the entry
 * writes) with its description, and the original's path left out, since no page may name it. A photo the build has
 * not made fails the build, naming the entry.
 */
function asPagesRead<Entry extends InsightRecord>(
  { image, imageAlt = "", ...entry }: Entry,
  photos: PhotoManifest,
): Omit<Entry, "image" | "imageAlt"> & Pick<InsightSummary, "photo"> {
  if (image === undefined) return entry;
  const variants = builtPhoto(photos, image, `The Insights entry ${entry.language}/${entry.slug}`);
  return { ...entry, photo: { variants, alt: imageAlt } };
}

/** Each listing page's entries, the first page's even when there are none, with the number of pages. */
function listPages(entries: readonly InsightSummary[]): InsightsListPage[] {
  const count = insightsPageCount(entries.length);
  return Array.from({ length: count }, (_, index) => ({
    count,
    entries: entries.slice(index * INSIGHTS_PAGE_SIZE, (index + 1) * INSIGHTS_PAGE_SIZE),
  }));
}

/**
 * The prerender data: each language's list of entries (for the feed and the sitemap), each listing page's part of
 * it, and each entry with its body; `photos` are the build's (scripts/build/photos/photos-plugin.ts).
 */
export function insightsDataFiles(
  sources = siteSources(),
  photos: PhotoManifest = {},
): { fileName: string; source: string }[] {
  const read = insightEntries(sources, (language) => insightsTextIn(language));
  return languageCodes.flatMap((language) => {
    const entries = read[language].map((entry) => asPagesRead(entry, photos));
    // The lists leave the bodies out: a listing page reads only what its cards show.
    const summaries: InsightSummary[] = entries.map(({ html: _body, ...summary }) => summary);
    return [
      { fileName: insightsIndexFile(language), source: JSON.stringify(summaries) },
      ...listPages(summaries).map((listed, index) => ({
        fileName: insightsListPageFile(language, index + 1),
        source: JSON.stringify(listed),
      })),
      ...entries.map((entry) => ({ fileName: insightEntryFile(language, entry.slug), source: JSON.stringify(entry) })),
    ];
  });
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
