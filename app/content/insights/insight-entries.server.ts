import * as v from "valibot";
import type { Root } from "mdast";
import { type ContentFile, insightsCollection } from "../collections";
import { placedProblemInEditorWords, problemInEditorWords } from "../editor/problem-words";
import { parseContentFile } from "../file-format";
import { markdownTree } from "../markdown/markdown-tree.server";
import {
  type InsightFile,
  insightFileSchema,
  INSIGHT_SLUG_MAX_LENGTH,
  INSIGHT_SLUG_WORDS,
  insightSlugPattern,
} from "./insight-schema";
import type { InsightSource } from "./insight-files.server";

/** An entry's file read: its front matter and body held to the schema, its body as a Markdown tree. */
export interface ReadInsight {
  source: InsightSource;
  entry: InsightFile;
  tree: Root;
  /** The file's line where the body starts, for problems in the body. */
  bodyLine: number;
}

const frontMatterPattern = /^---\n[\s\S]*?\n---\n(?:\n)?/;

/**
 * An entry's file as the editor names it in a problem: the collection, the entry by its title (as the editor lists
 * it; by its slug while it has none) and the language.
 */
export function entryFileOf(source: InsightSource, title?: unknown): ContentFile {
  const label = typeof title === "string" && title.trim() ? title.trim() : source.slug;
  return {
    collection: { ...insightsCollection, itemLabel: () => label },
    path: source.path,
    language: source.language,
    slug: source.slug,
  };
}

type Read = ReadInsight | { problems: string[] };

/**
 * The reads of the entries' files, kept for the life of the process by what the file is (its path and text): a
 * build reads every entry in four steps (the content check, the prerender addresses, the prerender data, the share
 * cards), each loading these modules anew (scripts/build/load-module.ts), and a read (YAML, the schema, the Markdown
 * tree) is most of what an entry costs them. So the store is the process's, not this module's; a changed file is a
 * new key, read afresh. No code changes a read in place.
 */
interface InsightReads {
  reads: Map<string, Read>;
  /** How many files were read rather than found kept: the tests' way to see that the store is used. */
  parsed: number;
}
const everyLoading = globalThis as typeof globalThis & Record<symbol, InsightReads | undefined>;
const store = Symbol.for("site.insight-reads");
const kept: InsightReads = (everyLoading[store] ??= { reads: new Map<string, Read>(), parsed: 0 });

/** How many entry files this process has read (not found kept) so far. */
export const insightFilesParsed = () => kept.parsed;

/**
 * An entry's file read, or the problems that keep it from being read, one line each in the editor's words: the
 * entry, the field (or the slug), what is wrong, what is expected, then the file. Read once for the same file.
 */
export function readInsight(source: InsightSource): Read {
  const key = JSON.stringify([source.path, source.language, source.slug, source.text]);
  const known = kept.reads.get(key);
  if (known) return known;
  const read = parseInsight(source);
  kept.parsed += 1;
  kept.reads.set(key, read);
  return read;
}

function parseInsight(source: InsightSource): Read {
  const { path, slug, text } = source;
  if (slug.length > INSIGHT_SLUG_MAX_LENGTH || !insightSlugPattern.test(slug)) {
    const wrong = `the file's name, “${slug}”, is not a slug the site takes`;
    return {
      problems: [
        placedProblemInEditorWords(entryFileOf(source), { place: "Slug", wrong, expected: INSIGHT_SLUG_WORDS }),
      ],
    };
  }
  let data: unknown;
  try {
    data = parseContentFile(text, "markdown", path);
  } catch (error) {
    // The front matter is not YAML: a file written by hand, which whoever wrote it mends there.
    return { problems: [error instanceof Error ? error.message : String(error)] };
  }
  const parsed = v.safeParse(insightFileSchema, data);
  if (!parsed.success) {
    const file = entryFileOf(source, (data as { title?: unknown } | null)?.title);
    return { problems: parsed.issues.map((issue) => problemInEditorWords(file, issue)) };
  }
  // The front matter's lines and the blank line after it come first: the body's first line is the next.
  const bodyLine = frontMatterPattern.exec(text)?.[0].split("\n").length ?? 1;
  return { source, entry: parsed.output, tree: markdownTree(parsed.output.body), bodyLine };
}
