import { createContext } from "react-router";
import type { SiteEnv } from "~/lib/env/site-env.server";

// What the Worker hands React Router for each request (a RouterContextProvider holds these keys).

/** The deployment's configuration, read once by the Worker (lib/env/site-env.server.ts). */
export const siteEnvContext = createContext<SiteEnv>();

/** The CSP nonce of this response. Prerendered pages get one too, unused: their policy lists script hashes. */
export const cspNonceContext = createContext<string | undefined>(undefined);
