import type { Language } from "~/lib/language/languages";
import { languageCodes } from "~/lib/language/languages";
import { markdownHtml, type MarkdownWords } from "../markdown/markdown-html.server";
import { type ReadInsight, readInsight } from "./insight-entries.server";
import type { InsightSource } from "./insight-files.server";
import { type InsightRecord, newestFirst } from "./insight-summary";

/**
 * The published Insights entries of every language, from their files: drafts and files that do not read are left
 * out (the content check, which runs first, fails the build on the latter), the rest listed newest first, each
 * knowing the other languages it is published in.
 */

export type InsightIndex = Readonly<Record<Language, readonly InsightRecord[]>>;

function publishedReads(sources: readonly InsightSource[]): ReadInsight[] {
  return sources.flatMap((source) => {
    const read = readInsight(source);
    return "problems" in read || read.entry.draft ? [] : [read];
  });
}

/** The languages each slug is published in: an entry's translations are its slug's other languages. */
function languagesBySlug(published: readonly ReadInsight[]): ReadonlyMap<string, readonly Language[]> {
  const languages = new Map<string, Language[]>();
  for (const { source } of published)
    languages.set(source.slug, [...(languages.get(source.slug) ?? []), source.language]);
  return languages;
}

function summaryOf(
  { source, entry }: ReadInsight,
  languagesOf: ReadonlyMap<string, readonly Language[]>,
): InsightRecord {
  const { title, description, date, author, kind, tags = [], image, imageAlt } = entry;
  return {
    slug: source.slug,
    language: source.language,
    title,
    description,
    date,
    author,
    kind,
    tags,
    ...(image === undefined ? {} : { image, imageAlt }),
    translations: (languagesOf.get(source.slug) ?? []).filter((language) => language !== source.language),
  };
}

const byLanguage = <T extends InsightRecord>(items: readonly T[]) =>
  Object.fromEntries(
    languageCodes.map((language) => [language, items.filter((item) => item.language === language).sort(newestFirst)]),
  ) as Record<Language, T[]>;

/** Every language's published entries, newest first, without their bodies: the addresses the build prerenders. */
export function insightIndex(sources: readonly InsightSource[]): InsightIndex {
  const published = publishedReads(sources);
  const languages = languagesBySlug(published);
  return byLanguage(published.map((read) => summaryOf(read, languages)));
}

/** Every language's published entries, newest first, each with its body as HTML, in its language's words. */
export function insightEntries(
  sources: readonly InsightSource[],
  wordsIn: (language: Language) => MarkdownWords,
): Readonly<Record<Language, readonly (InsightRecord & { html: string })[]>> {
  const published = publishedReads(sources);
  const languages = languagesBySlug(published);
  return byLanguage(
    published.map((read) => ({
      ...summaryOf(read, languages),
      html: markdownHtml(read.tree, wordsIn(read.source.language)),
    })),
  );
}
