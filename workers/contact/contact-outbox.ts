import { DurableObject } from "cloudflare:workers";
import { site } from "~/content/site";
import type { ProviderSettings } from "../config/contact-config";
import type { OutboxSettings } from "../config/outbox-config";
import { readWorkerConfig } from "../config/worker-config";
import { logContact } from "./contact-log";
import { backoffMs, QUOTA_RETRY_MS, type Verdict, verdictOf } from "./delivery-policy";
import { type ContactFields, providerRequestBody, sendToProvider } from "./email-provider";
import { newMessageRef } from "./message-ref";
import { type MessageState, OutboxStore, type StoredMessage } from "./outbox-store";
import { providerSecrets, redactSecrets } from "./secret-redaction";
import { SLOT_MARGIN, takeSlot } from "./send-slots";
import { withinBudget } from "./within-budget";

/** What the visitor's request learns: delivered in time, stored for later, or refused for good by the provider. */
export type AcceptAnswer =
  | { outcome: "sent"; ref: string }
  | { outcome: "queued"; ref: string }
  | { outcome: "refused"; ref: string; status: number };

/** The outbox as ops see it: counts, never fields. */
export interface OutboxStatus {
  queued: number;
  retrying: number;
  dead: number;
  delivered24h: number;
  /** Age of the oldest message still waiting for delivery; null when none waits. */
  oldestAgeSeconds: number | null;
  /** Set while the provider's monthly quota holds the queue: when the outbox asks again. */
  quotaHoldUntil: string | null;
}

export interface MessageSummary {
  ref: string;
  state: MessageState;
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

interface Delivery {
  provider: ProviderSettings;
  settings: OutboxSettings;
}

/** A call's lease outlasts its own time limit by this much, so only a call lost with the object is tried again. */
const LEASE_MARGIN_MS = 1000;
/** Without a provider configured (a secret removed after messages were stored), the outbox looks again this often. */
const UNCONFIGURED_RETRY_MS = 5 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const NEXT_FREE_AT = "nextFreeAt";
const HOLD_UNTIL = "quotaHoldUntil";
const HELD_SINCE = "quotaHeldSince";

const iso = (time: number | null) => (time === null ? null : new Date(time).toISOString());
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function summary(message: StoredMessage): MessageSummary {
  return {
    ref: message.ref,
    state: message.state,
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
 * delivered from here, at the provider's pace:
 *
 * - `accept`: stores the message. When nothing waits ahead of it, the call is made at once and the visitor's
 *   request waits for its answer, up to the answer budget; otherwise the visitor is answered as soon as the write
 *   is durable, and the alarm delivers.
 * - `alarm`: one call per send slot, for the oldest due message; failures wait with backoff (delivery-policy.ts).
 *   The schedule is in storage, so a restart (a deploy, an eviction, a crash) resumes it.
 * - ops: `status`, `messages`, `message`, `replay`, `discard` (workers/ops/ops-route.ts).
 *
 * Its configuration is the Worker's own (the same vars and secrets, read through `readWorkerConfig`).
 */
export class ContactOutbox extends DurableObject<Env> {
  readonly #store: OutboxStore;
  /** Messages whose call is under way in this instance, or waiting for its slot. Gone with the instance. */
  readonly #inFlight = new Set<string>();
  /**
   * The alarm as this instance last set it (null: none; undefined: not known, as after a restart). Setting the
   * alarm is a storage write that each answer waits for: in a burst, every message but the first leaves it where
   * it was, and skipping those writes keeps each visitor's answer to the message's own write.
   */
  #alarmAt: number | null | undefined;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.#store = new OutboxStore(ctx.storage.sql);
  }

  async accept(fields: ContactFields): Promise<AcceptAnswer> {
    const delivery = this.#delivery();
    if (!delivery) throw new Error("the outbox has no provider to deliver to");
    const { settings } = delivery;
    const now = Date.now();
    let ref = newMessageRef();
    while (!this.#store.insert(ref, fields, now, now + settings.retryWindowMs)) ref = newMessageRef();
    logContact("stored", { ref }, "log");

    const waitMs = this.#visitorSlot(ref, now, settings);
    if (waitMs === undefined) {
      this.#schedule(settings);
      return { outcome: "queued", ref };
    }
    const attempt = this.#attempt(ref, waitMs, delivery);
    this.#schedule(settings);
    const verdict = await withinBudget(attempt, settings.answerBudgetMs);
    if (verdict?.kind === "delivered") return { outcome: "sent", ref };
    if (verdict?.kind === "permanent") return { outcome: "refused", ref, status: verdict.status };
    return { outcome: "queued", ref };
  }

  override async alarm(): Promise<void> {
    // The runtime clears an alarm as it runs it.
    this.#alarmAt = null;
    const delivery = this.#delivery();
    const now = Date.now();
    if (!delivery) {
      logContact("outbox_not_configured", { waiting: this.#store.waitingCount() }, "error");
      this.#setAlarm(now + UNCONFIGURED_RETRY_MS);
      return;
    }
    const { settings } = delivery;
    try {
      const purged = this.#store.purgeDead(now - settings.retentionMs);
      if (purged > 0) logContact("purged", { count: purged }, "log");
      const holdUntil = this.#holdUntil();
      if (holdUntil !== undefined && holdUntil > now) return;
      const due = this.#store.nextDue(now, this.#inFlight);
      if (!due) return;
      const slot = takeSlot(this.#nextFreeAt(), now, { intervalMs: this.#slotInterval(settings), withinMs: 0 });
      if (!slot.answer.granted) return;
      this.#setNextFreeAt(slot.nextFreeAt);
      await this.#attempt(due.ref, 0, delivery);
    } finally {
      this.#schedule(settings);
    }
  }

  status(): OutboxStatus {
    const now = Date.now();
    const counts = this.#store.countsByState();
    const oldest = this.#store.oldestWaitingSince();
    return {
      ...counts,
      delivered24h: this.#store.deliveredSince(now - DAY_MS),
      oldestAgeSeconds: oldest === null ? null : Math.max(0, Math.floor((now - oldest) / 1000)),
      quotaHoldUntil: iso(this.#holdUntil() ?? null),
    };
  }

  messages(state: MessageState, limit: number): MessageSummary[] {
    return this.#store.list(state, limit).map(summary);
  }

  message(ref: string): MessageDetail | null {
    const message = this.#store.get(ref);
    if (!message) return null;
    return { ...summary(message), fields: message.fields, lastError: message.lastError };
  }

  replay(ref: string): ReplayAnswer {
    const message = this.#store.get(ref);
    if (!message) return "not_found";
    const settings = this.#settingsForOps();
    const now = Date.now();
    if (!this.#store.replay(ref, now, now + settings.retryWindowMs)) return "not_dead";
    logContact("replayed", { ref }, "log");
    this.#schedule(settings);
    return "replayed";
  }

  discard(ref: string): boolean {
    const discarded = this.#store.discard(ref);
    if (discarded) {
      logContact("discarded", { ref }, "log");
      this.#schedule(this.#settingsForOps());
    }
    return discarded;
  }

  #delivery(): Delivery | undefined {
    const { contact } = readWorkerConfig(this.env);
    return contact.delivery === "provider" ? { provider: contact.provider, settings: contact.outbox } : undefined;
  }

  #settingsForOps(): OutboxSettings {
    const delivery = this.#delivery();
    if (!delivery) throw new Error("the outbox has no provider to deliver to");
    return delivery.settings;
  }

  #slotInterval(settings: OutboxSettings): number {
    return settings.sendIntervalMs * (1 + SLOT_MARGIN);
  }

  /**
   * The wait before the visitor's own call, when the message may be sent while the visitor waits: the queue is
   * not held, nothing else waits (calls under way do not count: they are being sent), and a send slot is free
   * within half the answer budget, leaving the other half for the provider to answer. Undefined otherwise.
   */
  #visitorSlot(ref: string, now: number, settings: OutboxSettings): number | undefined {
    if (this.#holdUntil() !== undefined) return undefined;
    if (this.#store.waitingCount(new Set([...this.#inFlight, ref])) > 0) return undefined;
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
    this.#inFlight.add(ref);
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
    // Discarded by ops while it waited for its slot.
    if (!this.#store.get(message.ref)) return undefined;
    const body = providerRequestBody(provider, message.fields, message.ref, site.name);
    const verdict = verdictOf(await sendToProvider(provider, body, settings.callTimeoutMs));
    this.#settle(message.ref, attempt, verdict, delivery);
    return verdict;
  }

  #settle(ref: string, attempt: number, verdict: Verdict, { provider, settings }: Delivery): void {
    const now = Date.now();
    const message = this.#store.get(ref);
    if (!message) {
      logContact("settled_after_discard", { ref, outcome: verdict.kind }, "warn");
      return;
    }
    if (verdict.kind === "delivered") {
      this.#store.delivered(ref, now);
      logContact("delivered", { ref, attempts: attempt }, "log");
      this.#releaseHold(now);
      return;
    }
    const { status } = verdict;
    const detail = redactSecrets(verdict.detail, providerSecrets(provider)).slice(0, 500);
    // While the quota holds the queue, any try that did not deliver means: ask again in an hour.
    if (this.#holdUntil() !== undefined) this.#hold(now);
    switch (verdict.kind) {
      case "permanent":
        this.#store.dead(ref, status, detail, "refused", now);
        logContact("dead_letter", { ref, attempts: attempt, status, reason: "refused", text: detail }, "error");
        return;
      case "quota":
        this.#store.retryAt(ref, status, detail, now + QUOTA_RETRY_MS);
        this.#hold(now);
        logContact("quota_reached", { ref, status, text: detail, askAgainAt: iso(now + QUOTA_RETRY_MS) }, "error");
        return;
      case "transient": {
        if (now >= message.windowEndsAt) {
          this.#store.dead(ref, status, detail, "expired", now);
          logContact("dead_letter", { ref, attempts: attempt, status, reason: "expired", text: detail }, "error");
          return;
        }
        const waitMs = backoffMs(attempt, settings.backoffCapMs);
        this.#store.retryAt(ref, status, detail, now + waitMs);
        logContact("retry_scheduled", { ref, attempts: attempt, status, nextTryInMs: waitMs, text: detail }, "warn");
        return;
      }
    }
  }

  /**
   * Points the object's one alarm at its next piece of work: the earliest waiting message (no sooner than the next
   * send slot, or the end of a quota hold), the purge of the oldest dead letter, and, while calls are under way,
   * the end of their lease (should the instance be lost with them). No work, no alarm.
   */
  #schedule(settings: OutboxSettings): void {
    const now = Date.now();
    const times: number[] = [];
    const next = this.#store.earliestNextAttempt(this.#inFlight);
    if (next !== null) times.push(Math.max(next, this.#nextFreeAt() ?? 0, this.#holdUntil() ?? 0));
    if (this.#inFlight.size > 0) times.push(now + settings.callTimeoutMs + LEASE_MARGIN_MS);
    const death = this.#store.earliestDeath();
    if (death !== null) times.push(death + settings.retentionMs);
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
    if (this.ctx.storage.kv.get<number>(HELD_SINCE) === undefined) this.ctx.storage.kv.put(HELD_SINCE, now);
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
