import * as v from "valibot";
import { CONTACT_RETENTION_DEFAULT_DAYS, CONTACT_RETRY_WINDOW_DEFAULT_HOURS } from "~/lib/contact/outbox-policy";
import type { WorkerVars } from "./worker-vars";

/**
 * How the contact outbox (workers/contact/contact-outbox.ts) delivers and when it alerts ops, from Worker vars,
 * each optional (unset or blank means its default):
 *
 * - `CONTACT_SEND_INTERVAL_MS`: time between two calls to one provider account (1000: the provider's one a second).
 * - `CONTACT_PROVIDER_TIMEOUT_MS`: one provider call's own time limit (8000).
 * - `CONTACT_ANSWER_BUDGET_MS`: how long a visitor's request waits for the provider's answer when nothing is
 *   queued ahead of the message (3000); past it the visitor is told the message was sent, and the outbox delivers.
 * - `CONTACT_BACKOFF_CAP_SECONDS`: the longest wait between two tries of a message (1800).
 * - `CONTACT_RETRY_WINDOW_HOURS`: how long a message is tried before it becomes a dead letter (72).
 * - `CONTACT_ACKNOWLEDGMENT_WINDOW_MINUTES`: how long a prospect's acknowledgment is tried (60, at most 60): one
 *   that would arrive later, after a person may well have answered, is dropped instead (logged and counted, never a
 *   dead letter: nobody needs to act on it).
 * - `CONTACT_RETENTION_DAYS`: how long a dead letter, or a held message never delivered, is kept before it is
 *   purged (30).
 * - `CONTACT_HELD_PER_DAY`: how many held messages (no proof of a person) may be delivered in any 24 hours (5); 0
 *   delivers none until ops release them.
 * - `CONTACT_HELD_MAX`: how many held messages the outbox keeps at most (10,000); past it, a message without a
 *   proof is refused.
 * - `CONTACT_ALERT_AFTER_MINUTES`: how old the oldest verified message may grow before ops are alerted (30).
 * - `CONTACT_ALERT_INTERVAL_MINUTES`: at most one alert of a kind this often (60).
 * - `CONTACT_HELD_ALERT`: ops are alerted when more held messages than this wait: a flood (100).
 */

export interface OutboxSettings {
  sendIntervalMs: number;
  callTimeoutMs: number;
  answerBudgetMs: number;
  backoffCapMs: number;
  retryWindowMs: number;
  acknowledgmentWindowMs: number;
  retentionMs: number;
  heldPerDay: number;
  heldMax: number;
  alertAfterMs: number;
  alertIntervalMs: number;
  heldAlert: number;
}

const SECOND = 1000;
const HOUR = 3600 * SECOND;
const MINUTE = 60 * SECOND;
const DAY = 24 * HOUR;

export const DEFAULT_OUTBOX_SETTINGS: OutboxSettings = {
  sendIntervalMs: 1000,
  callTimeoutMs: 8000,
  answerBudgetMs: 3000,
  backoffCapMs: 1800 * SECOND,
  retryWindowMs: CONTACT_RETRY_WINDOW_DEFAULT_HOURS * HOUR,
  acknowledgmentWindowMs: 60 * MINUTE,
  retentionMs: CONTACT_RETENTION_DEFAULT_DAYS * DAY,
  heldPerDay: 5,
  heldMax: 10_000,
  alertAfterMs: 30 * MINUTE,
  alertIntervalMs: 60 * MINUTE,
  heldAlert: 100,
};

/**
 * Each var: its setting, the setting's value of one unit (milliseconds for times, 1 for counts), and the range of
 * whole numbers of units it takes.
 */
const vars = [
  ["CONTACT_SEND_INTERVAL_MS", "sendIntervalMs", 1, 1, 60_000, "milliseconds"],
  ["CONTACT_PROVIDER_TIMEOUT_MS", "callTimeoutMs", 1, 1, 60_000, "milliseconds"],
  // The Worker waits for the outbox's answer a little longer than this: it stays well inside a request's life.
  ["CONTACT_ANSWER_BUDGET_MS", "answerBudgetMs", 1, 1, 10_000, "milliseconds"],
  ["CONTACT_BACKOFF_CAP_SECONDS", "backoffCapMs", SECOND, 1, 86_400, "seconds"],
  ["CONTACT_RETRY_WINDOW_HOURS", "retryWindowMs", HOUR, 1, 24 * 30, "hours"],
  ["CONTACT_ACKNOWLEDGMENT_WINDOW_MINUTES", "acknowledgmentWindowMs", MINUTE, 1, 60, "minutes"],
  ["CONTACT_RETENTION_DAYS", "retentionMs", DAY, 1, 365, "days"],
  ["CONTACT_HELD_PER_DAY", "heldPerDay", 1, 0, 10_000, "messages"],
  ["CONTACT_HELD_MAX", "heldMax", 1, 1, 1_000_000, "messages"],
  ["CONTACT_ALERT_AFTER_MINUTES", "alertAfterMs", MINUTE, 1, 7 * 24 * 60, "minutes"],
  ["CONTACT_ALERT_INTERVAL_MINUTES", "alertIntervalMs", MINUTE, 1, 7 * 24 * 60, "minutes"],
  ["CONTACT_HELD_ALERT", "heldAlert", 1, 1, 1_000_000, "messages"],
] as const;

const wholeNumber = (min: number, max: number) =>
  v.pipe(v.string(), v.trim(), v.digits(), v.transform(Number), v.integer(), v.minValue(min), v.maxValue(max));

export function readOutboxSettings(env: WorkerVars): { settings: OutboxSettings } | { problems: string[] } {
  const settings = { ...DEFAULT_OUTBOX_SETTINGS };
  const problems: string[] = [];
  for (const [name, key, unitValue, min, max, unit] of vars) {
    const raw = env[name];
    if (raw === undefined || raw.trim() === "") continue;
    const parsed = v.safeParse(wholeNumber(min, max), raw);
    if (parsed.success) settings[key] = parsed.output * unitValue;
    else problems.push(`${name} is not a whole number of ${unit} from ${min} to ${max}`);
  }
  return problems.length > 0 ? { problems } : { settings };
}
