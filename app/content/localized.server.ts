import { type Language, languageCodes } from "~/lib/language/languages";
import { type ContentFile, collectionNamed, filesOf } from "./collections";
import type { ExpertiseCardEntry } from "./home/expertise-cards";
import type { LeaderEntry } from "./home/leaders-schema";
import type { Mission } from "./home/mission-schema";
import type { SectionCopy } from "./home/section-copy-schema";
import type { Slide } from "./home/slides-schema";
import type { InsightsText } from "./insights/insights-text-schema";
import type { InterfaceText } from "./interface-schema";
import { withLegalFigures } from "./legal/legal-file-schema";
import type { LegalDocument, LegalSlug } from "./legal/legal-schema";
import type { StandardBody, VentureBody } from "./offerings/schema";
import type { UnderConstructionCopy } from "./under-construction";
import type { VisionCopy } from "./vision-schema";

/**
 * The site's content files, for the loaders (server and prerender only: nothing here reaches a browser bundle).
 * Every file is a collection's (collections.ts), read as data at build time (scripts/build/content-files.ts); the
 * content check holds each to its collection's schema and every language to the default language's shape
 * (language-parity.server.ts), so the lookups below find what they ask for in every language of the list.
 */

/** Every YAML content file under app/content, by its path there ("./es/vision.yaml"), as its data. */
export const yamlFileData: Readonly<Record<string, unknown>> = import.meta.glob("./**/*.yaml", {
  eager: true,
  import: "default",
});

/**
 * The legal documents, by their path ("./es/legal/privacy.md"), each read into its sections at build time (the
 * `?legal-document` form of a content file, scripts/build/content-files.ts): the pages carry no Markdown reader.
 */
const legalDocuments: Readonly<Record<string, LegalDocument>> = import.meta.glob("./*/legal/*.md", {
  eager: true,
  import: "default",
  query: "?legal-document",
});

/** Where a collection's file is among the data above (and the content check's `contentFileData`). */
export const dataKeyOf = (file: Pick<ContentFile, "path">) => file.path.replace(/^app\/content\//, "./");

/** A collection's file, in a language for localized ones; it holds to its schema (the content check parses it). */
function contentOf(name: string, language?: Language, slug?: string): unknown {
  const file = filesOf(collectionNamed(name), [language ?? languageCodes[0]]).find(
    (candidate) => candidate.slug === slug,
  );
  const value = file && yamlFileData[dataKeyOf(file)];
  if (value === undefined) throw new Error(`no content file for ${name} ${language ?? ""} ${slug ?? ""}`);
  return value;
}

export const interfaceIn = (language: Language) => contentOf("interface", language) as InterfaceText;

export const homeCopyIn = (language: Language) => ({
  sectionCopy: contentOf("home-section-copy", language) as SectionCopy,
  slides: contentOf("home-slides", language) as readonly Slide[],
  mission: contentOf("home-mission", language) as Mission,
  expertiseCardEntries: contentOf("home-expertise-cards", language) as readonly ExpertiseCardEntry[],
});

/** The content the home page shows the same in every language: people and the organisations' names. */
export const sharedHomeContent = () => ({
  leaders: contentOf("leaders") as readonly LeaderEntry[],
  clients: contentOf("clients") as readonly string[],
  institutions: contentOf("institutions") as readonly string[],
  partners: contentOf("partners") as readonly string[],
});

export const visionIn = (language: Language) => contentOf("vision", language) as VisionCopy;

/** What the Insights pages say besides the entries. */
export const insightsTextIn = (language: Language) => contentOf("insights-text", language) as InsightsText;

export const underConstructionIn = (language: Language) =>
  contentOf("under-construction", language) as UnderConstructionCopy;

/** A legal document (each is a collection named by the slug of its page) in a language, as its page shows it. */
export function legalDocumentIn(language: Language, slug: LegalSlug): LegalDocument {
  const [file] = filesOf(collectionNamed(slug), [language]);
  const document = file && legalDocuments[dataKeyOf(file)];
  if (!document) throw new Error(`no legal document ${slug} in ${language}`);
  return withLegalFigures(document);
}

/** Every offering page's body in a language, by the slug its file is named after. */
export function offeringBodiesIn(language: Language): Readonly<Record<string, StandardBody | VentureBody>> {
  const files = [collectionNamed("offerings"), collectionNamed("venture-builder")].flatMap((collection) =>
    filesOf(collection, [language]),
  );
  return Object.fromEntries(
    files.flatMap((file) => {
      const body = yamlFileData[dataKeyOf(file)];
      const slug = file.slug ?? file.path.replace(/^.*\/|\.yaml$/g, "");
      return body === undefined ? [] : [[slug, body as StandardBody | VentureBody]];
    }),
  );
}
