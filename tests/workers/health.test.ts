// GET /api/health for uptime monitors: 200 { ok: true } when the contact pipeline can take a message now and the
// insights database has this build's migrations, 503 { ok: false, causes } otherwise; never cached; rate-limited
// per client. Through the real Worker.
import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, inject, it, vi } from "vitest";
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
  stubProvider,
} from "./contact-request";

const logs = captureWorkerLogs();
/** The Worker version answering: the version metadata binding's id, which every answer names. */
const { id: version } = env.CF_VERSION_METADATA;
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

  it("503 { ok: false } with the configuration invalid, and only the log says why", async () => {
    const response = await health({ env: { EMAILJS_SERVICE_ID: undefined } });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ ok: false, causes: ["contact"], version });
    expect(logs.some((line) => line.includes("health.unhealthy") && line.includes("EMAILJS_SERVICE_ID"))).toBe(true);
  });

  it("503 with a lead webhook URL and no valid secret, the log naming it; contact messages are still taken", async () => {
    const webhookWithoutSecret = { LEAD_WEBHOOK_URL: "https://crm.example/hooks/lead", LEAD_WEBHOOK_SECRET: "secret" };
    const response = await health({ env: webhookWithoutSecret });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ ok: false, causes: ["contact"], version });
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
    expect(await response.json()).toEqual({ ok: false, causes: ["contact"], version });
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

describe("GET /api/health and the insights database's schema", () => {
  const migrations = inject("d1Migrations");
  const db = env.INSIGHTS_DB;

  /**
   * A clock a day further ahead than the last test's: an isolate takes a schema it found current at its word for a
   * minute, and an earlier test of this isolate may have found it so (the setup file applies the migrations again
   * before each test), on the real clock or on an earlier test's.
   */
  let daysAhead = 0;
  const laterClock = () => {
    daysAhead += 1;
    const now = Date.now() + daysAhead * 24 * 60 * 60 * 1000;
    vi.useFakeTimers({ toFake: ["Date"], now });
    return now;
  };
  afterEach(() => {
    vi.useRealTimers();
  });

  const unhealthyLines = () => logs.filter((line) => line.includes('"health.unhealthy"'));

  it("the Worker knows the repository's migrations, as wrangler reads them from migrations/", () => {
    expect(repositoryMigrations).toEqual(migrations.map((migration) => migration.name));
    expect(repositoryMigrations.length).toBeGreaterThan(1);
  });

  it("one migration behind: 503 { causes: ['database_schema'] }, the log naming the migration and the command", async () => {
    await insightsDatabaseWith(migrations.slice(0, -1));
    laterClock();
    const response = await health();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ ok: false, causes: ["database_schema"], version });
    const last = migrations.at(-1)?.name ?? "";
    expect(unhealthyLines()).toHaveLength(1);
    expect(JSON.parse(unhealthyLines()[0] ?? "")).toEqual({
      event: "health.unhealthy",
      cause: "database_schema",
      problem: `the insights database is behind the site: 1 migration not applied (${last}); run npx wrangler d1 migrations apply INSIGHTS_DB --remote --env production`,
    });
  });

  it("never migrated (no d1_migrations table): 503, every migration named", async () => {
    await insightsDatabaseWith([]);
    laterClock();
    const response = await health();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ ok: false, causes: ["database_schema"], version });
    expect(unhealthyLines()[0]).toContain(
      `${migrations.length} migrations not applied (${migrations.map((migration) => migration.name).join(", ")})`,
    );
  });

  it("the schema and the contact pipeline both failing: both causes", async () => {
    await insightsDatabaseWith(migrations.slice(0, -1));
    laterClock();
    const response = await health({ env: { EMAILJS_SERVICE_ID: undefined } });
    expect(await response.json()).toEqual({ ok: false, causes: ["contact", "database_schema"], version });
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
    expect(await response.json()).toEqual({ ok: false, causes: ["database"], version });
    expect(unhealthyLines()[0]).toContain("the insights database failed: D1_ERROR: the database is unavailable");
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
    expect(await response.json()).toEqual({ ok: false, causes: ["database"], version });
    expect(unhealthyLines()[0]).toContain("the insights database did not answer in time");
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
