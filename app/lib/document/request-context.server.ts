import { createContext, type RouterContextProvider } from "react-router";

// What the Worker hands React Router for each request (a RouterContextProvider holds these keys): the contract
// between workers/app.ts, which reads and checks the deployment's vars (workers/config/), and the pages.

/** What the pages know of the deployment. */
export interface SiteEnv {
  environment: "development" | "staging" | "production";
  /** Public origin, no trailing slash: canonical URLs, share tags, sitemap, robots.txt. */
  origin: string;
  /** Only production asks search engines in; staging and local builds must stay out of the index. */
  indexable: boolean;
  /** The bot check's public key, for the contact form; null when the deployment has none. */
  turnstileSiteKey: string | null;
}

export const siteEnvContext = createContext<SiteEnv>();

/** The CSP nonce of this response. Prerendered pages get one too, unused: their policy lists script hashes. */
export const cspNonceContext = createContext<string | undefined>(undefined);

/**
 * The build's files (build/client), as the Worker's assets binding reads them: what a loader that runs at prerender
 * reads its prerender data from (content/prerender-data.server.ts). Null where no such binding is given.
 */
export const siteFilesContext = createContext<Fetcher | null>(null);

/** The deployment, in a loader. */
export function siteEnvOf(context: Readonly<RouterContextProvider>): SiteEnv {
  return context.get(siteEnvContext);
}
