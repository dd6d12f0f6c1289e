import { Hono } from "hono";
import type { WorkerConfig } from "../config/worker-config";
import { RATE_LIMIT_PERIOD_SECONDS, withinClientLimit } from "../client-limit";
import { outboxName } from "../contact/contact-route";
import { eventLog } from "../event-log";
import { withinBudget } from "../contact/within-budget";
import { missingMigrations, schemaBehindMessage } from "../insights/insights-schema";

/**
 * GET (and HEAD) /api/health, for uptime monitors: 200 `{ "ok": true }` when the contact pipeline can take a
 * message right now and deliver it everywhere (its configuration, the lead webhook's included, is valid, and the
 * outbox answers within a short limit) and the insights database has every migration of this build; otherwise 503
 * `{ "ok": false, "causes": [...] }`, each cause a word: `contact`, `database_schema` (migrations not applied) or
 * `database` (D1 failed or did not answer); either way `version` names the Worker version that answered (what a
 * deploy's smoke check waits for). The details are in the log (`health.unhealthy`, one line a cause) and
 * the ops API. Never cached, and counted against a per-client limit (`HEALTH_RATE_LIMIT`, 60 a minute), so
 * hammering it costs nothing.
 */

/** How long the outbox, and D1, have to answer: well under a monitor's own timeout. */
const OUTBOX_PING_LIMIT_MS = 1000;
const DATABASE_LIMIT_MS = 1000;

/**
 * How long this isolate takes a schema it found current at its word. Monitors poll every minute or so, often from
 * several places at once, and D1 answers from the database's one location, a round trip that can cost more than
 * the rest of the check; yet migrations only move forward, and a deploy that brings new ones starts new isolates,
 * which ask again. So D1 is asked at most once a minute an isolate while all is well, and on every call while the
 * schema is behind (or D1 failing), so a mend shows at the next poll.
 */
const SCHEMA_TRUSTED_MS = 60_000;
/** When this isolate last found the schema current (ms since the epoch; never, minus infinity). */
let schemaFoundCurrentAt = Number.NEGATIVE_INFINITY;

type Cause = "contact" | "editor" | "database_schema" | "database";

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
  const config = c.get("config");
  const found = [
    editorProblem(config),
    ...(await Promise.all([
      contactProblem(c.env, config),
      databaseProblem(c.env.INSIGHTS_DB, config.site.environment),
    ])),
  ];
  const problems = found.filter((problem) => problem !== null);
  if (problems.length > 0) {
    for (const { cause, problem } of problems) log("unhealthy", { cause, problem }, "error");
    return c.json(
      { ok: false, causes: problems.map(({ cause }) => cause), version: c.env.CF_VERSION_METADATA.id },
      503,
    );
  }
  return c.json({ ok: true, version: c.env.CF_VERSION_METADATA.id }, 200);
});

healthRoute.all("/", (c) => {
  c.header("Allow", "GET, HEAD");
  return c.json({ ok: false }, 405);
});

interface Problem {
  cause: Cause;
  /** What ops read in the log. */
  problem: string;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The content editor's GitHub sign-in half set (one of its two secrets), or null. */
function editorProblem({ editor }: WorkerConfig): Problem | null {
  return editor.signIn.state === "invalid"
    ? { cause: "editor", problem: `configuration: ${editor.signIn.problem}` }
    : null;
}

/** Why the contact pipeline cannot take a message now, or null when it can. */
async function contactProblem(env: Env, { contact }: WorkerConfig): Promise<Problem | null> {
  const problem = (text: string): Problem => ({ cause: "contact", problem: text });
  if (contact.delivery === "unavailable") return problem(`configuration: ${contact.problems.join("; ")}`);
  // The development outbox (no provider keys) is the Worker log: nothing more to ask.
  if (contact.delivery === "log") return null;
  // Messages are still taken and e-mailed, but their webhook deliveries wait until it is mended: ops must know.
  const { webhook } = contact.destinations;
  if (webhook.state === "invalid") return problem(`configuration: ${webhook.problem}`);
  try {
    const outbox = env.CONTACT_OUTBOX.getByName(outboxName(contact.provider));
    const answered = await withinBudget((async () => outbox.ping())(), OUTBOX_PING_LIMIT_MS);
    return answered === true ? null : problem("the outbox did not answer in time");
  } catch (error) {
    return problem(`the outbox failed: ${errorText(error)}`);
  }
}

/** Why the insights database cannot serve this build now (its schema behind, or D1 failing), or null. */
async function databaseProblem(db: D1Database, environment: string): Promise<Problem | null> {
  const now = Date.now();
  if (now >= schemaFoundCurrentAt && now - schemaFoundCurrentAt < SCHEMA_TRUSTED_MS) return null;
  try {
    const missing = await withinBudget(missingMigrations(db), DATABASE_LIMIT_MS);
    if (missing === undefined) return { cause: "database", problem: "the insights database did not answer in time" };
    if (missing.length > 0) return { cause: "database_schema", problem: schemaBehindMessage(missing, environment) };
    schemaFoundCurrentAt = now;
    return null;
  } catch (error) {
    return { cause: "database", problem: `the insights database failed: ${errorText(error)}` };
  }
}

healthRoute.onError((error, c) => {
  log("unexpected", { error: errorText(error) }, "error");
  return c.json({ ok: false }, 503);
});
