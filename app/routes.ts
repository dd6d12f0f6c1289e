import { index, type RouteConfigEntry, route } from "@react-router/dev/routes";
import { type PageKind, type SitePage, sitePages } from "./content/pages";
import { type LanguageLine, languages, prefixedPath } from "./lib/language/languages";

// The site's URL table. Every page comes from the page registry (content/pages.ts), in every language of the list
// (lib/language/languages.ts: English at the root, the others under their prefix), and is rendered by the template
// of its kind: the eleven service, venture and expertise pages share one, and so do the two legal documents; their
// differences are content, which the loaders read in the path's language. Each language has its own not-found
// page. Old /assets/<slug> addresses are redirects the Worker answers. The sitemap, robots.txt and the home page's
// art sheets are resource routes, prerendered like the pages.
const templateOf: Record<PageKind, string> = {
  home: "routes/home.tsx",
  service: "routes/offering.tsx",
  venture: "routes/offering.tsx",
  expertise: "routes/offering.tsx",
  vision: "routes/vision.tsx",
  legal: "routes/legal.tsx",
  placeholder: "routes/under-construction.tsx",
};

/** A route for every page of a registry in every language (the site's own below; tests pass others). */
export function pageRoutes(
  pages: readonly SitePage[],
  inLanguages: readonly LanguageLine[] = languages,
): RouteConfigEntry[] {
  return inLanguages.flatMap(({ code, prefix }) =>
    pages.map((page) => {
      const id = prefix ? `page-${code}-${page.slug}` : `page-${page.slug}`;
      const path = prefixedPath(prefix, page.path).slice(1);
      return path ? route(path, templateOf[page.kind], { id }) : index(templateOf[page.kind], { id });
    }),
  );
}

/** Each language's not-found page, the prefixed ones first (the default language's catches every other path). */
export function notFoundRoutes(inLanguages: readonly LanguageLine[] = languages) {
  return [...inLanguages]
    .sort((a, b) => b.prefix.length - a.prefix.length)
    .map(({ code, prefix }) =>
      route(prefix ? `${prefix.slice(1)}/*` : "*", "routes/not-found.tsx", { id: `not-found-${code}` }),
    );
}

export default [
  ...pageRoutes(sitePages),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("images/client-logos.svg", "routes/client-logos.tsx"),
  route("images/leader-portraits.svg", "routes/leader-portraits.tsx"),
  ...notFoundRoutes(),
] satisfies RouteConfigEntry[];
