import * as v from "valibot";
import type { Root } from "mdast";
import { parseContentFile } from "../file-format";
import { markdownTree } from "../markdown/markdown-tree.server";
import { type InsightFile, insightFileSchema, INSIGHT_SLUG_MAX_LENGTH, insightSlugPattern } from "./insight-schema";
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

/** An entry's file read, or the problems that keep it from being read, one line each: the file, the field, the rule. */
export function readInsight(source: InsightSource): ReadInsight | { problems: string[] } {
  const { path, slug, text } = source;
  if (slug.length > INSIGHT_SLUG_MAX_LENGTH || !insightSlugPattern.test(slug)) {
    return {
      problems: [
        `${path}: the file's name is the entry's slug: lower-case letters and digits, words joined by single ` +
          `hyphens, at most ${INSIGHT_SLUG_MAX_LENGTH} characters`,
      ],
    };
  }
  let data: unknown;
  try {
    data = parseContentFile(text, "markdown", path);
  } catch (error) {
    return { problems: [error instanceof Error ? error.message : String(error)] };
  }
  const parsed = v.safeParse(insightFileSchema, data);
  if (!parsed.success) {
    return {
      problems: parsed.issues.map((issue) => [path, v.getDotPath(issue), issue.message].filter(Boolean).join(": ")),
    };
  }
  // The front matter's lines and the blank line after it come first: the body's first line is the next.
  const bodyLine = frontMatterPattern.exec(text)?.[0].split("\n").length ?? 1;
  return { source, entry: parsed.output, tree: markdownTree(parsed.output.body), bodyLine };
}
