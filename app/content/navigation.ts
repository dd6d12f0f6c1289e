import { type MenuGroup, type SitePage, sitePages } from "./pages";

// The site's lists of links, all read off the page registry (pages.ts): a page's line says where it is listed
// and at which position, so no path or label is typed here a second time.

/** A page as navigation shows it; unpublished pages are greyed out and inert. */
export interface PageLink {
  label: string;
  path: string;
  published: boolean;
}

export type SectionId = "home" | "services" | "expertise" | "contact";

/**
 * Where a home-page section is: the top of home for "home", its fragment for the others. Plain links, so they
 * work the same on every page: from another page they load home at the section, on home the browser scrolls
 * there, and the section's `scroll-margin-top` (app.css) keeps it clear of the fixed header.
 */
export function sectionHref(section: SectionId): string {
  return section === "home" ? "/" : `/#${section}`;
}

/** A home-page section the menu and the footer lead to. */
export interface SectionLink {
  label: string;
  section: SectionId;
}

export type NavItem = PageLink | SectionLink;

const menuHeadings: Record<MenuGroup, string> = { services: "Our Services", assets: "Our Assets", company: "Company" };

/** Links to home-page sections that close a menu group, after its pages. */
const menuSections: Partial<Record<MenuGroup, SectionLink[]>> = { company: [{ label: "Contact", section: "contact" }] };

/** The footer's way around the home page. */
export const footerSections: readonly SectionLink[] = [
  { label: "Home", section: "home" },
  { label: "Our Services", section: "services" },
  { label: "Our Expertise", section: "expertise" },
  { label: "Contact", section: "contact" },
];

/** The pages that have a position in one list, in that order. */
function listed(position: (entry: SitePage) => number | undefined): SitePage[] {
  const withPosition = sitePages.flatMap((entry) => {
    const at = position(entry);
    return at === undefined ? [] : [{ entry, at }];
  });
  return withPosition.sort((a, b) => a.at - b.at).map(({ entry }) => entry);
}

const linkTo = (entry: SitePage, label = entry.label): PageLink => ({
  label,
  path: entry.path,
  published: entry.published,
});

export const menu: readonly { heading: string; items: readonly NavItem[] }[] = (
  Object.keys(menuHeadings) as MenuGroup[]
).map((group) => ({
  heading: menuHeadings[group],
  items: [
    ...listed((entry) => (entry.listed.menu?.group === group ? entry.listed.menu.position : undefined)).map((entry) =>
      linkTo(entry, entry.listed.menu?.label),
    ),
    ...(menuSections[group] ?? []),
  ],
}));

export const knowledgeLinks: readonly PageLink[] = listed((entry) => entry.listed.knowledge).map((entry) =>
  linkTo(entry),
);

export const legalLinks: readonly PageLink[] = listed((entry) => entry.listed.legal).map((entry) => linkTo(entry));

export interface Destination {
  label: string;
  path: string;
}

/**
 * The hero's rotating destinations. Pages that had an /assets/<slug> address are listed by it, as they always
 * were; the Worker answers each such address with a redirect to the page.
 */
export const destinations: readonly Destination[] = listed((entry) => entry.listed.destinations).map((entry) => ({
  label: entry.label,
  path: entry.legacyAssetSlug ? `/assets/${entry.legacyAssetSlug}` : entry.path,
}));
