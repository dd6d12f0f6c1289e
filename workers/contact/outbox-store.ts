import * as v from "valibot";
import type { ContactFields } from "./email-provider";

/**
 * The outbox's storage: one SQLite table of messages in the Durable Object, written synchronously (an answer
 * leaves the object only once its writes are durable). A message is a row from the moment it is accepted until it
 * is delivered (deleted at once) or, as a dead letter, purged after the retention period. The `deliveries` table
 * holds only the time of each delivery, for the 24-hour count ops see: nothing of the message.
 *
 * States: `queued` (not tried yet, or replayed by ops), `retrying` (tried, waiting for its next try), `dead`
 * (refused for good, or not delivered within the retry window). A waiting message's `next_attempt_at` is when it
 * may be tried next; while a call is under way it is the end of the call's lease, so a message whose call was
 * lost with the object (a restart, a crash) is tried again then.
 */

export const messageStates = ["queued", "retrying", "dead"] as const;
export type MessageState = (typeof messageStates)[number];
export type DeadReason = "refused" | "expired";

export interface StoredMessage {
  ref: string;
  state: MessageState;
  fields: ContactFields;
  receivedAt: number;
  /** After this, a failed try makes the message a dead letter (moved on by the time the outbox was held). */
  windowEndsAt: number;
  attempts: number;
  /** The provider's last HTTP status; 0 for no answer; null before the first answer. */
  lastStatus: number | null;
  /** What the provider or the network said last, keys redacted, shortened. */
  lastError: string | null;
  /** When the message may be tried next; null for a dead letter. */
  nextAttemptAt: number | null;
  deadAt: number | null;
  deadReason: DeadReason | null;
}

const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS messages (
    ref TEXT PRIMARY KEY,
    state TEXT NOT NULL CHECK (state IN ('queued', 'retrying', 'dead')),
    fields TEXT NOT NULL,
    received_at INTEGER NOT NULL,
    window_ends_at INTEGER NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    last_status INTEGER,
    last_error TEXT,
    next_attempt_at INTEGER,
    dead_at INTEGER,
    dead_reason TEXT
  )`,
  "CREATE INDEX IF NOT EXISTS messages_by_next_attempt ON messages (next_attempt_at) WHERE state != 'dead'",
  "CREATE INDEX IF NOT EXISTS messages_by_dead_at ON messages (dead_at) WHERE state = 'dead'",
  "CREATE TABLE IF NOT EXISTS deliveries (delivered_at INTEGER NOT NULL)",
  "CREATE INDEX IF NOT EXISTS deliveries_by_time ON deliveries (delivered_at)",
];

/** How much of the provider's text a row keeps. */
const ERROR_TEXT_LIMIT = 500;
const DAY_MS = 24 * 60 * 60 * 1000;

const storedFieldsSchema = v.object({
  name: v.string(),
  email: v.string(),
  company: v.string(),
  message: v.string(),
});

type Row = Record<string, SqlStorageValue>;

const numberOrNull = (value: SqlStorageValue | undefined) => (typeof value === "number" ? value : null);
const textOrNull = (value: SqlStorageValue | undefined) => (typeof value === "string" ? value : null);

function toMessage(row: Row): StoredMessage {
  const state = v.parse(v.picklist(messageStates), row.state);
  const deadReason = textOrNull(row.dead_reason);
  return {
    ref: v.parse(v.string(), row.ref),
    state,
    fields: v.parse(storedFieldsSchema, JSON.parse(v.parse(v.string(), row.fields))),
    receivedAt: Number(row.received_at),
    windowEndsAt: Number(row.window_ends_at),
    attempts: Number(row.attempts),
    lastStatus: numberOrNull(row.last_status),
    lastError: textOrNull(row.last_error),
    nextAttemptAt: numberOrNull(row.next_attempt_at),
    deadAt: numberOrNull(row.dead_at),
    deadReason: deadReason === "refused" || deadReason === "expired" ? deadReason : null,
  };
}

/** `ref NOT IN (...)` for refs to leave out (calls under way), with its bindings; nothing when there are none. */
function excluding(refs: ReadonlySet<string>): { clause: string; bindings: string[] } {
  if (refs.size === 0) return { clause: "", bindings: [] };
  return { clause: ` AND ref NOT IN (${[...refs].map(() => "?").join(", ")})`, bindings: [...refs] };
}

export class OutboxStore {
  readonly #sql: SqlStorage;

  constructor(sql: SqlStorage) {
    this.#sql = sql;
    for (const statement of SCHEMA) sql.exec(statement);
  }

  /** Stores a new message, due at once. False if the reference is taken (the caller draws another). */
  insert(ref: string, fields: ContactFields, receivedAt: number, windowEndsAt: number): boolean {
    const stored: ContactFields = {
      name: fields.name,
      email: fields.email,
      company: fields.company,
      message: fields.message,
    };
    const cursor = this.#sql.exec(
      `INSERT INTO messages (ref, state, fields, received_at, window_ends_at, next_attempt_at)
       VALUES (?, 'queued', ?, ?, ?, ?) ON CONFLICT (ref) DO NOTHING`,
      ref,
      JSON.stringify(stored),
      receivedAt,
      windowEndsAt,
      receivedAt,
    );
    return cursor.rowsWritten > 0;
  }

  get(ref: string): StoredMessage | undefined {
    const row = this.#sql.exec("SELECT * FROM messages WHERE ref = ?", ref).toArray()[0];
    return row ? toMessage(row) : undefined;
  }

  /** Messages waiting for delivery (not dead), but for `exclude`. */
  waitingCount(exclude: ReadonlySet<string> = new Set()): number {
    const { clause, bindings } = excluding(exclude);
    return Number(
      this.#sql.exec(`SELECT COUNT(*) AS n FROM messages WHERE state != 'dead'${clause}`, ...bindings).one().n,
    );
  }

  /** The waiting message to try next at `now`, oldest due first, but for `exclude`. */
  nextDue(now: number, exclude: ReadonlySet<string>): StoredMessage | undefined {
    const { clause, bindings } = excluding(exclude);
    const row = this.#sql
      .exec(
        `SELECT * FROM messages WHERE state != 'dead' AND next_attempt_at <= ?${clause}
         ORDER BY next_attempt_at, received_at, rowid LIMIT 1`,
        now,
        ...bindings,
      )
      .toArray()[0];
    return row ? toMessage(row) : undefined;
  }

  /** When the earliest waiting message may be tried, but for `exclude`, or null. */
  earliestNextAttempt(exclude: ReadonlySet<string>): number | null {
    const { clause, bindings } = excluding(exclude);
    return numberOrNull(
      this.#sql
        .exec(`SELECT MIN(next_attempt_at) AS at FROM messages WHERE state != 'dead'${clause}`, ...bindings)
        .one().at,
    );
  }

  /** When the oldest dead letter died, or null. */
  earliestDeath(): number | null {
    return numberOrNull(this.#sql.exec("SELECT MIN(dead_at) AS at FROM messages WHERE state = 'dead'").one().at);
  }

  /** Try number `attempt` begins: the message is leased until `leaseUntil`. */
  lease(ref: string, attempt: number, leaseUntil: number): void {
    this.#sql.exec(
      "UPDATE messages SET attempts = ?, next_attempt_at = ? WHERE ref = ? AND state != 'dead'",
      attempt,
      leaseUntil,
      ref,
    );
  }

  /** Delivered: the message is deleted at once; only the time of delivery is kept, for a day. */
  delivered(ref: string, at: number): void {
    this.#sql.exec("DELETE FROM messages WHERE ref = ?", ref);
    this.#sql.exec("INSERT INTO deliveries (delivered_at) VALUES (?)", at);
    this.#sql.exec("DELETE FROM deliveries WHERE delivered_at <= ?", at - DAY_MS);
  }

  /** A failed try: the message waits until `nextAttemptAt`. */
  retryAt(ref: string, status: number, error: string, nextAttemptAt: number): void {
    this.#sql.exec(
      `UPDATE messages SET state = 'retrying', last_status = ?, last_error = ?, next_attempt_at = ?
       WHERE ref = ? AND state != 'dead'`,
      status,
      error.slice(0, ERROR_TEXT_LIMIT),
      nextAttemptAt,
      ref,
    );
  }

  dead(ref: string, status: number, error: string, reason: DeadReason, at: number): void {
    this.#sql.exec(
      `UPDATE messages SET state = 'dead', last_status = ?, last_error = ?, next_attempt_at = NULL, dead_at = ?,
       dead_reason = ? WHERE ref = ?`,
      status,
      error.slice(0, ERROR_TEXT_LIMIT),
      at,
      reason,
      ref,
    );
  }

  /** Dead letters that died at or before `before` are deleted; how many. */
  purgeDead(before: number): number {
    return this.#sql.exec("DELETE FROM messages WHERE state = 'dead' AND dead_at <= ?", before).rowsWritten;
  }

  /** A dead letter goes back to the queue, due at once, with a fresh retry window. False if it is not dead. */
  replay(ref: string, now: number, windowEndsAt: number): boolean {
    return (
      this.#sql.exec(
        `UPDATE messages SET state = 'queued', next_attempt_at = ?, window_ends_at = ?, dead_at = NULL,
         dead_reason = NULL WHERE ref = ? AND state = 'dead'`,
        now,
        windowEndsAt,
        ref,
      ).rowsWritten > 0
    );
  }

  /** Deletes a message, whatever its state. False if there was none. */
  discard(ref: string): boolean {
    return this.#sql.exec("DELETE FROM messages WHERE ref = ?", ref).rowsWritten > 0;
  }

  /** Time the outbox spent held does not count against any waiting message's retry window. */
  extendWindows(byMs: number): void {
    this.#sql.exec("UPDATE messages SET window_ends_at = window_ends_at + ? WHERE state != 'dead'", byMs);
  }

  countsByState(): Record<MessageState, number> {
    const counts: Record<MessageState, number> = { queued: 0, retrying: 0, dead: 0 };
    for (const row of this.#sql.exec("SELECT state, COUNT(*) AS n FROM messages GROUP BY state")) {
      const state = v.parse(v.picklist(messageStates), row.state);
      counts[state] = Number(row.n);
    }
    return counts;
  }

  oldestWaitingSince(): number | null {
    return numberOrNull(this.#sql.exec("SELECT MIN(received_at) AS at FROM messages WHERE state != 'dead'").one().at);
  }

  deliveredSince(since: number): number {
    return Number(this.#sql.exec("SELECT COUNT(*) AS n FROM deliveries WHERE delivered_at > ?", since).one().n);
  }

  /** Messages in `state`, oldest first, at most `limit`. */
  list(state: MessageState, limit: number): StoredMessage[] {
    return this.#sql
      .exec("SELECT * FROM messages WHERE state = ? ORDER BY received_at, rowid LIMIT ?", state, limit)
      .toArray()
      .map(toMessage);
  }
}
