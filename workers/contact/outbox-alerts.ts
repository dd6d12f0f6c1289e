import type { KvRecords } from "./kv-records";
import {
  type AlertContext,
  type AlertFacts,
  type AlertKind,
  type AlertLedger,
  countEvent,
  emptyLedger,
  reviewAlerts,
} from "./alert-review";
import { fetchWithin } from "../fetch-within";
import { logContact } from "./contact-log";
import { backoffMs } from "./delivery-policy";

/**
 * The outbox's alerts to ops, kept in the outbox's own storage: the ledger of what each kind last said (so an
 * alert is sent once per interval, and a restart does not repeat it) and the alerts waiting to be posted to the
 * webhook. Every alert is logged (`contact.alert`); with a webhook set it is also posted, apart from any
 * delivery: a post is never awaited by a message's call, and a webhook that fails is tried again with backoff
 * until its own window ends (`contact.alert_given_up`).
 */

const LEDGER = "alertLedger";
/**
 * When the alerts are next to be reviewed: a time; null once a review found nothing that a time alone could change
 * (only an event can: a try that fails, a message that waits, a purge); absent when not known, so the next alarm
 * reviews.
 */
const REVIEW_AT = "alertReviewAt";

/** One post's own time limit. */
const POST_TIME_LIMIT_MS = 5000;
/** A post that failed waits 30 s, then twice as long each time, up to 30 minutes... */
const FIRST_RETRY_MS = 30_000;
const RETRY_CAP_MS = 30 * 60_000;
/** ...for a day; an alert a day old is news no more. */
const POST_WINDOW_MS = 24 * 60 * 60_000;

const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS alert_posts (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    kind TEXT NOT NULL,
    text TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    next_try_at INTEGER NOT NULL,
    posting_until INTEGER
  )`,
  "CREATE INDEX IF NOT EXISTS alert_posts_by_next_try ON alert_posts (next_try_at)",
  // Every alert raised or cleared, for the ops console's list of recent alerts; kept as long as RECENT_ALERTS_MS.
  `CREATE TABLE IF NOT EXISTS alert_log (
    kind TEXT NOT NULL,
    raised INTEGER NOT NULL,
    text TEXT NOT NULL,
    at INTEGER NOT NULL
  )`,
  "CREATE INDEX IF NOT EXISTS alert_log_by_time ON alert_log (at)",
];

/** How long the alerts sent are listed for ops (the ops console). Alerts name refs and counts, never fields. */
export const RECENT_ALERTS_MS = 14 * 24 * 60 * 60_000;

/** An alert as it was raised or cleared. */
export interface SentAlert {
  kind: string;
  raised: boolean;
  text: string;
  at: string;
}

interface Post {
  id: number;
  kind: string;
  text: string;
  createdAt: number;
  attempts: number;
}

export class OutboxAlerts {
  readonly #storage: DurableObjectStorage;
  readonly #kv: KvRecords;
  /** Posts under way in this instance. */
  readonly #posting = new Set<number>();

  constructor(storage: DurableObjectStorage, kv: KvRecords) {
    this.#kv = kv;
    this.#storage = storage;
    for (const statement of SCHEMA) storage.sql.exec(statement);
  }

  /** One occurrence of a kind (a dead letter made, a quota hold begun), for its next alert to count. */
  count(kind: AlertKind, now: number): void {
    this.#kv.put(LEDGER, countEvent(this.#ledger(), kind, now));
  }

  /**
   * Compares the facts with what each kind last said, and logs (and, with a webhook, queues for posting) the
   * alerts that are due; how many were queued for posting. Cheap enough to run at every alarm and after every
   * event that may change a condition.
   */
  review(facts: AlertFacts, context: AlertContext, webhookUrl: string | null, now: number): number {
    const review = reviewAlerts(facts, this.#ledger(), context, now);
    // Storage is written only for a change: the ledger changes only with an alert, and most reviews send none.
    if (review.alerts.length > 0) this.#kv.put(LEDGER, review.ledger);
    if (review.nextReviewAt !== this.#reviewAt()) this.#kv.put(REVIEW_AT, review.nextReviewAt);
    if (review.alerts.length > 0) this.#storage.sql.exec("DELETE FROM alert_log WHERE at <= ?", now - RECENT_ALERTS_MS);
    for (const alert of review.alerts) {
      logContact("alert", { kind: alert.kind, raised: alert.raised, text: alert.text }, alert.raised ? "error" : "log");
      this.#storage.sql.exec(
        "INSERT INTO alert_log (kind, raised, text, at) VALUES (?, ?, ?, ?)",
        alert.kind,
        alert.raised ? 1 : 0,
        alert.text,
        now,
      );
      if (!webhookUrl) continue;
      this.#storage.sql.exec(
        "INSERT INTO alert_posts (kind, text, created_at, next_try_at) VALUES (?, ?, ?, ?)",
        alert.kind,
        alert.text,
        now,
        now,
      );
    }
    return webhookUrl ? review.alerts.length : 0;
  }

  /**
   * Nothing raised, nothing counted since the last alerts and no review to come: a delivery then changes nothing
   * ops would be told (it ends no condition and begins none) nor when to look again, and the outbox need not
   * review after it.
   */
  quiet(): boolean {
    if (typeof this.#reviewAt() === "number") return false;
    return Object.values(this.#ledger()).every((entry) => !entry.raised && entry.events === 0);
  }

  /**
   * Whether the alarm is to review the alerts: at the time a review asked for, or when none is known. An alarm that
   * only sends (most of them, in a burst) then reads nothing for the alerts.
   */
  reviewDue(now: number): boolean {
    const reviewAt = this.#reviewAt();
    return reviewAt === undefined || (reviewAt !== null && reviewAt <= now);
  }

  /**
   * Something happened that a later time alone could make worth an alert (a verified message waits, held ones
   * pile up): the next alarm reviews, unless a review is due sooner anyway.
   */
  unsettle(): void {
    if (this.#reviewAt() === null) this.#kv.delete(REVIEW_AT);
  }

  /** The alerts raised or cleared since `since`, newest first. */
  sentSince(since: number): SentAlert[] {
    return this.#storage.sql
      .exec<{ kind: string; raised: number; text: string; at: number }>(
        "SELECT kind, raised, text, at FROM alert_log WHERE at > ? ORDER BY at DESC, rowid DESC LIMIT 200",
        since,
      )
      .toArray()
      .map((row) => ({ kind: row.kind, raised: row.raised === 1, text: row.text, at: new Date(row.at).toISOString() }));
  }

  /** When the alerts next need the outbox's alarm: a review held back, or a post due. */
  nextWakeAt(): number | null {
    const times: number[] = [];
    const reviewAt = this.#reviewAt();
    if (typeof reviewAt === "number") times.push(reviewAt);
    const { clause, bindings } = notPosting(this.#posting);
    // A post under way here is awaited; one whose instance was lost is due when its lease ends.
    const postAt = this.#storage.sql
      .exec<{ at: number | null }>(
        `SELECT MIN(MAX(next_try_at, COALESCE(posting_until, 0))) AS at FROM alert_posts WHERE 1${clause}`,
        ...bindings,
      )
      .one().at;
    if (typeof postAt === "number") times.push(postAt);
    return times.length > 0 ? Math.min(...times) : null;
  }

  /**
   * Posts every alert that is due, each leased first (so a post lost with the object is made again when its
   * lease ends). Resolves, with how many were due, when they are answered; callers on a message's path never wait
   * for it.
   */
  async post(webhookUrl: string | null, now: number): Promise<number> {
    const { clause, bindings } = notPosting(this.#posting);
    const due = this.#storage.sql
      .exec<{ id: number; kind: string; text: string; created_at: number; attempts: number }>(
        `SELECT id, kind, text, created_at, attempts FROM alert_posts
         WHERE next_try_at <= ? AND COALESCE(posting_until, 0) <= ?${clause} ORDER BY id LIMIT 10`,
        now,
        now,
        ...bindings,
      )
      .toArray()
      .map((row): Post => ({ ...row, createdAt: row.created_at }));
    if (due.length === 0) return 0;
    if (!webhookUrl) {
      // The webhook was removed since these were queued: they are in the log already.
      this.#storage.sql.exec(
        `DELETE FROM alert_posts WHERE id IN (${due.map(() => "?").join(", ")})`,
        ...due.map((p) => p.id),
      );
      return due.length;
    }
    await Promise.all(due.map((post) => this.#postOne(webhookUrl, post)));
    return due.length;
  }

  async #postOne(webhookUrl: string, post: Post): Promise<void> {
    const attempt = post.attempts + 1;
    // Leased past the post's own time limit: a post lost with the instance is made again when the lease ends.
    this.#storage.sql.exec(
      "UPDATE alert_posts SET attempts = ?, posting_until = ? WHERE id = ?",
      attempt,
      Date.now() + POST_TIME_LIMIT_MS + 1000,
      post.id,
    );
    this.#posting.add(post.id);
    try {
      const failure = await postToWebhook(webhookUrl, post.text);
      const now = Date.now();
      if (failure === null) {
        this.#storage.sql.exec("DELETE FROM alert_posts WHERE id = ?", post.id);
        logContact("alert_posted", { kind: post.kind, attempts: attempt }, "log");
      } else if (now - post.createdAt >= POST_WINDOW_MS) {
        this.#storage.sql.exec("DELETE FROM alert_posts WHERE id = ?", post.id);
        logContact("alert_given_up", { kind: post.kind, attempts: attempt, error: failure }, "error");
      } else {
        const waitMs = backoffMs(attempt, RETRY_CAP_MS, FIRST_RETRY_MS);
        this.#storage.sql.exec(
          "UPDATE alert_posts SET next_try_at = ?, posting_until = NULL WHERE id = ?",
          now + waitMs,
          post.id,
        );
        logContact("alert_post_failed", { kind: post.kind, attempts: attempt, error: failure, nextTryInMs: waitMs });
      }
    } finally {
      this.#posting.delete(post.id);
    }
  }

  #reviewAt(): number | null | undefined {
    return this.#kv.get<number | null>(REVIEW_AT);
  }

  #ledger(): AlertLedger {
    return { ...emptyLedger(), ...this.#kv.get<AlertLedger>(LEDGER) };
  }
}

function notPosting(ids: ReadonlySet<number>): { clause: string; bindings: number[] } {
  if (ids.size === 0) return { clause: "", bindings: [] };
  return { clause: ` AND id NOT IN (${[...ids].map(() => "?").join(", ")})`, bindings: [...ids] };
}

/** One POST of `{ text }` to the webhook; null when it took it, otherwise why not. Never throws. */
async function postToWebhook(url: string, text: string): Promise<string | null> {
  const outcome = await fetchWithin(
    url,
    { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ text }) },
    POST_TIME_LIMIT_MS,
  );
  if (outcome.kind === "timeout") return "no answer in time";
  if (outcome.kind === "unreachable") return outcome.error;
  return outcome.ok ? null : `the webhook answered ${outcome.status}`;
}
