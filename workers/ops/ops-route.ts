import { type Context, Hono, type MiddlewareHandler } from "hono";
import * as v from "valibot";
import type { WorkerConfig } from "../config/worker-config";
import { rateLimitKey } from "../client-address";
import { RATE_LIMIT_PERIOD_SECONDS, withinClientLimit } from "../client-limit";
import type { ContactOutbox } from "../contact/contact-outbox";
import { outboxName } from "../contact/contact-route";
import { MESSAGE_REF_PATTERN } from "../contact/message-ref";
import { destinations, listings } from "../contact/outbox-listings";
import { eventLog } from "../event-log";
import { bearerTokenMatches } from "./bearer-token";

/**
 * The operations API of the contact outbox, under /api/ops/outbox: what waits in each lane, what died at which
 * destination (the e-mail, the lead webhook, the acknowledgment), and replay, release or discard.
 * Every path answers 404 unless the `OPS_TOKEN` secret is set, so a deployment without it exposes nothing; with
 * it, a request needs `Authorization: Bearer <OPS_TOKEN>` (401 otherwise). Every request counts against a
 * per-client limit (`OPS_RATE_LIMIT`, 20 a minute) before its token is looked at: a client past the limit is
 * refused even with a right guess, so the token cannot be guessed by volume. Answers are JSON, `no-store`, and
 * carry no CORS headers: a browser page on another origin cannot read them.
 *
 *   GET    /api/ops/outbox                                  counts, in all and per destination (never fields)
 *   GET    /api/ops/outbox/messages?state=queued|retrying|held|dead[&destination=D][&limit=N]
 *                                                           a listing, each message's sends (never fields)
 *   GET    /api/ops/outbox/messages/<ref>                   one message, fields included
 *   POST   /api/ops/outbox/messages/<ref>/replay[?destination=email|webhook|acknowledgment]
 *                                                           its dead letters (of that destination) tried again; an
 *                                                           acknowledgment only within its window (`windowEndsAt`):
 *                                                           after it, dropped, and the answer says so
 *   POST   /api/ops/outbox/messages/<ref>/release           a held message to the verified lane
 *   DELETE /api/ops/outbox/messages/<ref>                   discard
 *   DELETE /api/ops/outbox/held?from=<ISO time>&to=<ISO time>   discard the held messages received in that range
 */

interface OpsEnv {
  Bindings: Env;
  Variables: { config: WorkerConfig; outbox: DurableObjectStub<ContactOutbox> };
}
type OpsContext = Context<OpsEnv>;

const LISTING_LIMIT_DEFAULT = 100;
const LISTING_LIMIT_MAX = 500;

const fail = (c: OpsContext, status: 400 | 401 | 404 | 405 | 409 | 429 | 503, code: string) =>
  c.json({ ok: false, code, status }, status);

const log = eventLog("ops");

/** What a replay that found the acknowledgment past its window says. */
const ACKNOWLEDGMENT_LATE =
  "The acknowledgment was dropped, not sent: its window after the message had ended (windowEndsAt), and a prospect " +
  "acknowledged that late is worse off than not at all.";

const guard: MiddlewareHandler<OpsEnv> = async (c, next) => {
  const { ops, contact } = c.get("config");
  if (ops.access === "off") return c.json({ ok: false, code: "not_found" }, 404);

  const client = rateLimitKey(c.req.header("CF-Connecting-IP"));
  if (!(await withinClientLimit(c.env.OPS_RATE_LIMIT, c.req.header("CF-Connecting-IP"), log))) {
    log("rate_limited", { client });
    c.header("Retry-After", String(RATE_LIMIT_PERIOD_SECONDS));
    return fail(c, 429, "rate_limited");
  }

  if (ops.access === "invalid") {
    log("not_configured", { problem: ops.problem }, "error");
    return fail(c, 503, "not_configured");
  }
  if (!(await bearerTokenMatches(c.req.header("Authorization"), ops.token))) {
    log("unauthorized", { client });
    c.header("WWW-Authenticate", 'Bearer realm="ops"');
    return fail(c, 401, "unauthorized");
  }

  if (contact.delivery !== "provider") return fail(c, 503, "not_configured");
  c.set("outbox", c.env.CONTACT_OUTBOX.getByName(outboxName(contact.provider)));
  await next();
};

const destinationQuery = v.optional(v.picklist(destinations));

const listingQuery = v.object({
  state: v.picklist(listings),
  destination: destinationQuery,
  limit: v.optional(
    v.pipe(v.string(), v.digits(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(LISTING_LIMIT_MAX)),
  ),
});

/** The `<ref>` of the path, or undefined when it cannot be a reference. */
const refOf = (c: OpsContext) => {
  const ref = c.req.param("ref");
  return ref && MESSAGE_REF_PATTERN.test(ref) ? ref : undefined;
};

export const opsRoute = new Hono<OpsEnv>();

opsRoute.use(async (c, next) => {
  await next();
  c.header("Cache-Control", "no-store");
});
opsRoute.use(guard);

opsRoute.get("/outbox", async (c) => c.json(await c.get("outbox").status()));

opsRoute.get("/outbox/messages", async (c) => {
  const query = v.safeParse(listingQuery, c.req.query());
  if (!query.success) return fail(c, 400, "invalid_query");
  const { state, destination, limit = LISTING_LIMIT_DEFAULT } = query.output;
  return c.json({ state, messages: await c.get("outbox").messages(state, limit, destination) });
});

opsRoute.get("/outbox/messages/:ref", async (c) => {
  const ref = refOf(c);
  const message = ref ? await c.get("outbox").message(ref) : null;
  return message ? c.json(message) : fail(c, 404, "not_found");
});

opsRoute.post("/outbox/messages/:ref/replay", async (c) => {
  const ref = refOf(c);
  const query = v.safeParse(v.object({ destination: destinationQuery }), c.req.query());
  if (!query.success) return fail(c, 400, "invalid_query");
  const answer = ref ? await c.get("outbox").replay(ref, query.output.destination) : "not_found";
  if (answer === "not_found") return fail(c, 404, "not_found");
  if (answer === "not_dead") return fail(c, 409, "not_dead");
  if (answer === "replayed") return c.json({ ok: true, ref, state: "queued" });
  return c.json({
    ok: true,
    ref,
    state: answer === "acknowledgment_late" ? "dropped" : "queued",
    acknowledgment: "dropped_late",
    note: ACKNOWLEDGMENT_LATE,
  });
});

opsRoute.post("/outbox/messages/:ref/release", async (c) => {
  const ref = refOf(c);
  const answer = ref ? await c.get("outbox").release(ref) : "not_found";
  if (answer === "not_found") return fail(c, 404, "not_found");
  if (answer === "not_held") return fail(c, 409, "not_held");
  return c.json({ ok: true, ref, lane: "verified" });
});

/** An ISO 8601 time with its zone, as the CLI and people write them; anything else is not a bound. */
const isoTime = v.pipe(
  v.string(),
  v.isoTimestamp(),
  v.transform((text) => Date.parse(text)),
  v.check((time) => Number.isFinite(time)),
);
const heldRangeQuery = v.pipe(
  v.object({ from: isoTime, to: isoTime }),
  v.check(({ from, to }) => from < to, "from comes before to"),
);

opsRoute.delete("/outbox/held", async (c) => {
  const query = v.safeParse(heldRangeQuery, c.req.query());
  if (!query.success) return fail(c, 400, "invalid_query");
  const { from, to } = query.output;
  const discarded = await c.get("outbox").discardHeld(from, to);
  return c.json({ ok: true, discarded, from: new Date(from).toISOString(), to: new Date(to).toISOString() });
});

opsRoute.delete("/outbox/messages/:ref", async (c) => {
  const ref = refOf(c);
  const discarded = ref ? await c.get("outbox").discard(ref) : false;
  if (!discarded) return fail(c, 404, "not_found");
  return c.json({ ok: true, ref });
});

// The paths above with another method.
const allowed: readonly [string, string][] = [
  ["/outbox", "GET"],
  ["/outbox/messages", "GET"],
  ["/outbox/messages/:ref", "GET, DELETE"],
  ["/outbox/messages/:ref/replay", "POST"],
  ["/outbox/messages/:ref/release", "POST"],
  ["/outbox/held", "DELETE"],
];
for (const [path, methods] of allowed) {
  opsRoute.all(path, (c) => {
    c.header("Allow", methods);
    return fail(c, 405, "method_not_allowed");
  });
}

// An unknown path under /api/ops, once past the guard.
opsRoute.all("*", (c) => fail(c, 404, "not_found"));

opsRoute.onError((error, c) => {
  log("unexpected", { error: error instanceof Error ? error.message : String(error) }, "error");
  return fail(c, 503, "unavailable");
});
