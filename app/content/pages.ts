// Relative, not through the `~/` alias: app/routes.ts reads this module, and React Router loads that file
// without the project's aliases.
import { unlocalizedPath } from "../lib/language/languages";
import type { LineIconName } from "./icon-names";

/**
 * The page registry: every page of the site, one line each, then the lists that show them, each an ordered list
 * of slugs. Routes (app/routes.ts, in every language), the menu, the footer's Knowledge and legal links, the hero's
 * rotating destinations, the legacy /assets/<slug> redirects, the home page's service and expertise cards, the
 * under-construction names and the sitemap are all derived from here, so a page is listed once and a list's order
 * is its order here. What a page is called is each language's (`pages` in app/content/<language>/interface.yaml).
 * The content check (check-content.server.ts) holds every list to registry pages. The registry stays in code: its
 * lines decide routes and redirects, which a developer reviews; what pages say is in content files (collections.ts).
 *
 * A new expertise page: its body in app/content/<language>/offerings/<slug>.yaml for every language, its name in
 * each language's interface.yaml, and an `offering("expertise", ...)` line here, its slug added to the lists it
 * belongs in.
 */

export type OfferingKind = "service" | "venture" | "expertise";
export type PageKind = "home" | OfferingKind | "vision" | "legal" | "placeholder" | "insights";
export type MenuGroup = "services" | "assets" | "company";

export interface SitePage<Slug extends string = string> {
  slug: Slug;
  kind: PageKind;
  /** Its address in the default language; other languages put their prefix before it. */
  path: string;
  /** A live link in the menu, the footer and the cards; unpublished pages are listed greyed out and inert. */
  published: boolean;
  /** Services: the icon of their home-page card. */
  icon?: LineIconName;
  /** The old /assets/<slug> address that answers 301 to this page. */
  legacyAssetSlug?: string;
}

export interface OfferingPage extends SitePage {
  kind: OfferingKind;
}

/** The venture builder is sold as a service, so it lives under /services like the other three. */
const offeringPrefix: Record<OfferingKind, string> = {
  service: "/services",
  venture: "/services",
  expertise: "/expertise",
};

type Options = Partial<Pick<SitePage, "icon" | "legacyAssetSlug" | "published">>;

export function offering<const Slug extends string>(
  kind: OfferingKind,
  slug: Slug,
  { published = false, ...rest }: Options = {},
): SitePage<Slug> {
  return { slug, kind, path: `${offeringPrefix[kind]}/${slug}`, published, ...rest };
}

function page<const Slug extends string>(
  kind: PageKind,
  slug: Slug,
  path: string,
  { published = false }: Options = {},
): SitePage<Slug> {
  return { slug, kind, path, published };
}

export const sitePages = [
  page("home", "home", "/", { published: true }),
  offering("service", "innovation-enabler", { icon: "compass" }),
  offering("service", "mvp-builder", { icon: "rocket" }),
  offering("service", "applied-research", { icon: "flask" }),
  offering("venture", "venture-builder"),
  offering("expertise", "mit-media-lab", { legacyAssetSlug: "mit-media-lab" }),
  offering("expertise", "quantum", { legacyAssetSlug: "quantum" }),
  offering("expertise", "scalable-ai", { legacyAssetSlug: "scalable-ai" }),
  offering("expertise", "behavioural-systems", { legacyAssetSlug: "behavioural-systems" }),
  offering("expertise", "robotics", { legacyAssetSlug: "robotics" }),
  offering("expertise", "complexity-modelling", { legacyAssetSlug: "complexity-modelling" }),
  offering("expertise", "irt-platform"),
  page("vision", "vision", "/vision"),
  page("insights", "insights", "/insights", { published: true }),
  page("legal", "privacy", "/privacy", { published: true }),
  page("legal", "terms", "/terms", { published: true }),
  page("placeholder", "under-construction", "/under-construction"),
] as const;

export type PageSlug = (typeof sitePages)[number]["slug"];

/** Every slug of the registry, as content schemas take them (`v.picklist(pageSlugs)`). */
export const pageSlugs = sitePages.map((entry) => entry.slug) as [PageSlug, ...PageSlug[]];

/** Topics listed before they have a page of their own (each language names them in its interface.ts). */
export const topicSlugs = ["prototype-engineering"] as const;
export type TopicSlug = (typeof topicSlugs)[number];

/** A list's entry: a page, or a topic listed under its own name that leads to a page standing in for it. */
export type ListEntry<Slug extends string = PageSlug> = Slug | { page: Slug; topic: TopicSlug };

/** What a language calls a page; its slug where a name is missing (the content check reports that). */
export function pageName(names: Pick<PageNames, "pages">, slug: string): string {
  return names.pages[slug] ?? slug;
}

/** What a language calls pages and topics: `pages` and `topics` of its interface.ts. */
export interface PageNames {
  pages: Readonly<Record<string, string>>;
  topics: Readonly<Record<TopicSlug, string>>;
}

/** The site's lists of pages, in their order. */
export interface PageLists<Slug extends string = PageSlug> {
  menu: Record<MenuGroup, readonly ListEntry<Slug>[]>;
  /** The footer's Knowledge list. */
  knowledge: readonly ListEntry<Slug>[];
  /** The hero's rotating destinations. */
  destinations: readonly ListEntry<Slug>[];
  /** The footer's legal links. */
  legal: readonly ListEntry<Slug>[];
  /** Pages the footer's Navigate list leads to, after the home page's sections. */
  navigate: readonly ListEntry<Slug>[];
}

/** Prototype engineering has no page of its own yet: where it is listed, it leads to the under-construction page. */
export const prototypeEngineering = { page: "under-construction", topic: "prototype-engineering" } as const;

export const pageLists: PageLists = {
  menu: {
    services: ["innovation-enabler", "mvp-builder", "applied-research"],
    assets: [
      "mit-media-lab",
      "quantum",
      "robotics",
      "scalable-ai",
      "behavioural-systems",
      "complexity-modelling",
      prototypeEngineering,
      "venture-builder",
    ],
    company: ["vision", "insights"],
  },
  knowledge: [
    "mit-media-lab",
    "quantum",
    "robotics",
    "scalable-ai",
    "behavioural-systems",
    "complexity-modelling",
    "irt-platform",
    "venture-builder",
  ],
  destinations: [
    "innovation-enabler",
    "mvp-builder",
    "applied-research",
    "quantum",
    "robotics",
    "scalable-ai",
    "behavioural-systems",
    "mit-media-lab",
    "venture-builder",
    "complexity-modelling",
  ],
  legal: ["privacy", "terms"],
  navigate: ["insights"],
};

const offeringKinds: readonly PageKind[] = ["service", "venture", "expertise"];

export const isOffering = (entry: SitePage): entry is OfferingPage => offeringKinds.includes(entry.kind);

const allPages: readonly SitePage[] = sitePages;

export const offeringPages: readonly OfferingPage[] = allPages.filter(isOffering);

/** Strips the trailing slash prerendering asks with. */
function normalized(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

/** The page at a path, in any language (`/es/vision` is the vision page). */
export function pageByPath(path: string): SitePage | undefined {
  const wanted = unlocalizedPath(normalized(path));
  return allPages.find((entry) => entry.path === wanted);
}

export function offeringByPath(path: string): OfferingPage | undefined {
  const wanted = unlocalizedPath(normalized(path));
  return offeringPages.find((entry) => entry.path === wanted);
}

/** The page an old /assets/<slug> address stands for. */
export function pageByLegacyAssetSlug(slug: string): SitePage | undefined {
  return allPages.find((entry) => entry.legacyAssetSlug === slug);
}

/** A list entry's page and the name it is listed under; undefined for a slug that names no page. */
export function resolveEntry(
  pages: readonly SitePage[],
  entry: ListEntry<string>,
  names: PageNames,
): { page: SitePage; label: string } | undefined {
  const slug = typeof entry === "string" ? entry : entry.page;
  const found = pages.find((candidate) => candidate.slug === slug);
  if (!found) return undefined;
  return { page: found, label: typeof entry === "string" ? pageName(names, found.slug) : names.topics[entry.topic] };
}
