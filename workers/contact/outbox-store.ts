import * as v from "valibot";
import { languageOfMessage } from "~/lib/contact/contact-schema";
import { emptyLeadContext, leadContextEntries } from "~/lib/contact/lead-context";
import type { ContactFields } from "./email-provider";
import type { Lane, Proof } from "./human-proof";
import type { Listing } from "./outbox-listings";

/**
 * The outbox's storage: one SQLite table of messages in the Durable Object, written synchronously (an answer
 * leaves the object only once its writes are durable). A message is a row from the moment it is accepted until it
 * is delivered (deleted at once) or purged after the retention period. The `deliveries` table holds only the time
 * and lane of each delivery, for the 24-hour counts ops see and the held lane's daily cap: nothing of the message.
 *
 * Lanes: `verified` (the bot check passed, or ops released the message) and `held` (no proof). States: `queued`
 * (not tried yet, or replayed by ops), `retrying` (tried, waiting for its next try), `dead` (refused for good, or
 * not delivered within its window). A waiting message's `next_attempt_at` is when it may be tried next; while a
 * call is under way it is the end of the call's lease, so a message whose call was lost with the object (a
 * restart, a crash) is tried again then.
 */

const messageStates = ["queued", "retrying", "dead"] as const;
export type MessageState = (typeof messageStates)[number];
export type DeadReason = "refused" | "expired";

export interface StoredMessage {
  ref: string;
  state: MessageState;
  lane: Lane;
  /** What the bot check said when the message came in; release by ops changes the lane, not this. */
  proof: Proof;
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
  "CREATE TABLE IF NOT EXISTS deliveries (delivered_at INTEGER NOT NULL)",
];

/**
 * Columns added after the tables first shipped, for objects whose storage predates them. A message stored before
 * there were lanes was taken without a bot check and delivered in turn: it keeps its place in the verified lane.
 */
const ADDED_COLUMNS: readonly { table: string; column: string; definition: string }[] = [
  {
    table: "messages",
    column: "lane",
    definition: "lane TEXT NOT NULL DEFAULT 'verified' CHECK (lane IN ('verified', 'held'))",
  },
  { table: "messages", column: "proof", definition: "proof TEXT NOT NULL DEFAULT 'unchecked'" },
  { table: "deliveries", column: "lane", definition: "lane TEXT NOT NULL DEFAULT 'verified'" },
];

const INDEXES = [
  "DROP INDEX IF EXISTS messages_by_next_attempt",
  "CREATE INDEX IF NOT EXISTS messages_by_lane_next_attempt ON messages (lane, next_attempt_at) WHERE state != 'dead'",
  "CREATE INDEX IF NOT EXISTS messages_by_lane_received ON messages (lane, received_at)",
  "CREATE INDEX IF NOT EXISTS messages_by_dead_at ON messages (dead_at) WHERE state = 'dead'",
  "CREATE INDEX IF NOT EXISTS deliveries_by_time ON deliveries (delivered_at)",
];

/** How much of the provider's text a row keeps. */
const ERROR_TEXT_LIMIT = 500;
/** How far back the delivery log reaches: the counts of the last 24 hours and the held lane's daily cap read it. */
export const DELIVERY_LOG_MS = 24 * 60 * 60 * 1000;

const storedFieldsSchema = v.object({
  name: v.string(),
  email: v.string(),
  company: v.string(),
  message: v.string(),
  // Messages stored before languages came were written from the default language's pages.
  locale: languageOfMessage,
  // Messages stored before leads carried their story have none.
  context: v.optional(v.object(leadContextEntries), emptyLeadContext),
});

type Row = Record<string, SqlStorageValue>;

const numberOrNull = (value: SqlStorageValue | undefined) => (typeof value === "number" ? value : null);
const textOrNull = (value: SqlStorageValue | undefined) => (typeof value === "string" ? value : null);
const proofs: readonly Proof[] = ["passed", "missing", "refused", "unchecked"];

function toMessage(row: Row): StoredMessage {
  const deadReason = textOrNull(row.dead_reason);
  const proof = proofs.find((known) => known === row.proof) ?? "unchecked";
  return {
    ref: v.parse(v.string(), row.ref),
    state: v.parse(v.picklist(messageStates), row.state),
    lane: row.lane === "held" ? "held" : "verified",
    proof,
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
function excluding(refs: Iterable<string>): { clause: string; bindings: string[] } {
  const list = [...refs];
  if (list.length === 0) return { clause: "", bindings: [] };
  return { clause: ` AND ref NOT IN (${list.map(() => "?").join(", ")})`, bindings: list };
}

const NONE: ReadonlySet<string> = new Set();

export class OutboxStore {
  readonly #sql: SqlStorage;

  constructor(sql: SqlStorage) {
    this.#sql = sql;
    for (const statement of SCHEMA) sql.exec(statement);
    for (const { table, column, definition } of ADDED_COLUMNS) {
      const known = sql.exec(`PRAGMA table_info(${table})`).toArray();
      if (!known.some((row) => row.name === column)) sql.exec(`ALTER TABLE ${table} ADD COLUMN ${definition}`);
    }
    for (const statement of INDEXES) sql.exec(statement);
  }

  /** Stores a new message, due at once. False if the reference is taken (the caller draws another). */
  insert(
    ref: string,
    fields: ContactFields,
    lane: Lane,
    proof: Proof,
    receivedAt: number,
    windowEndsAt: number,
  ): boolean {
    // Exactly the stored fields, whatever else the caller's object carries.
    const stored: ContactFields = v.parse(storedFieldsSchema, fields);
    const cursor = this.#sql.exec(
      `INSERT INTO messages (ref, state, lane, proof, fields, received_at, window_ends_at, next_attempt_at)
       VALUES (?, 'queued', ?, ?, ?, ?, ?, ?) ON CONFLICT (ref) DO NOTHING`,
      ref,
      lane,
      proof,
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

  /** Messages of a lane waiting for delivery (not dead), but for `exclude`. */
  waitingCount(lane: Lane, exclude: Iterable<string> = NONE): number {
    const { clause, bindings } = excluding(exclude);
    return Number(
      this.#sql
        .exec(`SELECT COUNT(*) AS n FROM messages WHERE lane = ? AND state != 'dead'${clause}`, lane, ...bindings)
        .one().n,
    );
  }

  /** Every message of the held lane, dead ones included: what the lane's ceiling counts. */
  heldCount(): number {
    return Number(this.#sql.exec("SELECT COUNT(*) AS n FROM messages WHERE lane = 'held'").one().n);
  }

  /** The waiting message of a lane to try next at `now`, oldest due first, but for `exclude`. */
  nextDue(now: number, lane: Lane, exclude: Iterable<string>): StoredMessage | undefined {
    const { clause, bindings } = excluding(exclude);
    const row = this.#sql
      .exec(
        `SELECT * FROM messages WHERE lane = ? AND state != 'dead' AND next_attempt_at <= ?${clause}
         ORDER BY next_attempt_at, received_at, rowid LIMIT 1`,
        lane,
        now,
        ...bindings,
      )
      .toArray()[0];
    return row ? toMessage(row) : undefined;
  }

  /** When the earliest waiting message of a lane may be tried, but for `exclude`, or null. */
  earliestNextAttempt(lane: Lane, exclude: Iterable<string>): number | null {
    const { clause, bindings } = excluding(exclude);
    return numberOrNull(
      this.#sql
        .exec(
          `SELECT MIN(next_attempt_at) AS at FROM messages WHERE lane = ? AND state != 'dead'${clause}`,
          lane,
          ...bindings,
        )
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

  /** Delivered: the message is deleted at once; only the time and lane of delivery are kept, for a day. */
  delivered(ref: string, lane: Lane, at: number): void {
    this.#sql.exec("DELETE FROM messages WHERE ref = ?", ref);
    this.#sql.exec("INSERT INTO deliveries (delivered_at, lane) VALUES (?, ?)", at, lane);
    this.#sql.exec("DELETE FROM deliveries WHERE delivered_at <= ?", at - DELIVERY_LOG_MS);
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

  /** Held messages received at or before `before` are deleted, but for `exclude` (calls under way); how many. */
  purgeHeld(before: number, exclude: Iterable<string>): number {
    const { clause, bindings } = excluding(exclude);
    return this.#sql.exec(`DELETE FROM messages WHERE lane = 'held' AND received_at <= ?${clause}`, before, ...bindings)
      .rowsWritten;
  }

  /** When the oldest held message came in, or null. */
  earliestHeld(): number | null {
    return numberOrNull(this.#sql.exec("SELECT MIN(received_at) AS at FROM messages WHERE lane = 'held'").one().at);
  }

  /** A dead letter goes back to the queue of its lane, due at once, with a fresh window. False if it is not dead. */
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

  /**
   * A waiting held message moves to the verified lane, due at once, with the verified lane's window from now.
   * False if it is not a waiting held message.
   */
  release(ref: string, now: number, windowEndsAt: number): boolean {
    return (
      this.#sql.exec(
        `UPDATE messages SET lane = 'verified', next_attempt_at = MIN(next_attempt_at, ?), window_ends_at = ?
         WHERE ref = ? AND lane = 'held' AND state != 'dead'`,
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

  /** Deletes the held messages received from `from` (inclusive) to `to` (exclusive); how many. */
  discardHeld(from: number, to: number): number {
    return this.#sql.exec("DELETE FROM messages WHERE lane = 'held' AND received_at >= ? AND received_at < ?", from, to)
      .rowsWritten;
  }

  /** Time the outbox spent held does not count against any waiting message's retry window. */
  extendWindows(byMs: number): void {
    this.#sql.exec("UPDATE messages SET window_ends_at = window_ends_at + ? WHERE state != 'dead'", byMs);
  }

  /** Waiting messages by lane and state, and every dead letter. */
  counts(): { queued: number; retrying: number; held: number; dead: number } {
    const counts = { queued: 0, retrying: 0, held: 0, dead: 0 };
    for (const row of this.#sql.exec("SELECT lane, state, COUNT(*) AS n FROM messages GROUP BY lane, state")) {
      const n = Number(row.n);
      if (row.state === "dead") counts.dead += n;
      else if (row.lane === "held") counts.held += n;
      else if (row.state === "retrying") counts.retrying += n;
      else counts.queued += n;
    }
    return counts;
  }

  /** When the oldest waiting message of a lane came in, or null. */
  oldestWaitingSince(lane: Lane): number | null {
    return numberOrNull(
      this.#sql.exec("SELECT MIN(received_at) AS at FROM messages WHERE lane = ? AND state != 'dead'", lane).one().at,
    );
  }

  /** Deliveries after `since`, of one lane or of both. */
  deliveredSince(since: number, lane?: Lane): number {
    const query = lane
      ? this.#sql.exec("SELECT COUNT(*) AS n FROM deliveries WHERE delivered_at > ? AND lane = ?", since, lane)
      : this.#sql.exec("SELECT COUNT(*) AS n FROM deliveries WHERE delivered_at > ?", since);
    return Number(query.one().n);
  }

  /** The earliest delivery of a lane after `since`, or null: when the lane's 24-hour count next goes down. */
  earliestDeliverySince(since: number, lane: Lane): number | null {
    return numberOrNull(
      this.#sql
        .exec("SELECT MIN(delivered_at) AS at FROM deliveries WHERE delivered_at > ? AND lane = ?", since, lane)
        .one().at,
    );
  }

  /** A listing, oldest first, at most `limit`. */
  list(listing: Listing, limit: number): StoredMessage[] {
    const where: Record<Listing, string> = {
      queued: "lane = 'verified' AND state = 'queued'",
      retrying: "lane = 'verified' AND state = 'retrying'",
      held: "lane = 'held' AND state != 'dead'",
      dead: "state = 'dead'",
    };
    return this.#sql
      .exec(`SELECT * FROM messages WHERE ${where[listing]} ORDER BY received_at, rowid LIMIT ?`, limit)
      .toArray()
      .map(toMessage);
  }

  /** The references of the oldest waiting messages of a lane (`dead`: the oldest dead letters), for an alert. */
  oldestRefs(of: Lane | "dead", limit: number): string[] {
    const where = of === "dead" ? "state = 'dead'" : "lane = ? AND state != 'dead'";
    const bindings = of === "dead" ? [] : [of];
    return this.#sql
      .exec<{ ref: string }>(
        `SELECT ref FROM messages WHERE ${where} ORDER BY received_at, rowid LIMIT ?`,
        ...bindings,
        limit,
      )
      .toArray()
      .map((row) => row.ref);
  }
}
