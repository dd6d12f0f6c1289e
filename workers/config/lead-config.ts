import { present, urlProblem } from "./var-values";
import type { WorkerVars } from "./worker-vars";

/**
 * Where a lead goes besides the consultancy's e-mail, from three optional secrets:
 *
 * - `LEAD_WEBHOOK_URL` and `LEAD_WEBHOOK_SECRET`: the lead webhook (workers/contact/lead-webhook.ts), signed as the
 *   Standard Webhooks specification says, for a CRM, Zapier, Make or n8n. Unset URL: no webhook. A URL without a
 *   valid secret (`whsec_` and the base64 of 24 to 64 random bytes), or not https outside development, is a
 *   configuration error: named in the log and by /api/health, while messages are still taken and e-mailed, and
 *   their webhook deliveries wait in the outbox until it is mended.
 * - `EMAILJS_AUTOREPLY_TEMPLATE_ID`: the provider template of the acknowledgment a proven prospect receives
 *   (workers/contact/acknowledgment.ts). Unset: no acknowledgment.
 */

export interface WebhookSettings {
  url: string;
  secret: string;
}

type LeadWebhookConfig = { state: "off" } | ({ state: "on" } & WebhookSettings) | { state: "invalid"; problem: string };

export interface LeadDestinations {
  webhook: LeadWebhookConfig;
  /** The acknowledgment's template at the email provider; null: none is sent. */
  acknowledgmentTemplateId: string | null;
}

const SECRET_PREFIX = "whsec_";
/** The secret's size in bytes, as the specification bounds it. */
const SECRET_BYTES = { min: 24, max: 64 } as const;

/** Why a value is not a Standard Webhooks secret, or null when it is one. */
function webhookSecretProblem(secret: string): string | null {
  const encoded = secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : null;
  if (encoded === null || !/^[A-Za-z0-9+/]+={0,2}$/.test(encoded)) {
    return `LEAD_WEBHOOK_SECRET is not ${SECRET_PREFIX} followed by base64`;
  }
  let bytes: number;
  try {
    bytes = atob(encoded).length;
  } catch {
    return "LEAD_WEBHOOK_SECRET is not valid base64";
  }
  if (bytes < SECRET_BYTES.min || bytes > SECRET_BYTES.max) {
    return `LEAD_WEBHOOK_SECRET holds ${bytes} bytes, not ${SECRET_BYTES.min} to ${SECRET_BYTES.max}`;
  }
  return null;
}

export function readLeadDestinations(vars: WorkerVars): LeadDestinations {
  return {
    webhook: readWebhook(vars),
    acknowledgmentTemplateId: present(vars.EMAILJS_AUTOREPLY_TEMPLATE_ID) ?? null,
  };
}

function readWebhook(vars: WorkerVars): LeadWebhookConfig {
  const url = present(vars.LEAD_WEBHOOK_URL);
  if (!url) return { state: "off" };
  const urlWrong = urlProblem("LEAD_WEBHOOK_URL", url, vars.ENVIRONMENT === "development");
  if (urlWrong) return { state: "invalid", problem: urlWrong };
  const secret = present(vars.LEAD_WEBHOOK_SECRET);
  if (!secret) return { state: "invalid", problem: "LEAD_WEBHOOK_URL is set but LEAD_WEBHOOK_SECRET is not" };
  const secretWrong = webhookSecretProblem(secret);
  if (secretWrong) return { state: "invalid", problem: secretWrong };
  return { state: "on", url, secret };
}
