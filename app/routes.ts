import { index, type RouteConfigEntry, route } from "@react-router/dev/routes";
import { type PageKind, type SitePage, sitePages } from "./content/pages";
import { INSIGHTS_PATH } from "./content/insights/insight-paths";
import { resourcePaths } from "./content/site-addresses";
import { type LanguageLine, languages, prefixedPath } from "./lib/language/languages";

// The site's URL table. Every page comes from the page registry (content/pages.ts), in every language of the list
// (lib/language/languages.ts: English at the root, the others under their prefix), and is rendered by the template
// of its kind: the eleven service, venture and expertise pages share one, and so do the two legal documents; their
// differences are content, which the loaders read in the path's language. Each language has its own not-found
// page. Old /assets/<slug> addresses are redirects the Worker answers. The sitemap, robots.txt and the home page's
// art sheets are resource routes, prerendered like the pages. Pages and resource routes match letter case exactly:
// the Worker answers other spellings of an address with a 301 to it (decision 0024), so none is a second copy.
// The Insights listing is a registry page; its later pages, entries and feed have routes of their own.
const templateOf: Record<PageKind, string> = {
  home: "routes/home.tsx",
  service: "routes/offering.tsx",
  venture: "routes/offering.tsx",
  expertise: "routes/offering.tsx",
  vision: "routes/vision.tsx",
  legal: "routes/legal.tsx",
  placeholder: "routes/under-construction.tsx",
  insights: "routes/insights.tsx",
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
      return path
        ? route(path, templateOf[page.kind], { id, caseSensitive: true })
        : index(templateOf[page.kind], { id });
    }),
  );
}

/**
 * The Insights pages beyond the listing (a registry page): its later pages, each entry and the feed, in every
 * language. Which exist is the content's: the build prerenders each published one, and any other path under them
 * is answered by the Worker with the language's not-found page.
 */
export function insightsRoutes(inLanguages: readonly LanguageLine[] = languages): RouteConfigEntry[] {
  return inLanguages.flatMap(({ code, prefix }) => {
    const base = prefixedPath(prefix, INSIGHTS_PATH).slice(1);
    return [
      route(`${base}/page/:page`, "routes/insights.tsx", { id: `insights-page-${code}`, caseSensitive: true }),
      route(`${base}/feed.xml`, "routes/insights-feed.ts", { id: `insights-feed-${code}`, caseSensitive: true }),
      route(`${base}/:slug`, "routes/insight.tsx", { id: `insight-${code}`, caseSensitive: true }),
    ];
  });
}

/** Each language's not-found page, the prefixed ones first (the default language's catches every other path). */
export function notFoundRoutes(inLanguages: readonly LanguageLine[] = languages) {
  return [...inLanguages]
    .sort((a, b) => b.prefix.length - a.prefix.length)
    .map(({ code, prefix }) =>
      route(prefix ? `${prefix.slice(1)}/*` : "*", "routes/not-found.tsx", { id: `not-found-${code}` }),
    );
}

/** The module that draws each resource route. */
const resourceRoutes: Record<(typeof resourcePaths)[number], string> = {
  "/sitemap.xml": "routes/sitemap.ts",
  "/robots.txt": "routes/robots.ts",
  "/images/client-logos.svg": "routes/client-logos.tsx",
  "/images/leader-portraits.svg": "routes/leader-portraits.tsx",
};

export default [
  ...pageRoutes(sitePages),
  ...insightsRoutes(),
  ...resourcePaths.map((path) => route(path.slice(1), resourceRoutes[path], { caseSensitive: true })),
  ...notFoundRoutes(),
] satisfies RouteConfigEntry[];
