import * as v from "valibot";
import { withLegalFigures } from "./legal-file-schema";
import { legalSectionsOf } from "./legal-markdown.server";
import { type LegalDocument, legalDocumentSchema, type LegalSlug, legalSectionCounts } from "./legal-schema";

/** A legal document's file read into sections, figures written in; or what keeps its text from being sections. */
function readDocument(file: { body: string }): LegalDocument | string {
  const { body, ...frontMatter } = file;
  const sections = legalSectionsOf(body);
  return typeof sections === "string" ? sections : withLegalFigures({ ...frontMatter, sections } as LegalDocument);
}

/** A legal document's file as its page reads it (its sections), or as it is when its text is not sections. */
export function legalDocumentAsRead(file: { body: string }): LegalDocument | { body: string } {
  const document = readDocument(file);
  return typeof document === "string" ? file : document;
}

/**
 * A legal document's file as its page shows it, for the tests: the text read into sections, the code's figures
 * written in. Throws, naming the line, when the text is not sections.
 */
export function legalDocumentOf(file: { body: string }): LegalDocument {
  const document = readDocument(file);
  if (typeof document === "string") throw new Error(document);
  return document;
}

/** What keeps a legal document's file (at `path`) from being its page: one line a problem, as the check reports. */
export function legalDocumentProblems(path: string, slug: LegalSlug, file: { body?: unknown }): string[] {
  if (typeof file.body !== "string") return [];
  const document = readDocument({ ...file, body: file.body });
  if (typeof document === "string") return [`${path}: ${document}`];
  return (v.safeParse(legalDocumentSchema(legalSectionCounts[slug]), document).issues ?? []).map((issue) =>
    [path, v.getDotPath(issue), issue.message].filter(Boolean).join(": "),
  );
}
