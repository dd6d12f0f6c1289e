import * as v from "valibot";
import type { HumanProofSettings } from "../config/human-proof-config";
import { fetchWithin } from "../fetch-within";
import { logContact } from "./contact-log";

/**
 * Whether a message comes with a proof that a person sent it: its Turnstile token, checked with Cloudflare's
 * siteverify API. The answer decides the message's lane in the outbox, never whether it is taken:
 *
 * - `verified`: the token passed, for a page of this site. Delivered first, always.
 * - `held`, with why: no token (no script, the plain form post, a widget that never answered), a token refused
 *   (forged, expired, spent, another site's), or no verdict in time (siteverify slow, down or unreachable). The
 *   message is stored all the same and delivered only when no verified message waits, under a daily cap. A person
 *   whose proof could not be checked loses nothing; a flood of bots gets nowhere near the inbox.
 */

export type Lane = "verified" | "held";
export type Proof = "passed" | "missing" | "refused" | "unchecked";
export type ProofVerdict = { lane: "verified"; proof: "passed" } | { lane: "held"; proof: Exclude<Proof, "passed"> };

/** The visitor's answer waits for siteverify this long at most; past it the message is held. */
const SITEVERIFY_TIME_LIMIT_MS = 1500;

const siteverifyAnswer = v.object({
  success: v.boolean(),
  "error-codes": v.optional(v.array(v.string()), []),
  hostname: v.optional(v.string()),
});

export interface ProofRequest {
  token: string;
  /** The client's address (`CF-Connecting-IP`), which siteverify weighs with the token. */
  clientAddress: string | undefined;
  /** The host the message was posted to: a token made on another site's page proves nothing here. */
  hostname: string;
}

export async function checkHumanProof(settings: HumanProofSettings, request: ProofRequest): Promise<ProofVerdict> {
  if (!request.token) return { lane: "held", proof: "missing" };
  const deadline = Date.now() + SITEVERIFY_TIME_LIMIT_MS;
  // One key for the request and its retry: siteverify then answers the retry as it answered the first call,
  // instead of calling the token spent.
  const body = JSON.stringify({
    secret: settings.secretKey,
    response: request.token,
    ...(request.clientAddress ? { remoteip: request.clientAddress } : {}),
    idempotency_key: crypto.randomUUID(),
  });
  let failure = "";
  // A second try only after an answer that may pass (a 5xx, a network error) and only inside the time limit.
  for (let attempt = 1; attempt <= 2 && Date.now() < deadline; attempt++) {
    const result = await callSiteverify(settings.verifyUrl, body, deadline - Date.now());
    if (result.kind === "answer") return verdictOf(result.answer, settings, request.hostname);
    failure = result.reason;
    if (result.kind === "final") break;
  }
  logContact("proof_unchecked", { reason: failure });
  return { lane: "held", proof: "unchecked" };
}

function verdictOf(
  answer: v.InferOutput<typeof siteverifyAnswer>,
  settings: HumanProofSettings,
  hostname: string,
): ProofVerdict {
  if (!answer.success) {
    logContact("proof_refused", { errors: answer["error-codes"].slice(0, 5) });
    return { lane: "held", proof: "refused" };
  }
  if (answer.hostname && !settings.testSecret && answer.hostname !== hostname) {
    logContact("proof_refused", { errors: ["hostname-mismatch"], hostname: answer.hostname.slice(0, 100) });
    return { lane: "held", proof: "refused" };
  }
  return { lane: "verified", proof: "passed" };
}

type CallResult =
  | { kind: "answer"; answer: v.InferOutput<typeof siteverifyAnswer> }
  /** Worth a second try. */
  | { kind: "retry"; reason: string }
  | { kind: "final"; reason: string };

async function callSiteverify(url: string, body: string, timeoutMs: number): Promise<CallResult> {
  const outcome = await fetchWithin(
    url,
    { method: "POST", headers: { "Content-Type": "application/json" }, body },
    timeoutMs,
  );
  if (outcome.kind === "timeout") return { kind: "final", reason: "no answer in time" };
  if (outcome.kind === "unreachable") return { kind: "retry", reason: outcome.error };
  const reason = `siteverify answered ${outcome.status}`;
  if (outcome.status >= 500) return { kind: "retry", reason };
  const parsed = v.safeParse(siteverifyAnswer, parseJson(outcome.text));
  if (!outcome.ok || !parsed.success) return { kind: "final", reason };
  return { kind: "answer", answer: parsed.output };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
