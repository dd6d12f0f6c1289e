import { sitePages } from "~/content/pages";
import { siteEnvOf } from "~/lib/document/request-context.server";
import { sitemapXml } from "~/seo/sitemap-xml";
import type { Route } from "./+types/sitemap";

// Every page of the registry (content/pages.ts) with its canonical URL. Prerendered at build time: the origin is
// that of the environment the build was made for (CLOUDFLARE_ENV).
export function loader({ context }: Route.LoaderArgs) {
  return new Response(sitemapXml(siteEnvOf(context).origin, sitePages), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
