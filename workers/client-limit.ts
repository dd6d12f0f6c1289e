import { rateLimitKey } from "./client-address";
import type { EventLog } from "./event-log";

/** The period of the rate limit bindings (wrangler.toml): a limited client may try again after it. */
export const RATE_LIMIT_PERIOD_SECONDS = 60;

/**
 * Counts a request against `limiter` under its client's key (from `CF-Connecting-IP`, which Cloudflare sets on
 * every request at the edge, so a client cannot choose it there); resolves false for a client past its limit.
 * When the limiter itself fails, the request goes on and the failure is logged: a limiter outage must not lose
 * a visitor's message, and the ops API's token still guards its door.
 */
export async function withinClientLimit(
  limiter: RateLimit,
  clientAddress: string | undefined,
  log: EventLog,
): Promise<boolean> {
  const { success } = await limiter.limit({ key: rateLimitKey(clientAddress) }).catch((error: unknown) => {
    log("rate_limit_unavailable", { error: String(error) }, "error");
    return { success: true };
  });
  return success;
}
