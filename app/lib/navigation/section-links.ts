import type { SectionId } from "~/content/navigation";

/**
 * Where a home-page section is: the top of home for "home", its fragment for the others. Plain links, so they
 * work the same on every page: from another page they load home at the section, on home the browser scrolls
 * there, and the section's `scroll-margin-top` (app.css) keeps it clear of the fixed header.
 */
export function sectionHref(section: SectionId): string {
  return section === "home" ? "/" : `/#${section}`;
}
