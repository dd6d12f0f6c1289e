import type { StoredBeacon } from "./insights-store";

/**
 * Beacons written to D1 together (a group commit with no timer). A beacon that finds no write under way is written
 * at once, and its request becomes the lane's writer; the beacons that come while it writes wait in the lane, and
 * the writer takes them all in its next batch as soon as its write lands, until none wait. Under load most beacons
 * share a batch: one D1 round trip of a few statements, where a beacon alone costs three.
 *
 * Only the writer's request holds the writes (its `waitUntil`); the others give their beacon to the lane and are
 * done. No request awaits a promise of another: the runtime may end a request's context once its own work is
 * done, and work that waited on it would hang. A writer keeps the lane for a turn of `WRITER_TURN_MS`; a beacon
 * that comes after that takes the lane over, so no request's work after its answer grows without end while beacons
 * keep coming (the runtime allows 30 seconds of it).
 */

export const WRITER_TURN_MS = 5_000;
/** A batch's JSON stays far within D1's 2 MB a value: a beacon is at most 4 KB. */
export const BATCH_MAX = 100;

/** Beacons of one day under one ceiling, in the order they came. */
export interface BeaconBatch {
  day: string;
  ceiling: number;
  beacons: StoredBeacon[];
}

export interface BeaconWrites {
  write: (batch: BeaconBatch) => Promise<void>;
  /** A batch whose write failed: its beacons are not tried again. */
  failed: (error: unknown, batch: BeaconBatch) => void;
}

export class BeaconLane {
  readonly #writes: BeaconWrites;
  readonly #now: () => number;
  #waiting: { beacon: StoredBeacon; ceiling: number }[] = [];
  /** The request writing now, by when it began; undefined when none is. */
  #writer: { since: number } | undefined;

  constructor(writes: BeaconWrites, now: () => number = Date.now) {
    this.#writes = writes;
    this.#now = now;
  }

  /**
   * Gives a beacon to the lane. Answers the writes its request is to hold until they are done (it is the writer
   * now), or undefined when a writer will take it.
   */
  add(beacon: StoredBeacon, ceiling: number): Promise<void> | undefined {
    this.#waiting.push({ beacon, ceiling });
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

  /** The waiting beacons from the first on that share its day and ceiling, at most `BATCH_MAX`. */
  #takeBatch(): BeaconBatch {
    const [first] = this.#waiting;
    if (first === undefined) throw new Error("no beacon waits");
    const { day } = first.beacon;
    let end = 1;
    while (
      end < this.#waiting.length &&
      end < BATCH_MAX &&
      this.#waiting[end]?.beacon.day === day &&
      this.#waiting[end]?.ceiling === first.ceiling
    ) {
      end++;
    }
    const taken = this.#waiting.splice(0, end);
    return { day, ceiling: first.ceiling, beacons: taken.map((entry) => entry.beacon) };
  }
}
