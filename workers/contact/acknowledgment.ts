import type { ProviderSettings } from "../config/contact-config";
import { type ContactFields, providerEnvelope, type ProviderRequestBody } from "./email-provider";

/**
 * The acknowledgment a prospect receives at once, through the provider account, in the language of the page they
 * wrote from: only for a message with a proof of a person (or one ops released), and at most one an address a day.
 * It echoes nothing the visitor typed but their name, and not even that when the name could carry something to a
 * stranger's inbox (a link, an address, or more than a name's length): then the greeting is neutral (`to_name`
 * empty). So the form cannot be used to send a third party anything of a spammer's choosing.
 */

/** A name longer than this is not greeted by name. */
const GREETING_NAME_MAX = 60;
/** A link, an address or a domain in a name: `https://`, `www.`, `@`, `name.tld`. */
const CARRIES_SOMETHING = /[@/\\<>]|:\/\/|www\.|\.[a-z]{2,}\b/i;

/** The name an acknowledgment greets the prospect by, or "" for a neutral greeting. */
function greetingName(name: string): string {
  const trimmed = name.trim();
  return trimmed.length > GREETING_NAME_MAX || CARRIES_SOMETHING.test(trimmed) ? "" : trimmed;
}

export function acknowledgmentRequestBody(
  settings: ProviderSettings,
  templateId: string,
  fields: ContactFields,
  ref: string,
): ProviderRequestBody {
  return providerEnvelope(settings, templateId, {
    to_email: fields.email,
    to_name: greetingName(fields.name),
    locale: fields.locale,
    message_ref: ref,
  });
}

/**
 * What the outbox remembers of an address it acknowledged, for a day: a SHA-256 of the address in lower case, never
 * the address itself.
 */
export async function acknowledgedAddressKey(email: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(email.trim().toLowerCase()));
  return btoa(String.fromCharCode(...new Uint8Array(digest)));
}
