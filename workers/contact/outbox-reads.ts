import { type OutboxAlerts, RECENT_ALERTS_MS, type SentAlert } from "./outbox-alerts";
import type { Destination, Listing } from "./outbox-listings";
import type { OutboxReadouts } from "./outbox-readouts";
import type { OutboxStore } from "./outbox-store";
import {
  type ListingPage,
  type MessageDetail,
  messageDetail,
  type MessageForReview,
  messageForReview,
  type MessageSummary,
  messageSummary,
  type OutboxReview,
  type OutboxStatus,
  outboxStatus,
} from "./outbox-views";
import type { ProviderLane } from "./provider-lane";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What ops read of the outbox (the ops API, the console, `npm run outbox`), shaped by outbox-views.ts: the outbox
 * answers each of these calls with one of these methods, and changes nothing.
 */
export class OutboxReads {
  readonly #store: OutboxStore;
  readonly #readouts: OutboxReadouts;
  readonly #alerts: OutboxAlerts;
  readonly #provider: ProviderLane;

  constructor(store: OutboxStore, readouts: OutboxReadouts, alerts: OutboxAlerts, provider: ProviderLane) {
    this.#store = store;
    this.#readouts = readouts;
    this.#alerts = alerts;
    this.#provider = provider;
  }

  status(): OutboxStatus {
    return outboxStatus(this.#store, this.#readouts, this.#provider.holdUntil() ?? null, Date.now());
  }

  messages(listing: Listing, limit: number, destination?: Destination): MessageSummary[] {
    return this.#readouts.list(listing, limit, destination).map(({ lead, sends }) => messageSummary(lead, sends));
  }

  /** A listing with each message's sender and the start of its text, for the ops console (people review it there). */
  #messagesForReview(listing: Listing, limit: number, offset: number): MessageForReview[] {
    return this.#readouts
      .list(listing, limit, undefined, offset)
      .map(({ lead, sends }) => messageForReview(lead, sends));
  }

  /**
   * Everything the ops console's outbox page shows, in one call: the status, a page of each listing (`pageSize`
   * messages from each one's offset, and whether more follow) and the last `alertDays` days' alerts.
   */
  review(offsets: Record<Listing, number>, pageSize: number, alertDays: number): OutboxReview {
    const page = (listing: Listing): ListingPage => {
      const messages = this.#messagesForReview(listing, pageSize + 1, offsets[listing]);
      return {
        from: offsets[listing],
        size: pageSize,
        messages: messages.slice(0, pageSize),
        more: messages.length > pageSize,
      };
    };
    return {
      status: this.status(),
      listings: { held: page("held"), queued: page("queued"), retrying: page("retrying"), dead: page("dead") },
      alerts: this.#recentAlerts(alertDays),
    };
  }

  /** The alerts raised or cleared in the last `days` days, newest first. */
  #recentAlerts(days: number): SentAlert[] {
    return this.#alerts.sentSince(Date.now() - Math.min(days * DAY_MS, RECENT_ALERTS_MS));
  }

  message(ref: string): MessageDetail | null {
    const lead = this.#store.lead(ref);
    return lead ? messageDetail(lead, this.#readouts.sendsOf(ref)) : null;
  }
}
