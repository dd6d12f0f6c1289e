import { pageByLegacyAssetSlug } from "~/content/pages";
import { languageOfPath, localizedPath, unlocalizedPath } from "~/lib/language/languages";

/**
 * The pages that once lived at /assets/<slug> (the hero's rotating destinations still link there) answer there
 * with a permanent redirect to their page, query kept. Which slugs redirect is the page registry's
 * `legacyAssetSlug`; any other /assets/... path is left to the rest of the site (a 404). Under a language's prefix
 * (`/es/assets/<slug>`) the redirect leads to the page in that language.
 */
export function assetRedirectTarget(url: URL): string | null {
  const language = languageOfPath(url.pathname);
  const slug = /^\/assets\/([a-z0-9-]+)\/?$/.exec(unlocalizedPath(url.pathname))?.[1];
  const page = slug ? pageByLegacyAssetSlug(slug) : undefined;
  return page ? `${localizedPath(language, page.path)}${url.search}` : null;
}
