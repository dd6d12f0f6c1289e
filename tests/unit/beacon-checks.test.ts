import { Hono } from "hono";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { siteAddresses } from "~/content/site-addresses";
import { type VisitBeacon, VISIT_BEACON_MAX_BYTES } from "~/lib/visit/visit-beacon";
import type { WorkerConfig } from "../../workers/config/worker-config";
import { beaconSchema } from "../../workers/insights/beacon-schema";
import { pathBucket, sourceOf } from "../../workers/insights/page-buckets";
import { visitRoute } from "../../workers/insights/visit-route";

// The beacon's checks on their own, in Node: its schema, the path buckets and the source, and POST /api/visit's
// answers before anything is stored (with no execution context, the route writes nothing). The Worker tests
// (tests/workers/insights-beacon.test.ts) send beacons through the whole Worker into D1.

const ORIGIN = "https://site.test";
const BROWSER = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0";

const beacon = (changes: Partial<VisitBeacon> = {}): VisitBeacon => ({
  kind: "view",
  path: "/vision",
  device: "desktop",
  referrer: "",
  utm_source: "",
  utm_medium: "",
  utm_campaign: "",
  utm_term: "",
  utm_content: "",
  ...changes,
});

describe("the beacon's schema", () => {
  const checked = (value: unknown) => v.safeParse(beaconSchema, value);

  it("takes a view or a booking, a device of its three classes, a path of up to 2,000 characters", () => {
    for (const kind of ["view", "booking"] as const) expect(checked(beacon({ kind })).success, kind).toBe(true);
    for (const device of ["phone", "tablet", "desktop"] as const)
      expect(checked(beacon({ device })).success).toBe(true);
    expect(checked(beacon({ path: `/${"p".repeat(1999)}` })).success).toBe(true);
    expect(checked(beacon({ path: `/${"p".repeat(2000)}` })).success).toBe(false);
    expect(checked({ ...beacon(), kind: "purchase" }).success).toBe(false);
    expect(checked({ ...beacon(), device: "fridge" }).success).toBe(false);
  });

  it("keeps each measure from 0 to its bound (120,000 ms; CLS 10), drops one past it, and fills what is missing", () => {
    const output = (vitals: unknown) => {
      const result = checked({ ...beacon(), vitals });
      expect(result.success).toBe(true);
      return result.success ? result.output.vitals : undefined;
    };
    expect(output({ LCP: 0, INP: 120_000, CLS: 10, FCP: 1, TTFB: 119_999.9 })).toEqual({
      LCP: 0,
      INP: 120_000,
      CLS: 10,
      FCP: 1,
      TTFB: 119_999.9,
    });
    const dropped = { LCP: null, INP: null, CLS: null, FCP: null, TTFB: null };
    expect(output({ LCP: -0.1, INP: 120_000.1, CLS: 10.001, FCP: "fast", TTFB: 1e9 })).toEqual(dropped);
    expect(output({})).toEqual(dropped);
    expect(output(undefined)).toEqual(dropped);
  });

  it("drops a source value that breaks its rule, keeps one that holds", () => {
    const result = checked(
      beacon({ referrer: "https://news.example.net/a", utm_source: "news letter", utm_term: "<b>" }),
    );
    expect(result.success && result.output).toMatchObject({ referrer: "", utm_source: "news letter", utm_term: "" });
  });
});

describe("what a beacon's path and source are kept as", () => {
  /** The build's files as the assets binding serves them: a page at each of `pages`, and every address asked. */
  function buildFiles(pages: readonly string[]) {
    const asked: string[] = [];
    const files = {
      fetch: (request: Request) => {
        const { pathname } = new URL(request.url);
        asked.push(`${request.method} ${pathname}`);
        return Promise.resolve(new Response(null, { status: pages.includes(pathname) ? 200 : 404 }));
      },
    } as unknown as Fetcher;
    return { files, asked };
  }

  it("a page of the site in any language is kept as it is; any other path is `other`", async () => {
    const { files, asked } = buildFiles([]);
    for (const page of siteAddresses().pages) expect(await pathBucket(page, files)).toBe(page);
    for (const path of ["/wp-admin", "/Vision", "/vision/", "", "other"]) {
      expect(await pathBucket(path, files), path).toBe("other");
    }
    expect(asked).toEqual([]);
  });

  it("an Insights entry or later listing page is kept when the build has its page; any other is `other`, each asked once", async () => {
    const { files, asked } = buildFiles(["/insights/harbour-pilot", "/es/insights/page/2"]);
    expect(await pathBucket("/insights/harbour-pilot", files)).toBe("/insights/harbour-pilot");
    expect(await pathBucket("/es/insights/page/2", files)).toBe("/es/insights/page/2");
    expect(await pathBucket("/insights/made-up-entry", files)).toBe("other");
    expect(await pathBucket("/insights/made-up-entry", files)).toBe("other");
    expect(await pathBucket("/insights/harbour-pilot", files)).toBe("/insights/harbour-pilot");
    expect(asked).toEqual(["HEAD /insights/harbour-pilot", "HEAD /es/insights/page/2", "HEAD /insights/made-up-entry"]);
    // Paths of no Insights page's shape are not even asked: no made-up text reaches the binding.
    const shapeless = [
      "/insights/Harbour-Pilot",
      "/ES/insights/harbour-pilot",
      "/insights/harbour-pilot/",
      "/insights/harbour_pilot",
      "/insights/page/1",
      "/insights/page/02",
      "/insights/a/b",
      `/insights/${"a".repeat(81)}`,
      "/fr/insights/harbour-pilot",
      "/insights/feed.xml",
    ];
    for (const path of shapeless) expect(await pathBucket(path, files), path).toBe("other");
    expect(asked).toHaveLength(3);
  });

  it("an Insights path the binding fails to answer is `other` this once, and asked again the next time", async () => {
    let fail = true;
    const files = {
      fetch: () =>
        fail ? Promise.reject(new Error("unavailable")) : Promise.resolve(new Response(null, { status: 200 })),
    } as unknown as Fetcher;
    expect(await pathBucket("/insights/flaky-entry", files)).toBe("other");
    fail = false;
    expect(await pathBucket("/insights/flaky-entry", files)).toBe("/insights/flaky-entry");
  });

  it("the source is utm_source, else the referring host, else direct", () => {
    expect(sourceOf({ utm_source: "newsletter", referrer: "news.example.net" })).toBe("newsletter");
    expect(sourceOf({ utm_source: "", referrer: "news.example.net" })).toBe("news.example.net");
    expect(sourceOf({ utm_source: "", referrer: "" })).toBe("direct");
  });
});

describe("POST /api/visit, before anything is stored", () => {
  const app = new Hono<{ Variables: { config: WorkerConfig } }>();
  app.use(async (c, next) => {
    c.set("config", { insights: { dailyEvents: 10 } } as WorkerConfig);
    await next();
  });
  app.route("/api/visit", visitRoute);

  const limiter = (success: boolean) => ({ limit: () => Promise.resolve({ success }) });

  function send(
    headers: Record<string, string | undefined> = {},
    body: string = JSON.stringify(beacon()),
    within = true,
  ) {
    const sent = new Headers();
    const wanted: Record<string, string | undefined> = {
      Origin: ORIGIN,
      "Content-Type": "text/plain;charset=UTF-8",
      "User-Agent": BROWSER,
      ...headers,
    };
    for (const [name, value] of Object.entries(wanted)) if (value !== undefined) sent.set(name, value);
    return app.request(
      `${ORIGIN}/api/visit`,
      { method: "POST", headers: sent, body },
      {
        INSIGHTS_RATE_LIMIT: limiter(within),
      },
    );
  }

  const answer = async (response: Response) => ({
    status: response.status,
    body: response.status === 204 ? null : await response.json(),
    cacheControl: response.headers.get("Cache-Control"),
  });
  const refused = (status: number, code: string) => ({
    status,
    body: { ok: false, code, status },
    cacheControl: "no-store",
  });
  const taken = { status: 204, body: null, cacheControl: "no-store" };

  it("answers a beacon from the site's own page 204, with either of Origin and Sec-Fetch-Site, as text or JSON", async () => {
    expect(await answer(await send())).toEqual(taken);
    expect(await answer(await send({ Origin: undefined, "Sec-Fetch-Site": "same-origin" }))).toEqual(taken);
    expect(await answer(await send({ "Content-Type": " Application/JSON ; charset=utf-8" }))).toEqual(taken);
  });

  it("refuses another site's page (403), another content type (415), too large a body (413), junk (400)", async () => {
    expect(await answer(await send({ Origin: `${ORIGIN}.evil.example` }))).toEqual(refused(403, "cross_site"));
    expect(await answer(await send({ "Sec-Fetch-Site": "same-site" }))).toEqual(refused(403, "cross_site"));
    expect(await answer(await send({ "Content-Type": "text/html" }))).toEqual(refused(415, "unsupported_media_type"));
    const padded = JSON.stringify(beacon());
    expect(await answer(await send({}, padded.padEnd(VISIT_BEACON_MAX_BYTES, " ")))).toEqual(taken);
    expect(await answer(await send({}, padded.padEnd(VISIT_BEACON_MAX_BYTES + 1, " ")))).toEqual(
      refused(413, "payload_too_large"),
    );
    expect(await answer(await send({}, "{"))).toEqual(refused(400, "invalid_json"));
    expect(await answer(await send({}, "{}"))).toEqual(refused(400, "invalid_beacon"));
  });

  it("answers a crawler and a client with no user agent 204; refuses a client past its limit 429, Retry-After 60", async () => {
    expect(await answer(await send({ "User-Agent": "curl/8.11.0" }, JSON.stringify(beacon()), false))).toEqual(taken);
    expect(await answer(await send({ "User-Agent": undefined }, JSON.stringify(beacon()), false))).toEqual(taken);
    const limited = await send({}, JSON.stringify(beacon()), false);
    expect(limited.headers.get("Retry-After")).toBe("60");
    expect(await answer(limited)).toEqual(refused(429, "rate_limited"));
  });

  it("answers another method 405 with Allow: POST", async () => {
    const response = await app.request(`${ORIGIN}/api/visit`);
    expect(response.headers.get("Allow")).toBe("POST");
    expect(await answer(response)).toEqual(refused(405, "method_not_allowed"));
  });
});
