import { sitePages } from "~/content/pages";
import { siteEnvOf } from "~/lib/document/request-context.server";
import type { Route } from "./+types/sitemap";

// Every page of the registry (content/pages.ts) with its canonical URL. Prerendered at build time: the origin is
// that of the environment the build was made for (CLOUDFLARE_ENV).
export function loader({ context }: Route.LoaderArgs) {
  const { origin } = siteEnvOf(context);
  const urls = sitePages.map((page) => `  <url><loc>${escapeXml(`${origin}${page.path}`)}</loc></url>`);
  const xml = [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
    ...urls,
    `</urlset>`,
    "",
  ].join("\n");
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
