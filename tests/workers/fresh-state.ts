// The setup file of every Worker test file. A worker's files run one after another in one workerd, sharing its
// storage and the modules they import (isolate: false in tests/vitest.config.ts, for speed), so each file starts
// from what a workerd of its own would give it:
// - before the file: no storage, Durable Object, alarm, spy or fake clock left by the file before it;
// - before each test: the stand-ins reset, and the insights database's schema (migrations/, read by
//   tests/vitest.config.ts) in place. A file that wipes storage between its tests (`reset()`) gets the schema back
//   before the next; only migrations not yet applied run, so this costs one query when the schema is in place.
import {
  abortAllDurableObjects,
  applyD1Migrations,
  listDurableObjectIds,
  reset,
  type D1Migration,
} from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, inject, vi } from "vitest";
import { resetStandIns } from "./contact-request";

declare module "vitest" {
  interface ProvidedContext {
    d1Migrations: D1Migration[];
  }
}

beforeAll(async () => {
  // A spy or a fake clock an earlier file left in place (on fetch, console or Date) is taken off.
  vi.restoreAllMocks();
  vi.useRealTimers();
  // `reset` reaches an object's storage (its alarm included) through its running instance: each outbox an earlier
  // file made is woken first, so none is left to fire an alarm into this file's tests.
  for (const id of await listDurableObjectIds(env.CONTACT_OUTBOX)) await env.CONTACT_OUTBOX.get(id).status();
  await reset();
  await abortAllDurableObjects();
});

beforeEach(async () => {
  resetStandIns();
  await applyD1Migrations(env.INSIGHTS_DB, inject("d1Migrations"));
});
