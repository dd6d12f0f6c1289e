import type { Context } from "hono";
import { type ContactOutcome, contactOutcomeFragment } from "~/lib/contact/contact-outcome";
import { defaultLanguage, type Language, localizedPath } from "~/lib/language/languages";
import type { ContactProblem } from "~/lib/contact/contact-schema";
import type { WorkerConfig } from "../config/worker-config";

/**
 * How POST /api/contact answers. The browser's script sends JSON and gets JSON; the no-JavaScript form sends
 * `application/x-www-form-urlencoded` and gets a 303 back to the contact section of the home page in the form's
 * language, whose fragment names the outcome (app/lib/contact/contact-outcome.ts). Every refusal is `{ ok: false, code, status }`:
 * `status` is the provider's own status when the provider refused the message (502), and otherwise the status
 * of our answer (docs/decisions/0004).
 */

export type Mode = "json" | "form";

export interface ContactEnv {
  Bindings: Env;
  /** `language`: the form's, once the body is read (the default language before, or when it names none). */
  Variables: { mode: Mode; config: WorkerConfig; language: Language | undefined };
}
export type ContactContext = Context<ContactEnv>;

export interface Refusal {
  httpStatus: 400 | 403 | 413 | 415 | 429 | 502 | 503;
  code: string;
  status?: number;
  fields?: string[];
  /** Sent as `Retry-After` on a JSON answer (a form post is redirected, where it means nothing). */
  retryAfterSeconds?: number;
  outcome: Exclude<ContactOutcome, "sent">;
}

function redirectTo(c: ContactContext, outcome: ContactOutcome) {
  const home = localizedPath(c.get("language") ?? defaultLanguage, "/");
  return c.redirect(`${home}#${contactOutcomeFragment[outcome]}`, 303);
}

export function sent(c: ContactContext) {
  return c.get("mode") === "form" ? redirectTo(c, "sent") : c.json({ ok: true }, 200);
}

export function refuse(c: ContactContext, refusal: Refusal) {
  if (c.get("mode") === "form") return redirectTo(c, refusal.outcome);
  const { httpStatus, code, status = httpStatus, fields, retryAfterSeconds } = refusal;
  if (retryAfterSeconds !== undefined) c.header("Retry-After", String(retryAfterSeconds));
  return c.json({ ok: false, code, status, ...(fields ? { fields } : {}) }, httpStatus);
}

export function problemRefusal(problem: ContactProblem): Refusal {
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
