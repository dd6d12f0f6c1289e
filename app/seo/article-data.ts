import type { InsightEntry } from "~/content/insights/insight-summary";
import { site } from "~/content/site";

/**
 * An Insights entry's schema.org record (JSON-LD): a `BlogPosting` for an article, an `Article` for a case study,
 * with its headline, description, days, language, author (one of the leadership team, at the home page's team),
 * image and publisher, every address absolute on the deployment's origin. Built by the entry's loader (server and
 * prerender), for that page only.
 */
export function articleData(
  origin: string,
  entry: InsightEntry,
  { url, image, author }: { url: string; image: string; author: { name: string; jobTitle: string; url: string } },
) {
  return {
    "@context": "https://schema.org",
    "@type": entry.kind === "case-study" ? "Article" : "BlogPosting",
    headline: entry.title,
    description: entry.description,
    datePublished: entry.date,
    dateModified: entry.date,
    inLanguage: entry.language,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    image: [`${origin}${image}`],
    author: { "@type": "Person", name: author.name, jobTitle: author.jobTitle, url: `${origin}${author.url}` },
    publisher: {
      "@type": "Organization",
      name: site.name,
      url: `${origin}/`,
      logo: { "@type": "ImageObject", url: `${origin}/logo.png` },
    },
    ...(entry.tags.length > 0 ? { keywords: entry.tags.join(", ") } : {}),
  };
}

export type ArticleData = ReturnType<typeof articleData>;
