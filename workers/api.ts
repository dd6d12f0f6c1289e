import { Hono } from "hono";
import type { SiteEnv } from "../app/lib/env/site-env.server";
import { contactProxy } from "./contact-proxy";

/** Everything under /api. Routes are added above the catch-all, which answers JSON, never the HTML 404 page. */
export const api = new Hono<{ Bindings: Env; Variables: { siteEnv: SiteEnv } }>();

api.route("/contact", contactProxy);

// A mounted app's notFound() is not consulted by the parent, so the catch-all is an explicit last route.
api.all("*", (c) => c.json({ ok: false, code: "not_found" }, 404));
