// Relative, not through the `~/` alias: app/routes.ts reads this module, and React Router loads that file
// without the project's aliases.
import { languages, localizedPath } from "../lib/language/languages";
import { artSheetPaths } from "../lib/marks/art-sheets";
import { type SitePage, sitePages } from "./pages";

/** The files the site draws at an address of their own (resource routes, prerendered like the pages). */
export const resourcePaths = ["/sitemap.xml", "/robots.txt", ...Object.values(artSheetPaths)] as const;

export interface SiteAddresses {
  /** Every page of the registry in every language. */
  pages: readonly string[];
  /** Every resource route. */
  resources: readonly string[];
  /** Each old /assets/<slug> address, in every language, with the page it leads to in that language. */
  moved: readonly (readonly [from: string, to: string])[];
}

/** Every address the site answers at, and the old ones it sends on. */
export function siteAddresses(): SiteAddresses {
  const registry: readonly SitePage[] = sitePages;
  const pages: string[] = [];
  const moved: [string, string][] = [];
  for (const { code } of languages) {
    for (const page of registry) {
      const path = localizedPath(code, page.path);
      pages.push(path);
      if (page.legacyAssetSlug) moved.push([localizedPath(code, `/assets/${page.legacyAssetSlug}`), path]);
    }
  }
  return { pages, resources: resourcePaths, moved };
}
