import * as v from "valibot";
import { CONTACT_DEADLINE_DEFAULT_MS, CONTACT_DEADLINE_MAX_MS } from "../contact/contact-deadline";
import type { EnvVars } from "./site-env.server";

/**
 * The pacing of provider calls, from three Worker vars (each optional; unset or empty means its default):
 *
 * - `CONTACT_SEND_INTERVAL_MS`: time between two calls to one provider account (default 1000, the provider's
 *   one call a second).
 * - `CONTACT_DEADLINE_MS`: how long a visitor's message may wait for slots and retries before the visitor is
 *   told it failed (default 20000; at most the maximum the browser is built to wait for).
 * - `CONTACT_PROVIDER_TIMEOUT_MS`: one provider call's own time limit (default 8000).
 */

export interface PacingSettings {
  sendIntervalMs: number;
  deadlineMs: number;
  callTimeoutMs: number;
}

export const DEFAULT_PACING: PacingSettings = {
  sendIntervalMs: 1000,
  deadlineMs: CONTACT_DEADLINE_DEFAULT_MS,
  callTimeoutMs: 8000,
};

const milliseconds = (max: number) =>
  v.pipe(v.string(), v.trim(), v.digits(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(max));

const vars = [
  ["CONTACT_SEND_INTERVAL_MS", "sendIntervalMs", 60_000],
  ["CONTACT_DEADLINE_MS", "deadlineMs", CONTACT_DEADLINE_MAX_MS],
  ["CONTACT_PROVIDER_TIMEOUT_MS", "callTimeoutMs", 60_000],
] as const;

export function readPacingSettings(env: EnvVars): { settings: PacingSettings } | { problems: string[] } {
  const settings = { ...DEFAULT_PACING };
  const problems: string[] = [];
  for (const [name, key, max] of vars) {
    const raw = env[name];
    if (raw === undefined || raw.trim() === "") continue;
    const parsed = v.safeParse(milliseconds(max), raw);
    if (parsed.success) settings[key] = parsed.output;
    else problems.push(`${name} is not a whole number of milliseconds from 1 to ${max}`);
  }
  return problems.length > 0 ? { problems } : { settings };
}
