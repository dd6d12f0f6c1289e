import * as v from "valibot";
import { defaultLanguage, type Language, languageCodes } from "~/lib/language/languages";
import { declaredSchema } from "./define-content";
import { languageParityProblems } from "./language-parity.server";
import { homeCopyIn, interfaceIn, legalDocumentSlugs, offeringBodiesIn } from "./localized.server";
import { offeringOf } from "./offerings/load-offering.server";
import { offeringSchema } from "./offerings/schema";
import { isOffering, type ListEntry, type PageLists, pageLists, type SitePage, sitePages } from "./pages";
import { underConstructionPages } from "./under-construction";

/**
 * The one check of the site's content, run by the build (vite.config.ts) and by the tests, never on a visitor's
 * request. It finds by itself every export a content module declares with its schema (`defineContent`), parses
 * each against it, holds every language's content to the default language's (language-parity.server.ts), and
 * checks the page registry holds together: lists that name registry pages, a body for every offering page (parsed
 * against the offering schema of its kind) and a page for every body.
 */

// Every content module, for what it declares; the loader-only gatherers (*.server.ts) declare nothing.
const contentModules = import.meta.glob<Record<string, unknown>>(["./**/*.ts", "!./**/*.server.ts"], { eager: true });

/** A registry to check: the site's own, or a copy with a page more (the tests make one). */
export interface Registry {
  pages: readonly SitePage[];
  lists: PageLists<string>;
  /** Offering bodies by language, then by slug. */
  bodies: Readonly<Record<Language, Readonly<Record<string, unknown>>>>;
  /** What each language calls each page. */
  names: Readonly<Record<Language, Readonly<Record<string, string>>>>;
}

const byLanguage = <T>(read: (language: Language) => T) =>
  Object.fromEntries(languageCodes.map((language) => [language, read(language)])) as Record<Language, T>;

export const siteRegistry: Registry = {
  pages: sitePages,
  lists: pageLists,
  bodies: byLanguage(offeringBodiesIn),
  names: byLanguage((language) => interfaceIn(language).pages),
};

export function contentProblems(registry: Registry = siteRegistry): string[] {
  return [
    ...declaredContentProblems(),
    ...languageParityProblems(contentModules, languageCodes),
    ...registryProblems(registry),
  ];
}

function issuesOf(where: string, schema: v.GenericSchema, value: unknown): string[] {
  return (v.safeParse(schema, value).issues ?? []).map(
    (issue) => `${where}: ${[v.getDotPath(issue), issue.message].filter(Boolean).join(" ")}`,
  );
}

function declaredContentProblems(): string[] {
  return Object.entries(contentModules).flatMap(([file, exports]) =>
    Object.entries(exports).flatMap(([name, value]) => {
      const schema = declaredSchema(value);
      return schema ? issuesOf(`content/${file.slice(2)} (${name})`, schema, value) : [];
    }),
  );
}

/** The page registry: unique slugs, paths and old addresses; lists of registry pages; a body for each offering. */
export function registryProblems({ pages, lists, bodies, names }: Registry = siteRegistry): string[] {
  const problems: string[] = [];
  const repeated = (values: readonly string[]) => values.filter((value, i) => values.indexOf(value) !== i);
  for (const slug of repeated(pages.map((entry) => entry.slug)))
    problems.push(`pages.ts: the slug "${slug}" is used twice`);
  for (const path of repeated(pages.map((entry) => entry.path)))
    problems.push(`pages.ts: the path "${path}" is used twice`);
  const legacy = pages.flatMap((entry) => (entry.legacyAssetSlug ? [entry.legacyAssetSlug] : []));
  for (const slug of repeated(legacy)) problems.push(`pages.ts: /assets/${slug} leads to two pages`);

  const slugs = new Set(pages.map((entry) => entry.slug));
  const checkList = (where: string, entries: readonly ListEntry<string>[]) => {
    const named = entries.map((entry) => (typeof entry === "string" ? entry : entry.page));
    for (const slug of named.filter((slug) => !slugs.has(slug)))
      problems.push(`${where} names "${slug}", which is no page of the registry`);
    for (const slug of repeated(named)) problems.push(`${where} names "${slug}" twice`);
  };
  for (const [group, entries] of Object.entries(lists.menu)) checkList(`pages.ts: the menu group "${group}"`, entries);
  checkList("pages.ts: the Knowledge list", lists.knowledge);
  checkList("pages.ts: the rotating destinations", lists.destinations);
  checkList("pages.ts: the legal links", lists.legal);
  checkList(
    `${defaultLanguage}/home/expertise-cards.ts`,
    homeCopyIn(defaultLanguage).expertiseCardEntries.map((card) => card.page),
  );
  checkList("under-construction.ts", underConstructionPages);

  for (const entry of pages) {
    if (entry.kind === "service" && !entry.icon)
      problems.push(`pages.ts: the service "${entry.slug}" has no icon for its card`);
    if (entry.kind === "legal" && !legalDocumentSlugs.includes(entry.slug))
      problems.push(`pages.ts: no legal document for "${entry.slug}"`);
  }
  const offerings = pages.filter(isOffering);
  for (const language of languageCodes) {
    const languageBodies = bodies[language];
    const title = (slug: string) => names[language][slug];
    for (const entry of pages.filter((candidate) => !title(candidate.slug))) {
      problems.push(`${language}/interface.ts: no name for the page "${entry.slug}"`);
    }
    for (const entry of offerings) {
      const body = languageBodies[entry.slug];
      if (body === undefined) {
        problems.push(`pages.ts: no body in ${language}/offerings/ for "${entry.slug}"`);
        continue;
      }
      problems.push(
        ...issuesOf(
          `${language}/offerings/${entry.slug}.ts`,
          offeringSchema(language),
          offeringOf(entry, body as object, title(entry.slug) ?? entry.slug),
        ),
      );
    }
    for (const slug of Object.keys(languageBodies).filter((slug) => !offerings.some((entry) => entry.slug === slug)))
      problems.push(`${language}/offerings/${slug}.ts: no line in pages.ts`);
  }
  return problems;
}
