import {
  defaultLanguage,
  type LanguageLine,
  languages as siteLanguages,
  localizedPath,
  prefixedPath,
} from "~/lib/language/languages";

export interface LanguageAlternate {
  hreflang: string;
  href: string;
}

/**
 * A page (its path as the default language has it) at its URL on `origin` in every language, and once more in the
 * default language as `x-default`, for readers of any other: the alternates search engines read, in a page's head
 * and in the sitemap alike.
 */
export function languageAlternates(
  origin: string,
  path: string,
  languages: readonly LanguageLine[] = siteLanguages,
): LanguageAlternate[] {
  return [
    ...languages.map((language) => ({
      hreflang: language.code,
      href: `${origin}${prefixedPath(language.prefix, path)}`,
    })),
    { hreflang: "x-default", href: `${origin}${localizedPath(defaultLanguage, path)}` },
  ];
}
