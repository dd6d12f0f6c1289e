// How the Turnstile stand-ins answer a token: the token's own text says what Cloudflare's siteverify would make of
// it, so a test asks for an outcome through the real widget path (the widget stand-in hands out tokens with the
// text a test chose) or through the Worker tests' fetch stand-in. Pure, shared by both.
//
//   pass...              success, for a page on `hostname`
//   pass-host-<name>...  success, for a page on <name> (another site's token)
//   fail...              refused: invalid-input-response (forged, or a real failed challenge)
//   expired...           refused: timeout-or-duplicate (older than 300 s, or spent)
//   slow-<ms>...         success after <ms> milliseconds
//   down...              503, as siteverify answers in an outage
//   down-after-<ms>...   503 after <ms> milliseconds (an outage that is slow to say so)
//   anything else        refused: invalid-input-response
// A secret of Cloudflare's that always fails (2x...AA) refuses every token, as the real service does.
import { failingTestSecretPattern } from "../../workers/config/turnstile-test-keys.ts";

export interface SiteverifyReply {
  status: number;
  body: Record<string, unknown>;
  delayMs: number;
}

/** The answer to a siteverify request's fields, for a site on `hostname`. */
export function siteverifyAnswer(
  request: Record<string, unknown>,
  { hostname = "127.0.0.1" }: { hostname?: string } = {},
): SiteverifyReply {
  const token = typeof request.response === "string" ? request.response : "";
  const secret = typeof request.secret === "string" ? request.secret : "";
  const refuse = (code: string): SiteverifyReply => ({
    status: 200,
    body: { success: false, "error-codes": [code], messages: [] },
    delayMs: 0,
  });
  const pass = (host: string, delayMs = 0): SiteverifyReply => ({
    status: 200,
    body: { success: true, "error-codes": [], challenge_ts: new Date().toISOString(), hostname: host, action: "" },
    delayMs,
  });
  if (!secret) return refuse("missing-input-secret");
  if (failingTestSecretPattern.test(secret)) return refuse("invalid-input-response");
  if (!token) return refuse("missing-input-response");
  const otherHost = /^pass-host-([a-z0-9.-]+)/i.exec(token);
  if (otherHost?.[1]) return pass(otherHost[1]);
  if (token.startsWith("pass")) return pass(hostname);
  if (token.startsWith("expired")) return refuse("timeout-or-duplicate");
  const slow = /^slow-(\d+)/.exec(token);
  if (slow) return pass(hostname, Number(slow[1]));
  if (token.startsWith("down")) {
    const delayMs = Number(/^down-after-(\d+)/.exec(token)?.[1] ?? 0);
    return { status: 503, body: { success: false, "error-codes": ["internal-error"] }, delayMs };
  }
  return refuse("invalid-input-response");
}
