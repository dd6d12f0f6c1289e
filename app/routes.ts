import { index, type RouteConfigEntry, route } from "@react-router/dev/routes";
import { type PageKind, type SitePage, sitePages } from "./content/pages";

// The site's URL table. Every page comes from the page registry (content/pages.ts) and is rendered by the
// template of its kind: the eleven service, venture and expertise pages share one, and so do the two legal
// documents; their differences are content. Old /assets/<slug> addresses are redirects the Worker answers.
const templateOf: Record<PageKind, string> = {
  home: "routes/home.tsx",
  service: "routes/offering.tsx",
  venture: "routes/offering.tsx",
  expertise: "routes/offering.tsx",
  vision: "routes/vision.tsx",
  legal: "routes/legal.tsx",
  placeholder: "routes/under-construction.tsx",
};

/** A route for every page of a registry (the site's own below; tests pass others). */
export function pageRoutes(pages: readonly SitePage[]): RouteConfigEntry[] {
  return pages.map((page) =>
    page.path === "/"
      ? index(templateOf[page.kind], { id: `page-${page.slug}` })
      : route(page.path.slice(1), templateOf[page.kind], { id: `page-${page.slug}` }),
  );
}

export default [
  ...pageRoutes(sitePages),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfigEntry[];
