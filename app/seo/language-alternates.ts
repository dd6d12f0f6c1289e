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

/**
 * The alternates of a page published in some languages only (an Insights entry, `path` as the default language has
 * it): those languages, and `x-default` when the default language is one of them. None for a page in one language:
 * it has no other to name.
 */
export function publishedAlternates(
  origin: string,
  path: string,
  published: readonly string[],
  languages: readonly LanguageLine[] = siteLanguages,
): LanguageAlternate[] {
  if (new Set(published).size < 2) return [];
  return languageAlternates(origin, path, languages).filter(({ hreflang }) =>
    published.includes(hreflang === "x-default" ? defaultLanguage : hreflang),
  );
}
