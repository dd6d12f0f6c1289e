import type { KvRecords } from "./kv-records";
import type { OutboxSettings } from "../config/outbox-config";
import { logContact } from "./contact-log";
import { QUOTA_RETRY_MS } from "./delivery-policy";
import type { Lane } from "./human-proof";
import type { OutboxAlerts } from "./outbox-alerts";
import type { Destination } from "./outbox-listings";
import type { DueSend } from "./outbox-rows";
import { DELIVERY_LOG_MS } from "./delivery-log";
import type { OutboxStore, PendingTimes } from "./outbox-store";
import { SLOT_MARGIN, takeSlot } from "./send-slots";

/** The sends under way, as the outbox tracks them. */
export type CallsUnderWay = ReadonlyMap<string, { destination: Destination; lane: Lane }>;

const NEXT_FREE_AT = "nextFreeAt";
const HOLD_UNTIL = "quotaHoldUntil";
const HELD_SINCE = "quotaHeldSince";

/**
 * The provider account's send slots, shared by the consultancy's e-mails and the acknowledgments, in this order:
 * verified e-mails first, always; then acknowledgments, once no verified e-mail waits; then held e-mails, once
 * neither waits and under the held lane's daily cap. And the account's monthly quota: once the provider says it
 * is used up, every provider send holds and asks again hourly, the time held given back to their windows.
 * The slot schedule and the hold live in the object's storage, so a restart keeps them.
 */
export class ProviderLane {
  readonly #kv: KvRecords;
  readonly #store: OutboxStore;
  readonly #alerts: OutboxAlerts;

  constructor(kv: KvRecords, store: OutboxStore, alerts: OutboxAlerts) {
    this.#kv = kv;
    this.#store = store;
    this.#alerts = alerts;
  }

  /**
   * The wait before a visitor's own e-mail, when it may be sent while the visitor waits: the quota does not hold
   * the queue, no other verified e-mail waits (calls under way do not count: they are being sent; held messages
   * and acknowledgments never count), and a send slot is free within half the answer budget, leaving the other
   * half for the provider to answer. Undefined otherwise. Asked before the visitor's e-mail is stored, so the count
   * is of the others; `noneWaiting`: the outbox knows none waits, and the count is not read.
   */
  visitorSlot(
    now: number,
    settings: OutboxSettings,
    underWay: Iterable<string>,
    noneWaiting: boolean,
  ): number | undefined {
    if (this.holdUntil() !== undefined) return undefined;
    if (!noneWaiting && this.#store.waitingCount("verified", "email", underWay) > 0) return undefined;
    const slot = takeSlot(this.#nextFreeAt(), now, {
      intervalMs: slotInterval(settings),
      withinMs: settings.answerBudgetMs / 2,
    });
    if (!slot.answer.granted) return undefined;
    this.#setNextFreeAt(slot.nextFreeAt);
    return slot.answer.waitMs;
  }

  /**
   * The provider send due at `now` by the lanes' rules, its slot taken; undefined when none may go now. `times`:
   * the outbox's pending times, read without the calls under way.
   */
  takeNextSend(
    now: number,
    settings: OutboxSettings,
    underWay: CallsUnderWay,
    times: PendingTimes,
  ): DueSend | undefined {
    const holdUntil = this.holdUntil();
    if (holdUntil !== undefined && holdUntil > now) return undefined;
    const due = this.#nextDue(now, settings, underWay, times);
    if (!due) return undefined;
    const slot = takeSlot(this.#nextFreeAt(), now, { intervalMs: slotInterval(settings), withinMs: 0 });
    if (!slot.answer.granted) return undefined;
    this.#setNextFreeAt(slot.nextFreeAt);
    return due;
  }

  /** When the next provider send may go, by the same rules (no sooner than the next slot or the hold's end), or null. */
  nextSendAt(now: number, settings: OutboxSettings, underWay: CallsUnderWay, times: PendingTimes): number | null {
    const notBefore = (time: number) => Math.max(time, this.#nextFreeAt() ?? 0, this.holdUntil() ?? 0);
    if (times.verifiedEmail !== null) return notBefore(times.verifiedEmail);
    if (times.acknowledgment !== null) return notBefore(times.acknowledgment);
    const held = times.heldEmail;
    const opensAt = held === null ? null : this.#heldOpensAt(now, settings, underWay);
    return held !== null && opensAt !== null ? notBefore(Math.max(held, opensAt)) : null;
  }

  holdUntil(): number | undefined {
    return this.#kv.get<number>(HOLD_UNTIL);
  }

  /** The quota is used up (or still is): every provider send waits an hour. */
  hold(now: number): void {
    if (this.#kv.get<number>(HELD_SINCE) === undefined) {
      this.#kv.put(HELD_SINCE, now);
      this.#alerts.count("quota_hold", now);
    }
    this.#kv.put(HOLD_UNTIL, now + QUOTA_RETRY_MS);
  }

  /** The provider took a send: the quota is back. Time spent held is given back to every provider send's window. */
  quotaBack(now: number): void {
    const since = this.#kv.get<number>(HELD_SINCE);
    if (since === undefined) return;
    this.#store.extendProviderWindows(now - since);
    this.#kv.delete(HELD_SINCE);
    this.#kv.delete(HOLD_UNTIL);
    logContact("quota_hold_released", { heldSeconds: Math.round((now - since) / 1000) }, "log");
  }

  /** The send to try now: of the first lane and destination with any send waiting, the oldest due, if one is. */
  #nextDue(now: number, settings: OutboxSettings, underWay: CallsUnderWay, times: PendingTimes): DueSend | undefined {
    const keys = [...underWay.keys()];
    const dueFirst = (earliest: number, destination: Destination, lane: Lane) =>
      earliest <= now ? this.#store.nextDue(now, destination, lane, keys) : undefined;
    if (times.verifiedEmail !== null) return dueFirst(times.verifiedEmail, "email", "verified");
    if (times.acknowledgment !== null) return dueFirst(times.acknowledgment, "acknowledgment", "verified");
    if (times.heldEmail === null || this.#heldOpensAt(now, settings, underWay) !== now) return undefined;
    return dueFirst(times.heldEmail, "email", "held");
  }

  /**
   * When the held lane may next take a send slot under its daily cap: now while the last 24 hours' held e-mails
   * and calls under way leave room; else when the oldest of those deliveries turns a day old; null when only a
   * call under way fills the cap (its end reschedules) or the cap is 0.
   */
  #heldOpensAt(now: number, settings: OutboxSettings, underWay: CallsUnderWay): number | null {
    const held = [...underWay.values()].filter((call) => call.lane === "held" && call.destination === "email").length;
    const delivered = this.#store.deliveries.deliveredSince(now - DELIVERY_LOG_MS, "held", "email");
    if (delivered + held < settings.heldPerDay) return now;
    if (settings.heldPerDay === 0 || delivered < settings.heldPerDay) return null;
    const oldest = this.#store.deliveries.earliestHeldDeliverySince(now - DELIVERY_LOG_MS);
    return oldest === null ? null : oldest + DELIVERY_LOG_MS;
  }

  #nextFreeAt(): number | undefined {
    return this.#kv.get<number>(NEXT_FREE_AT);
  }

  #setNextFreeAt(at: number | undefined): void {
    if (at !== undefined) this.#kv.put(NEXT_FREE_AT, at);
  }
}

function slotInterval(settings: OutboxSettings): number {
  return settings.sendIntervalMs * (1 + SLOT_MARGIN);
}
