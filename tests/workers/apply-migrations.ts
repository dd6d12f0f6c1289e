// The insights database's schema (migrations/, read by tests/vitest.config.ts), applied before every test of every
// Worker test file: a file that wipes storage between its tests (`reset()`) gets the schema back before the next.
// Only migrations not yet applied run, so this costs one query when the schema is in place.
import { applyD1Migrations, type D1Migration } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeEach, inject } from "vitest";

declare module "vitest" {
  interface ProvidedContext {
    d1Migrations: D1Migration[];
  }
}

beforeEach(async () => {
  await applyD1Migrations(env.INSIGHTS_DB, inject("d1Migrations"));
});
