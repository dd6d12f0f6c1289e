// GET /api/health and the insights database: 503 { causes: ["database_schema"] } while the database lacks a
// migration of this build (each named in the log, with the command that applies them), ["database"] while D1 fails
// or is silent; a current schema taken at its word for a minute an isolate. Through the real Worker, on the real D1.
import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, inject, it, vi } from "vitest";
import { repositoryMigrations, schemaBehindMessage } from "../../workers/insights/insights-schema";
import {
  answering,
  currentSchema,
  development,
  health,
  healthAfterOneSecond,
  laterClock,
  healthTestFile,
  version,
} from "./health-request";
import { insightsDatabaseWith } from "./insights-request";

const { unhealthyLines } = healthTestFile();

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
    expect(await response.json()).toEqual({ ok: false, causes: ["database_schema"], version });
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
    expect(await response.json()).toEqual({ ok: false, causes: ["database_schema"], version });
    expect(unhealthyLines()[0]?.problem).toContain(`: 1 migration not applied (${last}); run `);
  });

  it("one migration behind in development: the log says to apply it locally", async () => {
    await insightsDatabaseWith(migrations.slice(0, -1));
    laterClock();
    expect(await (await health({ env: development })).json()).toEqual({
      ok: false,
      causes: ["database_schema"],
      version,
    });
    expect(unhealthyLines()[0]?.problem).toMatch(/; run npx wrangler d1 migrations apply INSIGHTS_DB --local$/);
  });

  it("never migrated (no d1_migrations table): 503, every migration named", async () => {
    // applyD1Migrations makes the ledger even with no migration to apply: a database wrangler never touched has none.
    await insightsDatabaseWith([]);
    await db.prepare("DROP TABLE d1_migrations").run();
    laterClock();
    const response = await health();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ ok: false, causes: ["database_schema"], version });
    expect(unhealthyLines()[0]?.problem).toContain(
      `${migrations.length} migrations not applied (${migrations.map((migration) => migration.name).join(", ")})`,
    );
  });

  it("no migration applied yet (an empty ledger): 503, every migration named", async () => {
    await insightsDatabaseWith([]);
    laterClock();
    expect(await (await health()).json()).toEqual({ ok: false, causes: ["database_schema"], version });
    expect(unhealthyLines()[0]?.problem).toContain(`${migrations.length} migrations not applied`);
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
    expect(await response.json()).toEqual({ ok: false, causes: ["database"], version });
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

describe("GET /api/health's time limit for D1 (1 s), on a fake clock", () => {
  it.each([
    [1000, 200],
    [1001, 503],
  ])("D1 answering %i ms after it is asked: %i", async (ms, status) => {
    const { asked, answer } = answering(currentSchema, ms);
    const response = await healthAfterOneSecond(asked, { INSIGHTS_DB: { prepare: () => ({ all: answer }) } });
    expect(response?.status).toBe(status);
  });
});
