// Every answer of POST /api/visit, taken or refused, is made with `Cache-Control: no-store` and no cookie: a cache
// between the browser and the Worker must never answer a beacon in the Worker's place.
import { describe, expect, it } from "vitest";
import { captureWorkerLogs, inOneLimiterWindow, ORIGIN } from "./contact-request";
import { emptyInsightsEachTest, fetchWorker, sendBeacon, viewBeacon } from "./insights-request";

captureWorkerLogs();
emptyInsightsEachTest();

const headersOf = (response: Response) => ({
  status: response.status,
  cacheControl: response.headers.get("Cache-Control"),
  cookie: response.headers.get("Set-Cookie"),
});
const noStore = (status: number) => ({ status, cacheControl: "no-store", cookie: null });

describe("the beacon's answers", () => {
  it("taken, dropped as a crawler's, a client gone mid-body: 204, no-store", async () => {
    expect(headersOf(await sendBeacon())).toEqual(noStore(204));
    expect(headersOf(await sendBeacon({ headers: { "User-Agent": "curl/8.11.0" } }))).toEqual(noStore(204));
    const gone = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.error(new Error("client gone"));
      },
    });
    const request = new Request(`${ORIGIN}/api/visit`, {
      method: "POST",
      headers: { Origin: ORIGIN, "Content-Type": "text/plain", "User-Agent": "Mozilla/5.0 Firefox/140.0" },
      body: gone,
    });
    expect(headersOf(await fetchWorker(request))).toEqual(noStore(204));
  });

  it("refused, whatever the reason: 400, 403, 405, 413, 415, no-store", async () => {
    expect(headersOf(await sendBeacon({ body: "{" }))).toEqual(noStore(400));
    expect(headersOf(await sendBeacon({ body: "{}" }))).toEqual(noStore(400));
    expect(headersOf(await sendBeacon({ headers: { Origin: "https://elsewhere.example" } }))).toEqual(noStore(403));
    expect(headersOf(await fetchWorker(new Request(`${ORIGIN}/api/visit`)))).toEqual(noStore(405));
    expect(headersOf(await sendBeacon({ body: JSON.stringify(viewBeacon()).padEnd(4097, " ") }))).toEqual(noStore(413));
    expect(headersOf(await sendBeacon({ headers: { "Content-Type": "text/html" } }))).toEqual(noStore(415));
  });

  it("past the client's limit: 429 with Retry-After, no-store", async () => {
    const refused = await inOneLimiterWindow(async (client) => {
      for (let i = 0; i < 60; i++) await sendBeacon({ headers: { "CF-Connecting-IP": client } });
      return sendBeacon({ headers: { "CF-Connecting-IP": client } });
    });
    expect(headersOf(refused)).toEqual(noStore(429));
    expect(refused.headers.get("Retry-After")).toBe("60");
    expect(await refused.json()).toEqual({ ok: false, code: "rate_limited", status: 429 });
  });
});
