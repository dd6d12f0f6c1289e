import type { Delivery } from "./destination-calls";
import type { Destination } from "./outbox-listings";
import type { OutboxStore } from "./outbox-store";

/** One acknowledgment an address in this long. */
const ACKNOWLEDGMENT_SPACING_MS = 24 * 60 * 60 * 1000;

/**
 * The destinations a proven (or released) message has besides the e-mail: the lead webhook, when one is set (a
 * wrong one too: its sends wait until it is mended), and the acknowledgment, when its template is set and the
 * address (`addressKey`, its digest; null when there is no template) has had none in the last day. A held message gets neither until ops release it.
 * Answers the destinations added, each due at once.
 */
export function addFollowUps(
  store: OutboxStore,
  ref: string,
  addressKey: string | null,
  now: number,
  { settings, destinations }: Delivery,
): Destination[] {
  const added: Destination[] = [];
  if (destinations.webhook.state !== "off") {
    store.addSend(ref, "webhook", "verified", now, now + settings.retryWindowMs);
    added.push("webhook");
  }
  if (
    destinations.acknowledgmentTemplateId &&
    addressKey !== null &&
    store.claimAcknowledgment(addressKey, now - ACKNOWLEDGMENT_SPACING_MS, now)
  ) {
    store.addSend(
      ref,
      "acknowledgment",
      "verified",
      now,
      // An acknowledgment late says less than none: it has a window of its own, an hour at most (the retry window
      // is an hour at least, so this one never outlasts it).
      now + settings.acknowledgmentWindowMs,
    );
    added.push("acknowledgment");
  }
  return added;
}
