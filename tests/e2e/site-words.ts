// What the site says in each language, for the browser tests, read from the content files themselves (the loaders'
// glob-based lookup, app/content/localized.server.ts, is Vite's; Playwright loads plain modules).
import { sectionCopy as englishHome } from "~/content/en/home/section-copy";
import { interfaceText as english } from "~/content/en/interface";
import { privacyPolicy as englishPrivacy } from "~/content/en/legal/privacy";
import { termsOfUse as englishTerms } from "~/content/en/legal/terms";
import { underConstruction as englishUnderConstruction } from "~/content/en/under-construction";
import { vision as englishVision } from "~/content/en/vision";
import { sectionCopy as spanishHome } from "~/content/es/home/section-copy";
import { interfaceText as spanish } from "~/content/es/interface";
import { privacyPolicy as spanishPrivacy } from "~/content/es/legal/privacy";
import { termsOfUse as spanishTerms } from "~/content/es/legal/terms";
import { underConstruction as spanishUnderConstruction } from "~/content/es/under-construction";
import { vision as spanishVision } from "~/content/es/vision";
import { navigationOf } from "~/content/navigation";
import { type SitePage, sitePages } from "~/content/pages";
import { underConstructionNames } from "~/content/under-construction";
import { type Language, localizedPath } from "~/lib/language/languages";

const content = {
  en: {
    text: english,
    home: englishHome,
    vision: englishVision,
    underConstruction: englishUnderConstruction,
    legal: { privacy: englishPrivacy, terms: englishTerms } as Record<string, { title: string }>,
  },
  es: {
    text: spanish,
    home: spanishHome,
    vision: spanishVision,
    underConstruction: spanishUnderConstruction,
    legal: { privacy: spanishPrivacy, terms: spanishTerms } as Record<string, { title: string }>,
  },
} as const;

/** The interface's words in a language (app/content/<language>/interface.ts). */
export const wordsIn = (language: Language) => content[language].text;

export const navigationIn = (language: Language) => navigationOf(language, wordsIn(language));

export const underConstructionNamesIn = (language: Language) => underConstructionNames(wordsIn(language));

/** What a page's h1 says in a language, read from the content that renders it. */
function headlineOf(page: SitePage, language: Language): string {
  const { text, home, vision, underConstruction, legal } = content[language];
  const name = (text.pages as Record<string, string>)[page.slug] ?? page.slug;
  switch (page.kind) {
    case "home":
      return home.hero.headline;
    case "service":
    case "venture":
    case "expertise":
      return name;
    case "vision":
      return vision.title;
    case "legal":
      return legal[page.slug]?.title ?? name;
    case "placeholder":
      return underConstruction.headline;
  }
}

/** Every page of the registry in a language, with what its h1 must say. */
export const routeTableIn = (language: Language): readonly { path: string; headline: string }[] =>
  sitePages.map((page) => ({ path: localizedPath(language, page.path), headline: headlineOf(page, language) }));
