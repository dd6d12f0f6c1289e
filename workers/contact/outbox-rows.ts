import * as v from "valibot";
import { languageOfMessage } from "~/lib/contact/contact-schema";
import { emptyLeadContext, leadContextEntries } from "~/lib/contact/lead-context";
import type { ContactFields } from "./email-provider";
import type { Lane, Proof } from "./human-proof";
import type { Destination } from "./outbox-listings";

/**
 * The outbox's rows as the code sees them (outbox-schema.ts has the tables), read back checked, and the pieces of
 * SQL the store and its readouts share.
 */

export type SendState = "queued" | "retrying" | "sent" | "dead";
export type DeadReason = "refused" | "expired";

export interface StoredLead {
  ref: string;
  lane: Lane;
  /** What the bot check said when the message came in; release by ops changes the lane, not this. */
  proof: Proof;
  fields: ContactFields;
  receivedAt: number;
}

export interface StoredSend {
  ref: string;
  destination: Destination;
  lane: Lane;
  state: SendState;
  /** After this, a failed try makes the send a dead letter (moved on by the time the provider held the queue). */
  windowEndsAt: number;
  attempts: number;
  /** The last HTTP status; 0 for no answer; null before the first answer. */
  lastStatus: number | null;
  /** What the destination or the network said last, keys redacted, shortened. */
  lastError: string | null;
  /** When the send may be tried next; null once sent or dead. */
  nextAttemptAt: number | null;
  deadAt: number | null;
  deadReason: DeadReason | null;
}

/** A waiting send with its message. */
export interface DueSend {
  lead: StoredLead;
  send: StoredSend;
}

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

export type Row = Record<string, SqlStorageValue>;

export const numberOrNull = (value: SqlStorageValue | undefined) => (typeof value === "number" ? value : null);
const textOrNull = (value: SqlStorageValue | undefined) => (typeof value === "string" ? value : null);
const proofs: readonly Proof[] = ["passed", "missing", "refused", "unchecked"];
const sendStates: readonly SendState[] = ["queued", "retrying", "sent", "dead"];
const destinationNames: readonly Destination[] = ["email", "webhook", "acknowledgment"];
// Built once: a schema made for each row read cost more than reading the row (a listing reads hundreds).
export const destinationSchema = v.picklist(destinationNames);
export const sendStateSchema = v.picklist(sendStates);
const textSchema = v.string();
export const proofOf = (value: SqlStorageValue | undefined): Proof =>
  proofs.find((known) => known === value) ?? "unchecked";
export const laneOf = (value: SqlStorageValue | undefined): Lane => (value === "held" ? "held" : "verified");

export function toLead(row: Row): StoredLead {
  return {
    ref: v.parse(textSchema, row.ref),
    lane: laneOf(row.lane),
    proof: proofOf(row.proof),
    fields: v.parse(storedFieldsSchema, JSON.parse(v.parse(textSchema, row.fields))),
    receivedAt: Number(row.received_at),
  };
}

export function toSend(row: Row): StoredSend {
  const deadReason = textOrNull(row.dead_reason);
  return {
    ref: v.parse(textSchema, row.ref),
    destination: v.parse(destinationSchema, row.destination),
    lane: laneOf(row.lane),
    state: v.parse(sendStateSchema, row.state),
    windowEndsAt: Number(row.window_ends_at),
    attempts: Number(row.attempts),
    lastStatus: numberOrNull(row.last_status),
    lastError: textOrNull(row.last_error),
    nextAttemptAt: numberOrNull(row.next_attempt_at),
    deadAt: numberOrNull(row.dead_at),
    deadReason: deadReason === "refused" || deadReason === "expired" ? deadReason : null,
  };
}

/** The key a send is known by among the calls under way: `<ref>:<destination>`. */
export const sendKey = (ref: string, destination: Destination) => `${ref}:${destination}`;

/**
 * `AND <key> NOT IN (...)` for sends to leave out (calls under way), with its bindings; nothing when there are none.
 * The keys go in as one JSON array, one binding however many there are: a Durable Object's SQL takes at most 100
 * bindings a statement, and a busy outbox has more calls under way than that in some of its reads.
 */
export function excluding(keys: Iterable<string>): { clause: string; bindings: string[] } {
  const list = [...keys];
  if (list.length === 0) return { clause: "", bindings: [] };
  return {
    clause: " AND (ref || ':' || destination) NOT IN (SELECT value FROM json_each(?))",
    bindings: [JSON.stringify(list)],
  };
}

export const NONE: ReadonlySet<string> = new Set();
export const WAITING = "state IN ('queued', 'retrying')";
