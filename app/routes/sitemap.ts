import { insightSummariesIn } from "~/content/insights/insight-data.server";
import { INSIGHTS_PATH, insightPath, insightsListPath, insightsPageCount } from "~/content/insights/insight-paths";
import { sitePages } from "~/content/pages";
import { siteEnvOf } from "~/lib/document/request-context.server";
import { languageCodes } from "~/lib/language/languages";
import { publishedAlternates } from "~/seo/language-alternates";
import { type SitemapUrl, sitemapXml } from "~/seo/sitemap-xml";
import type { Route } from "./+types/sitemap";

// Every page of the registry (content/pages.ts) with its canonical URL, then every published Insights entry (with
// its translations as alternates) and every later page of each listing. Prerendered at build time: the origin is
// that of the environment the build was made for (CLOUDFLARE_ENV), the entries those of the build's content.
export async function loader({ context }: Route.LoaderArgs) {
  const { origin } = siteEnvOf(context);
  const insights: SitemapUrl[] = [];
  for (const language of languageCodes) {
    const entries = (await insightSummariesIn(context, language)) ?? [];
    for (let page = 2; page <= insightsPageCount(entries.length); page++) {
      insights.push({ loc: `${origin}${insightsListPath(language, page)}`, alternates: [] });
    }
    for (const entry of entries) {
      insights.push({
        loc: `${origin}${insightPath(language, entry.slug)}`,
        alternates: publishedAlternates(origin, `${INSIGHTS_PATH}/${entry.slug}`, [language, ...entry.translations]),
      });
    }
  }
  return new Response(sitemapXml(origin, sitePages, undefined, insights), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
