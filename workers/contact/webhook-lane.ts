import type { KvRecords } from "./kv-records";
import type { OutboxStore } from "./outbox-store";
import { sendKey } from "./outbox-rows";
import type { CallsUnderWay } from "./provider-lane";

/** Lead webhook calls under way at once, at most: a slow receiver never holds more of them. */
const WEBHOOK_CALLS_AT_ONCE = 4;
/** Until when a receiver's Retry-After holds every lead webhook call. */
const HOLD_UNTIL = "webhookHoldUntil";

/**
 * The lead webhook's sends: no send slots (the receiver is ours to choose, not a paced account), at most a few
 * calls at once, and none while the receiver has asked, with a Retry-After, for a pause. Nothing here waits for the
 * provider's slots, nor they for it.
 */
export class WebhookLane {
  readonly #kv: KvRecords;
  readonly #store: OutboxStore;

  constructor(kv: KvRecords, store: OutboxStore) {
    this.#kv = kv;
    this.#store = store;
  }

  /** The references of the webhook sends to start now, as many as the calls free allow. */
  dueSends(now: number, underWay: CallsUnderWay): string[] {
    if (this.#holdUntil() > now) return [];
    const keys = [...underWay.keys()];
    const due: string[] = [];
    while (this.#callsUnderWay(underWay) + due.length < WEBHOOK_CALLS_AT_ONCE) {
      const next = this.#store.nextDue(now, "webhook", "verified", keys);
      if (!next) break;
      due.push(next.lead.ref);
      keys.push(sendKey(next.lead.ref, "webhook"));
    }
    return due;
  }

  /**
   * When the next webhook send may start (a call free, the pause over), or null. `earliest`: the earliest next try
   * of a waiting webhook send, but for the calls under way.
   */
  nextSendAt(underWay: CallsUnderWay, earliest: number | null): number | null {
    if (this.#callsUnderWay(underWay) >= WEBHOOK_CALLS_AT_ONCE) return null;
    return earliest === null ? null : Math.max(earliest, this.#holdUntil());
  }

  /** The receiver asked for a pause (Retry-After): no webhook call until `until`. */
  pauseUntil(until: number): void {
    this.#kv.put(HOLD_UNTIL, until);
  }

  #holdUntil(): number {
    return this.#kv.get<number>(HOLD_UNTIL) ?? 0;
  }

  #callsUnderWay(underWay: CallsUnderWay): number {
    return [...underWay.values()].filter((call) => call.destination === "webhook").length;
  }
}
