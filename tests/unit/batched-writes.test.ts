// The lane that writes the insights to D1 in batches (workers/insights/batched-writes.ts), with a write that lands
// when the test says so and a clock the test moves. Items are paths; keys, a day and a ceiling.
import { describe, expect, it } from "vitest";
import { BATCH_MAX, WRITER_TURN_MS, WriteLane } from "../../workers/insights/batched-writes";

const TODAY = "2026-11-27 10";

/** A lane whose writes are held until `land()`; what each write was given, as `key: items`. */
function heldLane() {
  const writes: string[] = [];
  const failures: string[] = [];
  const pending: { resolve: () => void; reject: (error: Error) => void }[] = [];
  let clock = 0;
  const lane = new WriteLane<string>(
    {
      write: ({ key, items }) => {
        writes.push(`${key}: ${items.join(" ")}`);
        return new Promise<void>((resolve, reject) => pending.push({ resolve, reject }));
      },
      failed: (error, { items }) => failures.push(`${String(error)} (${items.length})`),
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

describe("the lane of batched writes", () => {
  it("writes an item that finds no write under way at once, and its request holds the write", async () => {
    const { lane, writes, land } = heldLane();
    const holding = lane.add("/a", TODAY);
    expect(holding).toBeInstanceOf(Promise);
    expect(writes).toEqual(["2026-11-27 10: /a"]);
    let done = false;
    void holding?.then(() => (done = true));
    await land();
    expect(done).toBe(true);
  });

  it("gathers the items that come during a write into one batch, written when it lands, by the same request", async () => {
    const { lane, writes, land } = heldLane();
    const writer = lane.add("/a", TODAY);
    // Given to the lane: their requests hold nothing.
    expect([lane.add("/b", TODAY), lane.add("/c", TODAY), lane.add("/d", TODAY)]).toEqual([
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
    // Nothing waits: the next item is written at once, by its own request.
    expect(lane.add("/e", TODAY)).toBeInstanceOf(Promise);
    expect(writes.at(-1)).toBe("2026-11-27 10: /e");
  });

  it("keeps a batch to one key and to at most BATCH_MAX items, in the order they came", async () => {
    const { lane, writes, land } = heldLane();
    void lane.add("/first", TODAY);
    for (let i = 0; i < BATCH_MAX + 1; i++) void lane.add(`/${i}`, TODAY);
    void lane.add("/tomorrow", "2026-11-28 10");
    void lane.add("/lower", "2026-11-28 5");
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
    void lane.add("/a", TODAY);
    void lane.add("/b", TODAY);
    void lane.add("/c", TODAY);
    await land(new Error("D1 down"));
    expect(failures).toEqual(["Error: D1 down (1)"]);
    expect(writes).toEqual(["2026-11-27 10: /a", "2026-11-27 10: /b /c"]);
    await land();
    expect(failures).toEqual(["Error: D1 down (1)"]);
  });

  it("hands the lane to an item that comes once the writer's turn is over; the writer stops after its write", async () => {
    const { lane, writes, pending, land, tick } = heldLane();
    const first = lane.add("/a", TODAY);
    tick(WRITER_TURN_MS - 1);
    expect(lane.add("/b", TODAY)).toBeUndefined();
    tick(1);
    // The turn is over: this item's request takes the lane and writes what waits, alongside the write under way.
    const second = lane.add("/c", TODAY);
    expect(second).toBeInstanceOf(Promise);
    expect(writes).toEqual(["2026-11-27 10: /a", "2026-11-27 10: /b /c"]);
    expect(pending).toHaveLength(2);
    let firstDone = false;
    void first?.then(() => (firstDone = true));
    void lane.add("/d", TODAY);
    await land();
    // The first writer's write landed: it leaves what waits to the lane's writer now.
    expect(firstDone).toBe(true);
    expect(writes).toHaveLength(2);
    await land();
    expect(writes.at(-1)).toBe("2026-11-27 10: /d");
  });
});
