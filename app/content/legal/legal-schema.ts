import * as v from "valibot";

// One shape for both legal documents (privacy policy, legal notice): numbered sections with anchored headings,
// each a list of blocks. A block is a paragraph (a string), a bulleted list, a list of defined terms, a link to
// another page of the site, or the company's contact details (taken from content/site.yaml, never retyped).

const text = (max: number) => v.pipe(v.string(), v.nonEmpty(), v.maxLength(max));

const blockSchema = v.union([
  text(900),
  v.strictObject({ list: v.pipe(v.array(text(300)), v.minLength(2)) }),
  v.strictObject({ terms: v.pipe(v.array(v.strictObject({ term: text(40), detail: text(300) })), v.minLength(2)) }),
  v.strictObject({ link: v.strictObject({ label: text(60), to: v.pipe(v.string(), v.regex(/^\/[a-z0-9-/]*$/)) }) }),
  v.strictObject({ contact: v.literal(true) }),
]);

const sectionSchema = v.strictObject({
  /** The heading's anchor: the table of contents and shared links point at it. */
  id: v.pipe(v.string(), v.regex(/^[a-z]+(?:-[a-z]+)*$/)),
  heading: text(60),
  blocks: v.pipe(v.array(blockSchema), v.minLength(1)),
});

/** The fields before the sections: in a document's Markdown file, its front matter. */
export const legalFrontMatter = {
  title: text(40),
  description: v.pipe(v.string(), v.minLength(70), v.maxLength(170)),
  /** Year and month, "2025-07": the page shows "July 2025" in a <time> element. */
  lastUpdated: v.pipe(v.string(), v.regex(/^\d{4}-(?:0[1-9]|1[0-2])$/)),
  intro: text(400),
};

/** The legal documents, each named by the slug of its page, and the number of sections each has. */
export const legalSectionCounts = { privacy: 12, terms: 9 } as const;
export type LegalSlug = keyof typeof legalSectionCounts;

export const isLegalDocumentSlug = (slug: string): slug is LegalSlug => Object.hasOwn(legalSectionCounts, slug);

/** A legal document with exactly `sectionCount` sections, each with its own anchor. */
export function legalDocumentSchema(sectionCount: number) {
  return v.strictObject({
    ...legalFrontMatter,
    sections: v.pipe(
      v.array(sectionSchema),
      v.length(sectionCount),
      v.check(
        (sections) => new Set(sections.map((s) => s.id)).size === sections.length,
        "two sections have the same anchor; expected each section's {#anchor} once",
      ),
    ),
  });
}

export type LegalDocument = v.InferOutput<ReturnType<typeof legalDocumentSchema>>;
export type LegalBlock = v.InferOutput<typeof blockSchema>;
export type LegalSection = v.InferOutput<typeof sectionSchema>;
