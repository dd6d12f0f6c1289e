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
/**
 * What a name must not hold to be greeted by, in any script: an address (`@`), a link or a path (`/`, and a backslash,
 * which browsers read as `/`), markup (`<`, `>`), or a host: `www.`, a punycode label (`xn--`), or a dot followed
 * by a label in any script (`spam.example`, `spam.рф`, `spam.भारत`; letters, their marks, digits). The ideographic
 * full stop counts as a dot, as it does in an address bar.
 */
const CARRIES_SOMETHING = /[@/\\<>]|www\.|xn--|[.\u3002][\p{L}\p{M}\p{N}]{2}/iu;
/** Characters that show nothing (zero-width spaces and joiners, direction marks): a name is read without them. */
const INVISIBLE = /\p{Cf}/gu;

/**
 * The name an acknowledgment greets the prospect by, or "" for a neutral greeting. The rule reads the name as a
 * reader would see it: in its compatibility form (NFKC folds the full-width and small forms of `@`, `/`, `.` and
 * letters into the plain ones, and the halfwidth ideographic full stop into the ideographic one), and without the
 * characters that show nothing, so `spam.example` with a zero-width space before its dot is still a host.
 */
function greetingName(name: string): string {
  const trimmed = name.trim();
  const asRead = trimmed.normalize("NFKC").replace(INVISIBLE, "");
  return trimmed.length > GREETING_NAME_MAX || CARRIES_SOMETHING.test(asRead) ? "" : trimmed;
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
