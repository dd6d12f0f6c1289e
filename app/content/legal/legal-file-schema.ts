import * as v from "valibot";
import { CONTACT_RETENTION_DEFAULT_DAYS, CONTACT_RETRY_WINDOW_DEFAULT_HOURS } from "~/lib/contact/outbox-policy";
import { fillIn } from "~/lib/language/fill-in";
import { type LegalBlock, type LegalDocument, legalFrontMatter } from "./legal-schema";

/**
 * A legal document as its Markdown file holds it: title, description, date and intro in the front matter, the
 * sections in the text (`body`). The text is read into sections at build time (legal-markdown.server.ts): the
 * content check holds each document to its shape (legal-document.server.ts), and the pages import the documents
 * already read (scripts/build/content-files.ts), so no Markdown reader reaches the Worker.
 */
export const legalFileSchema = v.strictObject({
  ...legalFrontMatter,
  body: v.pipe(v.string(), v.nonEmpty()),
});

/**
 * Figures the texts state that the code decides, as `{name}` placeholders in the files: the text follows the code
 * when a figure changes. Limits hold for the text as the page shows it, figures filled in.
 */
const legalFigures = {
  retryWindowHours: CONTACT_RETRY_WINDOW_DEFAULT_HOURS,
  retentionDays: CONTACT_RETENTION_DEFAULT_DAYS,
};

const filled = (text: string) => fillIn(text, legalFigures);

function blockWithFigures(block: LegalBlock): LegalBlock {
  if (typeof block === "string") return filled(block);
  if ("list" in block) return { list: block.list.map(filled) };
  if ("terms" in block) {
    return { terms: block.terms.map(({ term, detail }) => ({ term: filled(term), detail: filled(detail) })) };
  }
  if ("link" in block) return { link: { ...block.link, label: filled(block.link.label) } };
  return block;
}

/** A document read into sections, with the code's figures written into its text (the front matter has none). */
export function withLegalFigures(document: LegalDocument): LegalDocument {
  return {
    ...document,
    sections: document.sections.map((section) => ({
      ...section,
      heading: filled(section.heading),
      blocks: section.blocks.map(blockWithFigures),
    })),
  };
}
