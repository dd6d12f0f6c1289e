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
 * which browsers read as `/`), a scheme's colon (`tel:`, `bitcoin:`; no name holds one), markup (`<`, `>`), or a
 * host: `www.`, a punycode label (`xn--`), or a dot followed by a label in any script (`spam.example`, `spam.рф`,
 * `spam.भारत`, read without its vowel signs; letters and digits). The ideographic full stop counts as a dot, as it
 * does in an address bar.
 */
const CARRIES_SOMETHING = /[@/\\:<>]|www\.|xn--|[.\u3002][\p{L}\p{N}]{2}/iu;
/**
 * What a reader does not see, read past: format characters (zero-width spaces and joiners, direction marks and
 * controls, the soft hyphen, tag characters, the word joiner, the interlinear annotation marks), and what else a
 * renderer may show as nothing (Hangul fillers, variation selectors).
 */
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;
/** Combining marks, split from their letters: a dot below or an accent on a letter of `www` leaves it as easy to read. */
const MARKS = /\p{M}/gu;
/**
 * Look-alikes that the compatibility decomposition leaves as they are, read as what they pass for: slashes (fraction,
 * division, rising diagonal, big solidus, box drawing, Philippine punctuation), backslashes (set minus, reverse
 * solidus operators), dots (the Arabic-Indic zeros, the Syriac, Vai and Kharoshthi stops) and colons (ratio,
 * modifier letter colons, the Armenian, Hebrew and Syriac stops, two-dot punctuation). Symbols and punctuation only:
 * a letter of a script people write names in (the katakana ノ, the Catalan middle dot) is never one.
 */
const LOOK_ALIKES: readonly (readonly [RegExp, string])[] = [
  [/[\u1735\u2044\u2215\u2571\u27CB\u29F8]/gu, "/"],
  [/[\u2216\u29F5\u29F9]/gu, "\\"],
  [/[\u0660\u06F0\u0701\u0702\uA60E\u{10A50}]/gu, "."],
  [/[\u02F8\u0589\u05C3\u0703\u0704\u205A\u2236\uA789]/gu, ":"],
];

/**
 * The name an acknowledgment greets the prospect by, or "" for a neutral greeting. The rule reads the name as a
 * reader would see it: in its compatibility decomposition (NFKD folds the full-width and small forms of `@`, `/`,
 * `.`, `:` and letters into the plain ones, the halfwidth ideographic full stop into the ideographic one, and splits
 * a letter from its accents), without the characters that show nothing and without combining marks, and with each
 * look-alike as what it passes for, so `spam.example` with a zero-width space before its dot, or with a fraction
 * slash for a slash, is still a host (decision 0056).
 */
function greetingName(name: string): string {
  const trimmed = name.trim();
  let asRead = trimmed.normalize("NFKD").replace(INVISIBLE, "").replace(MARKS, "");
  for (const [lookAlike, plain] of LOOK_ALIKES) asRead = asRead.replace(lookAlike, plain);
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
