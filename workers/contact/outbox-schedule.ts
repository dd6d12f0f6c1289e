import type { OutboxSettings } from "../config/outbox-config";
import type { PendingTimes } from "./outbox-store";
import type { CallsUnderWay, ProviderLane } from "./provider-lane";
import type { WebhookLane } from "./webhook-lane";

/** Without a provider configured (a secret removed after messages were stored), the outbox looks again this often. */
export const UNCONFIGURED_RETRY_MS = 5 * 60 * 1000;

/** A call's lease outlasts its own time limit by this much, so only a call lost with the object is tried again. */
const LEASE_MARGIN_MS = 1000;

/** Until when a try that begins at `now` is leased: its wait for a send slot, its time limit, and the margin. */
export const leaseEnd = (now: number, waitMs: number, settings: OutboxSettings) =>
  now + waitMs + settings.callTimeoutMs + LEASE_MARGIN_MS;

/**
 * When the outbox's one alarm is next needed, or null for no work: the provider's next send by the lanes' rules,
 * the webhook's next due send (while calls are free), the purge of the oldest dead letter or held message, an
 * alert or a post due (`alertsWakeAt`), and, while calls are under way, the end of their lease (should the
 * instance be lost with them). `pending`: the outbox's pending times, read without the calls under way.
 */
export function nextAlarmAt(
  now: number,
  settings: OutboxSettings,
  pending: PendingTimes,
  lanes: {
    provider: Pick<ProviderLane, "nextSendAt">;
    webhook: Pick<WebhookLane, "nextSendAt">;
    underWay: CallsUnderWay;
  },
  alertsWakeAt: number | null,
): number | null {
  const { provider, webhook, underWay } = lanes;
  const times = [
    provider.nextSendAt(now, settings, underWay, pending),
    webhook.nextSendAt(underWay, pending.webhook),
    underWay.size > 0 ? now + settings.callTimeoutMs + LEASE_MARGIN_MS : null,
    pending.earliestDeath === null ? null : pending.earliestDeath + settings.retentionMs,
    pending.earliestHeld === null ? null : pending.earliestHeld + settings.retentionMs,
    alertsWakeAt,
  ].filter((time) => time !== null);
  return times.length === 0 ? null : Math.min(...times);
}

/**
 * By when a message's sends, just added (and some started), need the outbox's alarm: at once for a send left
 * waiting; for calls under way, by the end of their lease as `nextAlarmAt` counts it. An alarm set no later than
 * that reschedules everything itself when it runs; one that comes early is harmless (it finds nothing due and
 * reschedules), a late one would leave a send waiting. In a burst the alarm is set at the provider's next slot, and
 * each message's accept then skips reading every pending time.
 */
export function alarmNeededBy(now: number, settings: OutboxSettings, anyWaiting: boolean): number {
  return anyWaiting ? now : now + settings.callTimeoutMs + LEASE_MARGIN_MS;
}
