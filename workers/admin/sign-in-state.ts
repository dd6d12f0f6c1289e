/**
 * The `state` of the GitHub sign-in (OAuth's guard against a forged callback): a random value kept in a cookie of
 * the sign-in window, and the same value with its expiry, signed with the OAuth app's secret, sent to GitHub and
 * back. The callback takes a state only when the signature holds, it has not expired, and it matches the cookie,
 * which the callback clears: a state is good for one sign-in, in the browser that began it, for ten minutes. (A
 * callback replayed with the cookie put back is refused by GitHub itself, whose codes are single use.)
 */

export const STATE_COOKIE = "editor_sign_in_state";
export const STATE_LIFETIME_SECONDS = 600;

const encoder = new TextEncoder();

function base64Url(bytes: ArrayBuffer | Uint8Array): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replaceAll("=", "");
}

async function signature(secret: string, text: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  return base64Url(await crypto.subtle.sign("HMAC", key, encoder.encode(text)));
}

/** Compares two strings in time that does not depend on where they differ. */
function sameText(a: string, b: string): boolean {
  const left = encoder.encode(a);
  const right = encoder.encode(b);
  if (left.length !== right.length) return false;
  let difference = 0;
  left.forEach((byte, index) => {
    difference |= byte ^ (right[index] ?? 0);
  });
  return difference === 0;
}

/** A new state: `cookie` goes into the sign-in window's cookie, `state` to GitHub. */
export async function newSignInState(secret: string, now: number): Promise<{ cookie: string; state: string }> {
  const cookie = base64Url(crypto.getRandomValues(new Uint8Array(24)));
  const expires = Math.floor(now / 1000) + STATE_LIFETIME_SECONDS;
  const body = `${cookie}.${expires}`;
  return { cookie, state: `${body}.${await signature(secret, body)}` };
}

type StateCheck = "ok" | "missing" | "forged" | "expired" | "not-this-browser";

/** Whether a state that came back from GitHub is the one this browser was given, and still good. */
export async function checkSignInState(
  secret: string,
  state: string | undefined,
  cookie: string | undefined,
  now: number,
): Promise<StateCheck> {
  if (!state) return "missing";
  const parts = state.split(".");
  if (parts.length !== 3) return "forged";
  const [random, expires, signed] = parts as [string, string, string];
  if (!sameText(signed, await signature(secret, `${random}.${expires}`))) return "forged";
  if (!/^\d{1,12}$/.test(expires) || Number(expires) < Math.floor(now / 1000)) return "expired";
  if (!cookie || !sameText(cookie, random)) return "not-this-browser";
  return "ok";
}
