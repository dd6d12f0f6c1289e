import type { Language } from "~/lib/language/languages";
import type { InsightKind } from "./insight-schema";

/**
 * A published entry as listings, the feed, the sitemap and the home page show it; `InsightEntry` adds its body as
 * HTML, for its own page. Both are written by the build into the prerender data (scripts/build/insights-data.ts)
 * and read by the loaders (insight-data.server.ts).
 */
export interface InsightSummary {
  slug: string;
  language: Language;
  title: string;
  description: string;
  /** `YYYY-MM-DD`. */
  date: string;
  /** The name of one of the leadership team. */
  author: string;
  kind: InsightKind;
  tags: readonly string[];
  /** The photo's path as the entry writes it (`/images/insights/x.jpg`), and its description. */
  image?: string;
  imageAlt?: string;
  /** The other languages the entry is published in (a file of the same slug, not a draft). */
  translations: readonly Language[];
}

export interface InsightEntry extends InsightSummary {
  /** The body, rendered and sanitised at build time (app/content/markdown/markdown-html.server.ts). */
  html: string;
}

/** Newest first; entries of one day by slug, so the order never depends on the file system. */
export const newestFirst = (a: InsightSummary, b: InsightSummary) =>
  b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug);
