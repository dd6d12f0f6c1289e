import type { SitePage } from "~/content/pages";
import { type LanguageLine, languages as siteLanguages, prefixedPath } from "~/lib/language/languages";
import { languageAlternates } from "./language-alternates";

/**
 * The sitemap of a registry's pages in every language, each at its canonical URL on `origin`, and each listing the
 * page in every language (and `x-default`, the default language's) as `xhtml:link` alternates, the form search
 * engines read for a multilingual site.
 */
export function sitemapXml(
  origin: string,
  pages: readonly SitePage[],
  languages: readonly LanguageLine[] = siteLanguages,
): string {
  const entries = languages.flatMap(({ prefix }) =>
    pages.map((page) => {
      const alternates = languageAlternates(origin, page.path, languages).map(
        ({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`,
      );
      const loc = `${origin}${prefixedPath(prefix, page.path)}`;
      return [`  <url>`, `    <loc>${escapeXml(loc)}</loc>`, ...alternates, `  </url>`].join("\n");
    }),
  );
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
