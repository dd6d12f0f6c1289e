import { type PageKind, pageByPath, type SitePage, sitePages } from "~/content/pages";
import { site } from "~/content/site";

/**
 * Every page shares with a card of its own: a 1200x630 PNG the build draws from the page registry (its label and
 * kind) at `/cards/<slug>.png` (scripts/build/share-cards.ts). The home page shares the brand's card.
 */

export interface ShareCard {
  /** Path under the site's origin. */
  path: string;
  width: number;
  height: number;
  alt: string;
}

const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;

/** The look a card takes: the art behind the title changes with what the page is. */
export type CardKind = "service" | "expertise" | "venture" | "company" | "legal";

const cardKindOf: Record<Exclude<PageKind, "home">, CardKind> = {
  service: "service",
  expertise: "expertise",
  venture: "venture",
  vision: "company",
  placeholder: "company",
  legal: "legal",
};

/** The line over the title: what kind of page this is. */
const cardKindLabel: Record<CardKind, string> = {
  service: "Service",
  expertise: "Expertise",
  venture: "Venture building",
  company: "Company",
  legal: "Legal",
};

/** The brand's card (public/share-image.png, drawn by `npm run share-image`). */
export const brandCard: ShareCard = {
  path: "/share-image.png",
  ...SHARE_CARD_SIZE,
  alt: `${site.name}: ${site.tagline}`,
};

/** The pages that get a card of their own, and how each is drawn. */
function cardOf(page: SitePage): { slug: string; title: string; kind: CardKind } | undefined {
  if (page.kind === "home") return undefined;
  return { slug: page.slug, title: page.label, kind: cardKindOf[page.kind] };
}

/** The card a page at `pathname` shares with: its own, or the brand's. */
export function shareCardFor(pathname: string): ShareCard {
  const page = pageByPath(pathname);
  const card = page && cardOf(page);
  if (!card) return brandCard;
  return {
    path: `/cards/${card.slug}.png`,
    ...SHARE_CARD_SIZE,
    alt: `${card.title}: ${cardKindLabel[card.kind].toLowerCase()} at ${site.name}`,
  };
}

/** What the build draws for every page that has a card of its own (scripts/build/share-cards.ts). */
export function shareCardSpecs(pages: readonly SitePage[] = sitePages) {
  return pages.flatMap((page) => {
    const card = cardOf(page);
    return card ? [{ ...card, kindLabel: cardKindLabel[card.kind], siteName: site.name }] : [];
  });
}
