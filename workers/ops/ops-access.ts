import type { MiddlewareHandler } from "hono";
import type { WorkerConfig } from "../config/worker-config";
import { rateLimitKey } from "../client-address";
import { RATE_LIMIT_PERIOD_SECONDS, withinClientLimit } from "../client-limit";
import { eventLog } from "../event-log";
import { bearerTokenMatches } from "./bearer-token";

/**
 * The door of an ops API (decision 0014): 404 unless the `OPS_TOKEN` secret is set, so a deployment without it
 * exposes nothing; every request counted against a per-client limit (`OPS_RATE_LIMIT`) before its token is looked
 * at, so the token cannot be guessed by volume; 503 for a token too short to be safe; 401 without
 * `Authorization: Bearer <OPS_TOKEN>`.
 */
export const opsAccess: MiddlewareHandler<{ Bindings: Env; Variables: { config: WorkerConfig } }> = async (c, next) => {
  const { ops } = c.get("config");
  if (ops.access === "off") return c.json({ ok: false, code: "not_found" }, 404);

  const address = c.req.header("CF-Connecting-IP");
  const client = rateLimitKey(address);
  if (!(await withinClientLimit(c.env.OPS_RATE_LIMIT, address, log))) {
    log("rate_limited", { client });
    c.header("Retry-After", String(RATE_LIMIT_PERIOD_SECONDS));
    return c.json({ ok: false, code: "rate_limited", status: 429 }, 429);
  }
  if (ops.access === "invalid") {
    log("not_configured", { problem: ops.problem }, "error");
    return c.json({ ok: false, code: "not_configured", status: 503 }, 503);
  }
  if (!(await bearerTokenMatches(c.req.header("Authorization"), ops.token))) {
    log("unauthorized", { client });
    c.header("WWW-Authenticate", 'Bearer realm="ops"');
    return c.json({ ok: false, code: "unauthorized", status: 401 }, 401);
  }
  await next();
};

const log = eventLog("ops");
