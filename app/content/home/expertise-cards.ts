import * as v from "valibot";
import { defineContent } from "~/content/define-content";
import { lineIconNames } from "~/content/icon-names";
import { pageSlugs, prototypeEngineering, resolveEntry, type SitePage, sitePages } from "~/content/pages";

// The home page's expertise cards, in order: each names a registry page, whose label is the card's title (a topic
// without a page of its own is listed under its own name, leading to the page that stands in for it). A card
// links to its page once the page is published; until then its route is null and the card is not a link.

const expertiseCardEntrySchema = v.strictObject({
  page: v.picklist(pageSlugs),
  /** The card's title when it is not the page's label. */
  label: v.optional(v.pipe(v.string(), v.nonEmpty(), v.maxLength(40))),
  icon: v.picklist(lineIconNames),
  description: v.optional(v.pipe(v.string(), v.nonEmpty(), v.maxLength(160))),
});

export const expertiseCardEntries = defineContent(v.array(expertiseCardEntrySchema), [
  {
    page: "mit-media-lab",
    icon: "lightbulb",
    description: "Research labs, start-ups and corporate teams working one brief, with the IP terms settled up front.",
  },
  {
    page: "quantum",
    icon: "atom",
    description: "Use cases sized against realistic hardware roadmaps, and the algorithms ready when the qubits are.",
  },
  {
    page: "robotics",
    icon: "robot",
    description: "Manipulation and autonomy for messy, changing environments, proven on your site rather than ours.",
  },
  {
    page: "scalable-ai",
    icon: "network",
    description: "Models, data pipelines and monitoring designed together, so accuracy survives the first year.",
  },
  {
    page: "behavioural-systems",
    icon: "brain",
    description: "Products and policies designed around how people actually decide, tested in the field.",
  },
  {
    page: "complexity-modelling",
    icon: "chart",
    description: "Simulation and optimisation of complex operations, down to the decision worth making on Monday.",
  },
  { ...prototypeEngineering, icon: "cube" },
  { page: "venture-builder", icon: "leaf" },
  {
    page: "irt-platform",
    icon: "gauge",
    description: "Our platform for measuring how ready a team is to take a new technology to market.",
  },
]);

export interface ExpertiseCard {
  icon: (typeof lineIconNames)[number];
  title: string;
  description?: string;
  /** The page's path once it is published; null until then. */
  route: string | null;
}

/** The cards as the page shows them, read off the registry. */
export function expertiseCardsOf(pages: readonly SitePage[] = sitePages): ExpertiseCard[] {
  return expertiseCardEntries.flatMap(({ page: slug, label, icon, description }) => {
    const resolved = resolveEntry(pages, label ? { page: slug, label } : slug);
    if (!resolved) return [];
    const card: ExpertiseCard = {
      icon,
      title: resolved.label,
      route: resolved.page.published ? resolved.page.path : null,
    };
    return [description ? { ...card, description } : card];
  });
}
