import type { RouterContextProvider } from "react-router";
import { cloudflareContext } from "./request-context.server";

/** What a page needs to know about the deployment it is served from (wrangler.toml vars, per environment). */
export interface Deployment {
  /** Public origin, no trailing slash: canonical URLs, share tags, sitemap, robots.txt. */
  origin: string;
  /** Only production asks search engines in; staging and local builds must stay out of the index. */
  indexable: boolean;
}

export function deploymentOf(context: Readonly<RouterContextProvider>): Deployment {
  const { env } = context.get(cloudflareContext);
  // `new URL` throws on a malformed SITE_ORIGIN, which fails the build (prerendering calls this) rather than
  // shipping broken canonical URLs.
  return { origin: new URL(env.SITE_ORIGIN).origin, indexable: env.ENVIRONMENT === "production" };
}
