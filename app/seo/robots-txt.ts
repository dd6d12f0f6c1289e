/** robots.txt: everything open in production, everything closed elsewhere; the sitemap named in both. */
export function robotsTxt({ origin, indexable }: { origin: string; indexable: boolean }): string {
  return ["User-agent: *", indexable ? "Allow: /" : "Disallow: /", "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
}
