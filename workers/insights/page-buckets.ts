import { isInsightsPagePath } from "~/content/insights/insight-paths";
import { siteAddresses } from "~/content/site-addresses";

/**
 * The paths the insights keep: every page of the site in every language, as visited (`/es/vision`), each Insights
 * entry and later listing page that the build published (`/insights/harbour-berth-scheduling`). Any other path (a
 * mistyped address, the not-found page, a forged beacon) is counted under one bucket, `other`, and its text is
 * never stored: what a stranger types into a URL cannot fill the database or reach an ops screen.
 *
 * The Worker holds no list of the entries (its size must not grow with them): a path of an Insights page's shape
 * (a bounded slug, or a page number) is kept when the build's files have a page at it, which the assets binding
 * tells, and each answer is remembered for the isolate's life, a bounded number of them.
 */
const OTHER_PATH = "other";

const pagePaths: ReadonlySet<string> = new Set(siteAddresses().pages);

/** Whether the build published a page at a path, as the assets binding answered, for the paths asked lately. */
const published = new Map<string, boolean>();
const PUBLISHED_KEPT = 1000;

async function isPublishedPage(path: string, files: Fetcher): Promise<boolean> {
  const known = published.get(path);
  if (known !== undefined) return known;
  let found: boolean;
  try {
    const response = await files.fetch(new Request(`https://site.files${path}`, { method: "HEAD" }));
    await response.body?.cancel();
    found = response.status === 200;
  } catch {
    // The binding failed this once: counted under `other`, and asked again next time.
    return false;
  }
  if (published.size >= PUBLISHED_KEPT) published.clear();
  published.set(path, found);
  return found;
}

/** The bucket a page view or a conversion at `path` is counted under; `files` is the Worker's assets binding. */
export async function pathBucket(path: string, files: Fetcher): Promise<string> {
  if (pagePaths.has(path)) return path;
  if (!isInsightsPagePath(path)) return OTHER_PATH;
  return (await isPublishedPage(path, files)) ? path : OTHER_PATH;
}

/** Where a visit came from: the campaign's utm_source when there is one, else the referring site's host, else direct. */
export const sourceOf = ({ utm_source, referrer }: { utm_source: string; referrer: string }): string =>
  utm_source || referrer || "direct";
