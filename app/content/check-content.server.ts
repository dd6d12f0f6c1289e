import * as v from "valibot";
import { declaredSchema } from "./define-content";
import { expertiseCardEntries } from "./home/expertise-cards";
import { legalDocuments } from "./legal/documents";
import { offeringBodies, offeringOf } from "./offerings/load-offering.server";
import { offeringSchema } from "./offerings/schema";
import { isOffering, type ListEntry, type PageLists, pageLists, type SitePage, sitePages } from "./pages";
import { underConstruction } from "./under-construction";

/**
 * The one check of the site's content, run by the build (vite.config.ts) and by the tests, never on a visitor's
 * request. It finds by itself every export a content module declares with its schema (`defineContent`), parses
 * each against it, and checks the page registry holds together: lists that name registry pages, a body for every
 * offering page (parsed against the offering schema of its kind) and a page for every body.
 */

// Every content module, for what it declares; the loader-only gatherers (*.server.ts) declare nothing.
const contentModules = import.meta.glob<Record<string, unknown>>(["./**/*.ts", "!./**/*.server.ts"], { eager: true });

/** A registry to check: the site's own, or a copy with a page more (the tests make one). */
export interface Registry {
  pages: readonly SitePage[];
  lists: PageLists<string>;
  /** Offering bodies by slug. */
  bodies: Readonly<Record<string, unknown>>;
}

export const siteRegistry: Registry = { pages: sitePages, lists: pageLists, bodies: offeringBodies };

export function contentProblems(registry: Registry = siteRegistry): string[] {
  return [...declaredContentProblems(), ...registryProblems(registry)];
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
export function registryProblems({ pages, lists, bodies }: Registry = siteRegistry): string[] {
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
    "home/expertise-cards.ts",
    expertiseCardEntries.map((card) => card.page),
  );
  checkList("under-construction.ts", underConstruction.pages);

  for (const entry of pages) {
    if (entry.kind === "service" && !entry.icon)
      problems.push(`pages.ts: the service "${entry.slug}" has no icon for its card`);
    if (entry.kind === "legal" && !legalDocuments[entry.slug])
      problems.push(`pages.ts: no legal document for "${entry.slug}"`);
  }
  const offerings = pages.filter(isOffering);
  for (const entry of offerings) {
    const body = bodies[entry.slug];
    if (body === undefined) {
      problems.push(`pages.ts: no body in offerings/pages/ for "${entry.slug}"`);
      continue;
    }
    problems.push(...issuesOf(`offerings/pages/${entry.slug}.ts`, offeringSchema, offeringOf(entry, body as object)));
  }
  for (const slug of Object.keys(bodies).filter((slug) => !offerings.some((entry) => entry.slug === slug)))
    problems.push(`offerings/pages/${slug}.ts: no line in pages.ts`);
  return problems;
}
