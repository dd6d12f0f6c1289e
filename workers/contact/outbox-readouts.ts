import * as v from "valibot";
import type { Lane } from "./human-proof";
import type { Destination, Listing } from "./outbox-listings";
import {
  destinationSchema,
  laneOf,
  numberOrNull,
  proofOf,
  type Row,
  type SendState,
  sendStateSchema,
  type StoredLead,
  type StoredSend,
  toSend,
  WAITING,
} from "./outbox-rows";

/** A send's columns as `json_object` names them: a row of `sends` as JSON, read back as the row itself. */
const SEND_COLUMNS = [
  "ref",
  "destination",
  "lane",
  "state",
  "window_ends_at",
  "attempts",
  "last_status",
  "last_error",
  "next_attempt_at",
  "dead_at",
  "dead_reason",
]
  .map((column) => `'${column}', ${column}`)
  .join(", ");

/** The fields of a message a listing shows, as a JSON array in this order (one reading of the stored JSON). */
const listedFields = ["name", "email", "company", "message"] as const;
const LISTED_FIELDS = `json_extract(fields, ${listedFields.map((field) => `'$.${field}'`).join(", ")}) AS listed`;
const listedSchema = v.tuple([v.string(), v.string(), v.string(), v.string()]);

/** A listed message: its fields but those a listing shows left out. */
export interface ListedLead extends Omit<StoredLead, "fields"> {
  fields: Pick<StoredLead["fields"], (typeof listedFields)[number]>;
}

const textSchema = v.string();

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
   * The messages of a listing (of one destination, or any), oldest first, at most `limit` after the first `offset`,
   * with their sends: one
   * query whatever the limit, each message's sends gathered into a JSON array of rows beside it. Of a message's
   * fields, only what a listing shows, taken out of the stored JSON by the query (reading and checking the whole
   * was most of a listing's time).
   */
  list(
    listing: Listing,
    limit: number,
    destination?: Destination,
    offset = 0,
  ): { lead: ListedLead; sends: StoredSend[] }[] {
    // Each listing's messages are of one lane, but dead letters: the lane's messages are walked oldest first by
    // their index, each kept when a send of it is in the listing's state, until the limit.
    const lane: Record<Listing, string> = {
      queued: "l.lane = 'verified' AND",
      retrying: "l.lane = 'verified' AND",
      held: "l.lane = 'held' AND",
      dead: "",
    };
    const condition: Record<Listing, string> = {
      queued: "w.lane = 'verified' AND w.state = 'queued'",
      retrying: "w.lane = 'verified' AND w.state = 'retrying'",
      held: `w.lane = 'held' AND w.${WAITING}`,
      dead: "w.state = 'dead'",
    };
    const which = destination ? " AND w.destination = ?" : "";
    return this.#sql
      .exec(
        `SELECT ref, lane, proof, received_at, ${LISTED_FIELDS},
           (SELECT json_group_array(json_object(${SEND_COLUMNS})) FROM
             (SELECT * FROM sends s WHERE s.ref = l.ref ORDER BY rowid)) AS sends
         FROM leads l WHERE ${lane[listing]} EXISTS (SELECT 1 FROM sends w WHERE w.ref = l.ref AND ${condition[listing]}${which})
         ORDER BY received_at, rowid LIMIT ? OFFSET ?`,
        ...(destination ? [destination] : []),
        limit,
        offset,
      )
      .toArray()
      .map((row) => {
        const [name, email, company, message] = v.parse(listedSchema, JSON.parse(v.parse(textSchema, row.listed)));
        return {
          lead: {
            ref: v.parse(textSchema, row.ref),
            lane: laneOf(row.lane),
            proof: proofOf(row.proof),
            receivedAt: Number(row.received_at),
            fields: { name, email, company, message },
          },
          sends: (JSON.parse(v.parse(textSchema, row.sends)) as Row[]).map(toSend),
        };
      });
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
