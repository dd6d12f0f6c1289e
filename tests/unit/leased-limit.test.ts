// The beacons' rate limit counted a lease of five at a time (workers/insights/leased-limit.ts), against a limiter
// that counts its calls a key and allows `capacity` of them, and a clock the test sets.
import { describe, expect, it } from "vitest";
import { BEACONS_A_LEASE, LEASE_MS, LEASES_KEPT, LeasedLimit } from "../../workers/insights/leased-limit";

function countingLimiter(capacity: number) {
  const calls = new Map<string, number>();
  let failing = false;
  const limiter = {
    limit: ({ key }: { key: string }) => {
      if (failing) return Promise.reject(new Error("limiter down"));
      const made = (calls.get(key) ?? 0) + 1;
      calls.set(key, made);
      return Promise.resolve({ success: made <= capacity });
    },
  };
  const logged: string[] = [];
  const leased = new LeasedLimit(limiter, (event) => logged.push(event));
  return { leased, calls, logged, fail: () => (failing = true) };
}

/** How many of `count` beacons from `address` at `now` are let through. */
async function allowed(leased: LeasedLimit, address: string, count: number, now = 0): Promise<number> {
  let within = 0;
  for (let i = 0; i < count; i++) if (await leased.within(address, now)) within++;
  return within;
}

describe("the beacons' limit, counted a lease at a time", () => {
  it("asks the limiter once for five beacons of a client, and again for the sixth", async () => {
    const { leased, calls } = countingLimiter(100);
    expect(await allowed(leased, "203.0.113.7", BEACONS_A_LEASE)).toBe(5);
    expect(calls.get("203.0.113.7")).toBe(1);
    expect(await allowed(leased, "203.0.113.7", 1)).toBe(1);
    expect(calls.get("203.0.113.7")).toBe(2);
  });

  it("lets through exactly five beacons a call the limiter allows: 12 calls, 60 beacons, the 61st refused", async () => {
    const { leased, calls } = countingLimiter(12);
    expect(await allowed(leased, "203.0.113.7", 61)).toBe(60);
    expect(calls.get("203.0.113.7")).toBe(13);
    // A client refused takes no lease: each try asks again, and is refused again.
    expect(await allowed(leased, "203.0.113.7", 3)).toBe(0);
    expect(calls.get("203.0.113.7")).toBe(16);
  });

  it("keeps each client's lease apart, by the limiter's key (an IPv6 client by its /64)", async () => {
    const { leased, calls } = countingLimiter(1);
    expect(await allowed(leased, "2001:db8:1:2::1", 3)).toBe(3);
    expect(await allowed(leased, "2001:db8:1:2::ff", 2)).toBe(2);
    expect(await allowed(leased, "2001:db8:1:2::ff", 1)).toBe(0);
    expect(await allowed(leased, "198.51.100.1", 5)).toBe(5);
    expect([...calls.values()]).toEqual([2, 1]);
  });

  it("ends a lease after ten seconds: what is left of it is not spent later", async () => {
    const { leased, calls } = countingLimiter(100);
    expect(await allowed(leased, "203.0.113.7", 2, 0)).toBe(2);
    expect(LEASE_MS).toBe(10_000);
    expect(await allowed(leased, "203.0.113.7", 1, 9_999)).toBe(1);
    expect(calls.get("203.0.113.7")).toBe(1);
    expect(await allowed(leased, "203.0.113.7", 1, 10_000)).toBe(1);
    expect(calls.get("203.0.113.7")).toBe(2);
  });

  it("keeps at most 10,000 clients' leases: past them it starts again, and a client asks the limiter once more", async () => {
    const { leased, calls } = countingLimiter(100);
    expect(await allowed(leased, "203.0.113.7", 1)).toBe(1);
    for (let client = 0; client < LEASES_KEPT - 1; client++)
      await leased.within(`10.0.${client >> 8}.${client & 255}`, 0);
    // Still within the bound: the first client's lease is kept.
    expect(await allowed(leased, "203.0.113.7", 1)).toBe(1);
    expect(calls.get("203.0.113.7")).toBe(1);
    await leased.within("198.51.100.9", 0);
    expect(await allowed(leased, "203.0.113.7", 1)).toBe(1);
    expect(calls.get("203.0.113.7")).toBe(2);
  });

  it("lets beacons through when the limiter fails, and logs it", async () => {
    const { leased, logged, fail } = countingLimiter(0);
    fail();
    expect(await allowed(leased, "203.0.113.7", 1)).toBe(1);
    expect(logged).toEqual(["rate_limit_unavailable"]);
  });
});
