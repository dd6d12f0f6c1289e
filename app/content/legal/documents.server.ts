import { pageByPath } from "~/content/pages";
import { languageOfPath } from "~/lib/language/languages";
import { legalDocumentIn } from "../localized.server";
import { isLegalDocumentSlug, type LegalDocument } from "./legal-schema";

/** The legal document a path names, in its language; routes/legal.tsx renders it. */
export function legalDocumentByPath(path: string): LegalDocument | undefined {
  const entry = pageByPath(path);
  return entry?.kind === "legal" && isLegalDocumentSlug(entry.slug)
    ? legalDocumentIn(languageOfPath(path), entry.slug)
    : undefined;
}
