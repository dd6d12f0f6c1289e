// How the contact bench prints its figures: percentiles, durations, the load average, and a run's report.
import { loadavg } from "node:os";

export const load = () =>
  loadavg()
    .map((figure) => figure.toFixed(2))
    .join(" ");
export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
/** p50 / p99 / max of sorted times, in ms. */
export const spread = (times) => [50, 99, 100].map((p) => Math.round(percentile(times, p))).join(" / ") + " ms";
export const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Prints a run's title, its figures and whether it met its goals; returns `met`. */
export function report(title, figures, met) {
  console.log(`\n${title}`);
  for (const [name, value] of Object.entries(figures)) console.log(`  ${name.padEnd(46)} ${value}`);
  console.log(`  ${"goals".padEnd(46)} ${met ? "met" : "MISSED"}`);
  return met;
}
