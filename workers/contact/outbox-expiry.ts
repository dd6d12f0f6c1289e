import type { OutboxSettings } from "../config/outbox-config";
import { logContact } from "./contact-log";
import type { OutboxStore, PendingTimes } from "./outbox-store";

/**
 * What runs out in the outbox, and what then happens to it: dead letters and held messages are purged once their
 * retention has passed; an acknowledgment whose window ran out is dropped.
 */

/**
 * Purges the dead letters and the held messages kept past the retention period (none whose call is under way).
 * `times` says whether any is that old: most alarms find none, and skip the purge's reads. How many were purged.
 */
export function purgeExpired(
  store: OutboxStore,
  now: number,
  settings: OutboxSettings,
  inFlight: Iterable<string>,
  times: Pick<PendingTimes, "earliestDeath" | "earliestHeld">,
): number {
  const before = now - settings.retentionMs;
  let purged = 0;
  if (times.earliestDeath !== null && times.earliestDeath <= before) {
    const dead = store.purgeDead(before);
    if (dead > 0) logContact("purged", { count: dead }, "log");
    purged += dead;
  }
  if (times.earliestHeld !== null && times.earliestHeld <= before) {
    const held = store.purgeHeld(before, inFlight);
    if (held > 0) logContact("held_purged", { count: held }, "log");
    purged += held;
  }
  return purged;
}

/**
 * An acknowledgment whose window ran out before its try (its slot came late: a queue, the provider's quota) is
 * dropped rather than sent: a prospect greeted hours later may have had a person's answer already. True when it was.
 */
export function droppedAsLate(store: OutboxStore, ref: string, now: number): boolean {
  const send = store.send(ref, "acknowledgment");
  if (!send || now < send.windowEndsAt) return false;
  store.droppedLate(ref, "acknowledgment", now);
  logContact("acknowledgment_dropped_late", { ref, attempts: send.attempts }, "warn");
  return true;
}
