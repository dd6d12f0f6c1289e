/**
 * robots.txt: everything open in production but the ops console (`/ops`, which also answers `noindex`), everything
 * closed elsewhere; the sitemap named in both.
 */
export function robotsTxt({ origin, indexable }: { origin: string; indexable: boolean }): string {
  const rules = indexable ? ["Allow: /", "Disallow: /ops"] : ["Disallow: /"];
  return ["User-agent: *", ...rules, "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
}
