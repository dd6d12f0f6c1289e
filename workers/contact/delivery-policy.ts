import type { ProviderResult } from "./email-provider";

/**
 * What a provider's answer means for a stored message, and when it is tried again. Pure: the outbox
 * (contact-outbox.ts) applies it.
 *
 * - A 2xx: delivered.
 * - A refusal that trying again cannot fix: the provider's 4xx for a bad template or parameters (400), wrong keys
 *   or API calls disabled for non-browser applications (401, 403), a redirect (followed, it would carry the
 *   keys elsewhere), any other 3xx or 4xx but the ones below: a dead letter at once, for ops to see and replay.
 * - The monthly quota used up: the provider answers 426 ("Upgrade Required") until the quota renews or the plan
 *   changes. The whole outbox holds and asks again hourly; nothing is dropped.
 * - Anything that may pass: 408, 425, 429, a 5xx, no answer, or no answer in time. Tried again with backoff.
 *   A call that timed out may have been delivered all the same: delivery is at least once.
 */

export type Verdict =
  | { kind: "delivered" }
  | { kind: "permanent"; status: number; detail: string }
  | { kind: "quota"; status: number; detail: string }
  /** `status` 0: no answer, or none in time. */
  | { kind: "transient"; status: number; detail: string };

/** The provider's answer when the account's monthly quota is used up. */
const QUOTA_STATUS = 426;
/** While the quota is used up, the outbox asks again this often. */
export const QUOTA_RETRY_MS = 60 * 60 * 1000;

const TRANSIENT_STATUSES: ReadonlySet<number> = new Set([408, 425, 429]);

export function verdictOf(result: ProviderResult): Verdict {
  switch (result.kind) {
    case "sent":
      return { kind: "delivered" };
    case "timeout":
      return { kind: "transient", status: 0, detail: "no answer in time" };
    case "unreachable":
      return { kind: "transient", status: 0, detail: result.error };
    case "refused": {
      const { status, text } = result;
      if (status === QUOTA_STATUS) return { kind: "quota", status, detail: text };
      if (status >= 500 || TRANSIENT_STATUSES.has(status)) return { kind: "transient", status, detail: text };
      return { kind: "permanent", status, detail: text };
    }
  }
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
