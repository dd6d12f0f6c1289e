// GET /api/health for uptime monitors: 200 { ok: true } when the contact pipeline can take a message now and the
// insights database has this build's migrations, 503 { ok: false, causes } otherwise; never cached; rate-limited
// per client. Through the real Worker; the database's part is health-database.test.ts.
import { describe, expect, it, vi } from "vitest";
import { outboxName } from "../../workers/contact/contact-route";
import { inOneLimiterWindow, postContact, providerEnv, stubProvider } from "./contact-request";
import {
  answering,
  currentSchema,
  development,
  health,
  healthAfterOneSecond,
  laterClock,
  outboxThat,
  healthTestFile,
  version,
} from "./health-request";

const { logs, unhealthyLines } = healthTestFile();

describe("GET /api/health", () => {
  it("200 { ok: true } when the configuration holds and the outbox answers; never cached", async () => {
    const response = await health();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, version });
    expect(response.headers.get("Cache-Control")).toBe("no-store");
  });

  it("names the version answering (the version metadata binding's id), healthy or not", async () => {
    expect(version).toMatch(/^[0-9a-f-]{36}$/);
    const healthy = await (await health()).json<{ version: unknown }>();
    expect(healthy.version).toBe(version);
    const unhealthy = await health({ env: { CONTACT_OUTBOX: outboxThat(() => Promise.reject(new Error("down"))) } });
    expect(unhealthy.status).toBe(503);
    expect((await unhealthy.json<{ version: unknown }>()).version).toBe(version);
  });

  it("HEAD: the same status, no body", async () => {
    const response = await health({ method: "HEAD" });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("");
  });

  it("503 { ok: false } with the configuration invalid, and only the log says why, every problem named", async () => {
    const response = await health({ env: { EMAILJS_SERVICE_ID: undefined, EMAILJS_TEMPLATE_ID: undefined } });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ ok: false, causes: ["contact"], version });
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(unhealthyLines()).toEqual([
      {
        event: "health.unhealthy",
        cause: "contact",
        problem: "configuration: EMAILJS_SERVICE_ID is not set; EMAILJS_TEMPLATE_ID is not set",
      },
    ]);
  });

  it("503 with a lead webhook URL and no valid secret, the log naming it; contact messages are still taken", async () => {
    const webhookWithoutSecret = { LEAD_WEBHOOK_URL: "https://crm.example/hooks/lead", LEAD_WEBHOOK_SECRET: "secret" };
    const response = await health({ env: webhookWithoutSecret });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ ok: false, causes: ["contact"], version });
    expect(unhealthyLines()).toEqual([
      expect.objectContaining({
        cause: "contact",
        problem: expect.stringMatching(/^configuration: LEAD_WEBHOOK_SECRET /) as string,
      }),
    ]);
    const provider = stubProvider();
    expect((await postContact({ env: webhookWithoutSecret })).status).toBe(200);
    expect(provider).toHaveBeenCalledTimes(1);
  });

  it("asks the outbox the contact messages go to (the provider's)", async () => {
    const asked: string[] = [];
    const namespace = {
      getByName: (name: string) => {
        asked.push(name);
        return { ping: () => Promise.resolve(true) };
      },
    };
    expect((await health({ env: { CONTACT_OUTBOX: namespace } })).status).toBe(200);
    expect(asked).toEqual([
      outboxName({ apiUrl: providerEnv.EMAILJS_API_URL, publicKey: providerEnv.EMAILJS_PUBLIC_KEY }),
    ]);
  });

  it("503 with the outbox silent past the limit (1 s), the log saying so", async () => {
    const started = performance.now();
    const response = await health({ env: { CONTACT_OUTBOX: outboxThat(() => new Promise<boolean>(() => undefined)) } });
    expect(response.status).toBe(503);
    expect(performance.now() - started).toBeLessThan(3000);
    expect(unhealthyLines()).toEqual([
      { event: "health.unhealthy", cause: "contact", problem: "the outbox did not answer in time" },
    ]);
  });

  it("503 with the outbox answering anything but true", async () => {
    const response = await health({ env: { CONTACT_OUTBOX: outboxThat(() => Promise.resolve(false)) } });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ ok: false, causes: ["contact"], version });
  });

  it("503 with the outbox failing, the log saying how (an Error's message, or what was thrown)", async () => {
    const response = await health({
      env: { CONTACT_OUTBOX: outboxThat(() => Promise.reject(new Error("Durable Object reset"))) },
    });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ ok: false, causes: ["contact"], version });
    // oxlint-disable-next-line typescript/prefer-promise-reject-errors -- what a careless stub throws
    await health({ env: { CONTACT_OUTBOX: outboxThat(() => Promise.reject("overloaded")) } });
    expect(unhealthyLines().map(({ problem }) => problem)).toEqual([
      "the outbox failed: Durable Object reset",
      "the outbox failed: overloaded",
    ]);
  });

  it("in development without provider keys (messages go to the log): healthy, the outbox not asked", async () => {
    const ping = vi.fn(() => Promise.reject(new Error("not this one")));
    const response = await health({ env: { ...development, CONTACT_OUTBOX: outboxThat(ping) } });
    expect(response.status).toBe(200);
    expect(ping).not.toHaveBeenCalled();
  });

  it("the editor's sign-in, the contact pipeline and the database all failing: three causes in that order, a line each, logged as errors", async () => {
    laterClock();
    const errors: string[] = [];
    vi.spyOn(console, "error").mockImplementation((line: unknown) => {
      errors.push(String(line));
    });
    const response = await health({
      env: {
        GITHUB_OAUTH_CLIENT_ID: "Ov23liAAAAAAAAAAAAAA",
        EMAILJS_SERVICE_ID: undefined,
        INSIGHTS_DB: { prepare: () => ({ all: () => Promise.reject(new Error("D1_ERROR: down")) }) },
      },
    });
    expect(await response.json()).toEqual({ ok: false, causes: ["editor", "contact", "database"], version });
    expect(errors.map((line) => JSON.parse(line) as unknown)).toEqual([
      {
        event: "health.unhealthy",
        cause: "editor",
        problem: "configuration: GITHUB_OAUTH_CLIENT_ID is set but GITHUB_OAUTH_CLIENT_SECRET is not",
      },
      { event: "health.unhealthy", cause: "contact", problem: "configuration: EMAILJS_SERVICE_ID is not set" },
      { event: "health.unhealthy", cause: "database", problem: "the insights database failed: D1_ERROR: down" },
    ]);
  });

  it("past 60 requests a minute from one client: 429 { ok: false }, Retry-After 60, never cached; another client is not affected", async () => {
    const answers = await inOneLimiterWindow(async (client) => {
      const seen: Response[] = [];
      for (let i = 0; i < 61; i++) seen.push(await health({ client }));
      return seen;
    });
    expect(answers.slice(0, 60).map((answer) => answer.status)).toEqual(Array<number>(60).fill(200));
    const limited = answers[60];
    expect(limited?.status).toBe(429);
    expect(await limited?.json()).toEqual({ ok: false });
    expect(limited?.headers.get("Retry-After")).toBe("60");
    expect(limited?.headers.get("Cache-Control")).toBe("no-store");
    expect((await health()).status).toBe(200);
  });

  it("another method: 405 { ok: false }, Allow: GET, HEAD, never cached", async () => {
    const response = await health({ method: "POST" });
    expect(response.status).toBe(405);
    expect(await response.json()).toEqual({ ok: false });
    expect(response.headers.get("Allow")).toBe("GET, HEAD");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
  });

  it("a failure outside its checks (the rate limit binding missing): 503 { ok: false }, logged as health.unexpected", async () => {
    const response = await health({ env: { HEALTH_RATE_LIMIT: {} } });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ ok: false });
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const unexpected = logs
      .filter((line) => line.includes('"health.unexpected"'))
      .map((line) => JSON.parse(line) as unknown);
    expect(unexpected).toEqual([{ event: "health.unexpected", error: expect.stringContaining("limit") as string }]);
  });
});

describe("GET /api/health's time limit for the outbox (1 s), on a fake clock", () => {
  const instantDatabase = { prepare: () => ({ all: () => Promise.resolve(currentSchema) }) };

  it.each([
    [1000, 200],
    [1001, 503],
  ])("the outbox answering %i ms after it is asked: %i", async (ms, status) => {
    const { asked, answer } = answering(true, ms);
    const response = await healthAfterOneSecond(asked, {
      CONTACT_OUTBOX: outboxThat(answer),
      INSIGHTS_DB: instantDatabase,
    });
    expect(response?.status).toBe(status);
  });
});
