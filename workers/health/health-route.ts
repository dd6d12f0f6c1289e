import { Hono } from "hono";
import type { WorkerConfig } from "../config/worker-config";
import { RATE_LIMIT_PERIOD_SECONDS, withinClientLimit } from "../client-limit";
import { outboxName } from "../contact/contact-route";
import { eventLog } from "../event-log";
import { withinBudget } from "../contact/within-budget";

/**
 * GET (and HEAD) /api/health, for uptime monitors: 200 `{ "ok": true }` when the contact pipeline can take a
 * message right now and deliver it everywhere (its configuration, the lead webhook's included, is valid, and the
 * outbox answers within a short limit), otherwise 503
 * `{ "ok": false }`. Nothing more: the why is in the log (`health.unhealthy`) and the ops API. Never cached, and
 * counted against a per-client limit (`HEALTH_RATE_LIMIT`, 60 a minute), so hammering it costs nothing.
 */

/** How long the outbox has to answer: well under a monitor's own timeout. */
const OUTBOX_PING_LIMIT_MS = 1000;

const log = eventLog("health");

interface HealthEnv {
  Bindings: Env;
  Variables: { config: WorkerConfig };
}

export const healthRoute = new Hono<HealthEnv>();

healthRoute.use(async (c, next) => {
  await next();
  c.header("Cache-Control", "no-store");
});

// Hono answers HEAD with the GET route's headers and no body.
healthRoute.get("/", async (c) => {
  if (!(await withinClientLimit(c.env.HEALTH_RATE_LIMIT, c.req.header("CF-Connecting-IP"), log))) {
    c.header("Retry-After", String(RATE_LIMIT_PERIOD_SECONDS));
    return c.json({ ok: false }, 429);
  }
  const problem = editorProblem(c.get("config")) ?? (await contactProblem(c.env, c.get("config")));
  if (problem) {
    log("unhealthy", { problem }, "error");
    return c.json({ ok: false }, 503);
  }
  return c.json({ ok: true }, 200);
});

healthRoute.all("/", (c) => {
  c.header("Allow", "GET, HEAD");
  return c.json({ ok: false }, 405);
});

/** The content editor's GitHub sign-in half set (one of its two secrets), or null. */
function editorProblem({ editor }: WorkerConfig): string | null {
  return editor.signIn.state === "invalid" ? `configuration: ${editor.signIn.problem}` : null;
}

/** Why the contact pipeline cannot take a message now, or null when it can. */
async function contactProblem(env: Env, { contact }: WorkerConfig): Promise<string | null> {
  if (contact.delivery === "unavailable") return `configuration: ${contact.problems.join("; ")}`;
  // The development outbox (no provider keys) is the Worker log: nothing more to ask.
  if (contact.delivery === "log") return null;
  // Messages are still taken and e-mailed, but their webhook deliveries wait until it is mended: ops must know.
  const { webhook } = contact.destinations;
  if (webhook.state === "invalid") return `configuration: ${webhook.problem}`;
  try {
    const outbox = env.CONTACT_OUTBOX.getByName(outboxName(contact.provider));
    const answered = await withinBudget((async () => outbox.ping())(), OUTBOX_PING_LIMIT_MS);
    return answered === true ? null : "the outbox did not answer in time";
  } catch (error) {
    return `the outbox failed: ${error instanceof Error ? error.message : String(error)}`;
  }
}

healthRoute.onError((error, c) => {
  log("unexpected", { error: error instanceof Error ? error.message : String(error) }, "error");
  return c.json({ ok: false }, 503);
});
