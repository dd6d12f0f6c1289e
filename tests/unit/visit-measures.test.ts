import { describe, expect, it } from "vitest";
import { vitalNames } from "~/lib/visit/visit-beacon";
import { ratingOf, vitalThresholds } from "../../workers/insights/vital-ratings";

describe("the measures of a page view", () => {
  it("a value at a threshold is still on its better side", () => {
    for (const metric of vitalNames) {
      const [good, needsImprovement] = vitalThresholds[metric];
      expect(ratingOf(metric, good), metric).toBe("good");
      expect(ratingOf(metric, good * 1.01), metric).toBe("needs-improvement");
      expect(ratingOf(metric, needsImprovement), metric).toBe("needs-improvement");
      expect(ratingOf(metric, needsImprovement * 1.01), metric).toBe("poor");
    }
    expect(ratingOf("LCP", 2500)).toBe("good");
    expect(ratingOf("CLS", 0.26)).toBe("poor");
  });
});
