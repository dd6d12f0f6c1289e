import * as v from "valibot";
import type { WorkerVars } from "./worker-vars";

/**
 * Where the contact outbox posts its alerts: `OPS_ALERT_WEBHOOK_URL` (a secret, since an incoming-webhook URL is
 * itself the credential), an endpoint that takes a JSON POST `{ "text": "..." }` (Slack, Mattermost, Rocket.Chat,
 * Discord's Slack-compatible endpoint). Unset: alerts are logged only. A value that is not an https URL (http is
 * allowed in development, for the local stand-in) is logged as a problem and alerts are logged only: a mistake here
 * must never stop a message.
 */
export interface AlertConfig {
  webhookUrl: string | null;
  problem: string | null;
}

const httpUrl = v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//i));
const httpsUrl = v.pipe(v.string(), v.url(), v.regex(/^https:\/\//i));

export function readAlertConfig(vars: WorkerVars): AlertConfig {
  const url = vars.OPS_ALERT_WEBHOOK_URL?.trim();
  if (!url) return { webhookUrl: null, problem: null };
  const development = vars.ENVIRONMENT === "development";
  if (!v.is(development ? httpUrl : httpsUrl, url)) {
    return {
      webhookUrl: null,
      problem: `OPS_ALERT_WEBHOOK_URL is not an ${development ? "http(s)" : "https"} URL: alerts are logged only`,
    };
  }
  return { webhookUrl: url, problem: null };
}
