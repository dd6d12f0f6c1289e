import type { SitePage } from "~/content/pages";

/** The sitemap of a registry's pages, each at its canonical URL on `origin`. */
export function sitemapXml(origin: string, pages: readonly SitePage[]): string {
  const urls = pages.map((page) => `  <url><loc>${escapeXml(`${origin}${page.path}`)}</loc></url>`);
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
    ...urls,
    `</urlset>`,
    "",
  ].join("\n");
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
