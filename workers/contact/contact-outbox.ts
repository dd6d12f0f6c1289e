import { DurableObject } from "cloudflare:workers";
import { site } from "~/content/site";
import type { ProviderSettings } from "../config/contact-config";
import type { OutboxSettings } from "../config/outbox-config";
import { readWorkerConfig } from "../config/worker-config";
import type { AlertFacts } from "./alert-review";
import { logContact } from "./contact-log";
import { backoffMs, QUOTA_RETRY_MS, type Verdict, verdictOf } from "./delivery-policy";
import { type ContactFields, providerRequestBody, sendToProvider } from "./email-provider";
import type { Lane, Proof, ProofVerdict } from "./human-proof";
import { newMessageRef } from "./message-ref";
import { OutboxAlerts } from "./outbox-alerts";
import type { Listing } from "./outbox-listings";
import { DELIVERY_LOG_MS, type MessageState, OutboxStore, type StoredMessage } from "./outbox-store";
import { providerSecrets, redactSecrets } from "./secret-redaction";
import { SLOT_MARGIN, takeSlot } from "./send-slots";
import { withinBudget } from "./within-budget";

/**
 * What the visitor's request learns: delivered in time, stored for later, refused for good by the provider, or
 * (a message without a proof of a person, with the held lane at its ceiling) not stored at all.
 */
export type AcceptAnswer =
  | { outcome: "sent"; ref: string }
  | { outcome: "queued"; ref: string }
  | { outcome: "refused"; ref: string; status: number }
  | { outcome: "full" };

/** The outbox as ops see it: counts, never fields. */
export interface OutboxStatus {
  /** The verified lane's waiting messages, not tried yet (or replayed) and waiting for another try. */
  queued: number;
  retrying: number;
  /** The held lane's waiting messages. */
  held: number;
  dead: number;
  delivered24h: number;
  heldDelivered24h: number;
  /** Age of the oldest message of the verified lane still waiting for delivery; null when none waits. */
  oldestAgeSeconds: number | null;
  heldOldestAgeSeconds: number | null;
  /** Set while the provider's monthly quota holds the queue: when the outbox asks again. */
  quotaHoldUntil: string | null;
}

export interface MessageSummary {
  ref: string;
  state: MessageState;
  lane: Lane;
  proof: Proof;
  receivedAt: string;
  attempts: number;
  lastStatus: number | null;
  nextTryAt: string | null;
  deadAt: string | null;
  deadReason: StoredMessage["deadReason"];
}

export interface MessageDetail extends MessageSummary {
  fields: ContactFields;
  lastError: string | null;
}

export type ReplayAnswer = "replayed" | "not_found" | "not_dead";
export type ReleaseAnswer = "released" | "not_found" | "not_held";

interface Delivery {
  provider: ProviderSettings;
  settings: OutboxSettings;
}

/** A call's lease outlasts its own time limit by this much, so only a call lost with the object is tried again. */
const LEASE_MARGIN_MS = 1000;
/** Without a provider configured (a secret removed after messages were stored), the outbox looks again this often. */
const UNCONFIGURED_RETRY_MS = 5 * 60 * 1000;
/** During a flood, a held message's arrival looks at the alerts at most this often (the alarm looks anyway). */
const FLOOD_REVIEW_SPACING_MS = 1000;
/** How many references an alert names. */
const ALERT_REFS = 2;

const NEXT_FREE_AT = "nextFreeAt";
const HOLD_UNTIL = "quotaHoldUntil";
const HELD_SINCE = "quotaHeldSince";

const iso = (time: number | null) => (time === null ? null : new Date(time).toISOString());
const ageSeconds = (since: number | null, now: number) =>
  since === null ? null : Math.max(0, Math.floor((now - since) / 1000));
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function summary(message: StoredMessage): MessageSummary {
  return {
    ref: message.ref,
    state: message.state,
    lane: message.lane,
    proof: message.proof,
    receivedAt: new Date(message.receivedAt).toISOString(),
    attempts: message.attempts,
    lastStatus: message.lastStatus,
    nextTryAt: iso(message.nextAttemptAt),
    deadAt: iso(message.deadAt),
    deadReason: message.deadReason,
  };
}

/**
 * The contact outbox of one provider account (one object per account, named by it; it was the account's send
 * pacer and kept its storage). Every message the Worker accepts is written here before anything else, and
 * delivered from here, at the provider's pace, in two lanes (docs/decisions/0019):
 *
 * - verified (the bot check passed): first, always. When none waits ahead of it, the call is made at once and the
 *   visitor's request waits for its answer, up to the answer budget; otherwise the alarm delivers it.
 * - held (no proof): stored the same way, the visitor told it was sent, delivered only when no verified message
 *   waits and at most `CONTACT_HELD_PER_DAY` in any 24 hours; past `CONTACT_HELD_MAX` held messages, a message
 *   without a proof is refused. A held message not delivered within the retention period is purged.
 *
 * - `alarm`: one call per send slot, for the next message by those rules; failures wait with backoff
 *   (delivery-policy.ts). The schedule is in storage, so a restart (a deploy, an eviction, a crash) resumes it.
 *   It also purges, and reviews the alerts to ops (outbox-alerts.ts).
 * - ops: `status`, `messages`, `message`, `replay`, `release`, `discard`, `discardHeld` (workers/ops/ops-route.ts);
 *   `ping` for the health check.
 *
 * Its configuration is the Worker's own (the same vars and secrets, read through `readWorkerConfig`).
 */
export class ContactOutbox extends DurableObject<Env> {
  readonly #store: OutboxStore;
  readonly #alerts: OutboxAlerts;
  /** Messages whose call is under way in this instance, or waiting for its slot, by lane. Gone with the instance. */
  readonly #inFlight = new Map<string, Lane>();
  /**
   * The alarm as this instance last set it (null: none; undefined: not known, as after a restart). Setting the
   * alarm is a storage write that each answer waits for: in a burst, every message but the first leaves it where
   * it was, and skipping those writes keeps each visitor's answer to the message's own write.
   */
  #alarmAt: number | null | undefined;
  #floodReviewedAt = 0;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.#store = new OutboxStore(ctx.storage.sql);
    this.#alerts = new OutboxAlerts(ctx.storage);
  }

  async accept(fields: ContactFields, verdict: ProofVerdict): Promise<AcceptAnswer> {
    const delivery = this.#delivery();
    if (!delivery) throw new Error("the outbox has no provider to deliver to");
    const { settings } = delivery;
    const now = Date.now();
    const { lane, proof } = verdict;
    let held = 0;
    if (lane === "held") {
      held = this.#store.heldCount();
      if (held >= settings.heldMax) {
        logContact("held_lane_full", { held, max: settings.heldMax }, "error");
        return { outcome: "full" };
      }
    }
    // A held message may wait for days behind verified ones and the daily cap: its window is the retention period.
    const windowEndsAt = now + (lane === "held" ? settings.retentionMs : settings.retryWindowMs);
    let ref = newMessageRef();
    while (!this.#store.insert(ref, fields, lane, proof, now, windowEndsAt)) ref = newMessageRef();
    logContact("stored", { ref, lane, proof }, "log");

    if (lane === "held") {
      if (held + 1 > settings.heldAlert && now - this.#floodReviewedAt >= FLOOD_REVIEW_SPACING_MS) {
        this.#floodReviewedAt = now;
        this.#reviewAlerts(delivery, now);
      }
      this.#schedule(settings);
      return { outcome: "queued", ref };
    }

    const waitMs = this.#visitorSlot(ref, now, settings);
    if (waitMs === undefined) {
      this.#schedule(settings);
      return { outcome: "queued", ref };
    }
    const attempt = this.#attempt(ref, waitMs, delivery);
    this.#schedule(settings);
    const answer = await withinBudget(attempt, settings.answerBudgetMs);
    if (answer?.kind === "delivered") return { outcome: "sent", ref };
    if (answer?.kind === "permanent") return { outcome: "refused", ref, status: answer.status };
    return { outcome: "queued", ref };
  }

  override async alarm(): Promise<void> {
    // The runtime clears an alarm as it runs it.
    this.#alarmAt = null;
    const delivery = this.#delivery();
    const now = Date.now();
    if (!delivery) {
      const waiting = this.#store.waitingCount("verified") + this.#store.waitingCount("held");
      logContact("outbox_not_configured", { waiting }, "error");
      this.#setAlarm(now + UNCONFIGURED_RETRY_MS);
      return;
    }
    const { settings } = delivery;
    try {
      this.#purge(now, settings);
      this.#reviewAlerts(delivery, now);
      const holdUntil = this.#holdUntil();
      if (holdUntil !== undefined && holdUntil > now) return;
      const due = this.#nextToSend(now, settings);
      if (!due) return;
      const slot = takeSlot(this.#nextFreeAt(), now, { intervalMs: this.#slotInterval(settings), withinMs: 0 });
      if (!slot.answer.granted) return;
      this.#setNextFreeAt(slot.nextFreeAt);
      await this.#attempt(due.ref, 0, delivery);
    } finally {
      this.#schedule(settings);
    }
  }

  /** The outbox answers: for the health check. */
  ping(): boolean {
    this.ctx.storage.sql.exec("SELECT 1");
    return true;
  }

  status(): OutboxStatus {
    const now = Date.now();
    return {
      ...this.#store.counts(),
      delivered24h: this.#store.deliveredSince(now - DELIVERY_LOG_MS),
      heldDelivered24h: this.#store.deliveredSince(now - DELIVERY_LOG_MS, "held"),
      oldestAgeSeconds: ageSeconds(this.#store.oldestWaitingSince("verified"), now),
      heldOldestAgeSeconds: ageSeconds(this.#store.oldestWaitingSince("held"), now),
      quotaHoldUntil: iso(this.#holdUntil() ?? null),
    };
  }

  messages(listing: Listing, limit: number): MessageSummary[] {
    return this.#store.list(listing, limit).map(summary);
  }

  message(ref: string): MessageDetail | null {
    const message = this.#store.get(ref);
    if (!message) return null;
    return { ...summary(message), fields: message.fields, lastError: message.lastError };
  }

  replay(ref: string): ReplayAnswer {
    const message = this.#store.get(ref);
    if (!message) return "not_found";
    return this.#opsChange((delivery, now) => {
      const window = message.lane === "held" ? delivery.settings.retentionMs : delivery.settings.retryWindowMs;
      if (!this.#store.replay(ref, now, now + window)) return "not_dead";
      logContact("replayed", { ref }, "log");
      return "replayed";
    });
  }

  /** A held message a person recognises as real goes to the verified lane: next in line, with a fresh window. */
  release(ref: string): ReleaseAnswer {
    const message = this.#store.get(ref);
    if (!message) return "not_found";
    return this.#opsChange((delivery, now) => {
      if (!this.#store.release(ref, now, now + delivery.settings.retryWindowMs)) return "not_held";
      if (this.#inFlight.has(ref)) this.#inFlight.set(ref, "verified");
      logContact("released", { ref }, "log");
      return "released";
    });
  }

  discard(ref: string): boolean {
    return this.#opsChange(() => {
      const discarded = this.#store.discard(ref);
      if (discarded) logContact("discarded", { ref }, "log");
      return discarded;
    });
  }

  /** Removes a flood in one call: every held message received from `from` (inclusive) to `to` (exclusive). */
  discardHeld(from: number, to: number): number {
    return this.#opsChange(() => {
      const count = this.#store.discardHeld(from, to);
      logContact("held_discarded", { count, from: iso(from), to: iso(to) }, "log");
      return count;
    });
  }

  /** Runs an ops change, then reschedules and looks at the alerts (it may have ended a condition). */
  #opsChange<T>(change: (delivery: Delivery, now: number) => T): T {
    const delivery = this.#delivery();
    if (!delivery) throw new Error("the outbox has no provider to deliver to");
    const now = Date.now();
    const answer = change(delivery, now);
    this.#reviewAlerts(delivery, now);
    this.#schedule(delivery.settings);
    return answer;
  }

  #delivery(): Delivery | undefined {
    const { contact } = readWorkerConfig(this.env);
    return contact.delivery === "provider" ? { provider: contact.provider, settings: contact.outbox } : undefined;
  }

  #slotInterval(settings: OutboxSettings): number {
    return settings.sendIntervalMs * (1 + SLOT_MARGIN);
  }

  #purge(now: number, settings: OutboxSettings): void {
    const dead = this.#store.purgeDead(now - settings.retentionMs);
    if (dead > 0) logContact("purged", { count: dead }, "log");
    const held = this.#store.purgeHeld(now - settings.retentionMs, this.#inFlight.keys());
    if (held > 0) logContact("held_purged", { count: held }, "log");
  }

  /**
   * The next message to try at `now`: the verified lane's oldest due one; a held one only when no verified
   * message waits (calls under way aside) and the held lane's daily cap has room.
   */
  #nextToSend(now: number, settings: OutboxSettings): StoredMessage | undefined {
    const verified = this.#store.nextDue(now, "verified", this.#inFlight.keys());
    if (verified) return verified;
    if (this.#store.waitingCount("verified", this.#inFlight.keys()) > 0) return undefined;
    if (this.#heldOpensAt(now, settings) !== now) return undefined;
    return this.#store.nextDue(now, "held", this.#inFlight.keys());
  }

  /**
   * When the held lane may next take a send slot under its daily cap: now while the last 24 hours' held
   * deliveries and calls under way leave room; else when the oldest of those deliveries turns a day old; null
   * when only a call under way fills the cap (its end reschedules) or the cap is 0.
   */
  #heldOpensAt(now: number, settings: OutboxSettings): number | null {
    const underWay = [...this.#inFlight.values()].filter((lane) => lane === "held").length;
    const delivered = this.#store.deliveredSince(now - DELIVERY_LOG_MS, "held");
    if (delivered + underWay < settings.heldPerDay) return now;
    if (settings.heldPerDay === 0 || delivered < settings.heldPerDay) return null;
    const oldest = this.#store.earliestDeliverySince(now - DELIVERY_LOG_MS, "held");
    return oldest === null ? null : oldest + DELIVERY_LOG_MS;
  }

  /**
   * The wait before the visitor's own call, when the message may be sent while the visitor waits: the queue is
   * not held, no other verified message waits (calls under way do not count: they are being sent; held messages
   * never count), and a send slot is free within half the answer budget, leaving the other half for the provider
   * to answer. Undefined otherwise.
   */
  #visitorSlot(ref: string, now: number, settings: OutboxSettings): number | undefined {
    if (this.#holdUntil() !== undefined) return undefined;
    if (this.#store.waitingCount("verified", [...this.#inFlight.keys(), ref]) > 0) return undefined;
    const slot = takeSlot(this.#nextFreeAt(), now, {
      intervalMs: this.#slotInterval(settings),
      withinMs: settings.answerBudgetMs / 2,
    });
    if (!slot.answer.granted) return undefined;
    this.#setNextFreeAt(slot.nextFreeAt);
    return slot.answer.waitMs;
  }

  /**
   * One try of a message: leased at once (until the call's time limit has surely passed), then, after its slot,
   * the call, and the message settled by the answer. Never rejects: a failure of our own leaves the lease, and the
   * message is tried again when it ends.
   */
  #attempt(ref: string, waitMs: number, delivery: Delivery): Promise<Verdict | undefined> {
    const message = this.#store.get(ref);
    if (!message || message.state === "dead") return Promise.resolve(undefined);
    const attempt = message.attempts + 1;
    this.#store.lease(ref, attempt, Date.now() + waitMs + delivery.settings.callTimeoutMs + LEASE_MARGIN_MS);
    this.#inFlight.set(ref, message.lane);
    return this.#call(message, attempt, waitMs, delivery)
      .catch((error: unknown) => {
        logContact("attempt_failed", { ref, error: error instanceof Error ? error.message : String(error) }, "error");
        return undefined;
      })
      .finally(() => {
        this.#inFlight.delete(ref);
        this.#schedule(delivery.settings);
      });
  }

  async #call(message: StoredMessage, attempt: number, waitMs: number, delivery: Delivery) {
    const { provider, settings } = delivery;
    if (waitMs > 0) await sleep(waitMs);
    // Discarded by ops while it waited for its slot; or released, which changes the lane the e-mail names.
    const current = this.#store.get(message.ref);
    if (!current) return undefined;
    const body = providerRequestBody(provider, current.fields, current.ref, site.name, current.lane);
    const verdict = verdictOf(await sendToProvider(provider, body, settings.callTimeoutMs));
    this.#settle(current.ref, attempt, verdict, delivery);
    return verdict;
  }

  #settle(ref: string, attempt: number, verdict: Verdict, delivery: Delivery): void {
    const { provider, settings } = delivery;
    const now = Date.now();
    const message = this.#store.get(ref);
    if (!message) {
      logContact("settled_after_discard", { ref, outcome: verdict.kind }, "warn");
      return;
    }
    try {
      if (verdict.kind === "delivered") {
        this.#store.delivered(ref, message.lane, now);
        logContact("delivered", { ref, lane: message.lane, attempts: attempt }, "log");
        this.#releaseHold(now);
        return;
      }
      const { status } = verdict;
      const detail = redactSecrets(verdict.detail, providerSecrets(provider)).slice(0, 500);
      // While the quota holds the queue, any try that did not deliver means: ask again in an hour.
      if (this.#holdUntil() !== undefined) this.#hold(now);
      switch (verdict.kind) {
        case "permanent":
          this.#deadLetter(ref, attempt, status, detail, "refused", now);
          return;
        case "quota":
          this.#store.retryAt(ref, status, detail, now + QUOTA_RETRY_MS);
          this.#hold(now);
          logContact("quota_reached", { ref, status, text: detail, askAgainAt: iso(now + QUOTA_RETRY_MS) }, "error");
          return;
        case "transient": {
          if (now >= message.windowEndsAt) {
            this.#deadLetter(ref, attempt, status, detail, "expired", now);
            return;
          }
          const waitMs = backoffMs(attempt, settings.backoffCapMs);
          this.#store.retryAt(ref, status, detail, now + waitMs);
          logContact("retry_scheduled", { ref, attempts: attempt, status, nextTryInMs: waitMs, text: detail }, "warn");
          return;
        }
      }
    } finally {
      this.#reviewAlerts(delivery, now);
    }
  }

  #deadLetter(
    ref: string,
    attempt: number,
    status: number,
    detail: string,
    reason: "refused" | "expired",
    now: number,
  ) {
    this.#store.dead(ref, status, detail, reason, now);
    this.#alerts.count("dead_letter", now);
    logContact("dead_letter", { ref, attempts: attempt, status, reason, text: detail }, "error");
  }

  /**
   * Looks at what ops should be told (alert-review.ts), then posts what is due to the webhook without waiting
   * for it: a delivery never waits for an alert.
   */
  #reviewAlerts({ settings }: Delivery, now: number): void {
    const config = readWorkerConfig(this.env);
    const counts = this.#store.counts();
    const facts: AlertFacts = {
      dead: { count: counts.dead, oldestRefs: counts.dead > 0 ? this.#store.oldestRefs("dead", ALERT_REFS) : [] },
      verified: {
        count: counts.queued + counts.retrying,
        oldestSince: this.#store.oldestWaitingSince("verified"),
        oldestRefs: this.#store.oldestRefs("verified", ALERT_REFS),
      },
      quotaHoldUntil: this.#holdUntil() ?? null,
      held: { count: counts.held, oldestRefs: counts.held > 0 ? this.#store.oldestRefs("held", ALERT_REFS) : [] },
    };
    const context = { origin: config.site.origin, environment: config.site.environment, settings };
    this.#alerts.review(facts, context, config.alerts.webhookUrl, now);
    this.#postAlerts(settings);
  }

  #postAlerts(settings: OutboxSettings): void {
    const { webhookUrl } = readWorkerConfig(this.env).alerts;
    void this.#alerts
      .post(webhookUrl, Date.now())
      .catch((error: unknown) => {
        logContact("alert_post_failed", { error: error instanceof Error ? error.message : String(error) }, "error");
      })
      .finally(() => {
        this.#schedule(settings);
      });
  }

  /**
   * Points the object's one alarm at its next piece of work: the earliest waiting message by the lanes' rules (no
   * sooner than the next send slot, or the end of a quota hold), the purge of the oldest dead letter or held
   * message, an alert or a post due, and, while calls are under way, the end of their lease (should the instance
   * be lost with them). No work, no alarm.
   */
  #schedule(settings: OutboxSettings): void {
    const now = Date.now();
    const times: number[] = [];
    const notBefore = (time: number) => Math.max(time, this.#nextFreeAt() ?? 0, this.#holdUntil() ?? 0);
    const verified = this.#store.earliestNextAttempt("verified", this.#inFlight.keys());
    if (verified !== null) times.push(notBefore(verified));
    else {
      const held = this.#store.earliestNextAttempt("held", this.#inFlight.keys());
      const opensAt = held === null ? null : this.#heldOpensAt(now, settings);
      if (held !== null && opensAt !== null) times.push(notBefore(Math.max(held, opensAt)));
    }
    if (this.#inFlight.size > 0) times.push(now + settings.callTimeoutMs + LEASE_MARGIN_MS);
    const death = this.#store.earliestDeath();
    if (death !== null) times.push(death + settings.retentionMs);
    const earliestHeld = this.#store.earliestHeld();
    if (earliestHeld !== null) times.push(earliestHeld + settings.retentionMs);
    const alertAt = this.#alerts.nextWakeAt();
    if (alertAt !== null) times.push(alertAt);
    this.#setAlarm(times.length === 0 ? null : Math.min(...times));
  }

  #setAlarm(at: number | null): void {
    if (at === this.#alarmAt) return;
    this.#alarmAt = at;
    if (at === null) void this.ctx.storage.deleteAlarm();
    else void this.ctx.storage.setAlarm(at);
  }

  #nextFreeAt(): number | undefined {
    return this.ctx.storage.kv.get<number>(NEXT_FREE_AT);
  }

  #setNextFreeAt(at: number | undefined): void {
    if (at !== undefined) this.ctx.storage.kv.put(NEXT_FREE_AT, at);
  }

  #holdUntil(): number | undefined {
    return this.ctx.storage.kv.get<number>(HOLD_UNTIL);
  }

  #hold(now: number): void {
    if (this.ctx.storage.kv.get<number>(HELD_SINCE) === undefined) {
      this.ctx.storage.kv.put(HELD_SINCE, now);
      this.#alerts.count("quota_hold", now);
    }
    this.ctx.storage.kv.put(HOLD_UNTIL, now + QUOTA_RETRY_MS);
  }

  /** The provider took a message: the quota is back. Time spent held is given back to every retry window. */
  #releaseHold(now: number): void {
    const since = this.ctx.storage.kv.get<number>(HELD_SINCE);
    if (since === undefined) return;
    this.#store.extendWindows(now - since);
    this.ctx.storage.kv.delete(HELD_SINCE);
    this.ctx.storage.kv.delete(HOLD_UNTIL);
    logContact("quota_hold_released", { heldSeconds: Math.round((now - since) / 1000) }, "log");
  }
}
