import {
  type ListEntry,
  type MenuGroup,
  type PageLists,
  pageLists,
  resolveEntry,
  type SitePage,
  sitePages,
} from "./pages";

// The site's lists of links, all read off the page registry (pages.ts): its lists say which pages are listed where,
// in which order, so no path or label is typed here a second time.

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

export interface Destination {
  label: string;
  path: string;
}

export interface Navigation {
  menu: readonly { heading: string; items: readonly NavItem[] }[];
  knowledgeLinks: readonly PageLink[];
  legalLinks: readonly PageLink[];
  /**
   * The hero's rotating destinations. Pages that had an /assets/<slug> address are listed by it, as they always
   * were; the Worker answers each such address with a redirect to the page.
   */
  destinations: readonly Destination[];
}

/** Every list of links, from a registry and its lists (the site's own below; tests pass others). */
export function navigationOf(pages: readonly SitePage[], lists: PageLists<string>): Navigation {
  const links = (entries: readonly ListEntry<string>[]): PageLink[] =>
    entries.flatMap((entry) => {
      const resolved = resolveEntry(pages, entry);
      return resolved ? [{ label: resolved.label, path: resolved.page.path, published: resolved.page.published }] : [];
    });
  return {
    menu: (Object.keys(menuHeadings) as MenuGroup[]).map((group) => ({
      heading: menuHeadings[group],
      items: [...links(lists.menu[group]), ...(menuSections[group] ?? [])],
    })),
    knowledgeLinks: links(lists.knowledge),
    legalLinks: links(lists.legal),
    destinations: lists.destinations.flatMap((entry) => {
      const resolved = resolveEntry(pages, entry);
      if (!resolved) return [];
      const { page, label } = resolved;
      return [{ label, path: page.legacyAssetSlug ? `/assets/${page.legacyAssetSlug}` : page.path }];
    }),
  };
}

export const { menu, knowledgeLinks, legalLinks, destinations } = navigationOf(sitePages, pageLists);
