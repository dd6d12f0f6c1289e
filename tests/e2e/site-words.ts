// What the site says in each language, for the browser tests, read from the content files themselves
// (content-files.ts).
import { insightIndex } from "~/content/insights/insight-catalog.server";
import { readInsightSources } from "~/content/insights/insight-files.server";
import { insightPath, insightsListPath, insightsPageCount } from "~/content/insights/insight-paths";
import type { InsightRecord } from "~/content/insights/insight-summary";
import { fillIn } from "~/lib/language/fill-in";
import {
  insightsTextIn,
  interfaceTextIn,
  legalDocumentIn,
  sectionCopyIn,
  underConstructionIn,
  visionIn,
} from "./content-files";
import { navigationOf } from "~/content/navigation";
import { type SitePage, sitePages } from "~/content/pages";
import { underConstructionNames } from "~/content/under-construction";
import { type Language, localizedPath } from "~/lib/language/languages";

const contentIn = (language: Language) => ({
  text: interfaceTextIn(language),
  home: sectionCopyIn(language),
  vision: visionIn(language),
  underConstruction: underConstructionIn(language),
  legal: {
    privacy: legalDocumentIn(language, "privacy"),
    terms: legalDocumentIn(language, "terms"),
  } as Record<string, { title: string }>,
});

const content = { en: contentIn("en"), es: contentIn("es") } as const;

/** The interface's words in a language (app/content/<language>/interface.yaml). */
export const wordsIn = (language: Language) => content[language].text;

export const navigationIn = (language: Language) => navigationOf(language, wordsIn(language));

export const underConstructionNamesIn = (language: Language) => underConstructionNames(wordsIn(language));

/** What a page's h1 says in a language, read from the content that renders it. */
function headlineOf(page: SitePage, language: Language): string {
  const { text, home, vision, underConstruction, legal } = content[language];
  const name = (text.pages as Record<string, string>)[page.slug] ?? page.slug;
  switch (page.kind) {
    case "home":
      return home.hero.headline;
    case "service":
    case "venture":
    case "expertise":
      return name;
    case "vision":
      return vision.title;
    case "legal":
      return legal[page.slug]?.title ?? name;
    case "placeholder":
      return underConstruction.headline;
    case "insights":
      return name;
  }
}

/** Every page of the registry in a language, with what its h1 must say. */
export const routeTableIn = (language: Language): readonly { path: string; headline: string }[] =>
  sitePages.map((page) => ({ path: localizedPath(language, page.path), headline: headlineOf(page, language) }));

/** A published Insights page beyond the listing: an entry, or a later page of the listing. */
export interface InsightPage {
  path: string;
  headline: string;
  /** An entry's: what it is and the languages it is published in; undefined for a listing page. */
  entry?: InsightRecord;
}

/** Every published Insights entry of a language, newest first, and every later page of its listing. */
export function insightPagesIn(language: Language): readonly InsightPage[] {
  const entries = insightIndex(readInsightSources().sources)[language];
  const words = insightsTextIn(language);
  const title = (wordsIn(language).pages as Record<string, string>).insights ?? "";
  const laterPages = Array.from({ length: insightsPageCount(entries.length) - 1 }, (_, i) => ({
    path: insightsListPath(language, i + 2),
    headline: fillIn(words.pageTitle, { title, page: i + 2 }),
  }));
  return [
    ...entries.map((entry) => ({ path: insightPath(language, entry.slug), headline: entry.title, entry })),
    ...laterPages,
  ];
}
