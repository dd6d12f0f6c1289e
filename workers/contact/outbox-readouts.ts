import * as v from "valibot";
import type { Lane } from "./human-proof";
import type { Destination, Listing } from "./outbox-listings";
import {
  destinationSchema,
  laneOf,
  numberOrNull,
  type SendState,
  sendStateSchema,
  type StoredLead,
  type StoredSend,
  toLead,
  toSend,
  WAITING,
} from "./outbox-rows";

/** What ops and the alerts read of the outbox's storage (outbox-views.ts shapes it): counts, ages and listings. */
export class OutboxReadouts {
  readonly #sql: SqlStorage;

  constructor(sql: SqlStorage) {
    this.#sql = sql;
  }

  sendsOf(ref: string): StoredSend[] {
    return this.#sql.exec("SELECT * FROM sends WHERE ref = ? ORDER BY rowid", ref).toArray().map(toSend);
  }

  /**
   * Sends by lane, state and destination (waiting ones, and every dead letter), each group with when its oldest
   * message came in (null for sends whose message is gone).
   */
  countsByDestination(): {
    destination: Destination;
    lane: Lane;
    state: SendState;
    count: number;
    oldestReceivedAt: number | null;
  }[] {
    return this.#sql
      .exec(
        `SELECT s.destination, s.lane, s.state, COUNT(*) AS n, MIN(l.received_at) AS oldest
         FROM sends s LEFT JOIN leads l USING (ref) WHERE s.state != 'sent' GROUP BY 1, 2, 3`,
      )
      .toArray()
      .map((row) => ({
        destination: v.parse(destinationSchema, row.destination),
        lane: laneOf(row.lane),
        state: v.parse(sendStateSchema, row.state),
        count: Number(row.n),
        oldestReceivedAt: numberOrNull(row.oldest),
      }));
  }

  /**
   * When the message behind the oldest waiting send of a lane (and destination) came in, or null. The lane's
   * messages are walked oldest first (an index), stopping at the first with a send still waiting: a page of the
   * console asks this on every view, and with a flood held, looking at every waiting send would read them all.
   */
  oldestWaitingSince(lane: Lane, destination?: Destination): number | null {
    const which = destination ? " AND s.destination = ?" : "";
    return numberOrNull(
      this.#sql
        .exec(
          `SELECT received_at AS at FROM leads l
           WHERE l.lane = ? AND EXISTS (SELECT 1 FROM sends s WHERE s.ref = l.ref AND s.lane = ? AND s.${WAITING}${which})
           ORDER BY received_at LIMIT 1`,
          lane,
          lane,
          ...(destination ? [destination] : []),
        )
        .toArray()[0]?.at,
    );
  }

  /**
   * The messages of a listing (of one destination, or any), oldest first, at most `limit`, with their sends: two
   * queries whatever the limit, the messages' and then all their sends at once.
   */
  list(listing: Listing, limit: number, destination?: Destination): { lead: StoredLead; sends: StoredSend[] }[] {
    const condition: Record<Listing, string> = {
      queued: "lane = 'verified' AND state = 'queued'",
      retrying: "lane = 'verified' AND state = 'retrying'",
      held: `lane = 'held' AND ${WAITING}`,
      dead: "state = 'dead'",
    };
    const which = destination ? " AND destination = ?" : "";
    const leads = this.#sql
      .exec(
        `SELECT * FROM leads WHERE ref IN (SELECT ref FROM sends WHERE ${condition[listing]}${which})
         ORDER BY received_at, rowid LIMIT ?`,
        ...(destination ? [destination] : []),
        limit,
      )
      .toArray()
      .map(toLead);
    if (leads.length === 0) return [];
    const sendsByRef = new Map<string, StoredSend[]>(leads.map((lead) => [lead.ref, []]));
    const sends = this.#sql.exec(
      "SELECT * FROM sends WHERE ref IN (SELECT value FROM json_each(?)) ORDER BY rowid",
      JSON.stringify(leads.map((lead) => lead.ref)),
    );
    for (const row of sends) {
      const send = toSend(row);
      sendsByRef.get(send.ref)?.push(send);
    }
    return leads.map((lead) => ({ lead, sends: sendsByRef.get(lead.ref) ?? [] }));
  }

  /** The references of the oldest waiting messages of a lane (`dead`: with a dead letter), for an alert. */
  oldestRefs(of: Lane | "dead", limit: number): string[] {
    const where = of === "dead" ? "state = 'dead'" : `lane = ? AND ${WAITING}`;
    return this.#sql
      .exec<{ ref: string }>(
        `SELECT ref FROM leads WHERE ref IN (SELECT ref FROM sends WHERE ${where}) ORDER BY received_at, rowid LIMIT ?`,
        ...(of === "dead" ? [] : [of]),
        limit,
      )
      .toArray()
      .map((row) => row.ref);
  }
}
