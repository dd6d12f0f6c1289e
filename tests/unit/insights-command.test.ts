import { describe, expect, it } from "vitest";
import type { InsightsReport } from "../../workers/insights/insights-report";
import { insightsLines, parseInsightsCommand } from "../../scripts/tools/insights";

const report: InsightsReport = {
  from: "2026-10-28",
  to: "2026-11-26",
  views: 1234,
  visitors: 567,
  overCeiling: 0,
  pages: [{ path: "/es/vision", locale: "es", views: 1200, visitors: 560 }],
  sources: [{ source: "newsletter", views: 1234 }],
  countries: [{ country: "BR", views: 1234 }],
  devices: [{ device: "phone", views: 1234 }],
  conversions: [{ kind: "contact", path: "/es", locale: "es", source: "newsletter", count: 3 }],
  vitals: [{ path: "/es/vision", metric: "CLS", p75: 0.05, samples: 40, rating: "good" }],
  vitalsByCountry: [],
};

describe("npm run insights", () => {
  it("asks the ops API for the last 30 days, or --days N from 1 to 400", () => {
    expect(parseInsightsCommand(["--url", "https://www.example.com"]).days).toBe(30);
    expect(parseInsightsCommand(["--days", "7", "--url", "https://www.example.com"]).days).toBe(7);
    for (const days of ["0", "401", "7.5", "week"]) {
      expect(() => parseInsightsCommand(["--url", "https://www.example.com", "--days", days])).toThrow(/--days/);
    }
    expect(() => parseInsightsCommand(["--days", "7"])).toThrow(/--url <site> is required/);
  });

  it("prints the report as tables, one a section, and says when a section is empty", () => {
    const lines = insightsLines(report);
    expect(lines[0]).toBe("2026-10-28 to 2026-11-26 (UTC): 1,234 views, 567 visitors");
    const after = (title: string) => lines.slice(lines.indexOf(title) + 1, lines.indexOf(title) + 4);
    expect(after("Pages")[0]?.split(/\s{2,}/)).toEqual(["page", "language", "views", "visitors"]);
    expect(after("Pages")[2]?.split(/\s{2,}/)).toEqual(["/es/vision", "es", "1,200", "560"]);
    expect(after("Conversions")[2]?.split(/\s{2,}/)).toEqual(["contact", "/es", "es", "newsletter", "3"]);
    expect(after("Web Vitals by page (75th percentile of real visits)")[2]?.split(/\s{2,}/)).toEqual([
      "/es/vision",
      "CLS",
      "0.05",
      "40",
      "good",
    ]);
    expect(after("Web Vitals by country")[0]).toBe("(none)");
  });
});
