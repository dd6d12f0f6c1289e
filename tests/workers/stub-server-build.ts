// A minimal React Router server build for the Worker tests (see tests/vitest.config.ts): one root route whose
// document is a fixed HTML page, so the Hono layer's handling of "everything else" can be observed.
import type { ServerBuild } from "react-router";

export const entry: ServerBuild["entry"] = {
  module: {
    default: (request: Request, status: number, headers: Headers) => {
      headers.set("Content-Type", "text/html; charset=utf-8");
      return new Response(`<!doctype html><title>stub</title><p>${new URL(request.url).pathname}</p>`, {
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
