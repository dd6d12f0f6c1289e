/**
 * What an answer means for one delivery of a stored message (its e-mail, its lead webhook, its acknowledgment),
 * and when it is tried again. Pure: the outbox (contact-outbox.ts) applies it, to each destination on its own.
 *
 * - A 2xx: delivered.
 * - A refusal that trying again cannot fix: a 4xx for a bad template, parameters or payload (400, 422), wrong keys
 *   or a closed door (401, 403, 404), a redirect (followed, it would carry the message or the keys elsewhere), any
 *   other 3xx or 4xx but the ones below: a dead letter at once, for ops to see and replay.
 * - The email provider's monthly quota used up: it answers 426 ("Upgrade Required") until the quota renews or the
 *   plan changes. Every provider delivery holds and asks again hourly; nothing is dropped. (From a webhook, a 426
 *   is a refusal like any other.)
 * - Anything that may pass: 408, 425, 429, a 5xx, no answer, or no answer in time. Tried again with backoff, and no
 *   sooner than the answer's Retry-After asks. A call that timed out may have been delivered all the same:
 *   delivery is at least once.
 */

/** One call's outcome, whatever the destination. */
export type DeliveryResult =
  | { kind: "sent" }
  | { kind: "refused"; status: number; text: string; retryAfter?: string | null }
  | { kind: "unreachable"; error: string }
  | { kind: "timeout" };

export type Verdict =
  | { kind: "delivered" }
  | { kind: "permanent"; status: number; detail: string }
  | { kind: "quota"; status: number; detail: string }
  /** `status` 0: no answer, or none in time. `notBeforeMs`: the wait the answer's Retry-After asked for. */
  | { kind: "transient"; status: number; detail: string; notBeforeMs?: number };

/** The provider's answer when the account's monthly quota is used up. */
const QUOTA_STATUS = 426;
/** While the quota is used up, the outbox asks again this often. */
export const QUOTA_RETRY_MS = 60 * 60 * 1000;
/** A Retry-After longer than a day is taken as a day: the retry window, not the receiver, bounds a delivery. */
const RETRY_AFTER_CAP_MS = 24 * 60 * 60 * 1000;

const TRANSIENT_STATUSES: ReadonlySet<number> = new Set([408, 425, 429]);

/**
 * The verdict on a call. `quota`: whether the destination is the email provider, whose 426 holds every provider
 * delivery.
 */
export function verdictOf(result: DeliveryResult, { quota = true, now = Date.now() } = {}): Verdict {
  switch (result.kind) {
    case "sent":
      return { kind: "delivered" };
    case "timeout":
      return { kind: "transient", status: 0, detail: "no answer in time" };
    case "unreachable":
      return { kind: "transient", status: 0, detail: result.error };
    case "refused": {
      const { status, text } = result;
      if (quota && status === QUOTA_STATUS) return { kind: "quota", status, detail: text };
      if (status >= 500 || TRANSIENT_STATUSES.has(status)) {
        const notBeforeMs = retryAfterMs(result.retryAfter ?? null, now);
        return { kind: "transient", status, detail: text, ...(notBeforeMs === undefined ? {} : { notBeforeMs }) };
      }
      return { kind: "permanent", status, detail: text };
    }
  }
}

/** A Retry-After header (seconds, or an HTTP date) as a wait from `now`, or undefined when there is none to honour. */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  const wait = /^\d+$/.test(value) ? Number(value) * 1000 : Date.parse(value) - now;
  if (!Number.isFinite(wait)) return undefined;
  return Math.min(Math.max(wait, 0), RETRY_AFTER_CAP_MS);
}

/** The first wait after a failed try; each further try waits twice as long as the one before, up to the cap. */
const FIRST_BACKOFF_MS = 1000;

/**
 * How long to wait after try number `attempt` (1 for the first) failed. No jitter: the outbox is the only caller
 * of its account and spaces its calls itself, so retries cannot arrive together.
 */
export function backoffMs(attempt: number, capMs: number, firstMs = FIRST_BACKOFF_MS): number {
  return Math.min(capMs, firstMs * 2 ** Math.min(Math.max(attempt - 1, 0), 40));
}
