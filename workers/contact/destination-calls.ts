import { site } from "~/content/site";
import type { ProviderSettings } from "../config/contact-config";
import type { LeadDestinations } from "../config/lead-config";
import type { OutboxSettings } from "../config/outbox-config";
import { acknowledgmentRequestBody } from "./acknowledgment";
import type { DeliveryResult } from "./delivery-policy";
import { providerRequestBody, sendToProvider } from "./email-provider";
import { leadEvent, sendLeadWebhook } from "./lead-webhook";
import type { Destination } from "./outbox-listings";
import type { StoredLead } from "./outbox-rows";
import { providerSecrets, redactSecrets } from "./secret-redaction";

/** Where the outbox delivers: the provider account and its pace, and the lead's other destinations. */
export interface Delivery {
  provider: ProviderSettings;
  settings: OutboxSettings;
  destinations: LeadDestinations;
}

/** The destinations that go through the provider account, and so take its send slots and its quota. */
export const throughProvider = (destination: Destination) => destination !== "webhook";

/**
 * One call for one destination of a message, or `switched off` when the destination no longer exists (its
 * template or URL unset since the message came in), or `waiting` while its configuration is wrong.
 */
export async function callDestination(
  destination: Destination,
  lead: StoredLead,
  { provider, settings, destinations }: Delivery,
): Promise<DeliveryResult | "switched off" | "waiting"> {
  const timeout = settings.callTimeoutMs;
  switch (destination) {
    case "email":
      return sendToProvider(
        provider,
        providerRequestBody(provider, lead.fields, lead.ref, site.name, lead.lane),
        timeout,
      );
    case "acknowledgment": {
      const templateId = destinations.acknowledgmentTemplateId;
      if (!templateId) return "switched off";
      return sendToProvider(provider, acknowledgmentRequestBody(provider, templateId, lead.fields, lead.ref), timeout);
    }
    case "webhook": {
      const { webhook } = destinations;
      if (webhook.state === "off") return "switched off";
      if (webhook.state === "invalid") return "waiting";
      const event = leadEvent(lead.ref, lead.fields, lead.receivedAt, lead.proof === "passed");
      return sendLeadWebhook(webhook, event, timeout);
    }
  }
}

/** An answer's text with every configured key, id, URL and secret replaced by its setting's name. */
export function redacted(text: string, { provider, destinations }: Delivery): string {
  const { webhook } = destinations;
  return redactSecrets(text, {
    ...providerSecrets(provider),
    EMAILJS_AUTOREPLY_TEMPLATE_ID: destinations.acknowledgmentTemplateId ?? undefined,
    LEAD_WEBHOOK_URL: webhook.state === "on" ? webhook.url : undefined,
    LEAD_WEBHOOK_SECRET: webhook.state === "on" ? webhook.secret : undefined,
  });
}
