// The lane that writes page-view beacons to D1 in batches (workers/insights/beacon-batches.ts), with a write that
// lands when the test says so and a clock the test moves.
import { describe, expect, it } from "vitest";
import { BATCH_MAX, type BeaconBatch, BeaconLane, WRITER_TURN_MS } from "../../workers/insights/beacon-batches";
import type { StoredBeacon } from "../../workers/insights/insights-store";

const beacon = (path: string, day = "2026-11-27"): StoredBeacon => ({
  kind: "view",
  day,
  path,
  locale: "en",
  source: "direct",
  referrer: "",
  utm_source: "",
  utm_medium: "",
  utm_campaign: "",
  utm_term: "",
  utm_content: "",
  country: "XX",
  device: "desktop",
  visitor: "0".repeat(32),
  vitals: { LCP: null, INP: null, CLS: null, FCP: null, TTFB: null },
});

/** A lane whose writes are held until `land()`; what each write was given, as `day ceiling: paths`. */
function heldLane() {
  const writes: string[] = [];
  const failures: string[] = [];
  const pending: { resolve: () => void; reject: (error: Error) => void }[] = [];
  let clock = 0;
  const lane = new BeaconLane(
    {
      write: ({ day, ceiling, beacons }: BeaconBatch) => {
        writes.push(`${day} ${ceiling}: ${beacons.map((b) => b.path).join(" ")}`);
        return new Promise<void>((resolve, reject) => pending.push({ resolve, reject }));
      },
      failed: (error, { beacons }) => failures.push(`${String(error)} (${beacons.length})`),
    },
    () => clock,
  );
  /** Lets the oldest write under way land (or fail), then lets the lane go on. */
  const land = async (failure?: Error) => {
    const write = pending.shift();
    if (!write) throw new Error("no write under way");
    if (failure) write.reject(failure);
    else write.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { lane, writes, failures, pending, land, tick: (ms: number) => (clock += ms) };
}

describe("the beacons' lane of writes", () => {
  it("writes a beacon that finds no write under way at once, and its request holds the write", async () => {
    const { lane, writes, land } = heldLane();
    const holding = lane.add(beacon("/a"), 10);
    expect(holding).toBeInstanceOf(Promise);
    expect(writes).toEqual(["2026-11-27 10: /a"]);
    let done = false;
    void holding?.then(() => (done = true));
    await land();
    expect(done).toBe(true);
  });

  it("gathers the beacons that come during a write into one batch, written when it lands, by the same request", async () => {
    const { lane, writes, land } = heldLane();
    const writer = lane.add(beacon("/a"), 10);
    // Given to the lane: their requests hold nothing.
    expect([lane.add(beacon("/b"), 10), lane.add(beacon("/c"), 10), lane.add(beacon("/d"), 10)]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(writes).toEqual(["2026-11-27 10: /a"]);
    await land();
    expect(writes).toEqual(["2026-11-27 10: /a", "2026-11-27 10: /b /c /d"]);
    let done = false;
    void writer?.then(() => (done = true));
    await land();
    expect(done).toBe(true);
    // Nothing waits: the next beacon is written at once, by its own request.
    expect(lane.add(beacon("/e"), 10)).toBeInstanceOf(Promise);
    expect(writes.at(-1)).toBe("2026-11-27 10: /e");
  });

  it("keeps a batch to one day and one ceiling, and to at most BATCH_MAX beacons, in the order they came", async () => {
    const { lane, writes, land } = heldLane();
    void lane.add(beacon("/first"), 10);
    for (let i = 0; i < BATCH_MAX + 1; i++) void lane.add(beacon(`/${i}`), 10);
    void lane.add(beacon("/tomorrow", "2026-11-28"), 10);
    void lane.add(beacon("/lower", "2026-11-28"), 5);
    await land();
    await land();
    await land();
    await land();
    expect(writes.map((write) => write.split(" ").length - 2)).toEqual([1, BATCH_MAX, 1, 1, 1]);
    expect(writes.slice(2)).toEqual([
      `2026-11-27 10: /${BATCH_MAX}`,
      "2026-11-28 10: /tomorrow",
      "2026-11-28 5: /lower",
    ]);
  });

  it("reports a failed batch once and goes on with the next", async () => {
    const { lane, writes, failures, land } = heldLane();
    void lane.add(beacon("/a"), 10);
    void lane.add(beacon("/b"), 10);
    void lane.add(beacon("/c"), 10);
    await land(new Error("D1 down"));
    expect(failures).toEqual(["Error: D1 down (1)"]);
    expect(writes).toEqual(["2026-11-27 10: /a", "2026-11-27 10: /b /c"]);
    await land();
    expect(failures).toEqual(["Error: D1 down (1)"]);
  });

  it("hands the lane to a beacon that comes once the writer's turn is over; the writer stops after its write", async () => {
    const { lane, writes, pending, land, tick } = heldLane();
    const first = lane.add(beacon("/a"), 10);
    tick(WRITER_TURN_MS - 1);
    expect(lane.add(beacon("/b"), 10)).toBeUndefined();
    tick(1);
    // The turn is over: this beacon's request takes the lane and writes what waits, alongside the write under way.
    const second = lane.add(beacon("/c"), 10);
    expect(second).toBeInstanceOf(Promise);
    expect(writes).toEqual(["2026-11-27 10: /a", "2026-11-27 10: /b /c"]);
    expect(pending).toHaveLength(2);
    let firstDone = false;
    void first?.then(() => (firstDone = true));
    void lane.add(beacon("/d"), 10);
    await land();
    // The first writer's write landed: it leaves what waits to the lane's writer now.
    expect(firstDone).toBe(true);
    expect(writes).toHaveLength(2);
    await land();
    expect(writes.at(-1)).toBe("2026-11-27 10: /d");
  });
});
