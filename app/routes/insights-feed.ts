import { insightEntryIn, insightSummariesIn } from "~/content/insights/insight-data.server";
import { insightPath, insightsFeedPath, insightsListPath } from "~/content/insights/insight-paths";
import { insightsTextIn } from "~/content/localized.server";
import { site } from "~/content/site";
import { pageNotFound } from "~/lib/document/page-not-found";
import { siteEnvOf } from "~/lib/document/request-context.server";
import { fillIn } from "~/lib/language/fill-in";
import { languageOfPath, localizedPath } from "~/lib/language/languages";
import { atomFeed } from "~/seo/atom-feed";
import type { Route } from "./+types/insights-feed";

/** The newest entries a feed carries, each with its whole body. */
const FEED_ENTRIES = 20;

// Each language's Atom feed (/insights/feed.xml, /es/insights/feed.xml): its newest published entries, in full.
// Prerendered at build time, with the origin of the environment the build is for (CLOUDFLARE_ENV), like the sitemap.
export async function loader({ context, url }: Route.LoaderArgs) {
  const language = languageOfPath(url.pathname);
  const summaries = await insightSummariesIn(context, language);
  if (!summaries) pageNotFound();
  const { origin } = siteEnvOf(context);
  const words = insightsTextIn(language);
  const newest = await Promise.all(
    summaries.slice(0, FEED_ENTRIES).map(async (summary) => ({
      summary,
      html: (await insightEntryIn(context, language, summary.slug))?.html,
    })),
  );
  const xml = atomFeed({
    self: `${origin}${insightsFeedPath(language)}`,
    page: `${origin}${insightsListPath(language)}`,
    language,
    title: fillIn(words.feedTitle, { site: site.name }),
    subtitle: words.description,
    author: { name: site.name, url: `${origin}${localizedPath(language, "/")}` },
    logo: `${origin}/logo.png`,
    entries: newest.map(({ summary, html }) => ({
      url: `${origin}${insightPath(language, summary.slug)}`,
      title: summary.title,
      summary: summary.description,
      date: summary.date,
      author: { name: summary.author, url: `${origin}${localizedPath(language, "/")}#leadership` },
      tags: summary.tags,
      ...(html === undefined ? {} : { html }),
    })),
  });
  return new Response(xml, { headers: { "Content-Type": "application/atom+xml; charset=utf-8" } });
}
