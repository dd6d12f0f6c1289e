import { siteAddresses } from "~/content/site-addresses";

/**
 * The paths the insights keep: every page of the site in every language, as visited (`/es/vision`). Any other path
 * (a mistyped address, the not-found page, a forged beacon) is counted under one bucket, `other`, and its text is
 * never stored: what a stranger types into a URL cannot fill the database or reach an ops screen.
 */
const OTHER_PATH = "other";

const pagePaths: ReadonlySet<string> = new Set(siteAddresses().pages);

export const pathBucket = (path: string): string => (pagePaths.has(path) ? path : OTHER_PATH);

/** Where a visit came from: the campaign's utm_source when there is one, else the referring site's host, else direct. */
export const sourceOf = ({ utm_source, referrer }: { utm_source: string; referrer: string }): string =>
  utm_source || referrer || "direct";
