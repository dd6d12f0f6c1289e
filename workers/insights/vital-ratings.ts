import type { VitalName } from "~/lib/visit/visit-beacon";

/**
 * web.dev's thresholds for each measure (the same the web-vitals library exports as `LCPThresholds` and the rest):
 * up to the first "good", up to the second "needs improvement", above it "poor". Times in ms, CLS a score. The
 * insights rate a page's 75th percentile with them, as Google's field data does.
 */
export const vitalThresholds: Record<VitalName, readonly [good: number, needsImprovement: number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
};

export type VitalRating = "good" | "needs-improvement" | "poor";

export function ratingOf(metric: VitalName, value: number): VitalRating {
  const [good, needsImprovement] = vitalThresholds[metric];
  if (value <= good) return "good";
  return value <= needsImprovement ? "needs-improvement" : "poor";
}
