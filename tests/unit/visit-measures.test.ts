import { CLSThresholds, FCPThresholds, INPThresholds, LCPThresholds, TTFBThresholds } from "web-vitals";
import { describe, expect, it } from "vitest";
import { deviceOf, vitalNames } from "~/lib/visit/visit-beacon";
import { ratingOf, vitalThresholds } from "../../workers/insights/vital-ratings";

describe("the measures of a page view", () => {
  it("rates each measure by web.dev's thresholds, the ones the web-vitals library rates with", () => {
    const library = {
      LCP: LCPThresholds,
      INP: INPThresholds,
      CLS: CLSThresholds,
      FCP: FCPThresholds,
      TTFB: TTFBThresholds,
    };
    for (const metric of vitalNames) expect(vitalThresholds[metric], metric).toEqual(library[metric]);
  });

  it("a value at a threshold is still on its better side", () => {
    for (const metric of vitalNames) {
      const [good, needsImprovement] = vitalThresholds[metric];
      expect(ratingOf(metric, good), metric).toBe("good");
      expect(ratingOf(metric, good * 1.01), metric).toBe("needs-improvement");
      expect(ratingOf(metric, needsImprovement), metric).toBe("needs-improvement");
      expect(ratingOf(metric, needsImprovement * 1.01), metric).toBe("poor");
    }
  });

  it("the device class comes from the viewport's width: a phone below 768 CSS pixels, a tablet below 1024", () => {
    expect([360, 767, 768, 1023, 1024, 1920].map(deviceOf)).toEqual([
      "phone",
      "phone",
      "tablet",
      "tablet",
      "desktop",
      "desktop",
    ]);
  });
});
