import type { AlertFacts } from "./alert-review";
import type { ContactFields } from "./email-provider";
import type { Lane, Proof } from "./human-proof";
import { excerptOf } from "./message-excerpt";
import { type Destination, destinations, type Listing } from "./outbox-listings";
import type { SentAlert } from "./outbox-alerts";
import type { ListedLead, OutboxReadouts } from "./outbox-readouts";
import type { StoredLead, StoredSend } from "./outbox-rows";
import { DELIVERY_LOG_MS } from "./delivery-log";
import type { OutboxStore } from "./outbox-store";

/**
 * The outbox as ops see it (the ops API, `npm run outbox`, the alerts): counts and states, and a message's fields
 * only when one is asked for by its reference.
 */

/** One destination's deliveries. */
interface DestinationCounts {
  /** Verified messages' sends not tried yet (or replayed), and those waiting for another try. */
  queued: number;
  retrying: number;
  /** Held messages' sends waiting (only e-mails: a held message goes nowhere else until released). */
  held: number;
  dead: number;
  delivered24h: number;
  /** Age of the message behind the oldest verified send still waiting; null when none waits. */
  oldestAgeSeconds: number | null;
}

/** The whole outbox: every destination's counts added up, then each destination's. */
export interface OutboxStatus extends DestinationCounts {
  /** Held e-mails delivered in the last 24 hours: what the held lane's daily cap counts. */
  heldDelivered24h: number;
  /** Acknowledgments dropped in the last 24 hours because their window ran out before they could go. */
  acknowledgmentsDroppedLate24h: number;
  heldOldestAgeSeconds: number | null;
  /** Set while the provider's monthly quota holds its sends: when the outbox asks again. */
  quotaHoldUntil: string | null;
  destinations: Record<Destination, DestinationCounts>;
}

interface SendSummary {
  state: StoredSend["state"];
  /** Until when it is tried: an acknowledgment is never sent after it, not even when replayed. */
  windowEndsAt: string;
  attempts: number;
  lastStatus: number | null;
  nextTryAt: string | null;
  deadAt: string | null;
  deadReason: StoredSend["deadReason"];
}

export interface MessageSummary {
  ref: string;
  lane: Lane;
  proof: Proof;
  receivedAt: string;
  /** Each destination the message has, with its own state. */
  sends: Partial<Record<Destination, SendSummary>>;
}

/** A message as the ops console lists it for review: who sent it and the start of what they wrote. */
export interface MessageForReview extends MessageSummary {
  name: string;
  email: string;
  company: string;
  /** The first 200 characters of the message. */
  excerpt: string;
}

/** A page of a listing: at most `size` messages from the `from`th (0 for the oldest), and whether more follow them. */
export interface ListingPage {
  from: number;
  size: number;
  messages: MessageForReview[];
  more: boolean;
}

/** The ops console's outbox page, read in one call. */
export interface OutboxReview {
  status: OutboxStatus;
  listings: Record<Listing, ListingPage>;
  alerts: SentAlert[];
}

/** How many characters of a message the console's listing shows. */
const EXCERPT_LENGTH = 200;

export interface MessageDetail extends MessageSummary {
  fields: ContactFields;
  sends: Partial<Record<Destination, SendSummary & { lastError: string | null }>>;
}

/** How many references an alert names. */
const ALERT_REFS = 2;

const iso = (time: number | null) => (time === null ? null : new Date(time).toISOString());
const earliest = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.min(a, b));
const ageSeconds = (since: number | null, now: number) =>
  since === null ? null : Math.max(0, Math.floor((now - since) / 1000));

export function outboxStatus(
  store: OutboxStore,
  readouts: OutboxReadouts,
  quotaHoldUntil: number | null,
  now: number,
): OutboxStatus {
  const since = now - DELIVERY_LOG_MS;
  const byDestination = Object.fromEntries(
    destinations.map((destination): [Destination, DestinationCounts] => [
      destination,
      {
        queued: 0,
        retrying: 0,
        held: 0,
        dead: 0,
        delivered24h: store.deliveries.deliveredSince(since, undefined, destination),
        oldestAgeSeconds: null,
      },
    ]),
  ) as Record<Destination, DestinationCounts>;
  // The counts' query also says when the oldest message of each group came in: the waiting ages without a query each.
  const oldest: Record<Destination | "verified" | "held", number | null> = {
    email: null,
    webhook: null,
    acknowledgment: null,
    verified: null,
    held: null,
  };
  for (const { destination, lane, state, count, oldestReceivedAt } of readouts.countsByDestination()) {
    const counts = byDestination[destination];
    if (state === "dead") counts.dead += count;
    else if (lane === "held") counts.held += count;
    else if (state === "retrying") counts.retrying += count;
    else if (state === "queued") counts.queued += count;
    if (state === "dead") continue;
    oldest[lane] = earliest(oldest[lane], oldestReceivedAt);
    if (lane === "verified") oldest[destination] = earliest(oldest[destination], oldestReceivedAt);
  }
  for (const destination of destinations) {
    byDestination[destination].oldestAgeSeconds = ageSeconds(oldest[destination], now);
  }
  const total = (key: "queued" | "retrying" | "held" | "dead") =>
    destinations.reduce((sum, destination) => sum + byDestination[destination][key], 0);
  return {
    queued: total("queued"),
    retrying: total("retrying"),
    held: total("held"),
    dead: total("dead"),
    delivered24h: store.deliveries.deliveredSince(since),
    heldDelivered24h: store.deliveries.deliveredSince(since, "held", "email"),
    acknowledgmentsDroppedLate24h: store.deliveries.droppedLateSince(since),
    oldestAgeSeconds: ageSeconds(oldest.verified, now),
    heldOldestAgeSeconds: ageSeconds(oldest.held, now),
    quotaHoldUntil: iso(quotaHoldUntil),
    destinations: byDestination,
  };
}

function sendSummary(send: StoredSend): SendSummary {
  return {
    state: send.state,
    windowEndsAt: new Date(send.windowEndsAt).toISOString(),
    attempts: send.attempts,
    lastStatus: send.lastStatus,
    nextTryAt: iso(send.nextAttemptAt),
    deadAt: iso(send.deadAt),
    deadReason: send.deadReason,
  };
}

export function messageSummary(lead: ListedLead, sends: readonly StoredSend[]): MessageSummary {
  return {
    ref: lead.ref,
    lane: lead.lane,
    proof: lead.proof,
    receivedAt: new Date(lead.receivedAt).toISOString(),
    sends: Object.fromEntries(sends.map((send) => [send.destination, sendSummary(send)])),
  };
}

export function messageForReview(lead: ListedLead, sends: readonly StoredSend[]): MessageForReview {
  const { name, email, company, message } = lead.fields;
  return {
    ...messageSummary(lead, sends),
    name,
    email,
    company,
    excerpt: excerptOf(message, EXCERPT_LENGTH),
  };
}

export function messageDetail(lead: StoredLead, sends: readonly StoredSend[]): MessageDetail {
  return {
    ...messageSummary(lead, sends),
    fields: lead.fields,
    sends: Object.fromEntries(
      sends.map((send) => [send.destination, { ...sendSummary(send), lastError: send.lastError }]),
    ),
  };
}

/** What the alerts weigh (alert-review.ts). */
export function alertFacts(readouts: OutboxReadouts, quotaHoldUntil: number | null): AlertFacts {
  const dead: Partial<Record<Destination, number>> = {};
  const waiting: Partial<Record<Destination, number>> = {};
  let held = 0;
  for (const { destination, lane, state, count } of readouts.countsByDestination()) {
    if (state === "dead") dead[destination] = (dead[destination] ?? 0) + count;
    else if (lane === "held") held += count;
    else waiting[destination] = (waiting[destination] ?? 0) + count;
  }
  const sum = (counts: Partial<Record<Destination, number>>) =>
    Object.values(counts).reduce((total, count) => total + count, 0);
  const deadCount = sum(dead);
  return {
    dead: {
      count: deadCount,
      byDestination: dead,
      oldestRefs: deadCount > 0 ? readouts.oldestRefs("dead", ALERT_REFS) : [],
    },
    verified: {
      count: sum(waiting),
      byDestination: waiting,
      oldestSince: readouts.oldestWaitingSince("verified"),
      oldestRefs: readouts.oldestRefs("verified", ALERT_REFS),
    },
    quotaHoldUntil,
    held: { count: held, oldestRefs: held > 0 ? readouts.oldestRefs("held", ALERT_REFS) : [] },
  };
}
