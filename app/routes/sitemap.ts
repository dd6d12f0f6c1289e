import { deploymentOf } from "~/lib/document/deployment.server";
import { publicPagePaths } from "~/lib/seo/public-paths";
import type { Route } from "./+types/sitemap";

// Every page of the URL table (app/routes.ts) with its canonical URL, read from the server build so a page added
// there is listed here with no second list to keep. Prerendered at build time: the origin is that of the
// environment the build was made for (CLOUDFLARE_ENV).
export async function loader({ context }: Route.LoaderArgs) {
  const { origin } = deploymentOf(context);
  // Imported when asked, not at module load: the build imports this module, so a static import would be a cycle.
  const { routes } = await import("virtual:react-router/server-build");
  const urls = publicPagePaths(routes).map((path) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`);
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
