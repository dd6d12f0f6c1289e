// What the provider stand-in accepted of one run's messages: when, how many times, and the duplicates.
import { messageIndex } from "./visitors.mjs";

/** How many times the stand-in accepted each message of `run` (by index). */
export function deliveriesOf(standIn, run) {
  const deliveries = new Map();
  for (const [index, times] of deliveryTimesOf(standIn, run)) deliveries.set(index, times.length);
  return deliveries;
}

/** When (performance.now()) the stand-in accepted each message of `run`, by index. */
export function deliveryTimesOf(standIn, run) {
  const times = new Map();
  for (const { status, params, at } of standIn.received) {
    const index = messageIndex(params.message, run);
    if (index !== undefined && status === 200) times.set(index, [...(times.get(index) ?? []), at]);
  }
  return times;
}

export const duplicatesIn = (deliveries) =>
  [...deliveries.values()].reduce((sum, count) => sum + Math.max(0, count - 1), 0);
