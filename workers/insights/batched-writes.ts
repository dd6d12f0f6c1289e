/**
 * Writes to D1 made together (a group commit with no timer), for the page-view beacons and the contact conversions.
 * An item that finds no write under way is written at once, and its request becomes the lane's writer; the items
 * that come while it writes wait in the lane, and the writer takes them all in its next batch as soon as its write
 * lands, until none wait. Under load most items share a batch: one D1 round trip of a few statements, where an item
 * alone costs one to three.
 *
 * Only the writer's request holds the writes (its `waitUntil`); the others give their item to the lane and are
 * done. No request awaits a promise of another: the runtime may end a request's context once its own work is done,
 * and work that waited on it would hang (under load in the local runtime, whole lanes stalled that way). A writer
 * keeps the lane for a turn of `WRITER_TURN_MS`; an item that comes after that takes the lane over, so no request's
 * work after its answer grows without end while items keep coming (the runtime allows 30 seconds of it).
 */

export const WRITER_TURN_MS = 5_000;
/** A batch's JSON stays far within D1's 2 MB a value: a beacon, the largest item, is at most 4 KB. */
export const BATCH_MAX = 100;

/** Items that may be written in one batch (the same `key`), in the order they came. */
export interface Batch<Item> {
  key: string;
  items: Item[];
}

export interface BatchWrites<Item> {
  write: (batch: Batch<Item>) => Promise<void>;
  /** A batch whose write failed: its items are not tried again. */
  failed: (error: unknown, batch: Batch<Item>) => void;
}

export class WriteLane<Item> {
  readonly #writes: BatchWrites<Item>;
  readonly #now: () => number;
  #waiting: { item: Item; key: string }[] = [];
  /** The request writing now, by when it began; undefined when none is. */
  #writer: { since: number } | undefined;

  constructor(writes: BatchWrites<Item>, now: () => number = Date.now) {
    this.#writes = writes;
    this.#now = now;
  }

  /**
   * Gives an item to the lane, to be written with the items of the same `key` next to it. Answers the writes its
   * request is to hold until they are done (it is the writer now), or undefined when a writer will take it.
   */
  add(item: Item, key: string): Promise<void> | undefined {
    this.#waiting.push({ item, key });
    if (this.#writer !== undefined && this.#now() - this.#writer.since < WRITER_TURN_MS) return undefined;
    const writer = { since: this.#now() };
    this.#writer = writer;
    return this.#writeWhileWaiting(writer);
  }

  async #writeWhileWaiting(writer: { since: number }): Promise<void> {
    while (this.#writer === writer && this.#waiting.length > 0) {
      const batch = this.#takeBatch();
      try {
        await this.#writes.write(batch);
      } catch (error) {
        this.#writes.failed(error, batch);
      }
    }
    if (this.#writer === writer) this.#writer = undefined;
  }

  /** The waiting items from the first on that share its key, at most `BATCH_MAX`. */
  #takeBatch(): Batch<Item> {
    const key = this.#waiting[0]?.key;
    let end = 1;
    while (end < this.#waiting.length && end < BATCH_MAX && this.#waiting[end]?.key === key) end++;
    const taken = this.#waiting.splice(0, end);
    return { key: key ?? "", items: taken.map((entry) => entry.item) };
  }
}
