import { Hono } from "hono";
import type { WorkerConfig } from "./config/worker-config";
import { contactRoute } from "./contact/contact-route";
import { healthRoute } from "./health/health-route";
import { visitRoute } from "./insights/visit-route";
import { insightsRoute } from "./ops/insights-route";
import { opsRoute } from "./ops/ops-route";

/** Everything under /api. Routes are added above the catch-all, which answers JSON, never the HTML 404 page. */
export const api = new Hono<{ Bindings: Env; Variables: { config: WorkerConfig } }>();

api.route("/contact", contactRoute);
// Before the outbox's ops API, whose guard asks for the outbox; this one has a door of its own (ops-access.ts).
api.route("/ops/insights", insightsRoute);
api.route("/ops", opsRoute);
api.route("/health", healthRoute);
api.route("/visit", visitRoute);

// A mounted app's notFound() is not consulted by the parent, so the catch-all is an explicit last route.
api.all("*", (c) => c.json({ ok: false, code: "not_found" }, 404));
