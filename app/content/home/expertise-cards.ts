import * as v from "valibot";
import { eachOnce } from "~/content/each-once";
import { lineIconNames } from "~/content/icon-names";
import { type Language, localizedPath } from "~/lib/language/languages";
import { type PageNames, pageSlugs, resolveEntry, type SitePage, sitePages, topicSlugs } from "~/content/pages";

// The home page's expertise cards, in order (app/content/<language>/home/expertise-cards.yaml): each names a registry
// page, whose label is the card's title (a topic without a page of its own is listed under its own name, leading to
// the page that stands in for it). A card links to its page once the page is published; until then its route is
// null and the card is not a link.

const expertiseCardEntrySchema = v.strictObject({
  page: v.picklist(pageSlugs),
  /** A topic without a page of its own: the card is titled by the topic's name and leads to `page`. */
  topic: v.optional(v.picklist(topicSlugs)),
  icon: v.picklist(lineIconNames),
  description: v.optional(v.pipe(v.string(), v.nonEmpty(), v.maxLength(160))),
});

/** Each page on one card: a topic's card leads to the page standing in for it, and counts as that page's. */
export const expertiseCardEntriesSchema = v.pipe(
  v.array(expertiseCardEntrySchema),
  eachOnce(
    (card) => card.page,
    (_, card) => `is on card ${card} too; expected each page on one card`,
    "page",
  ),
);
export type ExpertiseCardEntry = v.InferOutput<typeof expertiseCardEntrySchema>;

export interface ExpertiseCard {
  icon: (typeof lineIconNames)[number];
  title: string;
  description?: string;
  /** The page's path once it is published; null until then. */
  route: string | null;
}

/** The cards as the page shows them in a language, read off the registry. */
export function expertiseCardsOf(
  entries: readonly ExpertiseCardEntry[],
  language: Language,
  names: PageNames,
  pages: readonly SitePage[] = sitePages,
): ExpertiseCard[] {
  return entries.flatMap(({ page: slug, topic, icon, description }) => {
    const resolved = resolveEntry(pages, topic ? { page: slug, topic } : slug, names);
    if (!resolved) return [];
    const card: ExpertiseCard = {
      icon,
      title: resolved.label,
      route: resolved.page.published ? localizedPath(language, resolved.page.path) : null,
    };
    return [description ? { ...card, description } : card];
  });
}
