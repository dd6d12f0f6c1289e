// @vitest-environment node
// The values every environment of wrangler.toml and staging's previews share with the top level
// (scripts/deploy/environment-values.ts, which `npm run deploy:check` runs): the real file, then copies with one
// value changed in one place.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { unstable_readConfig } from "wrangler";
import { type ComparedConfig, unexplainedDifferences } from "../../scripts/deploy/environment-values.ts";

const config = path.join(fileURLToPath(new URL("../..", import.meta.url)), "wrangler.toml");
const read = (env?: string) => unstable_readConfig({ config, env }) as ComparedConfig & { previews?: ComparedConfig };
const top = read();

describe("the values of each environment", () => {
  it("are the top level's in staging, production and the previews, but for what differs on purpose", () => {
    for (const env of ["staging", "production"]) {
      const flattened = read(env);
      expect(unexplainedDifferences(top, flattened, env)).toEqual([]);
      if (flattened.previews) expect(unexplainedDifferences(top, flattened.previews, `${env} previews`)).toEqual([]);
    }
    expect(read("staging").previews).toBeDefined();
  });

  it.each([
    ["a beacon limit of 60 where the top level says 12", { limit: 60, period: 60 }],
    ["a beacon limit whose period alone changed", { limit: 12, period: 10 }],
  ])("%s: named", (_, simple) => {
    const production = structuredClone(read("production"));
    const insights = production.ratelimits?.find(({ name }) => name === "INSIGHTS_RATE_LIMIT");
    if (insights) insights.simple = simple;
    expect(unexplainedDifferences(top, production, "[env.production]")).toEqual([
      `[env.production] rate limit INSIGHTS_RATE_LIMIT is ${JSON.stringify(simple)}, the top level's {"limit":12,"period":60}`,
    ]);
  });

  it("a var, a Durable Object class, a migrations folder or the version binding changed in one place: named", () => {
    const changed: ComparedConfig = structuredClone(read("staging"));
    changed.vars = { ...changed.vars, CONTACT_HELD_PER_DAY: "50", SITE_ORIGIN: "https://elsewhere.test" };
    for (const binding of changed.durable_objects?.bindings ?? []) binding.class_name = "Other";
    for (const database of changed.d1_databases ?? []) database.migrations_dir = "old";
    changed.version_metadata = { binding: "VERSION" };
    const found = unexplainedDifferences(top, changed, "[env.staging]");
    expect(found).toEqual([
      '[env.staging] var CONTACT_HELD_PER_DAY is "50", the top level\'s "5"',
      "[env.staging] D1 INSIGHTS_DB migrates from old, the top level from migrations",
      "[env.staging] Durable Object CONTACT_OUTBOX binds Other, the top level ContactOutbox",
      '[env.staging] version metadata binding is {"binding":"VERSION"}, the top level\'s {"binding":"CF_VERSION_METADATA"}',
    ]);
  });

  it("each var but the three that differ on purpose, changed alone: named; those three: not", () => {
    const onPurpose = ["ENVIRONMENT", "SITE_ORIGIN", "TURNSTILE_SITE_KEY"];
    const names = Object.keys(top.vars ?? {});
    expect(names).toEqual(expect.arrayContaining(onPurpose));
    for (const name of names) {
      const changed = structuredClone(read("production"));
      changed.vars = { ...changed.vars, [name]: "changed" };
      const found = unexplainedDifferences(top, changed, "[env.production]");
      expect(found, name).toEqual(
        onPurpose.includes(name)
          ? []
          : [`[env.production] var ${name} is "changed", the top level's ${JSON.stringify(top.vars?.[name])}`],
      );
    }
  });

  it("a Cron Trigger changed, or one more: named; previews, which run none, are not asked for one", () => {
    const production = structuredClone(read("production"));
    production.triggers = { crons: ["17 4 * * *"] };
    const extra = structuredClone(read("production"));
    extra.triggers = { crons: ["17 3 * * *", "0 * * * *"] };
    expect([
      ...unexplainedDifferences(top, production, "[env.production]"),
      ...unexplainedDifferences(top, extra, "[env.production]"),
    ]).toEqual([
      '[env.production] Cron Triggers are ["17 4 * * *"], the top level\'s ["17 3 * * *"]',
      '[env.production] Cron Triggers are ["17 3 * * *","0 * * * *"], the top level\'s ["17 3 * * *"]',
    ]);
    expect(read("staging").previews?.triggers).toBeUndefined();
  });
});
