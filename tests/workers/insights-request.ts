// Helpers for the insights' Worker tests: beacons and ops requests through the real Worker entry (workers/app.ts)
// with an execution context the test waits on, so the writes made after the answer (`waitUntil`) have landed when
// a test reads; the real D1 database (migrations applied by fresh-state.ts), emptied before each test.
import { applyD1Migrations, createExecutionContext, type D1Migration, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeEach } from "vitest";
import { VISIT_BEACON_PATH, type VisitBeacon } from "~/lib/visit/visit-beacon";
import worker from "../../workers/app";
import type { InsightsReport } from "../../workers/insights/insights-report";
import { newClient, ORIGIN, providerEnv } from "./contact-request";

/** A browser's user agent (isbot lets it through). */
export const BROWSER =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";

export const INSIGHT_TABLES = [
  "page_views",
  "conversions",
  "daily_salt",
  "daily_intake",
  "daily_views",
  "daily_conversions",
  "daily_vitals",
  "report_snapshots",
] as const;

/** Every test of the file that calls this starts with empty insights. */
export function emptyInsightsEachTest(): void {
  beforeEach(async () => {
    await env.INSIGHTS_DB.batch(INSIGHT_TABLES.map((table) => env.INSIGHTS_DB.prepare(`DELETE FROM ${table}`)));
  });
}

/** A page view as the page's script sends it, changed by `changes`. */
export const viewBeacon = (changes: Partial<VisitBeacon> = {}): VisitBeacon => ({
  kind: "view",
  path: "/vision",
  device: "desktop",
  referrer: "",
  utm_source: "",
  utm_medium: "",
  utm_campaign: "",
  utm_term: "",
  utm_content: "",
  vitals: { LCP: 1234.4, INP: 48, CLS: 0.0123, FCP: 900.6, TTFB: 120 },
  ...changes,
});

export interface Sent {
  /** The body as is (a string), or a beacon to send as JSON. */
  body?: string | VisitBeacon;
  headers?: Record<string, string | undefined>;
  /** `request.cf`, as Cloudflare's edge sets it. */
  cf?: { country?: string };
  /** Binding overrides on top of the test bindings. */
  env?: Record<string, unknown>;
}

/** Sends a beacon as a same-origin browser page does (text/plain, as `sendBeacon` with a string), from a client of its own. */
export async function sendBeacon({ body = viewBeacon(), headers = {}, cf, env: overrides = {} }: Sent = {}) {
  const wanted: Record<string, string | undefined> = {
    Origin: ORIGIN,
    "Sec-Fetch-Site": "same-origin",
    "Content-Type": "text/plain;charset=UTF-8",
    "User-Agent": BROWSER,
    "CF-Connecting-IP": newClient(),
    ...headers,
  };
  const sent = new Headers();
  for (const [name, value] of Object.entries(wanted)) if (value !== undefined) sent.set(name, value);
  const request = new Request(`${ORIGIN}${VISIT_BEACON_PATH}`, {
    method: "POST",
    headers: sent,
    body: typeof body === "string" ? body : JSON.stringify(body),
    ...(cf ? { cf } : {}),
  });
  return fetchWorker(request, overrides);
}

/** Through the Worker with the test bindings and `overrides`, waiting for its work after the answer. */
export async function fetchWorker(request: Request, overrides: Record<string, unknown> = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(request, { ...env, ...overrides }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/** GET /api/ops/insights with the ops token (or the given Authorization), from a client of its own. */
export function insightsRequest(query = "", authorization = `Bearer ${providerEnv.OPS_TOKEN}`, method = "GET") {
  return fetchWorker(
    new Request(`${ORIGIN}/api/ops/insights${query}`, {
      method,
      headers: { Authorization: authorization, "CF-Connecting-IP": newClient() },
    }),
  );
}

/** The insights report for the last `days` days. */
export async function report(days = 30): Promise<InsightsReport> {
  const response = await insightsRequest(`?days=${days}`);
  if (response.status !== 200) {
    throw new Error(`GET /api/ops/insights answered ${response.status}: ${await response.text()}`);
  }
  return response.json<InsightsReport>();
}

/** Every row of an insights table. */
export async function rowsOf(table: (typeof INSIGHT_TABLES)[number]): Promise<Record<string, unknown>[]> {
  return (await env.INSIGHTS_DB.prepare(`SELECT * FROM ${table}`).all()).results;
}

/**
 * The insights database as a deploy whose migrations did not all run leaves it: emptied of every table, the
 * migrations' ledger (`d1_migrations`) included, then only `applied` run. The setup file applies the rest again
 * before the next test.
 */
export async function insightsDatabaseWith(applied: D1Migration[]): Promise<void> {
  const db = env.INSIGHTS_DB;
  const { results } = await db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'",
    )
    .all<{ name: string }>();
  for (const { name } of results) await db.prepare(`DROP TABLE "${name}"`).run();
  await applyD1Migrations(db, applied);
}
