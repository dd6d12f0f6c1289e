import * as v from "valibot";
import { CONTACT_RETENTION_DEFAULT_DAYS, CONTACT_RETRY_WINDOW_DEFAULT_HOURS } from "~/lib/contact/outbox-policy";
import type { WorkerVars } from "./worker-vars";

/**
 * How the contact outbox (workers/contact/contact-outbox.ts) delivers, from six Worker vars, each optional (unset
 * or blank means its default):
 *
 * - `CONTACT_SEND_INTERVAL_MS`: time between two calls to one provider account (1000: the provider's one a second).
 * - `CONTACT_PROVIDER_TIMEOUT_MS`: one provider call's own time limit (8000).
 * - `CONTACT_ANSWER_BUDGET_MS`: how long a visitor's request waits for the provider's answer when nothing is
 *   queued ahead of the message (3000); past it the visitor is told the message was sent, and the outbox delivers.
 * - `CONTACT_BACKOFF_CAP_SECONDS`: the longest wait between two tries of a message (1800).
 * - `CONTACT_RETRY_WINDOW_HOURS`: how long a message is tried before it becomes a dead letter (72).
 * - `CONTACT_RETENTION_DAYS`: how long a dead letter is kept for ops before it is purged (30).
 */

export interface OutboxSettings {
  sendIntervalMs: number;
  callTimeoutMs: number;
  answerBudgetMs: number;
  backoffCapMs: number;
  retryWindowMs: number;
  retentionMs: number;
}

const SECOND = 1000;
const HOUR = 3600 * SECOND;
const DAY = 24 * HOUR;

export const DEFAULT_OUTBOX_SETTINGS: OutboxSettings = {
  sendIntervalMs: 1000,
  callTimeoutMs: 8000,
  answerBudgetMs: 3000,
  backoffCapMs: 1800 * SECOND,
  retryWindowMs: CONTACT_RETRY_WINDOW_DEFAULT_HOURS * HOUR,
  retentionMs: CONTACT_RETENTION_DEFAULT_DAYS * DAY,
};

/** Each var: its setting, its unit in milliseconds, and the largest whole number of units it takes. */
const vars = [
  ["CONTACT_SEND_INTERVAL_MS", "sendIntervalMs", 1, 60_000, "milliseconds"],
  ["CONTACT_PROVIDER_TIMEOUT_MS", "callTimeoutMs", 1, 60_000, "milliseconds"],
  // The Worker waits for the outbox's answer a little longer than this: it stays well inside a request's life.
  ["CONTACT_ANSWER_BUDGET_MS", "answerBudgetMs", 1, 10_000, "milliseconds"],
  ["CONTACT_BACKOFF_CAP_SECONDS", "backoffCapMs", SECOND, 86_400, "seconds"],
  ["CONTACT_RETRY_WINDOW_HOURS", "retryWindowMs", HOUR, 24 * 30, "hours"],
  ["CONTACT_RETENTION_DAYS", "retentionMs", DAY, 365, "days"],
] as const;

const wholeNumber = (max: number) =>
  v.pipe(v.string(), v.trim(), v.digits(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(max));

export function readOutboxSettings(env: WorkerVars): { settings: OutboxSettings } | { problems: string[] } {
  const settings = { ...DEFAULT_OUTBOX_SETTINGS };
  const problems: string[] = [];
  for (const [name, key, unitMs, max, unit] of vars) {
    const raw = env[name];
    if (raw === undefined || raw.trim() === "") continue;
    const parsed = v.safeParse(wholeNumber(max), raw);
    if (parsed.success) settings[key] = parsed.output * unitMs;
    else problems.push(`${name} is not a whole number of ${unit} from 1 to ${max}`);
  }
  return problems.length > 0 ? { problems } : { settings };
}
