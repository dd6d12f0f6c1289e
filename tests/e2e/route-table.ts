import { sectionCopy } from "~/content/home/section-copy";
import { legalDocuments } from "~/content/legal/documents";
import { type SitePage, sitePages } from "~/content/pages";
import { underConstruction } from "~/content/under-construction";
import { vision } from "~/content/vision";

/** What a page's h1 says, read from the content that renders it. */
function headlineOf(page: SitePage): string {
  switch (page.kind) {
    case "home":
      return sectionCopy.hero.headline;
    case "service":
    case "venture":
    case "expertise":
      return page.label;
    case "vision":
      return vision.title;
    case "legal":
      return legalDocuments[page.slug]?.title ?? page.label;
    case "placeholder":
      return underConstruction.headline;
  }
}

/** Every page of the registry, with what its h1 must say. */
export const routeTable: readonly { path: string; headline: string }[] = sitePages.map((page) => ({
  path: page.path,
  headline: headlineOf(page),
}));
