// GET /api/health for uptime monitors: 200 { ok: true } when the contact pipeline can take a message now, 503
// { ok: false } otherwise, nothing more; never cached; rate-limited per client. Through the real Worker.
import { describe, expect, it } from "vitest";
import {
  captureWorkerLogs,
  freshOutboxEachTest,
  inOneLimiterWindow,
  newClient,
  ORIGIN,
  postContact,
  postRequest,
  stubProvider,
} from "./contact-request";

const logs = captureWorkerLogs();
freshOutboxEachTest();

function health({
  method = "GET",
  client = newClient(),
  env = {},
}: { method?: string; client?: string; env?: Record<string, unknown> } = {}) {
  return postRequest(new Request(`${ORIGIN}/api/health`, { method, headers: { "CF-Connecting-IP": client } }), env);
}

/** A Durable Object namespace whose objects never answer, or fail: the outbox unavailable. */
const outboxThat = (ping: () => Promise<boolean>) => ({ getByName: () => ({ ping }) });

describe("GET /api/health", () => {
  it("200 { ok: true } when the configuration holds and the outbox answers; never cached", async () => {
    const response = await health();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(response.headers.get("Cache-Control")).toBe("no-store");
  });

  it("HEAD: the same status, no body", async () => {
    const response = await health({ method: "HEAD" });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("");
  });

  it("503 { ok: false } with the configuration invalid, and only the log says why", async () => {
    const response = await health({ env: { EMAILJS_SERVICE_ID: undefined } });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ ok: false });
    expect(logs.some((line) => line.includes("health.unhealthy") && line.includes("EMAILJS_SERVICE_ID"))).toBe(true);
  });

  it("503 with a lead webhook URL and no valid secret, the log naming it; contact messages are still taken", async () => {
    const webhookWithoutSecret = { LEAD_WEBHOOK_URL: "https://crm.example/hooks/lead", LEAD_WEBHOOK_SECRET: "secret" };
    const response = await health({ env: webhookWithoutSecret });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ ok: false });
    expect(logs.some((line) => line.includes("health.unhealthy") && line.includes("LEAD_WEBHOOK_SECRET"))).toBe(true);
    const provider = stubProvider();
    expect((await postContact({ env: webhookWithoutSecret })).status).toBe(200);
    expect(provider).toHaveBeenCalledTimes(1);
  });

  it("503 with the outbox silent past the limit (1 s)", async () => {
    const started = performance.now();
    const response = await health({ env: { CONTACT_OUTBOX: outboxThat(() => new Promise<boolean>(() => undefined)) } });
    expect(response.status).toBe(503);
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it("503 with the outbox failing", async () => {
    const response = await health({
      env: { CONTACT_OUTBOX: outboxThat(() => Promise.reject(new Error("Durable Object reset"))) },
    });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ ok: false });
  });

  it("past 60 requests a minute from one client: 429; another client is not affected", async () => {
    const statuses = await inOneLimiterWindow(async (client) => {
      const seen: number[] = [];
      for (let i = 0; i < 61; i++) seen.push((await health({ client })).status);
      return seen;
    });
    expect(statuses.slice(0, 60)).toEqual(Array<number>(60).fill(200));
    expect(statuses[60]).toBe(429);
    expect((await health()).status).toBe(200);
  });

  it("another method: 405", async () => {
    const response = await health({ method: "POST" });
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("GET, HEAD");
  });
});
