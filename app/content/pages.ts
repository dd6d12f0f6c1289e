import type { LineIconName } from "./icon-names";

/**
 * The page registry: every page of the site, one line each, then the lists that show them, each an ordered list
 * of slugs. Routes (app/routes.ts), the menu, the footer's Knowledge and legal links, the hero's rotating
 * destinations, the legacy /assets/<slug> redirects, the home page's service and expertise cards, the
 * under-construction names and the sitemap are all derived from here, so a page is named once and a list's order
 * is its order here. The content check (check-content.server.ts) holds every list to registry pages.
 *
 * A new expertise page: its body in offerings/pages/<slug>.ts and an `offering("expertise", ...)` line here, its
 * slug added to the lists it belongs in.
 */

export type OfferingKind = "service" | "venture" | "expertise";
export type PageKind = "home" | OfferingKind | "vision" | "legal" | "placeholder";
export type MenuGroup = "services" | "assets" | "company";

export interface SitePage<Slug extends string = string> {
  slug: Slug;
  kind: PageKind;
  path: string;
  /** How navigation names the page; an offering page's title. */
  label: string;
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
  label: string,
  { published = false, ...rest }: Options = {},
): SitePage<Slug> {
  return { slug, kind, path: `${offeringPrefix[kind]}/${slug}`, label, published, ...rest };
}

function page<const Slug extends string>(
  kind: PageKind,
  slug: Slug,
  path: string,
  label: string,
  { published = false }: Options = {},
): SitePage<Slug> {
  return { slug, kind, path, label, published };
}

export const sitePages = [
  page("home", "home", "/", "Home", { published: true }),
  offering("service", "innovation-enabler", "Innovation Enabler", { icon: "compass" }),
  offering("service", "mvp-builder", "MVP Builder", { icon: "rocket" }),
  offering("service", "applied-research", "Applied Research", { icon: "flask" }),
  offering("venture", "venture-builder", "Venture Builder"),
  offering("expertise", "mit-media-lab", "Open Innovation", { legacyAssetSlug: "mit-media-lab" }),
  offering("expertise", "quantum", "Quantum", { legacyAssetSlug: "quantum" }),
  offering("expertise", "scalable-ai", "Scalable AI", { legacyAssetSlug: "scalable-ai" }),
  offering("expertise", "behavioural-systems", "Behavioral Systems", { legacyAssetSlug: "behavioural-systems" }),
  offering("expertise", "robotics", "Robotics", { legacyAssetSlug: "robotics" }),
  offering("expertise", "complexity-modelling", "Optimization Modeling", { legacyAssetSlug: "complexity-modelling" }),
  offering("expertise", "irt-platform", "IRT Platform"),
  page("vision", "vision", "/vision", "Vision"),
  page("legal", "privacy", "/privacy", "Privacy Policy", { published: true }),
  page("legal", "terms", "/terms", "Legal Notice", { published: true }),
  page("placeholder", "under-construction", "/under-construction", "Under construction"),
] as const;

export type PageSlug = (typeof sitePages)[number]["slug"];

/** Every slug of the registry, as content schemas take them (`v.picklist(pageSlugs)`). */
export const pageSlugs = sitePages.map((entry) => entry.slug) as [PageSlug, ...PageSlug[]];

/** A list's entry: a page, or a page under another name (a topic that has no page of its own yet leads to one). */
export type ListEntry<Slug extends string = PageSlug> = Slug | { page: Slug; label: string };

/** The site's lists of pages, in their order. */
export interface PageLists<Slug extends string = PageSlug> {
  menu: Record<MenuGroup, readonly ListEntry<Slug>[]>;
  /** The footer's Knowledge list. */
  knowledge: readonly ListEntry<Slug>[];
  /** The hero's rotating destinations. */
  destinations: readonly ListEntry<Slug>[];
  /** The footer's legal links. */
  legal: readonly ListEntry<Slug>[];
}

/** Prototype engineering has no page of its own yet: where it is listed, it leads to the under-construction page. */
export const prototypeEngineering = { page: "under-construction", label: "Prototype Engineering" } as const;

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
    company: ["vision"],
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
};

const offeringKinds: readonly PageKind[] = ["service", "venture", "expertise"];

export const isOffering = (entry: SitePage): entry is OfferingPage => offeringKinds.includes(entry.kind);

const allPages: readonly SitePage[] = sitePages;

export const offeringPages: readonly OfferingPage[] = allPages.filter(isOffering);

/** Strips the trailing slash prerendering asks with. */
function normalized(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

export function pageByPath(path: string): SitePage | undefined {
  const wanted = normalized(path);
  return allPages.find((entry) => entry.path === wanted);
}

export function offeringByPath(path: string): OfferingPage | undefined {
  const wanted = normalized(path);
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
): { page: SitePage; label: string } | undefined {
  const slug = typeof entry === "string" ? entry : entry.page;
  const found = pages.find((candidate) => candidate.slug === slug);
  if (!found) return undefined;
  return { page: found, label: typeof entry === "string" ? found.label : entry.label };
}
