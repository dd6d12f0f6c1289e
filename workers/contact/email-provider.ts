import type { ContactMessage } from "~/lib/contact/contact-schema";
import type { LeadContext } from "~/lib/contact/lead-context-keys";
import type { ProviderSettings } from "../config/contact-config";
import { fetchWithin } from "../fetch-within";
import type { DeliveryResult } from "./delivery-policy";
import type { Lane } from "./human-proof";

/** The email provider's REST call, as its browser library (version 4.4.1) makes it. */
const EMAIL_LIB_VERSION = "4.4.1";
const EMAIL_SEND_PATH = "/api/v1.0/email/send";

/**
 * The visitor's fields, as the outbox stores and sends them, with the language the message was written from and
 * the lead's story (`context`: the page, how the visit began; "" where unknown).
 */
export type ContactFields = Pick<ContactMessage, "name" | "email" | "company" | "message" | "locale"> & {
  context: LeadContext;
};

/** One send through the provider account: a template and its params (the consultancy's e-mail, an acknowledgment). */
export function providerEnvelope(settings: ProviderSettings, templateId: string, params: Record<string, string>) {
  return {
    lib_version: EMAIL_LIB_VERSION,
    user_id: settings.publicKey,
    service_id: settings.serviceId,
    template_id: templateId,
    ...(settings.privateKey ? { accessToken: settings.privateKey } : {}),
    template_params: params,
  };
}

export type ProviderRequestBody = ReturnType<typeof providerEnvelope>;

/**
 * The consultancy's e-mail of a message. `message_ref` is the message's reference in the outbox: delivery is at
 * least once, so the same message may reach the inbox twice, and the template shows the reference to tell a copy
 * from a new one.
 */
export function providerRequestBody(
  settings: ProviderSettings,
  fields: ContactFields,
  ref: string,
  recipientName: string,
  lane: Lane,
): ProviderRequestBody {
  return providerEnvelope(settings, settings.templateId, {
    from_name: fields.name,
    from_email: fields.email,
    company: fields.company || "Not specified",
    message: fields.message,
    to_name: recipientName,
    message_ref: ref,
    // The language of the page the prospect wrote from ("en", "es"), so the reply can be in it.
    locale: fields.locale,
    // Which lane the message came through: "no" means no proof of a person (the held lane), so the inbox can
    // show it apart.
    verified: lane === "verified" ? "yes" : "no",
    // Where the lead came from: page, landing_page, referrer and the utm_* tags, "" where unknown.
    ...fields.context,
  });
}

/**
 * One call, answered within `timeoutMs` (the limit covers the reply's body too). Whether and when a failed call
 * is made again is the outbox's decision (delivery-policy.ts).
 */
export async function sendToProvider(
  settings: ProviderSettings,
  body: ProviderRequestBody,
  timeoutMs: number,
): Promise<DeliveryResult> {
  const outcome = await fetchWithin(
    `${settings.apiUrl}${EMAIL_SEND_PATH}`,
    { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) },
    timeoutMs,
  );
  if (outcome.kind !== "answered") return outcome;
  // A redirect (not followed) counts as a refusal, like any other answer but a 2xx.
  return outcome.ok
    ? { kind: "sent" }
    : { kind: "refused", status: outcome.status, text: outcome.text, retryAfter: outcome.retryAfter };
}
