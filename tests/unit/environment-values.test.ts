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

  it("a beacon limit of 60 where the top level says 12: named", () => {
    const production = structuredClone(read("production"));
    const insights = production.ratelimits?.find(({ name }) => name === "INSIGHTS_RATE_LIMIT");
    if (insights) insights.simple = { limit: 60, period: 60 };
    expect(unexplainedDifferences(top, production, "[env.production]")).toEqual([
      '[env.production] rate limit INSIGHTS_RATE_LIMIT is {"limit":60,"period":60}, the top level\'s {"limit":12,"period":60}',
    ]);
  });

  it("a var, a Durable Object class, a migrations folder or the version binding changed in one place: named", () => {
    const changed: ComparedConfig = structuredClone(read("staging"));
    changed.vars = { ...changed.vars, CONTACT_HELD_PER_DAY: "50", SITE_ORIGIN: "https://elsewhere.test" };
    for (const binding of changed.durable_objects?.bindings ?? []) binding.class_name = "Other";
    for (const database of changed.d1_databases ?? []) database.migrations_dir = "old";
    changed.version_metadata = { binding: "VERSION" };
    const found = unexplainedDifferences(top, changed, "[env.staging]");
    expect(found).toHaveLength(4);
    expect(found[0]).toBe('[env.staging] var CONTACT_HELD_PER_DAY is "50", the top level\'s "5"');
    expect(found.join("\n")).not.toContain("SITE_ORIGIN");
  });
});
