import type { Context } from "hono";
import { deleteCookie, getSignedCookie, setSignedCookie } from "hono/cookie";

/**
 * The ops console's session: a cookie the Worker signs, holding nothing but when it ends. Named with the `__Host-`
 * prefix (so only this host, over https, with `Path=/`, can set it), `HttpOnly` (no script reads it), `Secure`,
 * `SameSite=Strict` (never sent with a request from another site), ending after 12 hours. It is signed with a key
 * derived from `OPS_TOKEN`: a new token ends every session. Signing out deletes the cookie; a copy taken from a
 * browser before that stays good until it ends, which the 12 hours bound. (On the local runtime over plain http, the
 * same cookie without the prefix and `Secure`: `SessionTransport` below.)
 *
 * Hono's signed-cookie helpers write and read it (HMAC-SHA-256, compared by WebCrypto's verify): whatever a client
 * sends as the cookie, malformed, truncated or forged, reads as no session, never as an error (decision 0042).
 */

/**
 * Where the console is served: over https (every deployment), or over plain http on the local runtime in
 * development. Browsers keep a `Secure` cookie from https only (Chromium and Firefox also from http on loopback,
 * WebKit not), so local development over http gets the same session without the prefix and `Secure`; nowhere else.
 */
export type SessionTransport = "https" | "local-http";

export const sessionTransport = (url: URL, environment: string): SessionTransport =>
  url.protocol === "http:" && environment === "development" ? "local-http" : "https";

/** The cookie's name, `__Host-` prefixed over https. */
const NAME = "ops-session";
const SESSION_SECONDS = 12 * 60 * 60;
/** What the signed value starts with: a cookie of an earlier form is no session. */
const VERSION = "v2";
const SIGNED_VALUE = new RegExp(`^${VERSION}\\.(\\d{1,12})$`);

type CookieOptions = NonNullable<Parameters<typeof setSignedCookie>[4]>;

const cookieOptions = (transport: SessionTransport): CookieOptions => ({
  path: "/",
  httpOnly: true,
  sameSite: "Strict",
  // The `host` prefix also sets `Secure` and refuses a `Domain`.
  ...(transport === "https" ? { prefix: "host" } : {}),
});

/** The signing secret: the ops token, with a prefix of its own so the key serves sessions only. */
const secretOf = (opsToken: string) => `ops console session\n${opsToken}`;

/** Starts a session ending 12 hours after `now`: its `Set-Cookie` header on the answer. */
export async function startSession(
  c: Context,
  transport: SessionTransport,
  opsToken: string,
  now: number,
): Promise<void> {
  const ends = Math.floor(now / 1000) + SESSION_SECONDS;
  await setSignedCookie(c, NAME, `${VERSION}.${ends}`, secretOf(opsToken), {
    ...cookieOptions(transport),
    maxAge: SESSION_SECONDS,
  });
}

/** Whether the request carries a session this token signed that has not ended at `now`. */
export async function hasSession(
  c: Context,
  transport: SessionTransport,
  opsToken: string,
  now: number,
): Promise<boolean> {
  // The signed value, `false` for a signature that does not verify, or undefined: whatever the client sent, never a
  // throw. The last two, as text, are no signed value.
  const value = await getSignedCookie(c, secretOf(opsToken), NAME, cookieOptions(transport).prefix);
  const ends = Number(SIGNED_VALUE.exec(String(value))?.[1] ?? 0);
  return ends * 1000 > now;
}

/** Ends the session: a `Set-Cookie` header that deletes the cookie. */
export function endSession(c: Context, transport: SessionTransport): void {
  deleteCookie(c, NAME, cookieOptions(transport));
}
