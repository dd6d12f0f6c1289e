import { Webhook } from "standardwebhooks";
import type { WebhookSettings } from "../config/lead-config";
import { fetchWithin } from "../fetch-within";
import type { DeliveryResult } from "./delivery-policy";
import type { ContactFields } from "./email-provider";

/**
 * The lead webhook: one POST per message to the CRM or automation tool ops chose, signed as the Standard Webhooks
 * specification says, with its own library (`standardwebhooks`): `webhook-id` (the same on every try of one
 * message, so the receiver can drop a duplicate), `webhook-timestamp` (this try's time, which receivers check
 * against replays) and `webhook-signature`. Only messages with a proof of a person, or released by ops, are sent:
 * spam never reaches the CRM. docs/lead-webhook.md shows how to receive and verify it.
 */

export interface LeadEvent {
  type: "lead.received";
  /** When the lead came in: the same on every try. */
  timestamp: string;
  data: {
    ref: string;
    received_at: string;
    verified: boolean;
    locale: string;
    name: string;
    email: string;
    company: string;
    message: string;
    context: ContactFields["context"];
  };
}

/** The event a stored message makes. `verified`: it passed the bot check (a released message did not). */
export function leadEvent(ref: string, fields: ContactFields, receivedAt: number, verified: boolean): LeadEvent {
  const time = new Date(receivedAt).toISOString();
  return {
    type: "lead.received",
    timestamp: time,
    data: {
      ref,
      received_at: time,
      verified,
      locale: fields.locale,
      name: fields.name,
      email: fields.email,
      company: fields.company,
      message: fields.message,
      context: fields.context,
    },
  };
}

/** The message id a receiver deduplicates by: one per message, whatever the try. */
const webhookMessageId = (ref: string) => `msg_${ref}`;

/** The headers of one try, signed over its id, this try's time and the body exactly as sent. */
function signedHeaders(secret: string, ref: string, body: string, at: Date): Record<string, string> {
  const id = webhookMessageId(ref);
  return {
    "Content-Type": "application/json",
    "webhook-id": id,
    "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
    "webhook-signature": new Webhook(secret).sign(id, at, body),
  };
}

/** One try: the event posted, answered within `timeoutMs`. Never throws. */
export async function sendLeadWebhook(
  settings: WebhookSettings,
  event: LeadEvent,
  timeoutMs: number,
): Promise<DeliveryResult> {
  const body = JSON.stringify(event);
  const outcome = await fetchWithin(
    settings.url,
    { method: "POST", headers: signedHeaders(settings.secret, event.data.ref, body, new Date()), body },
    timeoutMs,
  );
  if (outcome.kind !== "answered") return outcome;
  return outcome.ok
    ? { kind: "sent" }
    : { kind: "refused", status: outcome.status, text: outcome.text.slice(0, 500), retryAfter: outcome.retryAfter };
}
