// @vitest-environment node
// A pull request's preview runs with [env.staging.previews] of wrangler.toml, which inherits nothing from staging:
// a var or binding added to staging alone would be missing from every preview, found only once one is published.
// Previews must match staging but for what keeps them apart from staging's data.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { unstable_readConfig } from "wrangler";

interface Bindings {
  vars: Record<string, unknown>;
  ratelimits?: { name: string; namespace_id: string }[];
  d1_databases?: { binding: string; database_id?: string; preview_database_id?: string }[];
  durable_objects?: { bindings: { name: string; class_name: string }[] };
}

const staging = unstable_readConfig({
  config: fileURLToPath(new URL("../../wrangler.toml", import.meta.url)),
  env: "staging",
}) as Bindings & { previews?: Bindings };
const previews = staging.previews;

describe("staging's previews", () => {
  it("have staging's vars, every one, with its value", () => {
    expect(previews?.vars).toEqual(staging.vars);
  });

  it("have staging's Durable Object bindings (Cloudflare gives each Preview a namespace of its own)", () => {
    expect(previews?.durable_objects?.bindings).toEqual(staging.durable_objects?.bindings);
  });

  it("have staging's rate limits, counted apart from staging's", () => {
    const names = (list: Bindings["ratelimits"]) => (list ?? []).map(({ name }) => name).sort();
    expect(names(previews?.ratelimits)).toEqual(names(staging.ratelimits));
    const stagingIds = new Set((staging.ratelimits ?? []).map(({ namespace_id }) => namespace_id));
    for (const { name, namespace_id } of previews?.ratelimits ?? []) {
      expect(stagingIds.has(namespace_id), name).toBe(false);
    }
  });

  it("bind the preview database that staging's D1 migrations apply to with --preview, never staging's own", () => {
    const stagingDatabases = staging.d1_databases ?? [];
    expect((previews?.d1_databases ?? []).map(({ binding }) => binding)).toEqual(
      stagingDatabases.map(({ binding }) => binding),
    );
    for (const database of previews?.d1_databases ?? []) {
      const stagingDatabase = stagingDatabases.find(({ binding }) => binding === database.binding);
      expect(stagingDatabase?.preview_database_id).toBeDefined();
      expect(database.database_id).toBe(stagingDatabase?.preview_database_id);
      expect(database.database_id).not.toBe(stagingDatabase?.database_id);
    }
  });
});
