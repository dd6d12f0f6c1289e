import { type PageKind, pageByPath, pageName, type SitePage, sitePages } from "~/content/pages";
import { site } from "~/content/site";
import { fillIn } from "~/lib/language/fill-in";
import { type Language, languageInfo, languageOfPath } from "~/lib/language/languages";

/**
 * Every page shares with a card of its own, in its language: a 1200x630 PNG the build draws from the page registry
 * (the page's name and kind in that language) at `/cards/<slug>.png`, or under the language's prefix
 * (`/cards/es/<slug>.png`; scripts/build/share-cards.ts). The home page shares the brand's card.
 */

export interface ShareCard {
  /** Path under the site's origin. */
  path: string;
  width: number;
  height: number;
  alt: string;
}

/** What a language says on and about its cards: the `interface.ts` parts they need. */
export interface CardText {
  tagline: string;
  pages: Readonly<Record<string, string>>;
  cardKinds: Readonly<Record<PageCardKind, string>>;
  /** `{title}`, `{kind}`, `{site}`. */
  cardAlt: string;
}

const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;

/** The look a card takes: the art behind the title changes with what the page is. */
export type CardKind = "service" | "expertise" | "venture" | "company" | "legal" | "insights";

/** The kinds of the registry's pages, each named in every language's interface.yaml (`cardKinds`). */
type PageCardKind = Exclude<CardKind, "insights">;

const cardKindOf: Record<Exclude<PageKind, "home">, PageCardKind> = {
  service: "service",
  expertise: "expertise",
  venture: "venture",
  vision: "company",
  placeholder: "company",
  legal: "legal",
  insights: "company",
};

/** The brand's card (public/share-image.png, drawn by `npm run share-image`), described in the page's language. */
export function brandCard(tagline: string): ShareCard {
  return { path: "/share-image.png", ...SHARE_CARD_SIZE, alt: `${site.name}: ${tagline}` };
}

/** How the build draws a card (scripts/build/share-cards.ts): its words, its art, and the file it writes. */
export interface CardSpec {
  /** Seeds the art, so each page's differs. */
  slug: string;
  title: string;
  kind: CardKind;
  kindLabel: string;
  path: string;
  fileName: string;
  siteName: string;
}

/** The pages that get a card of their own, and how each is drawn, in a language. */
function cardOf(page: SitePage, language: Language, text: CardText) {
  if (page.kind === "home") return undefined;
  const kind = cardKindOf[page.kind];
  const card: Omit<CardSpec, "fileName" | "siteName"> = {
    slug: page.slug,
    title: pageName(text, page.slug),
    kind,
    kindLabel: text.cardKinds[kind],
    path: `/cards${languageInfo(language).prefix}/${page.slug}.png`,
  };
  return card;
}

/** An Insights entry's card: its title under what it is ("Case study"), at `/cards/insights/<slug>.png`. */
export function insightCardSpec(
  entry: { language: Language; slug: string; title: string },
  kindLabel: string,
  text: Pick<CardText, "cardAlt">,
) {
  const path = `/cards${languageInfo(entry.language).prefix}/insights/${entry.slug}.png`;
  const card: ShareCard = {
    path,
    ...SHARE_CARD_SIZE,
    alt: fillIn(text.cardAlt, { title: entry.title, kind: kindLabel.toLowerCase(), site: site.name }),
  };
  const spec: CardSpec = {
    slug: entry.slug,
    title: entry.title,
    kind: "insights",
    kindLabel,
    path,
    fileName: path.slice(1),
    siteName: site.name,
  };
  return { card, spec };
}

/** The card a page at `pathname` shares with: its own, in its language, or the brand's. */
export function shareCardFor(pathname: string, text: CardText): ShareCard {
  const page = pageByPath(pathname);
  const card = page && cardOf(page, languageOfPath(pathname), text);
  if (!card) return brandCard(text.tagline);
  return {
    path: card.path,
    ...SHARE_CARD_SIZE,
    alt: fillIn(text.cardAlt, { title: card.title, kind: card.kindLabel.toLowerCase(), site: site.name }),
  };
}

/** What the build draws for every page of every language that has a card of its own (scripts/build/share-cards.ts). */
export function shareCardSpecs(
  languages: readonly { language: Language; text: CardText }[],
  pages: readonly SitePage[] = sitePages,
): CardSpec[] {
  return languages.flatMap(({ language, text }) =>
    pages.flatMap((page) => {
      const card = cardOf(page, language, text);
      return card ? [{ ...card, fileName: card.path.slice(1), siteName: site.name }] : [];
    }),
  );
}
