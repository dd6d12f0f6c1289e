import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import {
  checkContact,
  type ContactMessage,
  HONEYPOT_FIELD,
  HUMAN_PROOF_FIELD,
  LANGUAGE_FIELD,
} from "~/lib/contact/contact-schema";
import { isLanguage } from "~/lib/language/languages";
import { type ContactConfig, isBlocked } from "../config/contact-config";
import { RATE_LIMIT_PERIOD_SECONDS, withinClientLimit } from "../client-limit";
import {
  type ContactContext,
  type ContactEnv,
  type Mode,
  problemRefusal,
  type Refusal,
  refuse,
} from "./contact-answers";
import { logContact } from "./contact-log";
import { checkHumanProof, type ProofVerdict } from "./human-proof";

/**
 * Everything a message must pass before it is stored, cheapest first: the request's origin, content type and
 * size (middleware, before the body is read), then the fields, the honeypot, the configuration, the block list
 * and the client's rate limit. Nothing is stored, and nothing reaches the provider, before all of them pass. Last,
 * the bot check's token is proven, which decides the message's lane (human-proof.ts) but never refuses it.
 */

const MAX_CONTACT_BODY_BYTES = 16 * 1024;

/** A request from another site (Origin or Sec-Fetch-Site says so) is refused before its body is read. */
export const sameOriginOnly: MiddlewareHandler<ContactEnv> = async (c, next) => {
  c.set("mode", "json");
  const origin = c.req.header("Origin");
  const fetchSite = c.req.header("Sec-Fetch-Site");
  // Browsers send at least one of the two on every POST. A request with neither comes from a non-browser
  // client, which could forge either header anyway: it gets no exemption from the other checks.
  if (
    (origin !== undefined && origin !== new URL(c.req.url).origin) ||
    (fetchSite !== undefined && fetchSite !== "same-origin")
  ) {
    logContact("cross_site", { origin, fetchSite });
    return refuse(c, { httpStatus: 403, code: "cross_site", outcome: "failed" });
  }
  await next();
};

const mediaTypes: Readonly<Record<string, Mode>> = {
  "application/json": "json",
  "application/x-www-form-urlencoded": "form",
};

export const knownContentType: MiddlewareHandler<ContactEnv> = async (c, next) => {
  const mediaType = (c.req.header("Content-Type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  const mode = mediaTypes[mediaType];
  if (!mode) return refuse(c, { httpStatus: 415, code: "unsupported_media_type", outcome: "failed" });
  c.set("mode", mode);
  await next();
};

export const limitBody = bodyLimit({
  maxSize: MAX_CONTACT_BODY_BYTES,
  onError: (c) => refuse(c as ContactContext, { httpStatus: 413, code: "payload_too_large", outcome: "failed" }),
});

/** The body as a plain object of fields, or the refusal it earns. */
async function readFields(c: ContactContext): Promise<{ fields: unknown } | { refusal: Refusal }> {
  const text = await c.req.text();
  if (c.get("mode") === "form") {
    const params = new URLSearchParams(text);
    const fields: Record<string, string> = {};
    for (const [key, value] of params) {
      // The same field twice is not something our form sends; which one would we believe?
      if (Object.hasOwn(fields, key)) {
        return { refusal: { httpStatus: 400, code: "invalid_fields", fields: [], outcome: "failed" } };
      }
      fields[key] = value;
    }
    return { fields };
  }
  try {
    return { fields: JSON.parse(text) as unknown };
  } catch {
    return { refusal: { httpStatus: 400, code: "invalid_json", outcome: "failed" } };
  }
}

/** A message that passed every check, with where it goes. */
export type Checked =
  | {
      kind: "deliver";
      message: ContactMessage;
      config: Extract<ContactConfig, { delivery: "provider" | "log" }>;
      proof: ProofVerdict;
    }
  /** A bot filled the honeypot: answered as sent, dropped. */
  | { kind: "drop" }
  | { kind: "refuse"; refusal: Refusal };

export async function checkRequest(c: ContactContext): Promise<Checked> {
  const body = await readFields(c);
  if ("refusal" in body) return { kind: "refuse", refusal: body.refusal };
  // Whatever the checks below say, a plain form post is answered on its own language's page.
  const language = (body.fields as Record<string, unknown> | null)?.[LANGUAGE_FIELD];
  if (isLanguage(language)) c.set("language", language);

  const check = checkContact(body.fields);
  if (!check.ok) return { kind: "refuse", refusal: problemRefusal(check.problem) };
  const { message } = check;

  if (message[HONEYPOT_FIELD]) {
    logContact("honeypot");
    return { kind: "drop" };
  }

  const config = c.get("config").contact;
  if (config.delivery === "unavailable") {
    logContact("not_configured", { problems: config.problems }, "error");
    return { kind: "refuse", refusal: { httpStatus: 503, code: "not_configured", outcome: "failed" } };
  }

  if (isBlocked(message.email, config.blocklist)) {
    logContact("blocked");
    return { kind: "refuse", refusal: { httpStatus: 403, code: "blocked", outcome: "failed" } };
  }

  if (!(await withinClientLimit(c.env.CONTACT_RATE_LIMIT, c.req.header("CF-Connecting-IP"), logContact))) {
    logContact("rate_limited");
    return {
      kind: "refuse",
      refusal: {
        httpStatus: 429,
        code: "rate_limited",
        retryAfterSeconds: RATE_LIMIT_PERIOD_SECONDS,
        outcome: "failed",
      },
    };
  }
  const proof = await checkHumanProof(config.proof, {
    token: message[HUMAN_PROOF_FIELD],
    clientAddress: c.req.header("CF-Connecting-IP"),
    hostname: new URL(c.req.url).hostname,
  });
  return { kind: "deliver", message, config, proof };
}
