import { logContact } from "./contact-log";
import { backoffMs, QUOTA_RETRY_MS, type Verdict } from "./delivery-policy";
import { type Delivery, redacted, throughProvider } from "./destination-calls";
import type { OutboxAlerts } from "./outbox-alerts";
import type { Destination } from "./outbox-listings";
import type { StoredLead } from "./outbox-rows";
import { UNCONFIGURED_RETRY_MS } from "./outbox-schedule";
import type { OutboxStore } from "./outbox-store";
import type { ProviderLane } from "./provider-lane";
import type { WebhookLane } from "./webhook-lane";

/** What settling a try touches: the outbox's storage, its lanes and alerts, and where it delivers. */
export interface Settlement {
  store: OutboxStore;
  provider: ProviderLane;
  webhook: WebhookLane;
  alerts: OutboxAlerts;
  delivery: Delivery;
}

/** One try's verdict (delivery-policy.ts) applied to its send: each destination settled on its own. */
export interface SettledTry {
  lead: StoredLead;
  destination: Destination;
  /** The try's number, 1 for the first. */
  attempts: number;
  verdict: Verdict;
  now: number;
}

/**
 * Applies a try's verdict to its send: delivered (and the message deleted once every destination has it), a dead
 * letter, held by the provider's quota, or waiting for its next try with backoff (and no sooner than a Retry-After
 * asked); an acknowledgment whose next try would come after its window is dropped. A send discarded by ops while
 * its call was under way is left alone.
 */
export function settleSend(
  { store, provider, webhook, alerts, delivery }: Settlement,
  { lead, destination, attempts, verdict, now }: SettledTry,
): void {
  const { ref } = lead;
  const viaProvider = throughProvider(destination);
  const afterDiscard = () => {
    logContact("settled_after_discard", { ref, destination, outcome: verdict.kind }, "warn");
  };
  if (verdict.kind === "delivered") {
    const sent = store.sent(ref, destination, now);
    if (!sent) {
      afterDiscard();
      return;
    }
    logContact("delivered", { ref, destination, lane: lead.lane, attempts, done: sent.done }, "log");
    if (viaProvider) provider.quotaBack(now);
    return;
  }
  const current = store.send(ref, destination);
  if (!current || current.state === "sent" || current.state === "dead") {
    afterDiscard();
    return;
  }
  const { status } = verdict;
  const detail = redacted(verdict.detail, delivery).slice(0, 500);
  const deadLetter = (reason: "refused" | "expired") => {
    store.dead(ref, destination, status, detail, reason, now);
    alerts.count("dead_letter", now);
    logContact("dead_letter", { ref, destination, attempts, status, reason, text: detail }, "error");
  };
  // While the quota holds the provider's sends, any of their tries that did not deliver means: ask in an hour.
  if (viaProvider && provider.holdUntil() !== undefined) provider.hold(now);
  switch (verdict.kind) {
    case "permanent":
      deadLetter("refused");
      return;
    case "quota":
      store.retryAt(ref, destination, status, detail, now + QUOTA_RETRY_MS);
      provider.hold(now);
      logContact("quota_reached", { ref, status, text: detail }, "error");
      return;
    case "transient": {
      const waitMs = Math.max(backoffMs(attempts, delivery.settings.backoffCapMs), verdict.notBeforeMs ?? 0);
      if (destination === "acknowledgment" && now + waitMs >= current.windowEndsAt) {
        store.droppedLate(ref, destination, now);
        logContact("acknowledgment_dropped_late", { ref, attempts, status }, "warn");
        return;
      }
      if (now >= current.windowEndsAt) {
        deadLetter("expired");
        return;
      }
      // A receiver that asks the webhook to slow down is asked nothing more until then.
      if (!viaProvider && verdict.notBeforeMs !== undefined) webhook.pauseUntil(now + verdict.notBeforeMs);
      store.retryAt(ref, destination, status, detail, now + waitMs);
      logContact("retry_scheduled", { ref, destination, attempts, status, nextTryInMs: waitMs, text: detail }, "warn");
      return;
    }
  }
}

/**
 * A send its destination took no call for: switched off (dropped: done, with nothing delivered), or not configured
 * (the lead webhook's address or secret missing or wrong: tried again a while later, until someone mends it).
 */
export function settleUncalled(
  store: OutboxStore,
  {
    ref,
    destination,
    result,
    delivery,
  }: { ref: string; destination: Destination; result: "switched off" | "waiting"; delivery: Delivery },
): void {
  if (result === "switched off") {
    store.drop(ref, destination);
    logContact("destination_switched_off", { ref, destination }, "warn");
    return;
  }
  const { webhook } = delivery.destinations;
  const problem = webhook.state === "invalid" ? webhook.problem : "not configured";
  store.retryAt(ref, destination, 0, problem, Date.now() + UNCONFIGURED_RETRY_MS);
  logContact("destination_not_configured", { ref, destination, problem }, "error");
}
