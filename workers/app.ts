import { Hono } from "hono";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { cloudflareContext, cspNonceContext } from "../app/lib/request-context.server";
import { api } from "./api";
import { assetRedirectTarget } from "./asset-redirects";
import { applySecurityHeaders, createNonce } from "./security-headers";

const handleDocument = createRequestHandler(
  () => import("virtual:react-router/server-build"),
  import.meta.env.MODE,
);

const app = new Hono<{ Bindings: Env; Variables: { nonce: string } }>();

// Headers on every response the Worker makes. HTML gets a CSP bound to this response's nonce.
app.use(async (c, next) => {
  c.set("nonce", createNonce());
  await next();
  const isHtml = c.res.headers.get("Content-Type")?.startsWith("text/html") ?? false;
  const response = new Response(c.res.body, c.res);
  applySecurityHeaders(response.headers, isHtml ? { nonce: c.get("nonce") } : null, {
    devServer: import.meta.env.DEV,
  });
  c.res = response;
});

app.route("/api", api);

app.get("/assets/*", async (c, next) => {
  const target = assetRedirectTarget(new URL(c.req.url));
  if (target) return c.redirect(target, 301);
  await next();
});

// Every method goes to React Router, so a POST to a page gets its 405 page, not a Hono 404.
app.all("*", (c) => {
  const context = new RouterContextProvider();
  context.set(cloudflareContext, { env: c.env, ctx: c.executionCtx as ExecutionContext });
  context.set(cspNonceContext, c.get("nonce"));
  return handleDocument(c.req.raw, context);
});

export default app satisfies ExportedHandler<Env>;
