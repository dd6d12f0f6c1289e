import type { LegalBlock, LegalSection } from "./legal-schema";

/**
 * A legal document's text as its Markdown file holds it: a section is a `## Heading {#anchor}` line and the blocks
 * after it, separated by blank lines. A block is a paragraph; a list (`- ` lines); defined terms (a term's line,
 * then its `: detail` line); a link to another page of the site alone on its line (`[label](/path)`); or
 * `::contact`, where the company's contact details go. Anything else before the first heading is a mistake.
 */

const headingPattern = /^## (.+) \{#([^}\s]+)\}$/;
const linkPattern = /^\[([^\]]+)\]\((\/[^)\s]*)\)$/;
const contactLine = "::contact";

function blockOf(lines: readonly string[]): LegalBlock {
  if (lines.length === 1 && lines[0] === contactLine) return { contact: true };
  const link = lines.length === 1 ? linkPattern.exec(lines[0] ?? "") : null;
  if (link) return { link: { label: link[1] ?? "", to: link[2] ?? "" } };
  if (lines.every((line) => line.startsWith("- "))) return { list: lines.map((line) => line.slice(2)) };
  const isTerms = lines.length % 2 === 0 && lines.every((line, i) => (i % 2 === 1) === line.startsWith(": "));
  if (isTerms) {
    return {
      terms: lines.flatMap((line, i) => (i % 2 === 0 ? [{ term: line, detail: lines[i + 1]?.slice(2) ?? "" }] : [])),
    };
  }
  return lines.join(" ");
}

/** The sections a document's Markdown text holds, or what keeps it from being read as one. */
export function legalSectionsOf(markdown: string): LegalSection[] | string {
  const sections: LegalSection[] = [];
  const chunks = markdown.split(/\n\s*\n/).map((chunk) => chunk.split("\n").map((line) => line.trimEnd()));
  for (const lines of chunks.filter((chunk) => chunk.some(Boolean))) {
    const heading = headingPattern.exec(lines[0] ?? "");
    if (heading) {
      sections.push({ id: heading[2] ?? "", heading: heading[1] ?? "", blocks: [] });
      if (lines.length > 1) sections.at(-1)?.blocks.push(blockOf(lines.slice(1)));
      continue;
    }
    const section = sections.at(-1);
    if (!section) return `starts with “${lines[0]}”; expected a section heading first, such as “## Heading {#anchor}”`;
    section.blocks.push(blockOf(lines));
  }
  return sections;
}
