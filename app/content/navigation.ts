import { type Language, localizedPath } from "~/lib/language/languages";
import type { InterfaceText } from "./interface-schema";
import {
  type ListEntry,
  type MenuGroup,
  type PageLists,
  pageLists,
  resolveEntry,
  type SitePage,
  sitePages,
} from "./pages";

// The site's lists of links in one language, all read off the page registry (pages.ts): its lists say which pages
// are listed where, in which order; the language's interface.ts says what they are called. No path or label is
// typed here a second time.

/** A page as navigation shows it; unpublished pages are greyed out and inert. */
export interface PageLink {
  label: string;
  path: string;
  published: boolean;
}

export type SectionId = "home" | "services" | "expertise" | "contact";

/**
 * Where a home-page section is, in a language: the top of its home for "home", its fragment for the others. Plain
 * links, so they work the same on every page: from another page they load home at the section, on home the
 * browser scrolls there, and the section's `scroll-margin-top` (app.css) keeps it clear of the fixed header.
 */
export function sectionHref(section: SectionId, language: Language): string {
  const home = localizedPath(language, "/");
  return section === "home" ? home : `${home}#${section}`;
}

/** A home-page section the menu and the footer lead to. */
export interface SectionLink {
  label: string;
  href: string;
}

export type NavItem = PageLink | SectionLink;

const menuGroups: readonly MenuGroup[] = ["services", "assets", "company"];

/** Links to home-page sections that close a menu group, after its pages. */
const menuSections: Partial<Record<MenuGroup, SectionId[]>> = { company: ["contact"] };

/** The footer's way around the home page. */
const footerSectionIds: readonly SectionId[] = ["home", "services", "expertise", "contact"];

export interface Destination {
  label: string;
  path: string;
}

export interface Navigation {
  menu: readonly { heading: string; items: readonly NavItem[] }[];
  footerSections: readonly SectionLink[];
  /** Pages the footer's Navigate list leads to, after the sections. */
  footerPages: readonly PageLink[];
  knowledgeLinks: readonly PageLink[];
  legalLinks: readonly PageLink[];
  /**
   * The hero's rotating destinations. Pages that had an /assets/<slug> address are listed by it, as they always
   * were; the Worker answers each such address with a redirect to the page.
   */
  destinations: readonly Destination[];
}

/** What navigation says in a language: the names of pages, topics, menu groups and sections. */
export type NavigationText = Pick<InterfaceText, "topics" | "menuGroups" | "sections"> & {
  pages: Readonly<Record<string, string>>;
};

/**
 * Every list of links in a language, from a registry and its lists (the site's own by default; tests pass
 * others): labels in the language, paths under its prefix.
 */
export function navigationOf(
  language: Language,
  text: NavigationText,
  pages: readonly SitePage[] = sitePages,
  lists: PageLists<string> = pageLists,
): Navigation {
  const links = (entries: readonly ListEntry<string>[]): PageLink[] =>
    entries.flatMap((entry) => {
      const resolved = resolveEntry(pages, entry, text);
      if (!resolved) return [];
      const { label, page } = resolved;
      return [{ label, path: localizedPath(language, page.path), published: page.published }];
    });
  const sectionLink = (section: SectionId): SectionLink => ({
    label: text.sections[section],
    href: sectionHref(section, language),
  });
  return {
    menu: menuGroups.map((group) => ({
      heading: text.menuGroups[group],
      items: [...links(lists.menu[group]), ...(menuSections[group] ?? []).map(sectionLink)],
    })),
    footerSections: footerSectionIds.map(sectionLink),
    footerPages: links(lists.navigate),
    knowledgeLinks: links(lists.knowledge),
    legalLinks: links(lists.legal),
    destinations: lists.destinations.flatMap((entry) => {
      const resolved = resolveEntry(pages, entry, text);
      if (!resolved) return [];
      const { page, label } = resolved;
      const path = page.legacyAssetSlug ? `/assets/${page.legacyAssetSlug}` : page.path;
      return [{ label, path: localizedPath(language, path) }];
    }),
  };
}
