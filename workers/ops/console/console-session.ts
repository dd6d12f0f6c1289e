/**
 * The ops console's session: a cookie the Worker signs, holding nothing but when it ends. Named with the `__Host-`
 * prefix (so only this host, over https, with `Path=/`, can set it), `HttpOnly` (no script reads it), `Secure`,
 * `SameSite=Strict` (never sent with a request from another site), ending after 12 hours. It is signed with a key
 * derived from `OPS_TOKEN`: a new token ends every session. Signing out deletes the cookie; a copy taken from a
 * browser before that stays good until it ends, which the 12 hours bound. (On the local runtime over plain http, the
 * same cookie without the prefix and `Secure`: `SessionTransport` below.)
 */

/**
 * Where the console is served: over https (every deployment), or over plain http on the local runtime in
 * development. Browsers keep a `Secure` cookie from https only (Chromium and Firefox also from http on loopback,
 * WebKit not), so local development over http gets the same session without the prefix and `Secure`; nowhere else.
 */
export type SessionTransport = "https" | "local-http";

export const sessionTransport = (url: URL, environment: string): SessionTransport =>
  url.protocol === "http:" && environment === "development" ? "local-http" : "https";

export const sessionCookieName = (transport: SessionTransport) =>
  transport === "https" ? "__Host-ops-session" : "ops-session";

const attributes = (transport: SessionTransport) =>
  `Path=/; ${transport === "https" ? "Secure; " : ""}HttpOnly; SameSite=Strict`;
const SESSION_SECONDS = 12 * 60 * 60;
const VERSION = "v1";

const encoder = new TextEncoder();

function base64url(bytes: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  const binary = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

/** The signing key: an HMAC key made from the ops token, for sessions only. */
function sessionKey(opsToken: string): Promise<CryptoKey> {
  return crypto.subtle.importKey(
    "raw",
    encoder.encode(`ops console session\n${opsToken}`),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign", "verify"],
  );
}

/** A new session's cookie value, ending 12 hours after `now`. */
export async function newSession(opsToken: string, now: number): Promise<string> {
  const ends = Math.floor(now / 1000) + SESSION_SECONDS;
  const payload = `${VERSION}.${ends}`;
  const signature = await crypto.subtle.sign("HMAC", await sessionKey(opsToken), encoder.encode(payload));
  return `${payload}.${base64url(signature)}`;
}

/** Whether a cookie value is a session this token signed that has not ended (the comparison is constant-time). */
export async function isSession(value: string | undefined, opsToken: string, now: number): Promise<boolean> {
  const [version, ends, signature, ...rest] = (value ?? "").split(".");
  if (version !== VERSION || !ends || !/^\d{1,12}$/.test(ends) || signature === undefined || rest.length > 0) {
    return false;
  }
  if (Number(ends) * 1000 <= now) return false;
  const bytes = fromBase64url(signature);
  if (!bytes) return false;
  return crypto.subtle.verify("HMAC", await sessionKey(opsToken), bytes, encoder.encode(`${version}.${ends}`));
}

/** The `Set-Cookie` header that starts a session. */
export const sessionCookie = (value: string, transport: SessionTransport) =>
  `${sessionCookieName(transport)}=${value}; Max-Age=${SESSION_SECONDS}; ${attributes(transport)}`;

/** The `Set-Cookie` header that ends one. */
export const endedSessionCookie = (transport: SessionTransport) =>
  `${sessionCookieName(transport)}=; Max-Age=0; ${attributes(transport)}`;
