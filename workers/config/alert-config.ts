import { present, urlProblem } from "./var-values";
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

export function readAlertConfig(vars: WorkerVars): AlertConfig {
  const url = present(vars.OPS_ALERT_WEBHOOK_URL);
  if (!url) return { webhookUrl: null, problem: null };
  const problem = urlProblem("OPS_ALERT_WEBHOOK_URL", url, vars.ENVIRONMENT === "development");
  if (problem) return { webhookUrl: null, problem: `${problem}: alerts are logged only` };
  return { webhookUrl: url, problem: null };
}
