import type { LineIconName } from "./icon-names";

/**
 * Every page of the site, one line each. Routes (app/routes.ts), the menu, the footer's Knowledge and legal links,
 * the hero's rotating destinations, the legacy /assets/<slug> redirects, the home page's service cards and the
 * sitemap are all derived from this list (content/navigation.ts, workers/asset-redirects.ts), so a page is named
 * once. A new expertise page is its body in offerings/pages/<slug>.ts and one `expertise(...)` line here.
 *
 * Imported by app/routes.ts and the Worker as well as by components: plain data, relative imports only.
 */

export type OfferingKind = "service" | "venture" | "expertise";
export type PageKind = "home" | OfferingKind | "vision" | "legal" | "placeholder";
export type MenuGroup = "services" | "assets" | "company";

/** Where a page is listed, and at which position of each list (1 = first). */
export interface Listings {
  menu?: { group: MenuGroup; position: number; label?: string };
  /** The footer's Knowledge list. */
  knowledge?: number;
  /** The hero's rotating destinations. */
  destinations?: number;
  /** The footer's legal links. */
  legal?: number;
}

export interface OfferingPage extends SitePage {
  kind: OfferingKind;
}

export interface SitePage {
  slug: string;
  kind: PageKind;
  path: string;
  /** How navigation names the page; an offering page's title. */
  label: string;
  /** A live link in the menu and the footer; unpublished pages are listed greyed out and inert. */
  published: boolean;
  listed: Listings;
  /** Services: the icon of their home-page card. */
  icon?: LineIconName;
  /** The old /assets/<slug> address that answers 301 to this page. */
  legacyAssetSlug?: string;
}

/** The venture builder is sold as a service, so it lives under /services like the other three. */
const offeringPrefix: Record<OfferingKind, string> = {
  service: "/services",
  venture: "/services",
  expertise: "/expertise",
};

type OfferingOptions = Pick<SitePage, "icon" | "legacyAssetSlug"> & { published?: boolean };

function offering(
  kind: OfferingKind,
  slug: string,
  label: string,
  listed: Listings,
  options: OfferingOptions = {},
): OfferingPage {
  const { published = false, ...rest } = options;
  return { slug, kind, path: `${offeringPrefix[kind]}/${slug}`, label, published, listed, ...rest };
}

function page(
  kind: PageKind,
  slug: string,
  path: string,
  label: string,
  listed: Listings,
  published = false,
): SitePage {
  return { slug, kind, path, label, published, listed };
}

export const sitePages: readonly SitePage[] = [
  page("home", "home", "/", "Home", {}, true),

  offering(
    "service",
    "innovation-enabler",
    "Innovation Enabler",
    { menu: { group: "services", position: 1 }, destinations: 1 },
    {
      icon: "compass",
    },
  ),
  offering(
    "service",
    "mvp-builder",
    "MVP Builder",
    { menu: { group: "services", position: 2 }, destinations: 2 },
    {
      icon: "rocket",
    },
  ),
  offering(
    "service",
    "applied-research",
    "Applied Research",
    { menu: { group: "services", position: 3 }, destinations: 3 },
    {
      icon: "flask",
    },
  ),
  offering("venture", "venture-builder", "Venture Builder", {
    menu: { group: "assets", position: 8 },
    knowledge: 8,
    destinations: 9,
  }),

  offering(
    "expertise",
    "mit-media-lab",
    "Open Innovation",
    { menu: { group: "assets", position: 1 }, knowledge: 1, destinations: 8 },
    {
      legacyAssetSlug: "mit-media-lab",
    },
  ),
  offering(
    "expertise",
    "quantum",
    "Quantum",
    { menu: { group: "assets", position: 2 }, knowledge: 2, destinations: 4 },
    {
      legacyAssetSlug: "quantum",
    },
  ),
  offering(
    "expertise",
    "scalable-ai",
    "Scalable AI",
    { menu: { group: "assets", position: 4 }, knowledge: 4, destinations: 6 },
    {
      legacyAssetSlug: "scalable-ai",
    },
  ),
  offering(
    "expertise",
    "behavioural-systems",
    "Behavioral Systems",
    { menu: { group: "assets", position: 5 }, knowledge: 5, destinations: 7 },
    {
      legacyAssetSlug: "behavioural-systems",
    },
  ),
  offering(
    "expertise",
    "robotics",
    "Robotics",
    { menu: { group: "assets", position: 3 }, knowledge: 3, destinations: 5 },
    {
      legacyAssetSlug: "robotics",
    },
  ),
  offering(
    "expertise",
    "complexity-modelling",
    "Optimization Modeling",
    { menu: { group: "assets", position: 6 }, knowledge: 6, destinations: 10 },
    {
      legacyAssetSlug: "complexity-modelling",
    },
  ),
  offering("expertise", "irt-platform", "IRT Platform", { knowledge: 7 }),

  page("vision", "vision", "/vision", "Vision", { menu: { group: "company", position: 1 } }),
  page("legal", "privacy", "/privacy", "Privacy Policy", { legal: 1 }, true),
  page("legal", "terms", "/terms", "Legal Notice", { legal: 2 }, true),
  // Prototype engineering has no page of its own yet: its menu entry leads here.
  page("placeholder", "under-construction", "/under-construction", "Under construction", {
    menu: { group: "assets", position: 7, label: "Prototype Engineering" },
  }),
];

export const offeringPages: readonly OfferingPage[] = sitePages.filter((entry): entry is OfferingPage =>
  (["service", "venture", "expertise"] as PageKind[]).includes(entry.kind),
);

/** Strips the trailing slash prerendering asks with. */
function normalized(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

export function pageByPath(path: string): SitePage | undefined {
  const wanted = normalized(path);
  return sitePages.find((entry) => entry.path === wanted);
}

export function offeringByPath(path: string): OfferingPage | undefined {
  const wanted = normalized(path);
  return offeringPages.find((entry) => entry.path === wanted);
}

/** The page an old /assets/<slug> address stands for. */
export function pageByLegacyAssetSlug(slug: string): SitePage | undefined {
  return sitePages.find((entry) => entry.legacyAssetSlug === slug);
}
