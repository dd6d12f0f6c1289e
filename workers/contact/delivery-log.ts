import type { Lane } from "./human-proof";
import type { Destination } from "./outbox-listings";
import { numberOrNull, WAITING } from "./outbox-rows";

/** How far back the delivery log reaches: the counts of the last 24 hours and the held lane's daily cap read it. */
export const DELIVERY_LOG_MS = 24 * 60 * 60 * 1000;
const DELIVERY_TRIM_SPACING_MS = 60 * 1000;

/**
 * The outbox's log of the last day's deliveries (their time, lane and destination) and of the acknowledgments
 * dropped late (their time): what the counts ops see and the held lane's daily cap read. Nothing of a message.
 */
export class DeliveryLog {
  readonly #sql: SqlStorage;
  #deliveriesTrimmedAt = 0;

  constructor(sql: SqlStorage) {
    this.#sql = sql;
  }

  /**
   * A send of a message delivered at `at`, logged with its lane as stored; false, with nothing logged, when the send
   * no longer waits (ops discarded it, or it was settled, while its call was under way). One statement reads and
   * logs it.
   */
  delivered(at: number, ref: string, destination: Destination): boolean {
    const logged =
      this.#sql.exec(
        `INSERT INTO deliveries (delivered_at, lane, destination)
         SELECT ?, lane, destination FROM sends WHERE ref = ? AND destination = ? AND ${WAITING}`,
        at,
        ref,
        destination,
      ).rowsWritten > 0;
    // Counts read only the last day, so older rows are only bulk: trimmed once a minute, not with every delivery.
    if (logged && at - this.#deliveriesTrimmedAt >= DELIVERY_TRIM_SPACING_MS) {
      this.#deliveriesTrimmedAt = at;
      this.#sql.exec("DELETE FROM deliveries WHERE delivered_at <= ?", at - DELIVERY_LOG_MS);
    }
    return logged;
  }

  droppedLate(at: number): void {
    this.#sql.exec("INSERT INTO late_drops (dropped_at) VALUES (?)", at);
    this.#sql.exec("DELETE FROM late_drops WHERE dropped_at <= ?", at - DELIVERY_LOG_MS);
  }

  /** Deliveries after `since`: of one lane and destination, or of all. */
  deliveredSince(since: number, lane?: Lane, destination?: Destination): number {
    const conditions = ["delivered_at > ?"];
    const bindings: SqlStorageValue[] = [since];
    if (lane) {
      conditions.push("lane = ?");
      bindings.push(lane);
    }
    if (destination) {
      conditions.push("destination = ?");
      bindings.push(destination);
    }
    return Number(
      this.#sql.exec(`SELECT COUNT(*) AS n FROM deliveries WHERE ${conditions.join(" AND ")}`, ...bindings).one().n,
    );
  }

  /** The earliest held e-mail delivered after `since`, or null: when the held lane's 24-hour count next goes down. */
  earliestHeldDeliverySince(since: number): number | null {
    return numberOrNull(
      this.#sql
        .exec(
          `SELECT MIN(delivered_at) AS at FROM deliveries
           WHERE delivered_at > ? AND lane = 'held' AND destination = 'email'`,
          since,
        )
        .one().at,
    );
  }

  /** How many sends were dropped late after `since`. */
  droppedLateSince(since: number): number {
    return Number(this.#sql.exec("SELECT COUNT(*) AS n FROM late_drops WHERE dropped_at > ?", since).one().n);
  }
}
