/**
 * A stored message's reference: ten characters of Crockford's base32 in lower case (no i, l, o or u, so it reads
 * aloud and copies without mistakes), 50 random bits. It names the message in the outbox, the log, the ops API
 * and the e-mail itself, so a duplicate delivery can be recognised. It carries nothing about the message.
 */
const ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";
const LENGTH = 10;

export const MESSAGE_REF_PATTERN = /^[0-9a-hjkmnp-tv-z]{10}$/;

export function newMessageRef(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(LENGTH));
  return Array.from(bytes, (byte) => ALPHABET.charAt(byte % ALPHABET.length)).join("");
}
