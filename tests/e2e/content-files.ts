// The site's content files as data, for the browser tests: read from disk through the collections' list
// (app/content/collections.ts). The loaders' lookup (app/content/localized.server.ts) is Vite's, through
// `import.meta.glob`; Playwright loads plain modules.
import { readFileSync } from "node:fs";
import path from "node:path";
import { collectionNamed, filesOf } from "~/content/collections";
import { parseContentFile } from "~/content/file-format";
import type { LeaderEntry } from "~/content/home/leaders-schema";
import type { SectionCopy } from "~/content/home/section-copy-schema";
import type { InsightsText } from "~/content/insights/insights-text-schema";
import type { InterfaceText } from "~/content/interface-schema";
import { legalDocumentOf } from "~/content/legal/legal-document.server";
import type { UnderConstructionCopy } from "~/content/under-construction";
import type { VisionCopy } from "~/content/vision-schema";
import type { Language } from "~/lib/language/languages";

const repoRoot = path.join(import.meta.dirname, "../..");

/** The data of a collection's one file (in a language, for a localized collection). */
function contentOf(name: string, language: Language = "en"): unknown {
  const collection = collectionNamed(name);
  const [file] = filesOf(collection, [language]);
  if (!file) throw new Error(`the collection ${name} has no single file`);
  return parseContentFile(readFileSync(path.join(repoRoot, file.path), "utf8"), collection.format, file.path);
}

export const interfaceTextIn = (language: Language) => contentOf("interface", language) as InterfaceText;
export const insightsTextIn = (language: Language) => contentOf("insights-text", language) as InsightsText;
export const sectionCopyIn = (language: Language) => contentOf("home-section-copy", language) as SectionCopy;
export const visionIn = (language: Language) => contentOf("vision", language) as VisionCopy;
export const underConstructionIn = (language: Language) =>
  contentOf("under-construction", language) as UnderConstructionCopy;
export const legalDocumentIn = (language: Language, slug: "privacy" | "terms") =>
  legalDocumentOf(contentOf(slug, language) as { body: string });
export const leaders = contentOf("leaders") as readonly LeaderEntry[];
export const institutions = contentOf("institutions") as readonly string[];
export const partners = contentOf("partners") as readonly string[];
