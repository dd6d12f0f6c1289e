// GET /api/health for uptime monitors: 200 { ok: true } when the contact pipeline can take a message now and the
// insights database has this build's migrations, 503 { ok: false, causes } otherwise; never cached; rate-limited
// per client. Through the real Worker.
import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, inject, it, vi } from "vitest";
import { outboxName } from "../../workers/contact/contact-route";
import { repositoryMigrations, schemaBehindMessage } from "../../workers/insights/insights-schema";
import { insightsDatabaseWith } from "./insights-request";
import {
  captureWorkerLogs,
  freshOutboxEachTest,
  inOneLimiterWindow,
  newClient,
  ORIGIN,
  postContact,
  postRequest,
  providerEnv,
  realTimeUntil,
  stubProvider,
  watchAnswer,
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

/** Development without provider keys: contact messages go to the Worker log, and migrations are applied locally. */
const development = {
  ENVIRONMENT: "development",
  EMAILJS_SERVICE_ID: undefined,
  EMAILJS_TEMPLATE_ID: undefined,
  EMAILJS_PUBLIC_KEY: undefined,
  EMAILJS_PRIVATE_KEY: undefined,
};

/** The health check's log lines of a problem, parsed. */
const unhealthyLines = () =>
  logs
    .filter((line) => line.includes('"health.unhealthy"'))
    .map((line) => JSON.parse(line) as { event: string; cause: string; problem: string });

/**
 * A clock a day further ahead than the last test's: an isolate takes a schema it found current at its word for a
 * minute, and an earlier test of this isolate may have found it so (the setup file applies the migrations again
 * before each test), on the real clock or on an earlier test's.
 */
let daysAhead = 0;
const laterClock = ({ timers = false } = {}) => {
  daysAhead += 1;
  const now = Date.now() + daysAhead * 24 * 60 * 60 * 1000;
  vi.useFakeTimers({ toFake: timers ? ["Date", "setTimeout", "clearTimeout"] : ["Date"], now });
  return now;
};
afterEach(() => {
  vi.useRealTimers();
});

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

  it("503 { ok: false } with the configuration invalid, and only the log says why, every problem named", async () => {
    const response = await health({ env: { EMAILJS_SERVICE_ID: undefined, EMAILJS_TEMPLATE_ID: undefined } });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ ok: false, causes: ["contact"] });
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
    expect(await response.json()).toEqual({ ok: false, causes: ["contact"] });
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
    expect(await response.json()).toEqual({ ok: false, causes: ["contact"] });
  });

  it("503 with the outbox failing, the log saying how (an Error's message, or what was thrown)", async () => {
    const response = await health({
      env: { CONTACT_OUTBOX: outboxThat(() => Promise.reject(new Error("Durable Object reset"))) },
    });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ ok: false, causes: ["contact"] });
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- what a careless stub throws
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
    expect(await response.json()).toEqual({ ok: false, causes: ["editor", "contact", "database"] });
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

describe("GET /api/health and the insights database's schema", () => {
  const migrations = inject("d1Migrations");
  const db = env.INSIGHTS_DB;

  it("the Worker knows the repository's migrations, as wrangler reads them from migrations/", () => {
    expect(repositoryMigrations).toEqual(migrations.map((migration) => migration.name));
    expect(repositoryMigrations.length).toBeGreaterThan(1);
  });

  it("one migration behind: 503 { causes: ['database_schema'] }, the log naming the migration and the command", async () => {
    await insightsDatabaseWith(migrations.slice(0, -1));
    laterClock();
    const response = await health();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ ok: false, causes: ["database_schema"] });
    const last = migrations.at(-1)?.name ?? "";
    expect(unhealthyLines()).toHaveLength(1);
    expect(unhealthyLines()[0]).toEqual({
      event: "health.unhealthy",
      cause: "database_schema",
      problem: `the insights database is behind the site: 1 migration not applied (${last}); run npx wrangler d1 migrations apply INSIGHTS_DB --remote --env production`,
    });
  });

  it("another branch's migration in place of this build's last (a shared preview database): 503, naming only the one it lacks", async () => {
    const last = migrations.at(-1)?.name ?? "";
    await insightsDatabaseWith([
      ...migrations.slice(0, -1),
      { name: "9999_another_branch.sql", queries: ["CREATE TABLE another_branch (x)"] },
    ]);
    laterClock();
    const response = await health();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ ok: false, causes: ["database_schema"] });
    expect(unhealthyLines()[0]?.problem).toContain(`: 1 migration not applied (${last}); run `);
  });

  it("one migration behind in development: the log says to apply it locally", async () => {
    await insightsDatabaseWith(migrations.slice(0, -1));
    laterClock();
    expect(await (await health({ env: development })).json()).toEqual({ ok: false, causes: ["database_schema"] });
    expect(unhealthyLines()[0]?.problem).toMatch(/; run npx wrangler d1 migrations apply INSIGHTS_DB --local$/);
  });

  it("never migrated (no d1_migrations table): 503, every migration named", async () => {
    await insightsDatabaseWith([]);
    laterClock();
    const response = await health();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ ok: false, causes: ["database_schema"] });
    expect(unhealthyLines()[0]?.problem).toContain(
      `${migrations.length} migrations not applied (${migrations.map((migration) => migration.name).join(", ")})`,
    );
  });

  it("the schema and the contact pipeline both failing: both causes", async () => {
    await insightsDatabaseWith(migrations.slice(0, -1));
    laterClock();
    const response = await health({ env: { EMAILJS_SERVICE_ID: undefined } });
    expect(await response.json()).toEqual({ ok: false, causes: ["contact", "database_schema"] });
  });

  it("a database ahead of the build (a later deploy's migration applied first) is current: 200", async () => {
    await insightsDatabaseWith([
      ...migrations,
      { name: "9999_a_later_deploy.sql", queries: ["CREATE TABLE later (x)"] },
    ]);
    laterClock();
    expect((await health()).status).toBe(200);
  });

  it("D1 failing: 503 { causes: ['database'] }, the log saying how", async () => {
    laterClock();
    const failing = {
      prepare: () => ({ all: () => Promise.reject(new Error("D1_ERROR: the database is unavailable")) }),
    };
    const response = await health({ env: { INSIGHTS_DB: failing } });
    expect(await response.json()).toEqual({ ok: false, causes: ["database"] });
    expect(unhealthyLines()[0]?.problem).toBe("the insights database failed: D1_ERROR: the database is unavailable");
  });

  it("a schema behind is asked again on every call: 503 until the migration is applied, then 200 at once", async () => {
    await insightsDatabaseWith(migrations.slice(0, -1));
    laterClock();
    expect((await health()).status).toBe(503);
    expect((await health()).status).toBe(503);
    await applyD1Migrations(db, migrations);
    expect((await health()).status).toBe(200);
  });

  it("a current schema is taken at its word for a minute: D1 is asked at most once a minute an isolate", async () => {
    const asked = vi.fn(() => Promise.resolve({ results: migrations.map(({ name }) => ({ name })) }));
    const counting = { prepare: () => ({ all: asked }) };
    const start = laterClock();
    const calls = async (count: number) => {
      for (let i = 0; i < count; i++) expect((await health({ env: { INSIGHTS_DB: counting } })).status).toBe(200);
    };
    await calls(3);
    expect(asked).toHaveBeenCalledTimes(1);
    vi.setSystemTime(start + 59_999);
    await calls(1);
    expect(asked).toHaveBeenCalledTimes(1);
    vi.setSystemTime(start + 60_000);
    await calls(2);
    expect(asked).toHaveBeenCalledTimes(2);
  });
  it("D1 silent past the limit (1 s): 503 { causes: ['database'] }, the log saying so", async () => {
    laterClock();
    const silent = { prepare: () => ({ all: () => new Promise(() => undefined) }) };
    const response = await health({ env: { INSIGHTS_DB: silent } });
    expect(await response.json()).toEqual({ ok: false, causes: ["database"] });
    expect(unhealthyLines()[0]?.problem).toBe("the insights database did not answer in time");
  });

  it("D1 failing is not taken for a current schema: the next call asks again, and is 503 again", async () => {
    laterClock();
    const asked = vi.fn(() => Promise.reject(new Error("D1_ERROR: the database is unavailable")));
    const failing = { prepare: () => ({ all: asked }) };
    expect((await health({ env: { INSIGHTS_DB: failing } })).status).toBe(503);
    expect((await health({ env: { INSIGHTS_DB: failing } })).status).toBe(503);
    expect(asked).toHaveBeenCalledTimes(2);
  });

  it("a current schema is asked again once the clock has gone back (a moment before it was found current)", async () => {
    const asked = vi.fn(() => Promise.resolve({ results: migrations.map(({ name }) => ({ name })) }));
    const counting = { prepare: () => ({ all: asked }) };
    const start = laterClock();
    expect((await health({ env: { INSIGHTS_DB: counting } })).status).toBe(200);
    vi.setSystemTime(start - 1);
    expect((await health({ env: { INSIGHTS_DB: counting } })).status).toBe(200);
    expect(asked).toHaveBeenCalledTimes(2);
  });

  it("the command that mends the schema: local in development, remote in a deployed environment named by it", () => {
    const missing = ["0007_a.sql", "0008_b.sql"];
    expect(schemaBehindMessage(missing, "development")).toBe(
      "the insights database is behind the site: 2 migrations not applied (0007_a.sql, 0008_b.sql); " +
        "run npx wrangler d1 migrations apply INSIGHTS_DB --local",
    );
    expect(schemaBehindMessage(missing, "staging")).toMatch(/ --remote --env staging$/);
  });
});

describe("GET /api/health's time limits (1 s for the outbox, 1 s for D1), on a fake clock", () => {
  /** A promise of `value` settled `ms` after it is asked for, on the fake clock, and whether it was asked. */
  const answering = <T>(value: T, ms: number) => {
    const asked = { yes: false };
    const answer = () => {
      asked.yes = true;
      return new Promise<T>((resolve) => {
        setTimeout(() => {
          resolve(value);
        }, ms);
      });
    };
    return { asked, answer };
  };
  const currentSchema = { results: repositoryMigrations.map((name) => ({ name })) };
  const instantDatabase = { prepare: () => ({ all: () => Promise.resolve(currentSchema) }) };

  /** The answer to /api/health with `env`, once `asked` and then 1 s on the clock. */
  async function healthAfterOneSecond(asked: { yes: boolean }, env: Record<string, unknown>) {
    laterClock({ timers: true });
    const answer = watchAnswer(health({ env }));
    await realTimeUntil(() => asked.yes, "the check asked");
    await vi.advanceTimersByTimeAsync(1000);
    await realTimeUntil(() => answer.response !== undefined, "an answer");
    return answer.response;
  }

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

  it.each([
    [1000, 200],
    [1001, 503],
  ])("D1 answering %i ms after it is asked: %i", async (ms, status) => {
    const { asked, answer } = answering(currentSchema, ms);
    const response = await healthAfterOneSecond(asked, { INSIGHTS_DB: { prepare: () => ({ all: answer }) } });
    expect(response?.status).toBe(status);
  });
});
