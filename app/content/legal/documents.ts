import { privacyPolicy } from "./privacy";
import { termsOfUse } from "./terms";
import type { LegalDocument } from "./legal-schema";

// The legal documents by URL path; routes/legal.tsx renders whichever its path names.
const documents: Record<string, LegalDocument> = {
  "/privacy": privacyPolicy,
  "/terms": termsOfUse,
};

/** Tolerates the trailing slash prerendering asks with. */
export function legalDocumentByPath(path: string): LegalDocument | undefined {
  return documents[path.length > 1 ? path.replace(/\/+$/, "") : path];
}
