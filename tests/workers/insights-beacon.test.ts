// POST /api/visit: a page's beacon through the real Worker into the real D1 database, read back through the ops
// API (GET /api/ops/insights) and the tables themselves.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { captureWorkerLogs, inOneLimiterWindow, ORIGIN } from "./contact-request";
import {
  BROWSER,
  emptyInsightsEachTest,
  fetchWorker,
  INSIGHT_TABLES,
  report,
  rowsOf,
  sendBeacon,
  viewBeacon,
} from "./insights-request";

const logs = captureWorkerLogs();
emptyInsightsEachTest();

const everyTableEmpty = async () => {
  for (const table of INSIGHT_TABLES) expect(await rowsOf(table), table).toEqual([]);
};

describe("a page view", () => {
  it("answers 204 with no body and no cookie, and is counted for its path, language, source, country and device", async () => {
    const response = await sendBeacon({
      body: viewBeacon({ path: "/es/vision", device: "phone", referrer: "news.example.net", utm_source: "newsletter" }),
      cf: { country: "BR" },
    });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
    expect(response.headers.get("Set-Cookie")).toBeNull();
    const numbers = await report(1);
    expect(numbers).toMatchObject({
      views: 1,
      visitors: 1,
      pages: [{ path: "/es/vision", locale: "es", views: 1, visitors: 1 }],
      sources: [{ source: "newsletter", views: 1 }],
      countries: [{ country: "BR", views: 1 }],
      devices: [{ device: "phone", views: 1 }],
    });
  });

  it("keeps its Web Vitals: the 75th percentile of each by page and by country, rated by web.dev's thresholds", async () => {
    // Four views: LCP 1000, 2000, 3000 and 5000 ms; the 75th percentile (nearest rank) is 3000, "needs improvement".
    for (const [LCP, CLS] of [
      [1000, 0.01],
      [2000, 0.02],
      [3000, 0.3],
      [5000, 0.05],
    ] as const) {
      await sendBeacon({ body: viewBeacon({ vitals: { LCP, CLS, TTFB: 100 } }), cf: { country: "SG" } });
    }
    const { vitals, vitalsByCountry } = await report(1);
    expect(vitals).toEqual(
      expect.arrayContaining([
        { path: "/vision", metric: "LCP", p75: 3000, samples: 4, rating: "needs-improvement" },
        { path: "/vision", metric: "CLS", p75: 0.05, samples: 4, rating: "good" },
        { path: "/vision", metric: "TTFB", p75: 100, samples: 4, rating: "good" },
      ]),
    );
    // A measure the browser did not report (INP without an interaction) has no samples.
    expect(vitals.filter((row) => row.metric === "INP")).toEqual([]);
    expect(vitalsByCountry).toContainEqual({
      country: "SG",
      metric: "LCP",
      p75: 3000,
      samples: 4,
      rating: "needs-improvement",
    });
  });

  it("the source is utm_source when there is one, else the referring host, else direct", async () => {
    await sendBeacon({ body: viewBeacon({ referrer: "news.example.net", utm_source: "newsletter" }) });
    await sendBeacon({ body: viewBeacon({ referrer: "news.example.net" }) });
    await sendBeacon({ body: viewBeacon() });
    const { sources } = await report(1);
    expect(sources).toEqual(
      expect.arrayContaining([
        { source: "newsletter", views: 1 },
        { source: "news.example.net", views: 1 },
        { source: "direct", views: 1 },
      ]),
    );
  });

  it("stores no address, no user agent and no identifier that outlives the day", async () => {
    const address = "203.0.113.77";
    await sendBeacon({ headers: { "CF-Connecting-IP": address } });
    const [row] = await rowsOf("page_views");
    const text = JSON.stringify(await Promise.all(INSIGHT_TABLES.map(rowsOf)));
    expect(text).not.toContain(address);
    expect(text).not.toContain("Chrome/156");
    expect(row?.visitor).toMatch(/^[0-9a-f]{32}$/);
  });

  it("one visitor a day however many pages: the same client and browser twice, another browser once", async () => {
    const client = "2001:db8:77::1";
    await sendBeacon({ headers: { "CF-Connecting-IP": client } });
    await sendBeacon({ body: viewBeacon({ path: "/privacy" }), headers: { "CF-Connecting-IP": "2001:db8:77::2" } });
    await sendBeacon({ headers: { "CF-Connecting-IP": client, "User-Agent": `${BROWSER} Edg/156.0.0.0` } });
    const numbers = await report(1);
    expect(numbers.views).toBe(3);
    // The second address is in the first one's /64: the same client.
    expect(numbers.visitors).toBe(2);
  });
});

describe("what is not counted", () => {
  it.each([
    ["Googlebot", "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"],
    [
      "a headless browser",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36",
    ],
    ["curl", "curl/8.11.0"],
    ["no user agent at all", undefined],
  ])("%s: answered 204, nothing stored", async (_name, userAgent) => {
    const response = await sendBeacon({ headers: { "User-Agent": userAgent } });
    expect(response.status).toBe(204);
    await everyTableEmpty();
  });

  it.each([
    { junk: "malformed JSON", body: "{ kind: view", status: 400 },
    { junk: "an array", body: JSON.stringify([viewBeacon()]), status: 400 },
    { junk: "another kind", body: JSON.stringify({ ...viewBeacon(), kind: "purchase" }), status: 400 },
    { junk: "a path that is no string", body: JSON.stringify({ ...viewBeacon(), path: ["/vision"] }), status: 400 },
    { junk: "a device of no class", body: JSON.stringify({ ...viewBeacon(), device: "fridge" }), status: 400 },
    { junk: "null", body: "null", status: 400 },
    { junk: "oversized", body: JSON.stringify({ ...viewBeacon(), utm_term: "x".repeat(5000) }), status: 413 },
  ])("junk, $junk: answered $status, nothing stored", async ({ body, status }) => {
    const response = await sendBeacon({ body });
    expect(response.status).toBe(status);
    await everyTableEmpty();
  });

  it("a beacon from another site's page, or of another content type, is refused before its body is read", async () => {
    expect((await sendBeacon({ headers: { Origin: "https://elsewhere.example" } })).status).toBe(403);
    expect((await sendBeacon({ headers: { "Sec-Fetch-Site": "cross-site" } })).status).toBe(403);
    expect((await sendBeacon({ headers: { "Content-Type": "application/x-www-form-urlencoded" } })).status).toBe(415);
    await everyTableEmpty();
  });

  it("an unknown path is counted under `other`: its text is stored nowhere", async () => {
    const path = "/wp-admin/setup-config.php";
    expect((await sendBeacon({ body: viewBeacon({ path }) })).status).toBe(204);
    expect((await sendBeacon({ body: viewBeacon({ path: "/ES/no-existe" }) })).status).toBe(204);
    const { pages } = await report(1);
    expect(pages).toEqual(
      expect.arrayContaining([
        { path: "other", locale: "en", views: 1, visitors: 1 },
        { path: "other", locale: "es", views: 1, visitors: 1 },
      ]),
    );
    expect(JSON.stringify(await Promise.all(INSIGHT_TABLES.map(rowsOf)))).not.toContain("wp-admin");
  });

  it("a measure out of range is dropped, the view kept; a source value that breaks its rule is dropped", async () => {
    await sendBeacon({
      body: JSON.stringify({
        ...viewBeacon({ utm_source: "<script>" }),
        vitals: { LCP: -5, INP: "slow", CLS: 1e9, FCP: 800, TTFB: Number.MAX_VALUE },
      }),
    });
    const [row] = await rowsOf("page_views");
    expect(row).toMatchObject({
      source: "direct",
      utm_source: "",
      lcp: null,
      inp: null,
      cls: null,
      fcp: 800,
      ttfb: null,
    });
  });

  it("other methods: 405 with Allow: POST", async () => {
    const response = await fetchWorker(new Request(`${ORIGIN}/api/visit`));
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("POST");
  });
});

describe("bounds", () => {
  it("a client is limited to 60 beacons a minute (INSIGHTS_RATE_LIMIT): the 61st is refused, 429, and not stored", async () => {
    // In one window of the limiter, from a client of its own each try (the limiter counts per minute of the clock).
    const { refused, stored } = await inOneLimiterWindow(async (client) => {
      const before = (await rowsOf("page_views")).length;
      for (let i = 0; i < 60; i++) {
        expect((await sendBeacon({ headers: { "CF-Connecting-IP": client } })).status).toBe(204);
      }
      const answer = await sendBeacon({ headers: { "CF-Connecting-IP": client } });
      return {
        refused: { status: answer.status, retryAfter: answer.headers.get("Retry-After") },
        stored: (await rowsOf("page_views")).length - before,
      };
    });
    expect(refused).toEqual({ status: 429, retryAfter: "60" });
    expect(stored).toBe(60);
    // Another client is not held back.
    expect((await sendBeacon()).status).toBe(204);
  }, 60_000);

  it("past the daily ceiling (INSIGHTS_DAILY_EVENTS) a beacon is counted, not stored", async () => {
    const ceiling = { INSIGHTS_DAILY_EVENTS: "3" };
    for (let i = 0; i < 5; i++) expect((await sendBeacon({ env: ceiling })).status).toBe(204);
    expect(await rowsOf("page_views")).toHaveLength(3);
    expect(await rowsOf("daily_intake")).toEqual([expect.objectContaining({ received: 5, stored: 3 })]);
    const numbers = await report(1);
    expect(numbers).toMatchObject({ views: 3, overCeiling: 2 });
    expect(logs.some((line) => line.includes('"event":"insights.ceiling_reached"'))).toBe(true);
  });

  it("a ceiling that is no whole number stores nothing and names the problem in the log", async () => {
    expect((await sendBeacon({ env: { INSIGHTS_DAILY_EVENTS: "lots" } })).status).toBe(204);
    await everyTableEmpty();
    expect(logs.some((line) => line.includes("INSIGHTS_DAILY_EVENTS is not a whole number"))).toBe(true);
  });

  it("a database that fails is logged after the answer, never an error for the page", async () => {
    const failing = {
      prepare: env.INSIGHTS_DB.prepare.bind(env.INSIGHTS_DB),
      batch: () => Promise.reject(new Error("D1 down")),
    };
    const response = await sendBeacon({ env: { INSIGHTS_DB: failing } });
    expect(response.status).toBe(204);
    expect(logs.some((line) => line.includes('"event":"insights.write_failed"') && line.includes("D1 down"))).toBe(
      true,
    );
  });
});
