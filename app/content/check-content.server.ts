import * as v from "valibot";
import { defaultLanguage, type Language, languageCodes } from "~/lib/language/languages";
import { checkedRead } from "./checked-read.server";
import { type ContentFile, everyCollection, filesOf } from "./collections";
import { declaredSchema } from "./define-content";
import {
  fieldProblemInEditorWords,
  languageName,
  problemInEditorWords,
  stepsOf,
  wrongThenExpected,
} from "./editor/problem-words";
import { type InsightSource, readInsightSources } from "./insights/insight-files.server";
import { insightProblems } from "./insights/insight-problems.server";
import { type LanguageDifference, languageDifferences, languageParityProblems } from "./language-parity.server";
import { isLegalDocumentSlug } from "./legal/legal-schema";
import { dataKeyOf, interfaceIn, offeringBodiesIn, sharedHomeContent, yamlFileData } from "./localized.server";
import { offeringOf } from "./offerings/load-offering.server";
import { offeringSchema } from "./offerings/schema";
import { isOffering, type ListEntry, type PageLists, pageLists, type SitePage, sitePages } from "./pages";
import { photoFileProblem, photoReferences } from "./photos/photo-file.server";
import { pictureProblems, publicSvgPictures } from "./public-pictures.server";
import { underConstructionPages } from "./under-construction";

/**
 * The one check of the site's content, run by the build (vite.config.ts) and by the tests, never on a visitor's
 * request. It parses every content file against its collection's schema (collections.ts), reports a file no
 * collection holds, holds every language's files to the default language's (language-parity.server.ts), parses
 * the lists the code declares with their schema (`defineContent`), and checks the page registry holds together:
 * lists that name registry pages, a body for every offering page (parsed against the offering schema of its kind)
 * and a page for every body; it refuses an SVG picture in public/ that holds more than a drawing (script, a link to
 * another site: picture-safety.ts), reads every photo a file names (photos/photo-file.server.ts), reads each legal
 * text into its sections (legal/legal-document.server.ts), and holds every Insights entry, read from its folder, to
 * its rules (insights/insight-problems.server.ts). Each problem is one line: the file, the field (or the line) and
 * the rule; a collection's file's, in the words of the editor at /admin (editor/problem-words.ts).
 */

// The modules that declare data in code (`defineContent`); the loader-only gatherers (*.server.ts) declare nothing.
const contentModules = import.meta.glob<Record<string, unknown>>(["./**/*.ts", "!./**/*.server.ts"], { eager: true });

/** Content files by their path under app/content ("./es/vision.yaml"), as their data. */
export type ContentFileData = Readonly<Record<string, unknown>>;

/**
 * Every content file under app/content as its data: the YAML files the loaders read, and the Markdown files as
 * written (front matter and text; the pages import the legal texts already read into sections). Insights entries
 * are not modules: the build reads them from their folder.
 */
export const contentFileData: ContentFileData = {
  ...yamlFileData,
  ...import.meta.glob<unknown>(["./**/*.md", "!./*/insights/**"], { eager: true, import: "default" }),
};

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

/** The Insights entries' files (insights/insight-files.server.ts): read from their folders, never bundled. */
export interface InsightFiles {
  sources: readonly InsightSource[];
  /** Files in an entries' folder that are no entry, each already a problem. */
  strays: readonly string[];
}

export function contentProblems(
  registry: Registry = siteRegistry,
  files: ContentFileData = contentFileData,
  pictures: Readonly<Record<string, string>> = publicSvgPictures(),
  insights: InsightFiles = readInsightSources(),
): string[] {
  const problems = [
    ...contentFileProblems(files),
    ...insights.strays,
    ...insightProblems(insights.sources, {
      authors: sharedHomeContent().leaders.map((leader) => leader.name),
      photoProblem: (publicPath) => photoFileProblem(publicPath),
    }),
    ...translationProblems(files),
    ...declaredContentProblems(),
    ...registryProblems(registry),
    ...pictureProblems(pictures),
  ];
  // A broken offering file is reported by its collection and again by the page it makes, in the same words.
  return [...new Set(problems)];
}

/** One line an issue: `app/content/es/vision.yaml (Vision): hero.title: Invalid length: Expected <=80 but received 93`. */
function issuesOf(where: string, schema: v.GenericSchema, value: unknown): string[] {
  return (v.safeParse(schema, value).issues ?? []).map((issue) =>
    [where, v.getDotPath(issue), issue.message].filter(Boolean).join(": "),
  );
}

/** Every file the collections name, in every language (the Insights entries apart: their rules are their own). */
const everyContentFile = (): ContentFile[] =>
  everyCollection.flatMap((collection) => filesOf(collection, languageCodes));

/** A file's problems in the words of the editor at /admin: the entry, the field, what is wrong, what is expected. */
function fileIssuesOf(file: ContentFile, read: v.SafeParseResult<v.GenericSchema>): string[] {
  return (read.issues ?? []).map((issue) => problemInEditorWords(file, issue));
}

const repositoryPath = (key: string) => `app/content/${key.slice("./".length)}`;

/**
 * Every collection's files against its schema (a legal text read into its sections as well), then the photos each
 * names; a file a collection names and lacks, or one it does not name.
 */
export function contentFileProblems(files: ContentFileData = contentFileData): string[] {
  const named = everyContentFile();
  const namedKeys = new Set(named.map(dataKeyOf));
  return [
    ...named.flatMap((file) => {
      const data = files[dataKeyOf(file)];
      if (data === undefined) return [`${file.path}: missing`];
      const issues = fileIssuesOf(file, checkedRead(file, data));
      return issues.length > 0 ? issues : photoFileProblems(file, data);
    }),
    ...Object.keys(files)
      .filter((key) => !namedKeys.has(key))
      .map(
        (key) =>
          `${repositoryPath(key)}: no content collection holds this file (a page is a line in pages.ts, ` +
          "a collection one in collections.ts)",
      ),
  ];
}

/**
 * The photo files a content file names (a path in a folder of photographs): there, a picture, within the limit; a
 * problem in the editor's words, at the field.
 */
function photoFileProblems(file: ContentFile, data: unknown): string[] {
  return photoReferences(data).flatMap(({ field, path }) => {
    const problem = photoFileProblem(path);
    return problem ? [fieldProblemInEditorWords(file, { steps: stepsOf(field), ...wrongThenExpected(problem) })] : [];
  });
}

function declaredContentProblems(): string[] {
  return Object.entries(contentModules).flatMap(([file, exports]) =>
    Object.entries(exports).flatMap(([name, value]) => {
      const schema = declaredSchema(value);
      return schema ? issuesOf(`${repositoryPath(file)} (${name})`, schema, value) : [];
    }),
  );
}

/**
 * Every translation held to the default language's shape (language-parity.server.ts), in the editor's words where a
 * collection holds the file: a list one language has longer than the other is one line, not one for every item.
 */
function translationProblems(files: ContentFileData): string[] {
  const differences = languageDifferences(files, languageCodes);
  const developers = languageParityProblems(files, languageCodes);
  const byPath = new Map(everyContentFile().map((file) => [file.path, file]));
  return differences.flatMap((difference, index) => {
    const file = byPath.get(difference.file);
    if (!file || (difference.kind !== "lacks" && difference.kind !== "more")) return [developers[index] ?? ""];
    return translationWords(file, difference, differences);
  });
}

const sameSteps = (a: readonly (string | number)[], b: readonly (string | number)[]) =>
  a.length === b.length && a.every((step, i) => step === b[i]);
const within = (steps: readonly (string | number)[], list: readonly (string | number)[]) =>
  steps.length > list.length && list.every((step, i) => steps[i] === step);

type FactDifference = Extract<LanguageDifference, { kind: "lacks" | "more" }>;

function translationWords(file: ContentFile, difference: FactDifference, all: readonly LanguageDifference[]): string[] {
  const facts = all.filter(
    (other): other is FactDifference => (other.kind === "lacks" || other.kind === "more") && other.file === file.path,
  );
  const lists = facts.filter((other) => other.fact.items !== undefined);
  const { steps } = difference.fact;
  // Inside a list whose length differs: said once, by the list.
  if (lists.some((list) => within(steps, list.fact.steps))) return [];
  const counterpart = facts.find((other) => other.kind !== difference.kind && sameSteps(other.fact.steps, steps));
  if (counterpart && difference.kind === "more") return [];
  const reference = `the ${languageName(defaultLanguage)} side`;
  if (counterpart) {
    const [wanted, had] = [difference.fact, counterpart.fact];
    const wrong =
      wanted.items !== undefined
        ? `has ${had.items ?? 0} items, ${reference} ${wanted.items}`
        : `differs from ${reference} (${had.line.slice(had.line.indexOf("=") + 2)} here)`;
    return [fieldProblemInEditorWords(file, { steps, wrong, expected: "the same in every language" })];
  }
  return [
    fieldProblemInEditorWords(file, {
      steps,
      wrong:
        difference.kind === "lacks" ? `is missing here, though ${reference} has it` : `is here but not on ${reference}`,
      expected: "it in every language, or in none",
    }),
  ];
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
  checkList("pages.ts: the footer's Navigate list", lists.navigate);
  // The expertise cards' pages are a list to pick from in the editor, each page once (their schema).
  checkList("under-construction.ts", underConstructionPages);

  for (const entry of pages) {
    if (entry.kind === "service" && !entry.icon)
      problems.push(`pages.ts: the service "${entry.slug}" has no icon for its card`);
    if (entry.kind === "legal" && !isLegalDocumentSlug(entry.slug))
      problems.push(`pages.ts: no legal document for "${entry.slug}"`);
  }
  const offerings = pages.filter(isOffering);
  for (const language of languageCodes) {
    const languageBodies = bodies[language];
    const title = (slug: string) => names[language][slug];
    for (const entry of pages.filter((candidate) => !title(candidate.slug))) {
      problems.push(`app/content/${language}/interface.yaml: pages: no name for the page "${entry.slug}"`);
    }
    for (const entry of offerings) {
      const body = languageBodies[entry.slug];
      if (body === undefined) {
        problems.push(`pages.ts: no body in app/content/${language}/offerings/ for "${entry.slug}"`);
        continue;
      }
      const where = `app/content/${language}/offerings/${entry.slug}.yaml`;
      const file = everyContentFile().find((candidate) => candidate.path === where);
      const offering = offeringOf(entry, body as object, title(entry.slug) ?? entry.slug);
      problems.push(
        ...(file
          ? fileIssuesOf(file, v.safeParse(offeringSchema(language), offering))
          : issuesOf(where, offeringSchema(language), offering)),
      );
    }
    for (const slug of Object.keys(languageBodies).filter((slug) => !offerings.some((entry) => entry.slug === slug)))
      problems.push(`app/content/${language}/offerings/${slug}.yaml: no line in pages.ts`);
  }
  return problems;
}
