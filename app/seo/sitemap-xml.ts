import type { SitePage } from "~/content/pages";
import { type LanguageLine, languages as siteLanguages, prefixedPath } from "~/lib/language/languages";
import { type LanguageAlternate, languageAlternates } from "./language-alternates";

/** An address the registry does not list (an Insights entry, a later listing page), with its alternates if any. */
export interface SitemapUrl {
  loc: string;
  alternates: readonly LanguageAlternate[];
}

function urlXml({ loc, alternates }: SitemapUrl): string {
  return [
    `  <url>`,
    `    <loc>${escapeXml(loc)}</loc>`,
    ...alternates.map(
      ({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`,
    ),
    `  </url>`,
  ].join("\n");
}

/**
 * The sitemap of a registry's pages in every language, each at its canonical URL on `origin`, and each listing the
 * page in every language (and `x-default`, the default language's) as `xhtml:link` alternates, the form search
 * engines read for a multilingual site; then the addresses outside the registry (`more`), each with its own.
 */
export function sitemapXml(
  origin: string,
  pages: readonly SitePage[],
  languages: readonly LanguageLine[] = siteLanguages,
  more: readonly SitemapUrl[] = [],
): string {
  const entries = [
    ...languages.flatMap(({ prefix }) =>
      pages.map((page) =>
        urlXml({
          loc: `${origin}${prefixedPath(prefix, page.path)}`,
          alternates: languageAlternates(origin, page.path, languages),
        }),
      ),
    ),
    ...more.map(urlXml),
  ];
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">`,
    ...entries,
    `</urlset>`,
    "",
  ].join("\n");
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
