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
    expect(response.headers.get("Cache-Control")).toBe("no-store");
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

  it("its measures are stored as whole numbers: times in ms to the nearest, CLS in thousandths; none sent, none stored", async () => {
    await sendBeacon({ body: viewBeacon({ vitals: { LCP: 1234.4, INP: 48.5, CLS: 0.0123, FCP: 900.6, TTFB: 0 } }) });
    await sendBeacon({ body: { ...viewBeacon(), vitals: undefined } });
    const rows = await rowsOf("page_views");
    const measures = rows.map(({ lcp, inp, cls, fcp, ttfb }) => ({ lcp, inp, cls, fcp, ttfb }));
    expect(measures).toEqual([
      { lcp: 1234, inp: 49, cls: 12, fcp: 901, ttfb: 0 },
      { lcp: null, inp: null, cls: null, fcp: null, ttfb: null },
    ]);
  });

  it("the country is Cloudflare's code of two capitals or a capital and a digit (T1, Tor), else XX", async () => {
    for (const country of ["T1", "br", "BRA", "1A", "", undefined]) await sendBeacon({ cf: { country } });
    await sendBeacon({ cf: { country: ["BR"] as unknown as string } });
    const countries = (await rowsOf("page_views")).map((row) => row.country);
    expect(countries).toEqual(["T1", "XX", "XX", "XX", "XX", "XX", "XX"]);
  });

  it("what is kept of a referrer is a host: a whole address, a host with a path, capitals or credentials is dropped", async () => {
    const referrers = [
      ["news.example.net", "news.example.net"],
      ["news.example.net:8443", "news.example.net:8443"],
      ["https://news.example.net/story?id=42&email=ada%40example.org", ""],
      ["news.example.net/story?id=42", ""],
      ["News.Example.net", ""],
      ["ada:secret@news.example.net", ""],
      ["news.example.net.", ""],
      [`${"a".repeat(250)}.net`, ""],
    ] as const;
    for (const [referrer] of referrers) await sendBeacon({ body: viewBeacon({ referrer }) });
    const rows = await rowsOf("page_views");
    expect(rows.map((row) => [row.referrer, row.source])).toEqual(
      referrers.map(([, kept]) => [kept, kept || "direct"]),
    );
    // A visitor hash is 32 random hex digits, which now and then spell "ada": it is left out of the search.
    const stored = JSON.stringify(await Promise.all(INSIGHT_TABLES.map(rowsOf))).replace(
      /"visitor":"[0-9a-f]{32}"/g,
      '"visitor":""',
    );
    for (const text of ["story", "secret", "ada", "Example"]) expect(stored).not.toContain(text);
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

  it("a crawler is known again by its user agent: its second and third beacons are not counted either", async () => {
    const crawler = "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)";
    for (let i = 0; i < 3; i++) {
      expect((await sendBeacon({ headers: { "User-Agent": crawler } })).status).toBe(204);
    }
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

  it.each([
    { junk: "malformed JSON", body: "{ kind: view", status: 400, code: "invalid_json" },
    { junk: "a beacon of no shape", body: "{}", status: 400, code: "invalid_beacon" },
    {
      junk: "a path of 2,001 characters",
      body: viewBeacon({ path: `/${"p".repeat(2000)}` }),
      status: 400,
      code: "invalid_beacon",
    },
    {
      junk: "a body of 4,097 bytes",
      body: `${JSON.stringify(viewBeacon())}${" ".repeat(4097)}`.slice(0, 4097),
      status: 413,
      code: "payload_too_large",
    },
  ])("a refusal says why: $junk, $status $code", async ({ body, status, code }) => {
    expect(new TextEncoder().encode(typeof body === "string" ? body : JSON.stringify(body)).length).toBeLessThanOrEqual(
      4097,
    );
    const response = await sendBeacon({ body });
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ ok: false, code, status });
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    await everyTableEmpty();
  });

  it("a beacon at its bounds is taken: a body of exactly 4,096 bytes, a path of 2,000 characters, each measure at its limit", async () => {
    const padded = JSON.stringify(viewBeacon());
    expect((await sendBeacon({ body: padded.padEnd(4096, " ") })).status).toBe(204);
    expect((await sendBeacon({ body: viewBeacon({ path: `/${"p".repeat(1999)}` }) })).status).toBe(204);
    const atLimits = { LCP: 120_000, INP: 0, CLS: 10, FCP: 120_000, TTFB: 120_000 };
    const pastLimits = { LCP: 120_000.5, INP: -0.001, CLS: 10.001, FCP: 120_001, TTFB: 1e6 };
    expect((await sendBeacon({ body: viewBeacon({ vitals: atLimits }) })).status).toBe(204);
    expect((await sendBeacon({ body: viewBeacon({ vitals: pastLimits }) })).status).toBe(204);
    const rows = await rowsOf("page_views");
    expect(rows.map((row) => row.path)).toEqual(["/vision", "other", "/vision", "/vision"]);
    expect(rows.slice(2).map(({ lcp, inp, cls, fcp, ttfb }) => ({ lcp, inp, cls, fcp, ttfb }))).toEqual([
      { lcp: 120_000, inp: 0, cls: 10_000, fcp: 120_000, ttfb: 120_000 },
      { lcp: null, inp: null, cls: null, fcp: null, ttfb: null },
    ]);
  });

  it("a beacon from another site's page, or of another content type, is refused before its body is read", async () => {
    // The site's own origin exactly: not a host that begins with its name, nor one its origin begins with, nor
    // another scheme, port or subdomain, nor the "null" of a sandboxed page.
    for (const Origin of [
      "https://elsewhere.example",
      `${ORIGIN}.evil.example`,
      ORIGIN.slice(0, -1),
      `${ORIGIN}:8443`,
      ORIGIN.replace("https:", "http:"),
      ORIGIN.replace("://", "://www."),
      "null",
    ]) {
      const response = await sendBeacon({ headers: { Origin }, body: "not read" });
      expect(response.status, Origin).toBe(403);
      expect(await response.json()).toEqual({ ok: false, code: "cross_site", status: 403 });
    }
    for (const site of ["cross-site", "same-site", "none"]) {
      const response = await sendBeacon({ headers: { "Sec-Fetch-Site": site }, body: "not read" });
      expect(response.status, site).toBe(403);
    }
    for (const type of ["application/x-www-form-urlencoded", "text/html", "multipart/form-data", "text/plainer"]) {
      const response = await sendBeacon({ headers: { "Content-Type": type }, body: "not read" });
      expect(response.status, type).toBe(415);
      expect(await response.json()).toEqual({ ok: false, code: "unsupported_media_type", status: 415 });
    }
    // Bytes with no Content-Type at all.
    const untyped = new Request(`${ORIGIN}/api/visit`, {
      method: "POST",
      headers: { Origin: ORIGIN, "User-Agent": BROWSER },
      body: new TextEncoder().encode(JSON.stringify(viewBeacon())),
    });
    expect(untyped.headers.get("Content-Type")).toBeNull();
    expect((await fetchWorker(untyped)).status).toBe(415);
    await everyTableEmpty();
  });

  it("a same-origin beacon is taken with either of Origin and Sec-Fetch-Site, as text/plain or JSON in any letter case", async () => {
    const sent = [
      { Origin: ORIGIN, "Sec-Fetch-Site": undefined },
      { Origin: undefined, "Sec-Fetch-Site": "same-origin" },
      { "Content-Type": "application/json" },
      { "Content-Type": " Text/Plain ; charset=UTF-8" },
      { "Content-Type": "APPLICATION/JSON;charset=utf-8" },
    ];
    for (const headers of sent) expect((await sendBeacon({ headers })).status, JSON.stringify(headers)).toBe(204);
    expect(await rowsOf("page_views")).toHaveLength(sent.length);
  });

  it("a client that hangs up mid-body is answered 204 and logged, nothing stored", async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"kind":"view",'));
        controller.error(new Error("client gone"));
      },
    });
    const request = new Request(`${ORIGIN}/api/visit`, {
      method: "POST",
      headers: { Origin: ORIGIN, "Content-Type": "text/plain", "User-Agent": BROWSER },
      body,
    });
    const response = await fetchWorker(request);
    expect(response.status).toBe(204);
    expect(logs.some((line) => line.includes('"event":"insights.unexpected"') && line.includes("client gone"))).toBe(
      true,
    );
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

  it("an Insights entry's view is counted as its own page when the build published it; a made-up entry is `other`", async () => {
    // The build's files, as the assets binding serves them: the one entry this build published.
    const asked: string[] = [];
    const ASSETS = {
      fetch: (request: Request) => {
        const { pathname } = new URL(request.url);
        asked.push(pathname);
        return Promise.resolve(new Response(null, { status: pathname === "/es/insights/beacon-entry" ? 200 : 404 }));
      },
    };
    for (const path of ["/es/insights/beacon-entry", "/es/insights/beacon-entry", "/insights/invented-by-a-client"]) {
      expect((await sendBeacon({ body: viewBeacon({ path }), env: { ASSETS } })).status).toBe(204);
    }
    const { pages } = await report(1);
    expect(pages).toEqual(
      expect.arrayContaining([
        { path: "/es/insights/beacon-entry", locale: "es", views: 2, visitors: 2 },
        { path: "other", locale: "en", views: 1, visitors: 1 },
      ]),
    );
    expect(JSON.stringify(await Promise.all(INSIGHT_TABLES.map(rowsOf)))).not.toContain("invented-by-a-client");
    // Each path is asked of the binding once an isolate: the second view of the entry was answered from memory.
    expect(asked).toEqual(["/es/insights/beacon-entry", "/insights/invented-by-a-client"]);
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
    expect(await response.json()).toEqual({ ok: false, code: "method_not_allowed", status: 405 });
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

  it("past the daily ceiling (INSIGHTS_DAILY_EVENTS) a beacon is counted, not stored: a page view or a booking, logged once", async () => {
    const ceiling = { INSIGHTS_DAILY_EVENTS: "3" };
    // Within the ceiling: two views and a booking, the third beacon of the day at the ceiling itself.
    const booking = viewBeacon({ kind: "booking" });
    for (const body of [viewBeacon(), viewBeacon(), booking, booking, viewBeacon(), booking]) {
      expect((await sendBeacon({ body, env: ceiling })).status).toBe(204);
    }
    expect(await rowsOf("page_views")).toHaveLength(2);
    expect(await rowsOf("conversions")).toHaveLength(1);
    expect(await rowsOf("daily_intake")).toEqual([expect.objectContaining({ received: 6, stored: 3 })]);
    const numbers = await report(1);
    expect(numbers).toMatchObject({ views: 2, overCeiling: 3 });
    expect(logs.filter((line) => line.includes('"event":"insights.ceiling_reached"'))).toEqual([
      JSON.stringify({ event: "insights.ceiling_reached", day: new Date().toISOString().slice(0, 10), dailyEvents: 3 }),
    ]);
  });

  it("beacons that come together are written together, each once, the ceiling drawn at their order within the batch", async () => {
    // A database binding that counts its batches: the lane of writes belongs to it.
    let batches = 0;
    const counting = {
      prepare: env.INSIGHTS_DB.prepare.bind(env.INSIGHTS_DB),
      batch: (statements: D1PreparedStatement[]) => {
        batches++;
        return env.INSIGHTS_DB.batch(statements);
      },
    };
    const bodies = Array.from({ length: 12 }, (_, i) =>
      viewBeacon({ kind: i % 3 === 2 ? "booking" : "view", path: `/vision?${i}` }),
    );
    const answers = await Promise.all(
      bodies.map((body) => sendBeacon({ body, env: { INSIGHTS_DB: counting, INSIGHTS_DAILY_EVENTS: "7" } })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(bodies.map(() => 204));
    // At most a salt's batch, the first beacon's own and a few for the rest: never one a beacon.
    expect(batches).toBeLessThanOrEqual(4);
    expect(await rowsOf("daily_intake")).toEqual([expect.objectContaining({ received: 12, stored: 7 })]);
    const views = (await rowsOf("page_views")).length;
    const bookings = (await rowsOf("conversions")).length;
    expect(views + bookings).toBe(7);
  });

  it("a ceiling that is no whole number stores nothing and names the problem in the log", async () => {
    expect((await sendBeacon({ env: { INSIGHTS_DAILY_EVENTS: "lots" } })).status).toBe(204);
    await everyTableEmpty();
    expect(
      logs.some(
        (line) =>
          line.includes('"event":"insights.not_configured"') &&
          line.includes("INSIGHTS_DAILY_EVENTS is not a whole number"),
      ),
    ).toBe(true);
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

  it("a failed batch of beacons is logged once with how many it held, and the lane goes on to the next batch", async () => {
    // The beacons' own batches fail (the day's salt is read as usual); the first is held until the other beacons
    // have been answered, so they wait in the lane and go in one batch.
    const beaconWrites = new WeakSet<object>();
    let release: (() => void) | undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let beaconBatches = 0;
    const failing = {
      prepare: (sql: string) => {
        const statement = env.INSIGHTS_DB.prepare(sql);
        return {
          bind: (...values: unknown[]) => {
            const bound = statement.bind(...values);
            if (sql.includes("daily_intake")) beaconWrites.add(bound);
            return bound;
          },
        };
      },
      batch: async (statements: D1PreparedStatement[]) => {
        if (!statements.some((statement) => beaconWrites.has(statement))) return env.INSIGHTS_DB.batch(statements);
        if (++beaconBatches === 1) await held;
        throw new Error("D1 down");
      },
    };
    let answered = 0;
    const answers = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const answer = await sendBeacon({ env: { INSIGHTS_DB: failing } });
        if (++answered === 3) release?.();
        return answer;
      }),
    );
    expect(answers.map((answer) => answer.status)).toEqual([204, 204, 204, 204]);
    const failures = logs
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.event === "insights.write_failed");
    expect(failures).toEqual([
      { event: "insights.write_failed", error: "D1 down", beacons: 1 },
      { event: "insights.write_failed", error: "D1 down", beacons: 3 },
    ]);
  });
});
