import { type LeadContext, leadContextKeys } from "~/lib/contact/lead-context-keys";
import type { ContactFields } from "./email-provider";
import type { Lane, Proof } from "./human-proof";
import type { Destination } from "./outbox-listings";
import {
  type DueSend,
  excluding,
  NONE,
  numberOrNull,
  type DeadReason,
  type StoredLead,
  type StoredSend,
  toLead,
  toSend,
  WAITING,
} from "./outbox-rows";
import { prepareOutboxStorage } from "./outbox-schema";
import { DeliveryLog } from "./delivery-log";

/**
 * The outbox's storage (outbox-schema.ts has the tables): written synchronously, so an answer leaves the object only
 * once its writes are durable. A message is a lead and a send a destination; a send waits (`queued`: not tried yet
 * or replayed; `retrying`: tried, waiting for its next try), is `sent`, or is `dead` (refused for good, or not
 * delivered within its window); an acknowledgment whose window ran out is dropped instead, and only counted. A waiting send's `next_attempt_at` is when it may be tried next; while a call is
 * under way it is the end of the call's lease, so a send whose call was lost with the object (a restart, a crash)
 * is tried again then. Once every send of a message is sent, the message is deleted.
 */

/** When each kind of the outbox's work next falls due (`OutboxStore.pendingTimes`); null: none of that kind. */
export interface PendingTimes {
  verifiedEmail: number | null;
  acknowledgment: number | null;
  heldEmail: number | null;
  webhook: number | null;
  earliestDeath: number | null;
  earliestHeld: number | null;
}

/** An acknowledgment whose window had ended by the time bound after it: a prospect acknowledged late is worse off. */
const ENDED_ACKNOWLEDGMENT = "destination = 'acknowledgment' AND window_ends_at <= ?";
/** How much of an answer's text a row keeps. */
const ERROR_TEXT_LIMIT = 500;
export class OutboxStore {
  readonly #sql: SqlStorage;
  /** The last day's deliveries and late drops, which the counts read. */
  readonly deliveries: DeliveryLog;

  constructor(storage: DurableObjectStorage) {
    prepareOutboxStorage(storage);
    this.#sql = storage.sql;
    this.deliveries = new DeliveryLog(storage.sql);
  }

  /**
   * Stores a new message; resolves it as stored, or undefined if the reference is taken (the caller draws another).
   */
  insertLead(ref: string, fields: ContactFields, lane: Lane, proof: Proof, receivedAt: number): StoredLead | undefined {
    // Exactly the stored fields, whatever else the caller's object carries. Picked, not parsed again: the Worker
    // checked every field (contact-checks.ts) before the message came here.
    const { name, email, company, message, locale } = fields;
    const context = Object.fromEntries(leadContextKeys.map((key) => [key, fields.context[key]])) as LeadContext;
    const stored: ContactFields = { name, email, company, message, locale, context };
    const inserted =
      this.#sql.exec(
        `INSERT INTO leads (ref, lane, proof, fields, received_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (ref) DO NOTHING`,
        ref,
        lane,
        proof,
        JSON.stringify(stored),
        receivedAt,
      ).rowsWritten > 0;
    return inserted ? { ref, lane, proof, fields: stored, receivedAt } : undefined;
  }

  /**
   * A destination of a message, due at `dueAt`, tried until `windowEndsAt`; resolves the send as stored, or
   * undefined when the message already has one for that destination. `lease`: its first try begins at once, leased
   * until then (as `lease` would write it, in the same statement).
   */
  addSend(
    ref: string,
    destination: Destination,
    lane: Lane,
    dueAt: number,
    windowEndsAt: number,
    lease?: { until: number },
  ): StoredSend | undefined {
    const attempts = lease ? 1 : 0;
    const nextAttemptAt = lease?.until ?? dueAt;
    const inserted =
      this.#sql.exec(
        `INSERT INTO sends (ref, destination, lane, state, window_ends_at, next_attempt_at, attempts)
         VALUES (?, ?, ?, 'queued', ?, ?, ?) ON CONFLICT (ref, destination) DO NOTHING`,
        ref,
        destination,
        lane,
        windowEndsAt,
        nextAttemptAt,
        attempts,
      ).rowsWritten > 0;
    if (!inserted) return undefined;
    return {
      ref,
      destination,
      lane,
      state: "queued",
      windowEndsAt,
      attempts,
      lastStatus: null,
      lastError: null,
      nextAttemptAt,
      deadAt: null,
      deadReason: null,
    };
  }

  lead(ref: string): StoredLead | undefined {
    const row = this.#sql.exec("SELECT * FROM leads WHERE ref = ?", ref).toArray()[0];
    return row ? toLead(row) : undefined;
  }

  send(ref: string, destination: Destination): StoredSend | undefined {
    const row = this.#sql.exec("SELECT * FROM sends WHERE ref = ? AND destination = ?", ref, destination).toArray()[0];
    return row ? toSend(row) : undefined;
  }

  /** Waiting sends of a lane (of one destination, or of all), but for `exclude`. */
  waitingCount(lane: Lane, destination?: Destination, exclude: Iterable<string> = NONE): number {
    const { clause, bindings } = excluding(exclude);
    const which = destination ? " AND destination = ?" : "";
    return Number(
      this.#sql
        .exec(
          `SELECT COUNT(*) AS n FROM sends WHERE lane = ? AND ${WAITING}${which}${clause}`,
          lane,
          ...(destination ? [destination] : []),
          ...bindings,
        )
        .one().n,
    );
  }

  /** Every message of the held lane, dead ones included: what the lane's ceiling counts. */
  heldCount(): number {
    return Number(this.#sql.exec("SELECT COUNT(*) AS n FROM leads WHERE lane = 'held'").one().n);
  }

  /** The waiting send of a destination and lane to try next at `now`, oldest due first, but for `exclude`. */
  nextDue(now: number, destination: Destination, lane: Lane, exclude: Iterable<string>): DueSend | undefined {
    const { clause, bindings } = excluding(exclude);
    const row = this.#sql
      .exec(
        `SELECT * FROM sends WHERE destination = ? AND lane = ? AND ${WAITING} AND next_attempt_at <= ?${clause}
         ORDER BY next_attempt_at, rowid LIMIT 1`,
        destination,
        lane,
        now,
        ...bindings,
      )
      .toArray()[0];
    if (!row) return undefined;
    const send = toSend(row);
    const lead = this.lead(send.ref);
    return lead ? { lead, send } : undefined;
  }

  /**
   * When each kind of work next falls due, in one read: the earliest next try of the waiting sends of each
   * destination and lane (but for `exclude`, the calls under way), the oldest dead letter's death and the oldest held
   * message's arrival. The outbox's schedule needs them all, each time anything changes.
   */
  pendingTimes(exclude: Iterable<string>): PendingTimes {
    const { clause, bindings } = excluding(exclude);
    const earliest = (destination: Destination, lane: Lane) =>
      `(SELECT MIN(next_attempt_at) FROM sends
        WHERE destination = '${destination}' AND lane = '${lane}' AND ${WAITING}${clause})`;
    const row = this.#sql
      .exec(
        `SELECT ${earliest("email", "verified")} AS verified_email, ${earliest("acknowledgment", "verified")} AS ack,
           ${earliest("email", "held")} AS held_email, ${earliest("webhook", "verified")} AS webhook,
           (SELECT MIN(dead_at) FROM sends WHERE state = 'dead') AS death,
           (SELECT MIN(received_at) FROM leads WHERE lane = 'held') AS held_since`,
        ...bindings,
        ...bindings,
        ...bindings,
        ...bindings,
      )
      .one();
    return {
      verifiedEmail: numberOrNull(row.verified_email),
      acknowledgment: numberOrNull(row.ack),
      heldEmail: numberOrNull(row.held_email),
      webhook: numberOrNull(row.webhook),
      earliestDeath: numberOrNull(row.death),
      earliestHeld: numberOrNull(row.held_since),
    };
  }

  /** Try number `attempt` of a send begins: it is leased until `leaseUntil`. */
  lease(ref: string, destination: Destination, attempt: number, leaseUntil: number): void {
    this.#sql.exec(
      `UPDATE sends SET attempts = ?, next_attempt_at = ? WHERE ref = ? AND destination = ? AND ${WAITING}`,
      attempt,
      leaseUntil,
      ref,
      destination,
    );
  }

  /**
   * Delivered: the send is done, and its time, lane and destination logged for a day. Once every send of the
   * message is done, the message is deleted at once. Whether it was; undefined, with nothing changed, when the send
   * no longer waits (ops discarded it, or it was settled, while its call was under way).
   */
  sent(ref: string, destination: Destination, at: number): { done: boolean } | undefined {
    if (!this.deliveries.delivered(at, ref, destination)) return undefined;
    // The message's last send: the message goes, sends and all, with no need to mark this one first.
    const done =
      this.#sql.exec(
        `DELETE FROM leads WHERE ref = ?
          AND NOT EXISTS (SELECT 1 FROM sends WHERE ref = ? AND destination != ? AND state != 'sent')`,
        ref,
        ref,
        destination,
      ).rowsWritten > 0;
    if (done) this.#sql.exec("DELETE FROM sends WHERE ref = ?", ref);
    else {
      this.#sql.exec(
        "UPDATE sends SET state = 'sent', next_attempt_at = NULL WHERE ref = ? AND destination = ?",
        ref,
        destination,
      );
    }
    return { done };
  }

  /** A failed try: the send waits until `nextAttemptAt`. */
  retryAt(ref: string, destination: Destination, status: number, error: string, nextAttemptAt: number): void {
    this.#sql.exec(
      `UPDATE sends SET state = 'retrying', last_status = ?, last_error = ?, next_attempt_at = ?
       WHERE ref = ? AND destination = ? AND ${WAITING}`,
      status,
      error.slice(0, ERROR_TEXT_LIMIT),
      nextAttemptAt,
      ref,
      destination,
    );
  }

  dead(ref: string, destination: Destination, status: number, error: string, reason: DeadReason, at: number): void {
    this.#sql.exec(
      `UPDATE sends SET state = 'dead', last_status = ?, last_error = ?, next_attempt_at = NULL, dead_at = ?,
       dead_reason = ? WHERE ref = ? AND destination = ?`,
      status,
      error.slice(0, ERROR_TEXT_LIMIT),
      at,
      reason,
      ref,
      destination,
    );
  }

  /** A waiting send given up without a try (its destination was switched off): done, nothing delivered. */
  drop(ref: string, destination: Destination): boolean {
    this.#sql.exec("DELETE FROM sends WHERE ref = ? AND destination = ?", ref, destination);
    return this.#deleteIfDone(ref);
  }

  /**
   * An acknowledgment whose window ran out: given up, not a dead letter (it would only reach a prospect late), its
   * time kept for a day for the count ops see. True when the message was then done and deleted.
   */
  droppedLate(ref: string, destination: Destination, at: number): boolean {
    this.deliveries.droppedLate(at);
    return this.drop(ref, destination);
  }

  /** Dead letters that died at or before `before` are deleted, and so are messages left with nothing to send. */
  purgeDead(before: number): number {
    const dead = this.#sql
      .exec<{ ref: string }>("SELECT DISTINCT ref FROM sends WHERE state = 'dead' AND dead_at <= ?", before)
      .toArray();
    const purged = this.#sql.exec("DELETE FROM sends WHERE state = 'dead' AND dead_at <= ?", before).rowsWritten;
    for (const { ref } of dead) this.#deleteIfDone(ref);
    return purged;
  }

  /** Held messages received at or before `before` are deleted, but for those with a call under way; how many. */
  purgeHeld(before: number, underWay: Iterable<string>): number {
    const busy = new Set([...underWay].map((key) => key.slice(0, key.indexOf(":"))));
    const refs = this.#sql
      .exec<{ ref: string }>("SELECT ref FROM leads WHERE lane = 'held' AND received_at <= ?", before)
      .toArray()
      .map((row) => row.ref)
      .filter((ref) => !busy.has(ref));
    for (const ref of refs) this.discard(ref);
    return refs.length;
  }

  /**
   * The dead sends of a message (of one destination, or all) go back to their queue, due at once, each with a fresh
   * window but the acknowledgment, which keeps its own: ended, it is dropped instead. How many went back, and that.
   */
  replay(ref: string, destination: Destination | undefined, now: number, windowEndsAt: number) {
    const dead = `ref = ? AND state = 'dead'${destination ? " AND destination = ?" : ""}`;
    const only = destination ? [destination] : [];
    const late = this.#sql.exec(`SELECT 1 FROM sends WHERE ${dead} AND ${ENDED_ACKNOWLEDGMENT}`, ref, ...only, now);
    const droppedLate = late.toArray().length > 0;
    if (droppedLate) this.droppedLate(ref, "acknowledgment", now);
    // Counted by the rows it returns: rowsWritten counts the index's writes too.
    const replayed = this.#sql
      .exec(
        `UPDATE sends SET state = 'queued', next_attempt_at = ?, dead_at = NULL, dead_reason = NULL,
         window_ends_at = IIF(destination = 'acknowledgment', window_ends_at, ?) WHERE ${dead} RETURNING 1`,
        now,
        windowEndsAt,
        ref,
        ...only,
      )
      .toArray().length;
    return { replayed, droppedLate };
  }

  /**
   * A waiting held message moves to the verified lane: its e-mail due at once, with the verified lane's window from
   * now. False if it is not a waiting held message.
   */
  release(ref: string, now: number, windowEndsAt: number): boolean {
    const moved =
      this.#sql.exec(
        `UPDATE sends SET lane = 'verified', next_attempt_at = MIN(next_attempt_at, ?), window_ends_at = ?
         WHERE ref = ? AND destination = 'email' AND lane = 'held' AND ${WAITING}`,
        now,
        windowEndsAt,
        ref,
      ).rowsWritten > 0;
    if (moved) this.#sql.exec("UPDATE leads SET lane = 'verified' WHERE ref = ?", ref);
    return moved;
  }

  /** Deletes a message and its sends, whatever their states. False if there was none. */
  discard(ref: string): boolean {
    this.#sql.exec("DELETE FROM sends WHERE ref = ?", ref);
    return this.#sql.exec("DELETE FROM leads WHERE ref = ?", ref).rowsWritten > 0;
  }

  /** How many held messages were received from `from` (inclusive) to `to` (exclusive). */
  heldBetween(from: number, to: number): number {
    return Number(
      this.#sql
        .exec("SELECT COUNT(*) AS n FROM leads WHERE lane = 'held' AND received_at >= ? AND received_at < ?", from, to)
        .one().n,
    );
  }

  /** Deletes the held messages received from `from` (inclusive) to `to` (exclusive); how many. */
  discardHeld(from: number, to: number): number {
    this.#sql.exec(
      `DELETE FROM sends WHERE ref IN
       (SELECT ref FROM leads WHERE lane = 'held' AND received_at >= ? AND received_at < ?)`,
      from,
      to,
    );
    return this.#sql.exec("DELETE FROM leads WHERE lane = 'held' AND received_at >= ? AND received_at < ?", from, to)
      .rowsWritten;
  }

  /** Time the provider held the queue does not count against the retry window of its waiting sends. */
  extendProviderWindows(byMs: number): void {
    this.#sql.exec(
      `UPDATE sends SET window_ends_at = window_ends_at + ? WHERE ${WAITING} AND destination != 'webhook'`,
      byMs,
    );
  }

  /** Whether an address (its digest) was acknowledged after `since`; if not, it is now, at `at`. */
  claimAcknowledgment(address: string, since: number, at: number): boolean {
    this.#sql.exec("DELETE FROM acknowledged WHERE at <= ?", since);
    return (
      this.#sql.exec(
        "INSERT INTO acknowledged (address, at) VALUES (?, ?) ON CONFLICT (address) DO NOTHING",
        address,
        at,
      ).rowsWritten > 0
    );
  }

  /** A message none of whose sends waits or died is done: deleted, sends and all. True when it was. */
  #deleteIfDone(ref: string): boolean {
    const done =
      this.#sql.exec(
        "DELETE FROM leads WHERE ref = ? AND NOT EXISTS (SELECT 1 FROM sends WHERE ref = ? AND state != 'sent')",
        ref,
        ref,
      ).rowsWritten > 0;
    if (done) this.#sql.exec("DELETE FROM sends WHERE ref = ?", ref);
    return done;
  }
}
