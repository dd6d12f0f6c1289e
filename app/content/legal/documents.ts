import { pageByPath } from "~/content/pages";
import type { LegalDocument } from "./legal-schema";
import { privacyPolicy } from "./privacy";
import { termsOfUse } from "./terms";

/** The legal documents by the slug of their page (content/pages.ts); routes/legal.tsx renders the one its path names. */
export const legalDocuments: Readonly<Record<string, LegalDocument>> = {
  privacy: privacyPolicy,
  terms: termsOfUse,
};

export function legalDocumentByPath(path: string): LegalDocument | undefined {
  const entry = pageByPath(path);
  return entry?.kind === "legal" ? legalDocuments[entry.slug] : undefined;
}
