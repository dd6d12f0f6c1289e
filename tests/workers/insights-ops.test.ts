// GET /api/ops/insights: the site's numbers as JSON, behind the ops API's door (the OPS_TOKEN bearer token, the
// per-client limit), through the real Worker and D1.
import { describe, expect, it, vi } from "vitest";
import { captureWorkerLogs, inOneLimiterWindow, newClient, ORIGIN, providerEnv } from "./contact-request";
import { emptyInsightsEachTest, fetchWorker, insightsRequest, report, sendBeacon } from "./insights-request";

captureWorkerLogs();
emptyInsightsEachTest();

const today = () => new Date().toISOString().slice(0, 10);

describe("GET /api/ops/insights", () => {
  it("answers every key of the report, empty on an empty database, for the last 30 days by default; never cached", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.UTC(2026, 10, 26, 12) });
    try {
      const response = await insightsRequest();
      expect(response.status).toBe(200);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      expect(response.headers.get("Access-Control-Allow-Origin")).toBeNull();
      expect(await response.json()).toEqual({
        from: "2026-10-28",
        to: "2026-11-26",
        views: 0,
        visitors: 0,
        overCeiling: 0,
        pages: [],
        sources: [],
        countries: [],
        devices: [],
        conversions: [],
        vitals: [],
        vitalsByCountry: [],
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it("?days=N: the last N days, today (UTC) included", async () => {
    await sendBeacon();
    const numbers = await report(7);
    expect(numbers.to).toBe(today());
    expect(Date.parse(numbers.to) - Date.parse(numbers.from)).toBe(6 * 86_400_000);
    expect(numbers.views).toBe(1);
  });

  it.each(["0", "401", "-1", "7.5", "a week", ""])("?days=%s: 400 invalid_query", async (days) => {
    const response = await insightsRequest(`?days=${days}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ ok: false, code: "invalid_query", status: 400 });
  });

  it("every answer without OPS_TOKEN set is a 404, as for every ops path", async () => {
    const response = await fetchWorker(
      new Request(`${ORIGIN}/api/ops/insights`, { headers: { Authorization: `Bearer ${providerEnv.OPS_TOKEN}` } }),
      { OPS_TOKEN: undefined },
    );
    expect(response.status).toBe(404);
  });

  it("a wrong or missing token: 401 with WWW-Authenticate", async () => {
    for (const authorization of ["Bearer not-the-token-not-the-token-not-the-token", ""]) {
      const response = await insightsRequest("", authorization);
      expect(response.status).toBe(401);
      expect(response.headers.get("WWW-Authenticate")).toBe('Bearer realm="ops"');
    }
  });

  it("counts against the ops limit (20 a minute per client) before the token is looked at", async () => {
    // In one window of the limiter, or a busy machine's burst could straddle two minutes and never reach 21.
    const { statuses, limited } = await inOneLimiterWindow(async (client) => {
      const request = () =>
        fetchWorker(new Request(`${ORIGIN}/api/ops/insights`, { headers: { "CF-Connecting-IP": client } }));
      const seen: number[] = [];
      for (let i = 0; i < 20; i++) seen.push((await request()).status);
      return { statuses: seen, limited: (await request()).status };
    });
    expect(statuses).toEqual(Array<number>(20).fill(401));
    expect(limited).toBe(429);
  });

  it("is open whatever the contact pipeline's state: no provider keys, no outbox asked", async () => {
    const response = await fetchWorker(
      new Request(`${ORIGIN}/api/ops/insights`, {
        headers: { Authorization: `Bearer ${providerEnv.OPS_TOKEN}`, "CF-Connecting-IP": newClient() },
      }),
      { EMAILJS_PUBLIC_KEY: undefined, CONTACT_OUTBOX: undefined },
    );
    expect(response.status).toBe(200);
  });

  it("other methods: 405 with Allow: GET", async () => {
    const response = await insightsRequest("", `Bearer ${providerEnv.OPS_TOKEN}`, "POST");
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("GET");
  });
});
