import { Hono } from "hono";
import { RouterContextProvider } from "react-router";
import { cspNonceContext, siteEnvContext, siteFilesContext } from "~/lib/document/request-context.server";
import { readWorkerConfig, type WorkerConfig } from "./config/worker-config";
import { adminRoute } from "./admin/admin-route";
import { api } from "./api";
import { canonicalRedirect } from "./canonical-address";
import { consoleRoute } from "./ops/console/console-route";
import { runSchedule } from "./insights/insights-schedule";
import { pagesHandler } from "./pages/pages-handler";
import { applyEditorHeaders, applySecurityHeaders, lazyNonce, withHeaders } from "./security-headers";

const handleDocument = pagesHandler(
  () => import("virtual:react-router/server-build"),
  import.meta.env.MODE,
  import.meta.env.DEV,
);

const app = new Hono<{ Bindings: Env; Variables: { nonce: () => string; config: WorkerConfig } }>();

// Headers on every response the Worker makes. HTML gets a CSP bound to this response's nonce.
app.use(async (c, next) => {
  c.set("nonce", lazyNonce());
  // The deployment's configuration, checked once per isolate, for the API and the pages alike.
  c.set("config", readWorkerConfig(c.env));
  await next();
  const isHtml = c.res.headers.get("Content-Type")?.startsWith("text/html") ?? false;
  const { path } = c.req;
  const apply = (headers: Headers) => {
    // The content editor has a policy of its own; the pages' is unchanged by it.
    if (path === "/admin" || path.startsWith("/admin/")) {
      applyEditorHeaders(headers, c.get("nonce")(), {
        signInWindow: path === "/admin/auth" || path === "/admin/callback",
      });
    } else {
      applySecurityHeaders(headers, isHtml ? { nonce: c.get("nonce")() } : null, { devServer: import.meta.env.DEV });
    }
  };
  // Assigning `c.res` makes Hono copy the answer, every header with it: only a copy made for headers that cannot
  // change is assigned.
  const response = withHeaders(c.res, apply);
  if (response !== c.res) c.res = response;
});

app.route("/api", api);
// The content editor and its GitHub sign-in (decision 0045).
app.route("/admin", adminRoute);
// The ops console (closed, a 404, unless OPS_TOKEN is set).
app.route("/ops", consoleRoute);

// One address a page or file: old /assets/<slug> addresses and other spellings of an address (letter case,
// encoding, doubled slashes) answer 301 to it, before any route is matched (decision 0024).
app.get("*", async (c, next) => {
  const target = canonicalRedirect(new URL(c.req.url));
  if (target) return c.redirect(target, 301);
  await next();
});

/** What a page answers to. No page takes a form post: the contact form posts to /api/contact. */
const PAGE_METHODS: readonly string[] = ["GET", "HEAD"];

// Every path that is not the API or a redirect is a page, for every method (so a POST gets a 405, not a
// Hono 404). Another method is answered here, before React Router, whose own 405 names the route and tells
// the client it has no action. A route that is given an action must be let through here.
app.all("*", (c): Response | Promise<Response> => {
  if (!PAGE_METHODS.includes(c.req.method)) {
    return c.text("Method Not Allowed", 405, { Allow: PAGE_METHODS.join(", ") });
  }
  const context = new RouterContextProvider();
  context.set(siteEnvContext, c.get("config").site);
  context.set(cspNonceContext, c.get("nonce")());
  context.set(siteFilesContext, c.env.ASSETS);
  return handleDocument(c.req.raw, context);
});

// Requests go to the Hono app; the Cron Trigger's daily event (wrangler.toml `[triggers]`) to the insights' retention.
export default {
  fetch: app.fetch,
  scheduled: (controller, env, ctx) => {
    ctx.waitUntil(runSchedule(controller, env));
  },
} satisfies ExportedHandler<Env>;

// Durable Object classes are found among the main module's exports (by the build, `wrangler dev` and the
// Worker tests alike).
export { ContactOutbox } from "./contact/contact-outbox";
