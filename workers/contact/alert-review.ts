import { type Destination, destinations } from "./outbox-listings";

/**
 * When the contact outbox tells ops something needs them, and what it says. Pure: the outbox (outbox-alerts.ts)
 * gathers the facts, keeps the ledger and posts what this returns.
 *
 * Four kinds, each raised while its condition holds and cleared by a single "back to normal" once it is over:
 *
 * - `dead_letter`: deliveries became dead letters (a destination refused them for good, or their window ran out).
 *   Raised by each new one; over once no dead letter is left (replayed, discarded or purged).
 * - `verified_waiting`: a delivery of a verified message (to any destination) has waited longer than the alert
 *   threshold since the message came in.
 * - `quota_hold`: the provider's monthly quota is used up, and the whole queue is held.
 * - `held_flood`: more held messages (no proof of a person) wait than the flood threshold.
 *
 * At most one alert of a kind per interval: what happens in between is counted and said by the next one, so a
 * wrong key or a flood makes one message, not thousands. An alert names messages by count and reference, never
 * by their fields, and says which command shows them.
 */

const alertKinds = ["dead_letter", "verified_waiting", "quota_hold", "held_flood"] as const;
export type AlertKind = (typeof alertKinds)[number];

/** Counts of deliveries by destination. */
type ByDestination = Partial<Record<Destination, number>>;

export interface AlertFacts {
  dead: { count: number; byDestination: ByDestination; oldestRefs: readonly string[] };
  /** The verified messages' deliveries that wait, of every destination. */
  verified: { count: number; byDestination: ByDestination; oldestSince: number | null; oldestRefs: readonly string[] };
  quotaHoldUntil: number | null;
  held: { count: number; oldestRefs: readonly string[] };
}

interface LedgerEntry {
  /** The last alert of this kind said the condition holds. */
  raised: boolean;
  lastSentAt: number | null;
  /** Occurrences since the last alert of this kind (new dead letters, quota holds begun). */
  events: number;
  firstEventAt: number | null;
}
export type AlertLedger = Record<AlertKind, LedgerEntry>;

export const emptyLedger = (): AlertLedger => ({
  dead_letter: { raised: false, lastSentAt: null, events: 0, firstEventAt: null },
  verified_waiting: { raised: false, lastSentAt: null, events: 0, firstEventAt: null },
  quota_hold: { raised: false, lastSentAt: null, events: 0, firstEventAt: null },
  held_flood: { raised: false, lastSentAt: null, events: 0, firstEventAt: null },
});

interface AlertSettings {
  alertAfterMs: number;
  alertIntervalMs: number;
  heldAlert: number;
  heldPerDay: number;
}

export interface AlertContext {
  /** The deployment's public origin, for the commands an alert gives. */
  origin: string;
  environment: string;
  settings: AlertSettings;
}

interface Alert {
  kind: AlertKind;
  raised: boolean;
  text: string;
}

export interface Review {
  alerts: Alert[];
  ledger: AlertLedger;
  /** When to look again, for an alert held back by its interval or a wait about to pass the threshold. */
  nextReviewAt: number | null;
}

const iso = (time: number) => new Date(time).toISOString().replace(/\.\d{3}Z$/, "Z");
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
const refList = (refs: readonly string[]) => (refs.length > 0 ? ` (oldest: ${refs.join(", ")})` : "");
const destinationNames: Record<Destination, string> = {
  email: "e-mail",
  webhook: "lead webhook",
  acknowledgment: "acknowledgment",
};
/** "e-mail 1, lead webhook 2": how many of each destination, in the order destinations are listed. */
const perDestination = (counts: ByDestination) =>
  destinations
    .filter((destination) => (counts[destination] ?? 0) > 0)
    .map((destination) => `${destinationNames[destination]} ${counts[destination] ?? 0}`)
    .join(", ");

function isActive(kind: AlertKind, facts: AlertFacts, now: number, settings: AlertSettings): boolean {
  switch (kind) {
    case "dead_letter":
      return facts.dead.count > 0;
    case "verified_waiting":
      return facts.verified.oldestSince !== null && now - facts.verified.oldestSince >= settings.alertAfterMs;
    case "quota_hold":
      return facts.quotaHoldUntil !== null;
    case "held_flood":
      return facts.held.count > settings.heldAlert;
  }
}

function wanted(kind: AlertKind, active: boolean, entry: LedgerEntry): boolean {
  if (!active) return entry.raised;
  // A dead letter is news each time; the other kinds are news when they begin.
  return kind === "dead_letter" ? entry.events > 0 : !entry.raised;
}

export function reviewAlerts(facts: AlertFacts, ledger: AlertLedger, context: AlertContext, now: number): Review {
  const { settings } = context;
  const next: AlertLedger = { ...ledger };
  const alerts: Alert[] = [];
  const wakeTimes: number[] = [];
  for (const kind of alertKinds) {
    const entry = ledger[kind];
    const active = isActive(kind, facts, now, settings);
    if (kind === "verified_waiting" && !active && facts.verified.oldestSince !== null) {
      wakeTimes.push(facts.verified.oldestSince + settings.alertAfterMs);
    }
    if (!wanted(kind, active, entry)) continue;
    const openAt = entry.lastSentAt === null ? now : entry.lastSentAt + settings.alertIntervalMs;
    if (openAt > now) {
      wakeTimes.push(openAt);
      continue;
    }
    alerts.push({ kind, raised: active, text: alertText(kind, active, facts, entry, context, now) });
    next[kind] = { raised: active, lastSentAt: now, events: 0, firstEventAt: null };
  }
  return { alerts, ledger: next, nextReviewAt: wakeTimes.length > 0 ? Math.min(...wakeTimes) : null };
}

/** One occurrence of a kind, counted for its next alert. */
export function countEvent(ledger: AlertLedger, kind: AlertKind, now: number): AlertLedger {
  const entry = ledger[kind];
  return { ...ledger, [kind]: { ...entry, events: entry.events + 1, firstEventAt: entry.firstEventAt ?? now } };
}

function alertText(
  kind: AlertKind,
  raised: boolean,
  facts: AlertFacts,
  entry: LedgerEntry,
  { origin, environment, settings }: AlertContext,
  now: number,
): string {
  const head = `[${environment}] Contact outbox`;
  const command = (args: string) => `npm run outbox -- ${args} --url ${origin}`;
  switch (kind) {
    case "dead_letter": {
      if (!raised) return `${head}, back to normal: no dead letter is left (each was replayed, discarded or purged).`;
      const since = entry.firstEventAt ?? now;
      return [
        `${head}: ${plural(entry.events, "delivery", "deliveries")} became ${entry.events === 1 ? "a dead letter" : "dead letters"} since ${iso(since)}: the destination refused ${entry.events === 1 ? "it" : "them"} for good, or the retry window ran out.`,
        `${plural(facts.dead.count, "dead letter waits", "dead letters wait")} for ops (${perDestination(facts.dead.byDestination)})${refList(facts.dead.oldestRefs)}; none will be delivered until replayed.`,
        `See them: ${command("list --state dead")}. Once the cause is fixed (often a provider key or template, or the webhook's URL), replay each: ${command("replay <ref>")}, or one destination of it: ${command("replay <ref> --destination webhook")}.`,
      ].join(" ");
    }
    case "verified_waiting": {
      if (!raised) {
        return `${head}, back to normal: no delivery of a verified message has waited longer than ${minutes(settings.alertAfterMs)}.`;
      }
      const waited = facts.verified.oldestSince === null ? 0 : now - facts.verified.oldestSince;
      return [
        `${head}: ${plural(facts.verified.count, "delivery of a verified message waits", "deliveries of verified messages wait")} (${perDestination(facts.verified.byDestination)}); the oldest message came in ${minutes(waited)} ago${refList(facts.verified.oldestRefs)}.`,
        `The email provider or the webhook's receiver may be down, slow or refusing calls, or the quota may be held.`,
        `See: ${command("status")} and ${command("list --state retrying")}.`,
      ].join(" ");
    }
    case "quota_hold": {
      if (!raised) return `${head}, back to normal: the email provider takes messages again; the queue is moving.`;
      const waiting = facts.verified.count + facts.held.count;
      return [
        `${head}: the email provider's monthly quota is used up. The whole queue is held and the provider is asked again hourly; ${plural(waiting, "message waits", "messages wait")}${refList(facts.verified.oldestRefs)}.`,
        `Raise the provider plan or wait for the month to turn; nothing is lost meanwhile. See: ${command("status")}.`,
      ].join(" ");
    }
    case "held_flood": {
      if (!raised) {
        return `${head}, back to normal: ${plural(facts.held.count, "held message waits", "held messages wait")} (alert above ${settings.heldAlert}).`;
      }
      return [
        `${head}: ${plural(facts.held.count, "message", "messages")} without a proof of a person wait in the held lane (alert above ${settings.heldAlert}): a flood is likely under way${refList(facts.held.oldestRefs)}.`,
        `At most ${settings.heldPerDay} held messages are delivered a day; verified prospects still go first.`,
        `Review: ${command("list --state held")}. Release a real one: ${command("release <ref>")}. Remove a flood: ${command("discard-held --from <ISO time> --to <ISO time>")}.`,
      ].join(" ");
    }
  }
}

const minutes = (ms: number) => plural(Math.floor(ms / 60_000), "minute", "minutes");
