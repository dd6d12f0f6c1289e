import type { Language } from "~/lib/language/languages";
import type { ExpertiseCardEntry } from "./home/expertise-cards";
import type { Mission } from "./home/mission-schema";
import type { SectionCopy } from "./home/section-copy-schema";
import type { Slide } from "./home/slides-schema";
import type { InterfaceText } from "./interface-schema";
import type { LegalDocument } from "./legal/legal-schema";
import type { StandardBody, VentureBody } from "./offerings/schema";
import type { UnderConstructionCopy } from "./under-construction";
import type { VisionCopy } from "./vision-schema";

/**
 * Each language's content, for the loaders (server and prerender only: nothing here reaches a browser bundle).
 * A language is a folder, app/content/<language>/, whose files and exports are the default language's: the content
 * check holds every one to its schema and to the default language's shape (language-parity.server.ts), so the
 * lookups below find what they ask for in every language of the list.
 */

const modules = import.meta.glob<Readonly<Record<string, unknown>>>(["./*/**/*.ts", "!./*/**/*.server.ts"], {
  eager: true,
});

/** An export of a language's file; what it holds is its declared schema's (the content check parses it). */
function localized(language: Language, file: string, name: string): unknown {
  const value = modules[`./${language}/${file}`]?.[name];
  if (value === undefined) throw new Error(`content/${language}/${file} has no ${name}`);
  return value;
}

export const interfaceIn = (language: Language) =>
  localized(language, "interface.ts", "interfaceText") as InterfaceText;

export const homeCopyIn = (language: Language) => ({
  sectionCopy: localized(language, "home/section-copy.ts", "sectionCopy") as SectionCopy,
  slides: localized(language, "home/slides.ts", "slides") as readonly Slide[],
  mission: localized(language, "home/mission.ts", "mission") as Mission,
  expertiseCardEntries: localized(
    language,
    "home/expertise-cards.ts",
    "expertiseCardEntries",
  ) as readonly ExpertiseCardEntry[],
});

export const visionIn = (language: Language) => localized(language, "vision.ts", "vision") as VisionCopy;

export const underConstructionIn = (language: Language) =>
  localized(language, "under-construction.ts", "underConstruction") as UnderConstructionCopy;

/** The legal documents by the slug of their page, and the export each file declares. */
const legalExports: Readonly<Record<string, string>> = { privacy: "privacyPolicy", terms: "termsOfUse" };

export function legalDocumentIn(language: Language, slug: string): LegalDocument | undefined {
  const name = legalExports[slug];
  return name ? (localized(language, `legal/${slug}.ts`, name) as LegalDocument) : undefined;
}

export const legalDocumentSlugs: readonly string[] = Object.keys(legalExports);

/** Every offering page's body in a language, by the slug its file is named after. */
export function offeringBodiesIn(language: Language): Readonly<Record<string, StandardBody | VentureBody>> {
  const prefix = `./${language}/offerings/`;
  return Object.fromEntries(
    Object.entries(modules)
      .filter(([file]) => file.startsWith(prefix))
      .map(([file, exports]) => [file.slice(prefix.length, -".ts".length), exports.default as StandardBody]),
  );
}
