import { createContext } from "react-router";

// What the Worker hands React Router for each request (a RouterContextProvider holds these keys).

export interface CloudflareBindings {
  env: Env;
  ctx: ExecutionContext;
}

export const cloudflareContext = createContext<CloudflareBindings>();

/** The CSP nonce of this response; absent when prerendering, where script hashes take its place. */
export const cspNonceContext = createContext<string | undefined>(undefined);
