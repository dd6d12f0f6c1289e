// A minimal React Router server build for the Worker tests (see tests/vitest.config.ts): one root route whose
// document is a fixed HTML page, so the Hono layer's handling of "everything else" can be observed. Its one inline
// script carries the nonce the Worker gave the render, as the real document's scripts do.
import type { RouterContextProvider, ServerBuild } from "react-router";
import { cspNonceContext } from "~/lib/document/request-context.server";

export const entry: ServerBuild["entry"] = {
  module: {
    default: (
      request: Request,
      status: number,
      headers: Headers,
      _routerContext: unknown,
      loadContext: RouterContextProvider,
    ) => {
      headers.set("Content-Type", "text/html; charset=utf-8");
      const nonce = loadContext.get(cspNonceContext) ?? "";
      const path = new URL(request.url).pathname;
      return new Response(`<!doctype html><title>stub</title><p>${path}</p><script nonce="${nonce}"></script>`, {
        status,
        headers,
      });
    },
  },
};
export const routes: ServerBuild["routes"] = {
  root: { id: "root", path: "", module: { default: () => null } },
  "not-found": {
    id: "not-found",
    parentId: "root",
    path: "*",
    module: {
      default: () => null,
      loader: () => new Response(null, { status: 404 }),
    },
  },
};
export const assets = {
  entry: { module: "", imports: [] },
  routes: {},
  url: "",
  version: "stub",
} as unknown as ServerBuild["assets"];
export const publicPath = "/";
export const assetsBuildDirectory = "build/client";
export const future = {};
export const ssr = true;
export const isSpaMode = false;
export const prerender: string[] = [];
export const routeDiscovery = { mode: "lazy", manifestPath: "/__manifest" } as const;
export const basename = "/";
export const allowedActionOrigins = false;
