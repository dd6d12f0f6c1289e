import { rateLimitKey } from "../client-address";
import { withinClientLimit } from "../client-limit";
import { eventLog, type EventLog } from "../event-log";
import { onePerBinding } from "../one-per-binding";

/**
 * A client's page-view beacons, counted against their rate limit binding a lease of five at a time: the binding
 * counts leases (wrangler.toml: 12 a minute, so 60 beacons), and the isolate spends a lease's beacons without asking
 * again. One beacon in five calls the binding, where every beacon did: locally each call is a subrequest to the
 * runtime's limiter, which made the limit the beacon's largest cost (docs/decisions/0052).
 *
 * A lease lasts ten seconds, so a client that stops and comes back later asks again; the beacons of a lease are
 * spent within ten seconds of the binding's count, which keeps the limit near 60 a minute however the binding's
 * window falls. A lease lost (the isolate ends, the table is full, two beacons of one client asked at once) only
 * costs a call more: it never lets a beacon through that the binding would have refused.
 */
export const BEACONS_A_LEASE = 5;
export const LEASE_MS = 10_000;
/** The table's bound: past it, it starts again empty (a client then asks the binding once more). */
export const LEASES_KEPT = 10_000;

interface Lease {
  left: number;
  until: number;
}

export class LeasedLimit {
  readonly #leases = new Map<string, Lease>();

  constructor(
    private readonly limiter: RateLimit,
    private readonly log: EventLog,
  ) {}

  /** Whether the client at `address` may send one beacon more now. */
  async within(address: string | undefined, now = Date.now()): Promise<boolean> {
    const key = rateLimitKey(address);
    const lease = this.#leases.get(key);
    if (lease !== undefined && lease.left > 0 && now < lease.until) {
      lease.left -= 1;
      return true;
    }
    if (!(await withinClientLimit(this.limiter, address, this.log))) return false;
    if (this.#leases.size >= LEASES_KEPT) this.#leases.clear();
    this.#leases.set(key, { left: BEACONS_A_LEASE - 1, until: now + LEASE_MS });
    return true;
  }
}

const log = eventLog("insights");

/** The leases of one binding (an isolate has one; a test may give the Worker a limiter of its own). */
export const leasedLimit = onePerBinding((limiter: RateLimit) => new LeasedLimit(limiter, log));
