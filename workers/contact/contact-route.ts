import { Hono } from "hono";
import type { ContactConfig, ProviderSettings } from "../config/contact-config";
import { leadContextOf } from "~/lib/contact/lead-context";
import { countContactConversion } from "../insights/contact-conversion";
import { type ContactContext, type ContactEnv, refuse, sent } from "./contact-answers";
import { checkRequest, knownContentType, limitBody, sameOriginOnly } from "./contact-checks";
import { logContact } from "./contact-log";
import type { AcceptAnswer } from "./contact-outbox";
import { withinBudget } from "./within-budget";
import type { ContactFields } from "./email-provider";
import type { ProofVerdict } from "./human-proof";

/**
 * POST /api/contact: the contact form's only way out. Check (contact-checks.ts), store (the outbox, before
 * anything else), answer (contact-answers.ts).
 *
 * A stored message is the outbox's to deliver: the visitor is told it was sent unless the provider refused it
 * for good while they waited (502 with the provider's status). Only a message that could not be stored, or was
 * refused, earns the failure answer.
 */

/** How long past its answer budget the Worker waits for the outbox before it tells the visitor sending failed. */
const OUTBOX_ANSWER_MARGIN_MS = 2000;

/** One outbox per provider account: the account is its public key at its API. */
export const outboxName = (provider: Pick<ProviderSettings, "apiUrl" | "publicKey">) =>
  `${provider.apiUrl} ${provider.publicKey}`;

async function store(
  c: ContactContext,
  fields: ContactFields,
  proof: ProofVerdict,
  config: Extract<ContactConfig, { delivery: "provider" }>,
): Promise<AcceptAnswer | undefined> {
  const outbox = c.env.CONTACT_OUTBOX.getByName(outboxName(config.provider));
  try {
    const accepting = (async (): Promise<AcceptAnswer> => outbox.accept(fields, proof))();
    const answer = await withinBudget(accepting, config.outbox.answerBudgetMs + OUTBOX_ANSWER_MARGIN_MS);
    if (!answer) logContact("outbox_unavailable", { error: "no answer in time" }, "error");
    return answer;
  } catch (error) {
    logContact("outbox_unavailable", { error: error instanceof Error ? error.message : String(error) }, "error");
    return undefined;
  }
}

async function handleContact(c: ContactContext) {
  const checked = await checkRequest(c);
  if (checked.kind === "refuse") return refuse(c, checked.refusal);
  if (checked.kind === "drop") return sent(c);

  const { message, config, proof } = checked;
  const fields: ContactFields = {
    name: message.name,
    email: message.email,
    company: message.company,
    message: message.message,
    locale: message.locale,
    context: leadContextOf(message),
  };
  if (config.delivery === "log") {
    // Local development without provider keys: the Worker log is the outbox (docs/decisions/0006).
    logContact("outbox", { message: fields, lane: proof.lane, proof: proof.proof }, "log");
    return sent(c);
  }

  const answer = await store(c, fields, proof, config);
  // Not stored, or no word from the outbox: it may or may not hold the message, and a duplicate beats a loss.
  // Or no proof of a person with the held lane full: a flood cannot fill storage, and a person still sees where
  // to write instead.
  if (!answer || answer.outcome === "full") {
    return refuse(c, { httpStatus: 503, code: "unavailable", outcome: "failed" });
  }
  if (answer.outcome === "refused") {
    return refuse(c, { httpStatus: 502, code: "provider_error", status: answer.status, outcome: "failed" });
  }
  // A lead, by the server's truth: stored, with a proof of a person (docs/insights.md).
  if (proof.lane === "verified") countContactConversion(c, fields);
  return sent(c);
}

export const contactRoute = new Hono<ContactEnv>();

// Answers are about one visitor's message: no cache may keep them.
contactRoute.use(async (c, next) => {
  await next();
  c.header("Cache-Control", "no-store");
});

contactRoute.post("/", sameOriginOnly, knownContentType, limitBody, handleContact);
contactRoute.all("/", (c) => {
  c.header("Allow", "POST");
  return c.json({ ok: false, code: "method_not_allowed", status: 405 }, 405);
});

// Whatever slips through (a client hanging up mid-body, a bug) is still an answer, never a 500.
contactRoute.onError((error, c) => {
  logContact("unexpected", { error: error instanceof Error ? error.message : String(error) }, "error");
  return refuse(c, { httpStatus: 503, code: "unavailable", outcome: "failed" });
});
