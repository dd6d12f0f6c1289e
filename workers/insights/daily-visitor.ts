import { rateLimitKey } from "../client-address";

/**
 * Daily visitors, counted the way Plausible counts them: a hash of the day's salt with the client's address and
 * user agent. The salt is random, made once a day in D1 (`daily_salt`), and the days before it are deleted when
 * it is made, so a hash cannot be recomputed once its day is over and the same visitor gets an unrelated one the
 * next day. Neither the address nor the user agent is stored anywhere. An IPv6 client is taken by its /64, as the
 * rate limits take it: its network hands it a fresh address at will.
 */

/** This isolate's copy of the day's salt; D1 holds the one every isolate agrees on. */
let known: { day: string; salt: string } | undefined;

async function saltOf(db: D1Database, day: string): Promise<string> {
  if (known?.day === day) return known.salt;
  const fresh = hex(crypto.getRandomValues(new Uint8Array(32)));
  const [, read] = await db.batch<{ salt: string }>([
    db.prepare("INSERT OR IGNORE INTO daily_salt (day, salt) VALUES (?1, ?2)").bind(day, fresh),
    db.prepare("SELECT salt FROM daily_salt WHERE day = ?1").bind(day),
    // Only earlier days: an isolate whose clock is a moment behind must not delete the day that has just begun.
    db.prepare("DELETE FROM daily_salt WHERE day < ?1").bind(day),
  ]);
  const salt = read?.results[0]?.salt;
  if (!salt) throw new Error(`no salt for ${day}`);
  known = { day, salt };
  return salt;
}

/** The visitor's hash for `day` (32 hex characters). */
export async function dailyVisitor(
  db: D1Database,
  day: string,
  client: { address: string | undefined; userAgent: string },
): Promise<string> {
  const salt = await saltOf(db, day);
  const text = `${salt}\n${rateLimitKey(client.address)}\n${client.userAgent}`;
  const digest = await crypto.subtle.digest("SHA-256", encoder.encode(text));
  return hex(new Uint8Array(digest, 0, 16));
}

const encoder = new TextEncoder();
/** Each byte's two hex digits, made once an isolate rather than for every byte of every hash. */
const hexOfByte = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, "0"));

function hex(bytes: Uint8Array): string {
  let text = "";
  for (const byte of bytes) text += hexOfByte[byte] ?? "";
  return text;
}
