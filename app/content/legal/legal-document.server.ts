import * as v from "valibot";
import { type ContentFile, schemaOf } from "../collections";
import { legalFileSchema, withLegalFigures } from "./legal-file-schema";
import { legalSectionsOf } from "./legal-markdown.server";
import { isLegalDocumentSlug, type LegalDocument, legalDocumentSchema, legalSectionCounts } from "./legal-schema";

/** A legal document's file read into sections, figures written in; or what keeps its text from being sections. */
function readDocument(file: { body: string }): LegalDocument | string {
  const { body, ...frontMatter } = file;
  const sections = legalSectionsOf(body);
  return typeof sections === "string" ? sections : withLegalFigures({ ...frontMatter, sections } as LegalDocument);
}

/**
 * A legal document's file as the content check holds it: the file's fields, then its text read into sections by
 * remark (as the build reads it for its page), then the document's shape. Its output is the document the page shows;
 * a text that is not sections is one issue, in words the editor's problem words read ("…; expected …").
 */
function legalTextSchema(sectionCount: number) {
  return v.pipe(
    legalFileSchema,
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const document = readDocument(dataset.value);
      if (typeof document === "string") {
        addIssue({ message: document });
        return NEVER;
      }
      return document;
    }),
    legalDocumentSchema(sectionCount),
  );
}

/**
 * The schema the content check holds a file to, and the shape the languages are compared in: its collection's,
 * and for a legal text, the text read into its sections as well (the collection's schema stays free of the Markdown
 * reader, which the editor's configuration and the Worker never carry).
 */
export function checkedSchemaOf(file: ContentFile): v.GenericSchema {
  const { name } = file.collection;
  return isLegalDocumentSlug(name) ? legalTextSchema(legalSectionCounts[name]) : schemaOf(file);
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
