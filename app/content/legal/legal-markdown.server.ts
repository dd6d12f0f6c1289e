import type { ListItem, Paragraph, RootContent } from "mdast";
import { toString } from "mdast-util-to-string";
import { markdownTree } from "../markdown/markdown-tree.server.ts";
import type { LegalBlock, LegalSection } from "./legal-schema";

/**
 * A legal document's text as its Markdown file holds it, read by the site's Markdown reader (markdown-tree.server.ts)
 * at build time: a section is a `## Heading {#anchor}` line and the blocks after it. A block is a paragraph; a list
 * (`- ` items); defined terms (a term's line, then its `: detail` line, in one paragraph); a link to another page of
 * the site alone in its paragraph (`[label](/path)`); or `::contact`, where the company's contact details go.
 * Anything else, and anything before the first heading, is a mistake, named with its line in the words of the
 * people who edit ("what is wrong; expected what is expected", as editor/problem-words.ts reads it). Relative
 * imports only: the build's content-file plugin loads it outside the project's aliases.
 */

const headingPattern = /^(.+) \{#([^}\s]+)\}$/;
const contactLine = "::contact";

/** A paragraph's text as its lines, each trimmed at its end (inline marks read as the words they mark). */
const linesOf = (node: Paragraph | ListItem) =>
  toString(node)
    .split("\n")
    .map((line) => line.trimEnd());

function paragraphBlock(paragraph: Paragraph): LegalBlock {
  const lines = linesOf(paragraph);
  if (lines.length === 1 && lines[0] === contactLine) return { contact: true };
  const [only] = paragraph.children;
  if (paragraph.children.length === 1 && only?.type === "link" && only.url.startsWith("/")) {
    return { link: { label: toString(only), to: only.url } };
  }
  const isTerms = lines.length % 2 === 0 && lines.every((line, i) => (i % 2 === 1) === line.startsWith(": "));
  if (isTerms) {
    return {
      terms: lines.flatMap((line, i) => (i % 2 === 0 ? [{ term: line, detail: lines[i + 1]?.slice(2) ?? "" }] : [])),
    };
  }
  return lines.join(" ");
}

/** A Markdown part a legal text cannot show, as the person who writes it calls it. */
const nodeWords: Readonly<Record<string, string>> = {
  heading: "a heading other than a section's “## Heading {#anchor}”",
  list: "a numbered list",
  code: "a block of code",
  blockquote: "a quotation",
  thematicBreak: "a dividing line",
  html: "HTML",
};

/** A block of a section, or what keeps the node from being one. */
function blockOf(node: RootContent): LegalBlock | { problem: string } {
  if (node.type === "paragraph") return paragraphBlock(node);
  if (node.type === "list" && !node.ordered) return { list: node.children.map((item) => linesOf(item).join(" ")) };
  const what = nodeWords[node.type] ?? `a Markdown ${node.type}`;
  return {
    problem: `holds ${what}, which a legal text cannot show; expected paragraphs, “- ” lists, terms, links or ::contact`,
  };
}

/** The sections a document's Markdown text holds, or what keeps it from being read as one (with its line). */
export function legalSectionsOf(markdown: string): LegalSection[] | string {
  const sections: LegalSection[] = [];
  for (const node of markdownTree(markdown).children) {
    const line = node.position?.start.line ?? 0;
    const heading = node.type === "heading" && node.depth === 2 ? headingPattern.exec(toString(node)) : null;
    if (heading) {
      sections.push({ id: heading[2] ?? "", heading: heading[1] ?? "", blocks: [] });
      continue;
    }
    const section = sections.at(-1);
    if (!section) {
      const first = markdown.split("\n")[line - 1] ?? "";
      return `starts with “${first}” (line ${line}); expected a section heading first, such as “## Heading {#anchor}”`;
    }
    const block = blockOf(node);
    if (typeof block === "object" && "problem" in block) return `line ${line} ${block.problem}`;
    section.blocks.push(block);
  }
  return sections;
}
