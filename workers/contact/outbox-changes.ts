import type { OutboxSettings } from "../config/outbox-config";
import { acknowledgedAddressKey } from "./acknowledgment";
import { logContact } from "./contact-log";
import type { Delivery } from "./destination-calls";
import { addFollowUps } from "./follow-ups";
import type { Lane } from "./human-proof";
import type { Destination } from "./outbox-listings";
import { sendKey } from "./outbox-rows";
import type { OutboxStore } from "./outbox-store";

/**
 * `acknowledgment_late`: the only dead letter asked for was an acknowledgment past its window, dropped rather than
 * sent; `replayed_acknowledgment_late`: the others went back to their queue, and that acknowledgment was dropped.
 */
export type ReplayAnswer =
  | "replayed"
  | "replayed_acknowledgment_late"
  | "acknowledgment_late"
  | "not_found"
  | "not_dead";
export type ReleaseAnswer = "released" | "not_found" | "not_held";

/** What a change needs of the outbox it changes: the outbox's own delivery, lanes, alerts and alarm. */
export interface ChangedOutbox {
  /** The sends whose call is under way in this instance: a release moves an e-mail under way to its new lane. */
  readonly inFlight: Map<string, { destination: Destination; lane: Lane }>;
  delivery(): Delivery | undefined;
  startWebhookSends(delivery: Delivery, now: number): void;
  reviewAlerts(delivery: Delivery, now: number): void;
  schedule(settings: OutboxSettings): void;
}

/**
 * What ops change in the outbox (the ops API, the console, `npm run outbox`): replay a dead letter, release a held
 * message, discard one or a flood of held ones. The outbox answers each of these calls with one of these methods.
 */
export class OutboxChanges {
  readonly #store: OutboxStore;
  readonly #outbox: ChangedOutbox;

  constructor(store: OutboxStore, outbox: ChangedOutbox) {
    this.#store = store;
    this.#outbox = outbox;
  }

  /**
   * A message's dead letters (of one destination, or every one) are tried again: replaying a webhook e-mails nobody.
   * An acknowledgment keeps its own window, measured from the message's acceptance: replayed after it, it is dropped
   * (logged and counted as any acknowledgment dropped late), not sent days late (decision 0057).
   */
  replay(ref: string, destination?: Destination): ReplayAnswer {
    const lead = this.#store.lead(ref);
    if (!lead) return "not_found";
    return this.#change((delivery, now) => {
      const { settings } = delivery;
      const window = lead.lane === "held" ? settings.retentionMs : settings.retryWindowMs;
      const { replayed, droppedLate } = this.#store.replay(ref, destination, now, now + window);
      if (droppedLate) logContact("acknowledgment_dropped_late", { ref, replay: true }, "warn");
      if (replayed === 0) return droppedLate ? "acknowledgment_late" : "not_dead";
      logContact("replayed", { ref, destination: destination ?? "every dead one", count: replayed }, "log");
      this.#outbox.startWebhookSends(delivery, now);
      return droppedLate ? "replayed_acknowledgment_late" : "replayed";
    });
  }

  /**
   * A held message a person recognises as real goes to the verified lane: its e-mail next in line, with a fresh
   * window, and now the webhook and the acknowledgment too.
   */
  async release(ref: string): Promise<ReleaseAnswer> {
    const lead = this.#store.lead(ref);
    if (!lead) return "not_found";
    const addressKey = await acknowledgedAddressKey(lead.fields.email);
    return this.#change((delivery, now) => {
      if (!this.#store.release(ref, now, now + delivery.settings.retryWindowMs)) return "not_held";
      const inFlight = this.#outbox.inFlight.get(sendKey(ref, "email"));
      if (inFlight) inFlight.lane = "verified";
      addFollowUps(this.#store, ref, addressKey, now, delivery);
      logContact("released", { ref }, "log");
      this.#outbox.startWebhookSends(delivery, now);
      return "released";
    });
  }

  discard(ref: string): boolean {
    return this.#change(() => {
      const discarded = this.#store.discard(ref);
      if (discarded) logContact("discarded", { ref }, "log");
      return discarded;
    });
  }

  /** How many held messages came in from `from` (inclusive) to `to` (exclusive): what discarding them would remove. */
  heldBetween(from: number, to: number): number {
    return this.#store.heldBetween(from, to);
  }

  /** Removes a flood in one call: every held message received from `from` (inclusive) to `to` (exclusive). */
  discardHeld(from: number, to: number): number {
    return this.#change(() => {
      const count = this.#store.discardHeld(from, to);
      logContact(
        "held_discarded",
        { count, from: new Date(from).toISOString(), to: new Date(to).toISOString() },
        "log",
      );
      return count;
    });
  }

  /** Runs an ops change, then reschedules and looks at the alerts (it may have ended a condition). */
  #change<T>(change: (delivery: Delivery, now: number) => T): T {
    const delivery = this.#outbox.delivery();
    if (!delivery) throw new Error("the outbox has no provider to deliver to");
    const now = Date.now();
    const answer = change(delivery, now);
    this.#outbox.reviewAlerts(delivery, now);
    this.#outbox.schedule(delivery.settings);
    return answer;
  }
}
