import { type Context, Hono, type MiddlewareHandler } from "hono";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import * as v from "valibot";
import type { WorkerConfig } from "../../config/worker-config";
import { rateLimitKey } from "../../client-address";
import { withinClientLimit } from "../../client-limit";
import type { ContactOutbox } from "../../contact/contact-outbox";
import { outboxName } from "../../contact/contact-route";
import { MESSAGE_REF_PATTERN } from "../../contact/message-ref";
import { destinations, type Listing, listings } from "../../contact/outbox-listings";
import { eventLog } from "../../event-log";
import { tokenMatches } from "../bearer-token";
import { consoleStyles } from "./console-styles";
import { endSession, hasSession, sessionTransport, startSession } from "./console-session";
import { DiscardHeldPage } from "./discard-held-page";
import { afterAnswer } from "../../insights/after-answer";
import { missingMigrations, schemaBehindMessage } from "../../insights/insights-schema";
import { numbersSnapshot } from "../../insights/report-snapshots";
import { numbersMarkup } from "./numbers-markup";
import { type NumberRange, numberRanges } from "./numbers-page";
import { actionNotice, OutboxPage } from "./outbox-page";
import { SchemaBehindPage } from "./schema-behind-page";
import { SignInPage } from "./sign-in-page";

/**
 * The ops console, /ops: the site's numbers and the contact outbox, in the browser, for the people who run the site
 * (decision 0027). HTML drawn here, no script; every action a POST form.
 *
 * - Closed like the ops API: every /ops path is a 404 unless `OPS_TOKEN` is set (a 503 when it is too short).
 * - Sign-in takes the ops token, counted against the ops rate limit; it starts a session (console-session.ts).
 * - Every POST must come from the site's own pages (its `Origin` header), or it is refused with a 403.
 * - Every answer: `no-store`, `noindex`, under the site's CSP (set for all HTML by the Worker), framed by nobody.
 */

interface ConsoleEnv {
  Bindings: Env;
  Variables: { config: WorkerConfig };
}
type ConsoleContext = Context<ConsoleEnv>;

const log = eventLog("ops");
/** Messages a listing shows at a time: a page of 100 held messages took the Worker and the outbox over 5 ms of CPU. */
const LISTING_PAGE = 50;
const ALERT_DAYS = 7;
/** Where each listing's page begins (`?held=50`): a count of messages, 0 when absent or not one. */
const listingOffset = v.fallback(v.pipe(v.string(), v.regex(/^\d{1,7}$/), v.transform(Number)), 0);

const page = (c: ConsoleContext, element: ReactElement, status: 200 | 401 | 404 | 429 | 503 = 200) =>
  c.html(`<!doctype html>${renderToStaticMarkup(element)}`, status);

/** The outbox of the configured provider account, or null in development without one (messages go to the log). */
function outboxOf(c: ConsoleContext): DurableObjectStub<ContactOutbox> | null {
  const { contact } = c.get("config");
  return contact.delivery === "provider" ? c.env.CONTACT_OUTBOX.getByName(outboxName(contact.provider)) : null;
}

const transportOf = (c: ConsoleContext) => sessionTransport(new URL(c.req.url), c.get("config").site.environment);

const tokenOf = (c: ConsoleContext) => {
  const { ops } = c.get("config");
  return ops.access === "token" ? ops.token : "";
};

export const consoleRoute = new Hono<ConsoleEnv>();

consoleRoute.use(async (c, next) => {
  await next();
  c.header("Cache-Control", "no-store");
  c.header("X-Robots-Tag", "noindex, nofollow");
});

consoleRoute.use(async (c, next) => {
  const { ops } = c.get("config");
  if (ops.access === "off") return c.text("Not Found", 404);
  if (ops.access === "invalid") {
    log("not_configured", { problem: ops.problem }, "error");
    return c.text("The ops console is not configured.", 503);
  }
  // A form posted from another site's page (its browser sends that page's origin) changes nothing.
  if (c.req.method === "POST" && c.req.header("Origin") !== new URL(c.req.url).origin) {
    log("cross_site", { origin: c.req.header("Origin")?.slice(0, 100) });
    return c.text("Forbidden: this action comes from the console's own pages only.", 403);
  }
  await next();
});

consoleRoute.get("/console.css", (c) => c.body(consoleStyles, 200, { "Content-Type": "text/css; charset=utf-8" }));

consoleRoute.post("/sign-in", async (c) => {
  const address = c.req.header("CF-Connecting-IP");
  if (!(await withinClientLimit(c.env.OPS_RATE_LIMIT, address, log))) {
    log("rate_limited", { client: rateLimitKey(address) });
    return page(c, <SignInPage notice="rate-limited" />, 429);
  }
  const form = await c.req.parseBody();
  const token = typeof form.token === "string" ? form.token : "";
  if (!(await tokenMatches(token, tokenOf(c)))) {
    log("unauthorized", { client: rateLimitKey(address), where: "console" });
    return page(c, <SignInPage notice="wrong-token" />, 401);
  }
  // Who signed in, and when, is ops' to see in Workers Logs, as the failed tries are (never the token).
  log("signed_in", { client: rateLimitKey(address) }, "log");
  await startSession(c, transportOf(c), tokenOf(c), Date.now());
  return c.redirect("/ops", 303);
});

consoleRoute.post("/sign-out", (c) => {
  endSession(c, transportOf(c));
  return c.redirect("/ops?notice=signed-out", 303);
});

const signInNotice = v.optional(v.picklist(["signed-out", "session-ended"]));

/** Past here, a session: without one, a page shows the sign-in form, and an action signs in first. */
const signedIn: MiddlewareHandler<ConsoleEnv> = async (c, next) => {
  if (await hasSession(c, transportOf(c), tokenOf(c), Date.now())) {
    await next();
    return;
  }
  if (c.req.method === "POST") return c.redirect("/ops?notice=session-ended", 303);
  const notice = v.safeParse(signInNotice, c.req.query("notice"));
  return page(c, <SignInPage notice={notice.success ? notice.output : undefined} />);
};
consoleRoute.use(signedIn);

consoleRoute.get("/", async (c) => {
  const asked = Number(c.req.query("days") ?? 30);
  const days: NumberRange = numberRanges.find((range) => range === asked) ?? 30;
  const snapshot = await numbersSnapshot(c.env.INSIGHTS_DB, days, Date.now(), (work) => {
    afterAnswer(c, work);
  });
  return c.html(numbersMarkup({ days, snapshot }));
});

consoleRoute.get("/outbox", async (c) => {
  const outbox = outboxOf(c);
  if (!outbox) return page(c, <OutboxPage unavailable />);
  const query = c.req.query();
  const offsets = Object.fromEntries(
    listings.map((listing) => [listing, v.parse(listingOffset, query[listing] ?? "")]),
  ) as Record<Listing, number>;
  // One call for the whole page: each call to the outbox is an invocation of its own, with its own cost.
  const { status, listings: pages, alerts } = await outbox.review(offsets, LISTING_PAGE, ALERT_DAYS);
  return page(c, <OutboxPage status={status} listings={pages} alerts={alerts} notice={actionNotice(query)} />);
});

/** A datetime-local field's value, read as UTC: `2026-11-26T09:00`. */
const utcMinute = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d)?$/),
  v.transform((text) => Date.parse(`${text}Z`)),
  v.check((time) => Number.isFinite(time)),
);
const rangeForm = v.pipe(
  v.object({ from: utcMinute, to: utcMinute, confirm: v.optional(v.literal("yes")) }),
  v.check(({ from, to }) => from < to, "from comes before to"),
);

consoleRoute.post("/outbox/discard-held", async (c) => {
  const outbox = outboxOf(c);
  const parsed = v.safeParse(rangeForm, await c.req.parseBody());
  if (!outbox || !parsed.success) return done(c, { action: "discard-held", outcome: "invalid" });
  const { from, to, confirm } = parsed.output;
  const iso = (time: number) => new Date(time).toISOString();
  if (confirm !== "yes") {
    const count = await outbox.heldBetween(from, to);
    return page(c, <DiscardHeldPage from={iso(from).slice(0, 16)} to={iso(to).slice(0, 16)} count={count} />);
  }
  const discarded = await outbox.discardHeld(from, to);
  log("console_action", { action: "discard-held", from: iso(from), to: iso(to), discarded }, "log");
  return done(c, { action: "discard-held", outcome: "discarded", count: String(discarded) });
});

const refForm = v.object({ ref: v.pipe(v.string(), v.regex(MESSAGE_REF_PATTERN)) });
const replayForm = v.object({ ...refForm.entries, destination: v.picklist(destinations) });

/** Back to the outbox, saying what was done (or why nothing was). */
const done = (c: ConsoleContext, what: Record<string, string>) =>
  c.redirect(`/ops/outbox?${new URLSearchParams(what).toString()}#main`, 303);

consoleRoute.post("/outbox/:action{release|discard|replay}", async (c) => {
  const outbox = outboxOf(c);
  const action = c.req.param("action");
  const form = await c.req.parseBody();
  const parsed = v.safeParse(action === "replay" ? replayForm : refForm, form);
  if (!outbox || !parsed.success) return done(c, { action, outcome: "invalid" });
  const { ref } = parsed.output;
  const destination = "destination" in parsed.output ? parsed.output.destination : undefined;
  let outcome: string;
  if (action === "release") outcome = await outbox.release(ref);
  else if (action === "discard") outcome = (await outbox.discard(ref)) ? "discarded" : "not_found";
  else outcome = await outbox.replay(ref, destination);
  log("console_action", { action, ref, outcome, destination }, "log");
  return done(c, { action, ref, outcome, ...(destination ? { destination } : {}) });
});

consoleRoute.all("*", (c) => c.text("Not Found", 404));

/**
 * When a query failed for want of a table or column and the insights database lacks migrations of this build, the
 * page that names them (as /api/health does), instead of a bare 503; otherwise null.
 */
async function schemaBehindAnswer(c: ConsoleContext, error: unknown): Promise<Response | null> {
  if (!/no such (table|column)/.test(String(error))) return null;
  const missing = await missingMigrations(c.env.INSIGHTS_DB).catch(() => []);
  if (missing.length === 0) return null;
  const problem = schemaBehindMessage(missing, c.get("config").site.environment);
  log("schema_behind", { problem }, "error");
  return page(c, <SchemaBehindPage problem={problem} />, 503);
}

consoleRoute.onError(async (error, c) => {
  const schemaAnswer = await schemaBehindAnswer(c, error);
  if (schemaAnswer) return schemaAnswer;
  log("unexpected", { error: error instanceof Error ? error.message : String(error), where: "console" }, "error");
  return c.text("The ops console could not answer. Try again in a moment.", 503);
});
