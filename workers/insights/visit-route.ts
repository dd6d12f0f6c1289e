import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { isbot } from "isbot";
import * as v from "valibot";
import { languageOfPath } from "~/lib/language/languages";
import { VISIT_BEACON_MAX_BYTES } from "~/lib/visit/visit-beacon";
import type { WorkerConfig } from "../config/worker-config";
import { RATE_LIMIT_PERIOD_SECONDS } from "../client-limit";
import { eventLog } from "../event-log";
import { beaconSchema, type CheckedBeacon } from "./beacon-schema";
import { dailyVisitor } from "./daily-visitor";
import { afterAnswer, logWriteFailed } from "./after-answer";
import { onePerBinding } from "../one-per-binding";
import { WriteLane } from "./batched-writes";
import { type StoredBeacon, storeBeacons } from "./insights-store";
import { leasedLimit } from "./leased-limit";
import { pathBucket, sourceOf } from "./page-buckets";
import { dayOf } from "./utc-days";

/**
 * POST /api/visit: a page's beacon (lib/visit/visit-beacon.ts), one a page view and one a booking. Checked while
 * the browser waits, which costs nothing it notices (a beacon is sent as the page goes): same origin, a text or
 * JSON body of at most 4 KB, the beacon's shape; then known crawlers (isbot) and a client past its limit
 * (`INSIGHTS_RATE_LIMIT`, counted a lease at a time: leased-limit.ts) are dropped. The answer is 204 at once; the
 * write to D1 happens after it (`waitUntil`). Nothing is answered with a 5xx: a measure is never worth an error. No
 * cookie, ever.
 */

interface VisitEnv {
  Bindings: Env;
  Variables: { config: WorkerConfig };
}
type VisitContext = Context<VisitEnv>;

const log = eventLog("insights");

/**
 * The origin of a request's URL, as the runtime has already written it out (scheme, lower-case host, no default
 * port): everything before the first slash after `scheme://`. A slice of text, where a parsed URL cost every beacon
 * an object.
 */
const originOf = (url: string): string => url.slice(0, url.indexOf("/", url.indexOf("//") + 2));

/**
 * isbot's verdict on a user agent, kept for the user agents seen lately: most beacons come from a few dozen
 * browsers' user agents, and isbot tests each against one long pattern.
 */
const crawlerVerdicts = new Map<string, boolean>();
const CRAWLER_VERDICTS_KEPT = 500;

function isCrawler(userAgent: string): boolean {
  let verdict = crawlerVerdicts.get(userAgent);
  if (verdict === undefined) {
    verdict = isbot(userAgent);
    if (crawlerVerdicts.size >= CRAWLER_VERDICTS_KEPT) crawlerVerdicts.clear();
    crawlerVerdicts.set(userAgent, verdict);
  }
  return verdict;
}

const mediaTypes: readonly string[] = ["text/plain", "application/json"];

/** ISO 3166 codes as Cloudflare gives them (`T1` for Tor); `XX` for unknown, as Cloudflare writes it. */
function countryOf(c: VisitContext): string {
  const country = c.req.raw.cf?.country;
  return typeof country === "string" && /^[A-Z][A-Z0-9]$/.test(country) ? country : "XX";
}

/**
 * The answers, made as finished Responses with their headers: no answer of this route may be cached, and setting a
 * header on an answer Hono has already made would copy the answer once more, for every beacon.
 */
const taken = () => new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });

const refuse = (status: 400 | 403 | 405 | 413 | 415 | 429, code: string, headers: Record<string, string> = {}) =>
  Response.json({ ok: false, code, status }, { status, headers: { "Cache-Control": "no-store", ...headers } });

export const visitRoute = new Hono<VisitEnv>();

visitRoute.post(
  "/",
  async (c, next) => {
    // Browsers send at least one of the two with a beacon; a page of another site may not count our visits.
    const origin = c.req.header("Origin");
    const fetchSite = c.req.header("Sec-Fetch-Site");
    if (
      (origin !== undefined && origin !== originOf(c.req.url)) ||
      (fetchSite !== undefined && fetchSite !== "same-origin")
    ) {
      return refuse(403, "cross_site");
    }
    const mediaType = (c.req.header("Content-Type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
    if (!mediaTypes.includes(mediaType)) return refuse(415, "unsupported_media_type");
    await next();
  },
  bodyLimit({ maxSize: VISIT_BEACON_MAX_BYTES, onError: () => refuse(413, "payload_too_large") }),
  async (c) => {
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      return refuse(400, "invalid_json");
    }
    const checked = v.safeParse(beaconSchema, body);
    if (!checked.success) return refuse(400, "invalid_beacon");

    const userAgent = c.req.header("User-Agent") ?? "";
    // A crawler's page views are not visits; a client with no user agent at all is no browser.
    if (!userAgent || isCrawler(userAgent)) return taken();
    const address = c.req.header("CF-Connecting-IP");
    if (!(await leasedLimit(c.env.INSIGHTS_RATE_LIMIT).within(address))) {
      return refuse(429, "rate_limited", { "Retry-After": String(RATE_LIMIT_PERIOD_SECONDS) });
    }
    const { insights } = c.get("config");
    if (insights.problem !== undefined) {
      log("not_configured", { problem: insights.problem }, "error");
      return taken();
    }
    const client = { address, userAgent, country: countryOf(c) };
    afterAnswer(c, () => keep(c.env, checked.output, client, insights));
    return taken();
  },
);

visitRoute.all("/", () => refuse(405, "method_not_allowed", { Allow: "POST" }));

// Whatever slips through (a client hanging up mid-body, a bug): logged, and answered as taken.
visitRoute.onError((error) => {
  log("unexpected", { error: error instanceof Error ? error.message : String(error) }, "error");
  return taken();
});

/** Where the dailyEvents ceiling was last reported reached, so the log says it once a day per isolate. */
let ceilingReported = "";

async function keep(
  { INSIGHTS_DB: db, ASSETS: files }: Pick<Env, "INSIGHTS_DB" | "ASSETS">,
  beacon: CheckedBeacon,
  client: { address: string | undefined; userAgent: string; country: string },
  { dailyEvents }: WorkerConfig["insights"],
): Promise<void> {
  const day = dayOf(Date.now());
  const row: StoredBeacon = {
    kind: beacon.kind,
    day,
    path: await pathBucket(beacon.path, files),
    locale: languageOfPath(beacon.path),
    source: sourceOf(beacon),
    referrer: beacon.referrer,
    utm_source: beacon.utm_source,
    utm_medium: beacon.utm_medium,
    utm_campaign: beacon.utm_campaign,
    utm_term: beacon.utm_term,
    utm_content: beacon.utm_content,
    country: client.country,
    device: beacon.device,
    visitor: await dailyVisitor(db, day, client),
    vitals: beacon.vitals,
  };
  await beaconLane(db).add({ beacon: row, ceiling: dailyEvents }, `${day} ${dailyEvents}`);
}

/** The beacons that come together are written together (batched-writes.ts), a batch a day and ceiling. */
const beaconLane = onePerBinding(
  (db: D1Database) =>
    new WriteLane<{ beacon: StoredBeacon; ceiling: number }>({
      write: async ({ items }) => {
        const [first] = items;
        if (first === undefined) return;
        const { day } = first.beacon;
        const stored = await storeBeacons(
          db,
          day,
          items.map((item) => item.beacon),
          first.ceiling,
        );
        if (stored < items.length && ceilingReported !== day) {
          ceilingReported = day;
          log("ceiling_reached", { day, dailyEvents: first.ceiling });
        }
      },
      failed: (error, { items }) => {
        logWriteFailed(error, { beacons: items.length });
      },
    }),
);
