import { type Context, Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { site } from "../app/content/site";
import { type ContactOutcome, contactOutcomeFragment } from "../app/lib/contact/contact-outcome";
import { checkContact, type ContactProblem, HONEYPOT_FIELD } from "../app/lib/contact/contact-schema";
import { rateLimitKey } from "./client-address";
import { isBlocked, type ProviderSettings } from "../app/lib/env/contact-config.server";
import type { SiteEnv } from "../app/lib/env/site-env.server";
import { sendToProvider } from "./email-provider";
import { deliverPaced } from "./paced-delivery";
import { redactSecrets } from "./secret-redaction";

/**
 * POST /api/contact: the contact form's only way out. The browser's script sends JSON and gets JSON; the
 * no-JavaScript form sends `application/x-www-form-urlencoded` and gets a 303 back to the home page's contact
 * section, whose fragment names the outcome (app/lib/contact/contact-outcome.ts).
 *
 * Every refusal is `{ ok: false, code, status }`. `status` is the provider's own status when the provider
 * answered (502), 0 when it never did, and otherwise the status of our answer.
 * Checks run cheapest first, and nothing reaches the provider before all of them pass.
 */

const MAX_CONTACT_BODY_BYTES = 16 * 1024;
/** The period of the `CONTACT_RATE_LIMIT` binding (wrangler.toml): a limited client may try again after it. */
const RATE_LIMIT_PERIOD_SECONDS = 60;

type Mode = "json" | "form";
interface Env_ {
  Bindings: Env;
  Variables: { mode: Mode; siteEnv: SiteEnv };
}
type Ctx = Context<Env_>;

interface Refusal {
  httpStatus: 400 | 403 | 413 | 415 | 429 | 502 | 503 | 504;
  code: string;
  status?: number;
  fields?: string[];
  /** Sent as `Retry-After` on a JSON answer (a form post is redirected, where it means nothing). */
  retryAfterSeconds?: number;
  outcome: Exclude<ContactOutcome, "sent">;
}

function log(event: string, detail: Record<string, unknown> = {}, level: "log" | "warn" | "error" = "warn") {
  console[level](JSON.stringify({ event: `contact.${event}`, ...detail }));
}

function redirectTo(c: Ctx, outcome: ContactOutcome) {
  return c.redirect(`/#${contactOutcomeFragment[outcome]}`, 303);
}

function sent(c: Ctx) {
  return c.get("mode") === "form" ? redirectTo(c, "sent") : c.json({ ok: true }, 200);
}

function refuse(c: Ctx, refusal: Refusal) {
  if (c.get("mode") === "form") return redirectTo(c, refusal.outcome);
  const { httpStatus, code, status = httpStatus, fields, retryAfterSeconds } = refusal;
  if (retryAfterSeconds !== undefined) c.header("Retry-After", String(retryAfterSeconds));
  return c.json({ ok: false, code, status, ...(fields ? { fields } : {}) }, httpStatus);
}

function problemRefusal(problem: ContactProblem): Refusal {
  switch (problem.kind) {
    case "incomplete":
      return { httpStatus: 400, code: "incomplete", fields: problem.fields, outcome: "incomplete" };
    case "email":
      return { httpStatus: 400, code: "invalid_email", fields: ["email"], outcome: "email" };
    case "malformed":
      return {
        httpStatus: 400,
        code: problem.unexpected ? "unexpected_fields" : "invalid_fields",
        fields: problem.fields,
        outcome: "failed",
      };
  }
}

/** A request from another site (Origin or Sec-Fetch-Site says so) is refused before its body is read. */
const sameOriginOnly: MiddlewareHandler<Env_> = async (c, next) => {
  c.set("mode", "json");
  const origin = c.req.header("Origin");
  const fetchSite = c.req.header("Sec-Fetch-Site");
  // Browsers send at least one of the two on every POST. A request with neither comes from a non-browser
  // client, which could forge either header anyway: it gets no exemption from the other checks.
  if (
    (origin !== undefined && origin !== new URL(c.req.url).origin) ||
    (fetchSite !== undefined && fetchSite !== "same-origin")
  ) {
    log("cross_site", { origin, fetchSite });
    return refuse(c, { httpStatus: 403, code: "cross_site", outcome: "failed" });
  }
  await next();
};

const mediaTypes: Readonly<Record<string, Mode>> = {
  "application/json": "json",
  "application/x-www-form-urlencoded": "form",
};

const knownContentType: MiddlewareHandler<Env_> = async (c, next) => {
  const mediaType = (c.req.header("Content-Type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  const mode = mediaTypes[mediaType];
  if (!mode) return refuse(c, { httpStatus: 415, code: "unsupported_media_type", outcome: "failed" });
  c.set("mode", mode);
  await next();
};

const limitBody = bodyLimit({
  maxSize: MAX_CONTACT_BODY_BYTES,
  onError: (c) => refuse(c as Ctx, { httpStatus: 413, code: "payload_too_large", outcome: "failed" }),
});

/** The body as a plain object of fields, or the refusal it earns. */
async function readFields(c: Ctx): Promise<{ fields: unknown } | { refusal: Refusal }> {
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

async function handleContact(c: Ctx) {
  const arrivedAt = Date.now();
  const body = await readFields(c);
  if ("refusal" in body) return refuse(c, body.refusal);

  const check = checkContact(body.fields);
  if (!check.ok) return refuse(c, problemRefusal(check.problem));
  const message = check.message;

  if (message[HONEYPOT_FIELD]) {
    log("honeypot");
    return sent(c);
  }

  const config = c.get("siteEnv").contact;
  if (config.delivery === "unavailable") {
    log("not_configured", { problems: config.problems }, "error");
    return refuse(c, { httpStatus: 503, code: "not_configured", outcome: "failed" });
  }

  if (isBlocked(message.email, config.blocklist)) {
    log("blocked");
    return refuse(c, { httpStatus: 403, code: "blocked", outcome: "failed" });
  }

  // Cloudflare sets CF-Connecting-IP on every request at the edge (a client cannot choose it there).
  const client = rateLimitKey(c.req.header("CF-Connecting-IP"));
  const { success } = await c.env.CONTACT_RATE_LIMIT.limit({ key: client }).catch((error: unknown) => {
    // A limiter outage must not lose a visitor's message: let it through and say so.
    log("rate_limit_unavailable", { error: String(error) }, "error");
    return { success: true };
  });
  if (!success) {
    log("rate_limited");
    return refuse(c, {
      httpStatus: 429,
      code: "rate_limited",
      retryAfterSeconds: RATE_LIMIT_PERIOD_SECONDS,
      outcome: "failed",
    });
  }

  if (config.delivery === "outbox") {
    // Local development without provider keys: the Worker log is the outbox.
    log(
      "outbox",
      { message: { name: message.name, email: message.email, company: message.company, message: message.message } },
      "log",
    );
    return sent(c);
  }

  const { provider, pacing } = config;
  const delivery = await deliverPaced(
    {
      deadlineAt: arrivedAt + pacing.deadlineMs,
      deadlineMs: pacing.deadlineMs,
      intervalMs: pacing.sendIntervalMs,
      callTimeoutMs: pacing.callTimeoutMs,
    },
    {
      takeSlot: (request) => c.env.PROVIDER_PACER.getByName(pacerName(provider)).takeSlot(request),
      send: (timeoutMs) => sendToProvider(provider, message, site.name, timeoutMs),
    },
  );
  const { result, attempts } = delivery;
  const secrets = providerSecrets(provider);
  if (delivery.pacerError !== undefined) {
    // The message went out unpaced (one call, no retry): it may have met the provider's rate limit.
    log("pacer_unavailable", { error: redactSecrets(delivery.pacerError, secrets) }, "error");
  }
  if (attempts > 1) log("provider_retried", { attempts, outcome: result.kind }, "log");
  switch (result.kind) {
    case "sent":
      return sent(c);
    case "refused":
      // The provider's text can name our account or keys: it goes to the log, never to the browser.
      log(
        "provider_refused",
        { status: result.status, text: redactSecrets(result.text, secrets).slice(0, 500) },
        "error",
      );
      return refuse(c, { httpStatus: 502, code: "provider_error", status: result.status, outcome: "failed" });
    case "unreachable":
      log("provider_unreachable", { error: redactSecrets(result.error, secrets) }, "error");
      return refuse(c, { httpStatus: 502, code: "network_error", status: 0, outcome: "failed" });
    case "timeout":
      log("provider_timeout", {}, "error");
      return refuse(c, { httpStatus: 504, code: "timeout", outcome: "failed" });
    case "busy":
      // Every slot before the visitor's deadline was taken: they hear it now rather than at the deadline.
      log("provider_busy", { nextFreeInMs: result.retryAfterMs }, "error");
      return refuse(c, {
        httpStatus: 503,
        code: "busy",
        retryAfterSeconds: Math.max(1, Math.ceil(result.retryAfterMs / 1000)),
        outcome: "failed",
      });
  }
}

/** One pacer per provider account: the account is its public key at its API. */
const pacerName = (provider: ProviderSettings) => `${provider.apiUrl} ${provider.publicKey}`;

/** The configured values a provider's answer could echo, under the names of their settings. */
const providerSecrets = (provider: ProviderSettings) => ({
  EMAILJS_SERVICE_ID: provider.serviceId,
  EMAILJS_TEMPLATE_ID: provider.templateId,
  EMAILJS_PUBLIC_KEY: provider.publicKey,
  EMAILJS_PRIVATE_KEY: provider.privateKey,
});

export const contactProxy = new Hono<Env_>();

// Answers are about one visitor's message: no cache may keep them.
contactProxy.use(async (c, next) => {
  await next();
  c.header("Cache-Control", "no-store");
});

contactProxy.post("/", sameOriginOnly, knownContentType, limitBody, handleContact);
contactProxy.all("/", (c) => {
  c.header("Allow", "POST");
  return c.json({ ok: false, code: "method_not_allowed", status: 405 }, 405);
});

// Whatever slips through (a client hanging up mid-body, a bug) is still an answer, never a 500.
contactProxy.onError((error, c) => {
  log("unexpected", { error: error instanceof Error ? error.message : String(error) }, "error");
  return refuse(c, { httpStatus: 503, code: "unavailable", outcome: "failed" });
});
