import { siteEnvOf } from "~/lib/document/request-context.server";
import { robotsTxt } from "~/seo/robots-txt";
import type { Route } from "./+types/robots";

// Prerendered at build time: a production build (CLOUDFLARE_ENV=production) lets crawlers in, any other keeps
// them out, so staging never reaches a search index.
export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(siteEnvOf(context)), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
