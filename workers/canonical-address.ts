import { siteAddresses } from "~/content/site-addresses";

/**
 * What two spellings of one address have in common: percent-decoded, lower case, no doubled or trailing slash.
 * Null for a path that does not decode (a stray `%`), which no address of the site is.
 */
function spelling(path: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  const folded = decoded.toLowerCase().replace(/\/{2,}/g, "/");
  return folded.length > 1 ? folded.replace(/\/$/, "") : folded;
}

const { pages, resources, moved } = siteAddresses();
const addressBySpelling = new Map(
  [...pages, ...resources]
    .map((path) => [spelling(path), path] as const)
    .concat(moved.map(([from, to]) => [spelling(from), to] as const)),
);
const pagePaths: ReadonlySet<string> = new Set(pages);

/**
 * Where a GET for `url` is sent with a 301 instead of being answered, query kept: an old /assets/<slug> address
 * to its page, and any other spelling of a site address (`/PRIVACY`, `/Es/Vision`, `/services//mvp-builder`,
 * `/vi%73ion`) to the address itself, so every page and file has exactly one URL. Null when the path is an address
 * as it stands, or no address at all (React Router's routes match letter case exactly, so it gets the 404 page).
 * The target is always one of the site's own paths: no request can steer it elsewhere.
 */
export function canonicalRedirect(url: URL): string | null {
  const key = spelling(url.pathname);
  const target = key === null ? undefined : addressBySpelling.get(key);
  if (target === undefined || target === url.pathname) return null;
  // A page's address with a trailing slash is the page's: prerendering asks for each page that way, and the static
  // file server answers a visitor's `/vision/` with a redirect of its own before the Worker runs.
  if (target !== "/" && url.pathname === `${target}/` && pagePaths.has(target)) return null;
  return `${target}${url.search}`;
}
