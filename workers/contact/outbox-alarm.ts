/**
 * The outbox's one alarm as this instance last set it, and what the instance knows of its schedule without
 * reading it. The schedule itself (outbox-schedule.ts) reads every pending time; the outbox runs it whole only when
 * this says it must.
 *
 * - Setting the alarm is a storage write that each answer waits for: in a burst, every message but the first
 *   leaves it where it was, and skipping those writes keeps each visitor's answer to the message's own write.
 * - Once a whole schedule found no work at all, the calls started since with nothing else to do (a verified
 *   message's sends, every one under way at once) are known by key. While they are, no other send waits; the last
 *   of them to deliver takes the alarm away (the schedule would find none) and an earlier one leaves it at the
 *   lease's end of those still under way, neither reading every pending time. Anything else that may leave work for
 *   the alarm (a send left waiting, a call that did not deliver or failed by our own error, a review of the alerts)
 *   ends what is known, and the next change runs the whole schedule.
 */
export class OutboxAlarm {
  readonly #storage: Pick<DurableObjectStorage, "setAlarm" | "deleteAlarm">;
  /** The alarm as last set here (null: none; undefined: not known, as after a restart). */
  #at: number | null | undefined;
  /** The calls started since a whole schedule last found no work; null when that is not known. */
  #callsSinceIdle: Set<string> | null = null;

  constructor(storage: Pick<DurableObjectStorage, "setAlarm" | "deleteAlarm">) {
    this.#storage = storage;
  }

  /** No send waits, but calls under way: known without reading the schedule. */
  noneWaiting(): boolean {
    return this.#callsSinceIdle !== null;
  }

  /** The runtime clears an alarm as it runs it. */
  ran(): void {
    this.#at = null;
  }

  /** Something may have left work only a whole schedule would find. */
  forget(): void {
    this.#callsSinceIdle = null;
  }

  /** A whole schedule's answer: the next piece of work, or null for none (the outbox is then idle). */
  set(at: number | null): void {
    this.#callsSinceIdle = at === null ? new Set() : null;
    this.#store(at);
  }

  /**
   * A message's sends, just added (`keys`), some left `waiting` or every one under way, need the alarm by
   * `neededBy`. True when the whole schedule must run: the alarm is set later than that, and the outbox was not
   * idle with every send of the message under way.
   */
  addedSends(keys: readonly string[], waiting: boolean, neededBy: number): boolean {
    if (waiting) this.#callsSinceIdle = null;
    else for (const key of keys) this.#callsSinceIdle?.add(key);
    if (typeof this.#at === "number" && this.#at <= neededBy) return false;
    if (!this.#callsSinceIdle) return true;
    this.#store(neededBy);
    return false;
  }

  /** A call ended, `delivered` or not. True when the whole schedule must run. */
  callEnded(key: string, delivered: boolean): boolean {
    const calls = this.#callsSinceIdle;
    if (!delivered || !calls?.delete(key)) return true;
    if (calls.size === 0) this.#store(null);
    return false;
  }

  #store(at: number | null): void {
    if (at === this.#at) return;
    this.#at = at;
    if (at === null) void this.#storage.deleteAlarm();
    else void this.#storage.setAlarm(at);
  }
}
