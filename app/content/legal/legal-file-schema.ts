import * as v from "valibot";
import { CONTACT_RETENTION_DEFAULT_DAYS, CONTACT_RETRY_WINDOW_DEFAULT_HOURS } from "~/lib/contact/outbox-policy";
import { fillIn } from "~/lib/language/fill-in";
import { legalSectionsOf } from "./legal-markdown";
import { legalDocumentSchema, legalFrontMatter } from "./legal-schema";

/**
 * A legal document as its Markdown file holds it: title, description, date and intro in the front matter, the
 * sections in the text (`body`, legal-markdown.ts). The schema reads the text into sections and holds the whole to
 * the document's shape, so its output is the `LegalDocument` the page renders.
 */

/**
 * Figures the texts state that the code decides, as `{name}` placeholders in the files: the text follows the code
 * when a figure changes. Limits hold for the text as the page shows it, figures filled in.
 */
const legalFigures = {
  retryWindowHours: CONTACT_RETRY_WINDOW_DEFAULT_HOURS,
  retentionDays: CONTACT_RETENTION_DEFAULT_DAYS,
};

export function legalFileSchema(sectionCount: number) {
  return v.pipe(
    v.strictObject({
      ...legalFrontMatter,
      body: v.pipe(v.string(), v.nonEmpty()),
    }),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const { body, ...frontMatter } = dataset.value;
      const sections = legalSectionsOf(fillIn(body, legalFigures));
      if (typeof sections === "string") {
        addIssue({ message: sections });
        return NEVER;
      }
      return { ...frontMatter, sections };
    }),
    legalDocumentSchema(sectionCount),
  );
}

/** A document's file as its page shows it (the content check has parsed every file with the schema above). */
export function legalDocumentOf(file: { body: string }): v.InferOutput<ReturnType<typeof legalDocumentSchema>> {
  const { body, ...frontMatter } = file;
  const sections = legalSectionsOf(fillIn(body, legalFigures));
  if (typeof sections === "string") throw new Error(sections);
  return { ...frontMatter, sections } as v.InferOutput<ReturnType<typeof legalDocumentSchema>>;
}
