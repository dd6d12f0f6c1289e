import type { Language } from "~/lib/language/languages";
import type { PhotoVariants } from "~/lib/photos/photo-variants";
import type { InsightKind } from "./insight-schema";

/** What a published entry is, wherever it is read. */
interface InsightFacts {
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
  /** The other languages the entry is published in (a file of the same slug, not a draft). */
  translations: readonly Language[];
}

/** A published entry as the build reads it from its file (insight-catalog.server.ts). */
export interface InsightRecord extends InsightFacts {
  /** The photo's path as the entry writes it (`/images/insights/x.jpg`), and its description. */
  image?: string;
  imageAlt?: string;
}

/** An entry's photo as its pages show it: the variants the build encoded, and what the photo shows. */
export interface EntryPhotoFacts {
  variants: PhotoVariants;
  alt: string;
}

/**
 * A published entry as listings, the feed, the sitemap and the home page show it; `InsightEntry` adds its body as
 * HTML, for its own page. Both are written by the build into the prerender data (scripts/build/insights-data.ts)
 * and read by the loaders (insight-data.server.ts). The photo is its variants: the original's path is in neither,
 * so no page's data (React Router's `.data` files) names a file that is never deployed.
 */
export interface InsightSummary extends InsightFacts {
  photo?: EntryPhotoFacts;
}

/** A listing page's entries, as the build writes them for it, and how many listing pages there are. */
export interface InsightsListPage {
  count: number;
  entries: InsightSummary[];
}

export interface InsightEntry extends InsightSummary {
  /** The body, rendered and sanitised at build time (app/content/markdown/markdown-html.server.ts). */
  html: string;
}

/** Newest first; entries of one day by slug, so the order never depends on the file system. */
export const newestFirst = (a: InsightFacts, b: InsightFacts) =>
  b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug);
