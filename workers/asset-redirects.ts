import { pageByLegacyAssetSlug } from "~/content/pages";

/**
 * The pages that once lived at /assets/<slug> (the hero's rotating destinations still link there) answer there
 * with a permanent redirect to their page, query kept. Which slugs redirect is the page registry's
 * `legacyAssetSlug`; any other /assets/... path is left to the rest of the site (a 404).
 */
export function assetRedirectTarget(url: URL): string | null {
  const slug = /^\/assets\/([a-z0-9-]+)\/?$/.exec(url.pathname)?.[1];
  const page = slug ? pageByLegacyAssetSlug(slug) : undefined;
  return page ? `${page.path}${url.search}` : null;
}
