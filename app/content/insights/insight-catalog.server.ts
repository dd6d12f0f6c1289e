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

function summaryOf({ source, entry }: ReadInsight, published: readonly ReadInsight[]): InsightRecord {
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
    translations: published
      .filter((other) => other.source.slug === source.slug && other.source.language !== source.language)
      .map((other) => other.source.language),
  };
}

const byLanguage = <T extends InsightRecord>(items: readonly T[]) =>
  Object.fromEntries(
    languageCodes.map((language) => [language, items.filter((item) => item.language === language).sort(newestFirst)]),
  ) as Record<Language, T[]>;

/** Every language's published entries, newest first, without their bodies: the addresses the build prerenders. */
export function insightIndex(sources: readonly InsightSource[]): InsightIndex {
  const published = publishedReads(sources);
  return byLanguage(published.map((read) => summaryOf(read, published)));
}

/** Every language's published entries, newest first, each with its body as HTML, in its language's words. */
export function insightEntries(
  sources: readonly InsightSource[],
  wordsIn: (language: Language) => MarkdownWords,
): Readonly<Record<Language, readonly (InsightRecord & { html: string })[]>> {
  const published = publishedReads(sources);
  return byLanguage(
    published.map((read) => ({
      ...summaryOf(read, published),
      html: markdownHtml(read.tree, wordsIn(read.source.language)),
    })),
  );
}
