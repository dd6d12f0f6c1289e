import { Hono } from "hono";
import { editorCollections } from "~/content/collections";
import { editorConfig } from "~/content/editor/editor-config";
import type { WorkerConfig } from "../config/worker-config";
import { githubOAuth } from "./github-oauth";

/**
 * The content editor (decision 0045): GET /admin is the editor's page, which loads the editor's script from this
 * origin (build/client/admin/sveltia-cms.js, copied from its package at build time) and its configuration from
 * /admin/config.json, generated from the content collections' schemas (app/content/editor/). The sign-in window's
 * routes are in github-oauth.ts. Every response here carries the editor's headers (workers/security-headers.ts:
 * its own CSP, noindex, no-store), set by the Worker's middleware for every path under /admin.
 */

interface AdminEnv {
  Bindings: Env;
  Variables: { config: WorkerConfig; nonce: () => string };
}

const EDITOR_SCRIPT_PATH = "/admin/sveltia-cms.js";

const editorPage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Content editor</title>
<link rel="cms-config-url" type="application/json" href="/admin/config.json">
</head>
<body>
<script src="${EDITOR_SCRIPT_PATH}"></script>
</body>
</html>
`;

export const adminRoute = new Hono<AdminEnv>();

adminRoute.get("/", (c) => c.html(editorPage));

adminRoute.get("/config.json", (c) => {
  const { editor, site } = c.get("config");
  // The site's own origin (SITE_ORIGIN), not the request's Host: the editor opens its sign-in window there.
  const { config } = editorConfig(editorCollections, {
    repo: editor.repository,
    branch: editor.branch,
    origin: site.origin,
  });
  return c.json(config);
});

adminRoute.route("/", githubOAuth);

/** Other spellings of the editor's address: guides to content editors write it with a slash at its end. */
const editorAddressSpellings = new Set(["/admin/", "/admin/index.html"]);

adminRoute.all("*", (c) => {
  if (c.req.method !== "GET" && c.req.method !== "HEAD")
    return c.text("Method Not Allowed", 405, { Allow: "GET, HEAD" });
  const url = new URL(c.req.url);
  if (editorAddressSpellings.has(url.pathname)) return c.redirect(`/admin${url.search}`, 301);
  return c.text("Not Found", 404);
});
