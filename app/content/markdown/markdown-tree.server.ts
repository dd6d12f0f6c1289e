import type { Root } from "mdast";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";

/**
 * The site's one reader of Markdown: CommonMark with GitHub's additions (tables, strikethrough, autolinks, task
 * lists), as remark reads it. Every Markdown text the site publishes (the legal texts, the Insights entries) is read
 * here, at build time only: no Markdown reader reaches the Worker or a browser. Relative imports only: the build's
 * content-file plugin (scripts/build/content-files.ts) loads it outside the project's aliases.
 */
const reader = unified().use(remarkParse).use(remarkGfm);

/** A Markdown text as its syntax tree, every node with its position (line and column) in the text. */
export function markdownTree(text: string): Root {
  // remark-gfm adds to the parser only: the parsed tree is the whole of it.
  return reader.parse(text);
}
