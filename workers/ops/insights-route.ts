import { Hono } from "hono";
import * as v from "valibot";
import type { WorkerConfig } from "../config/worker-config";
import { eventLog } from "../event-log";
import { readInsights } from "../insights/insights-report";
import { dayOf, daysBefore } from "../insights/utc-days";
import { opsAccess } from "./ops-access";

/**
 * GET /api/ops/insights?days=N: the site's numbers over the last N days, today (UTC) included (30 by default, 400
 * at most: the daily totals go back 13 months), as JSON (workers/insights/insights-report.ts; `npm run insights`
 * prints it). Behind the same door as the outbox's API (ops-access.ts); `no-store`, no CORS headers.
 */

const DAYS_DEFAULT = 30;
const DAYS_MAX = 400;

const log = eventLog("ops");

const daysQuery = v.object({
  days: v.optional(
    v.pipe(v.string(), v.digits(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(DAYS_MAX)),
  ),
});

export const insightsRoute = new Hono<{ Bindings: Env; Variables: { config: WorkerConfig } }>();

insightsRoute.use(async (c, next) => {
  await next();
  c.header("Cache-Control", "no-store");
});
insightsRoute.use(opsAccess);

insightsRoute.get("/", async (c) => {
  const query = v.safeParse(daysQuery, c.req.query());
  if (!query.success) return c.json({ ok: false, code: "invalid_query", status: 400 }, 400);
  const { days = DAYS_DEFAULT } = query.output;
  const to = dayOf(Date.now());
  return c.json(await readInsights(c.env.INSIGHTS_DB, daysBefore(to, days - 1), to));
});

insightsRoute.all("/", (c) => {
  c.header("Allow", "GET");
  return c.json({ ok: false, code: "method_not_allowed", status: 405 }, 405);
});

insightsRoute.onError((error, c) => {
  log("unexpected", { error: error instanceof Error ? error.message : String(error) }, "error");
  return c.json({ ok: false, code: "unavailable", status: 503 }, 503);
});
