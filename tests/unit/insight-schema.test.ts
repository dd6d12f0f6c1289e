// An Insights entry's front matter against its schema (app/content/insights/insight-schema.ts) at the edges of its
// patterns: a value that only begins, or only ends, like one the rule takes. What the content check then says in the
// editor's words: insight-entries.test.ts.
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { insightFileSchema } from "~/content/insights/insight-schema";

const valid = {
  title: "Why pilots stall",
  description: "Three reasons an innovation pilot never reaches production, and what to do about each.",
  date: "2026-10-14",
  author: "Ines Valcourt",
  body: "Some text.",
};

/** Each problem of an entry with these fields, as its field's key and the schema's words. */
function issuesOf(fields: Record<string, unknown>): string[] {
  const parsed = v.safeParse(insightFileSchema, { ...valid, ...fields });
  return parsed.success ? [] : parsed.issues.map((issue) => `${v.getDotPath(issue) ?? ""}: ${issue.message}`);
}

const photoWords =
  "Expected the path of a JPEG, PNG, WebP or AVIF photo under /images/insights/ (a file in public/images/insights/)";

describe("an Insights entry's front matter, at the edges of its patterns", () => {
  it("takes a photo of each type it names under /images/insights/, and no path that only begins or ends like one", () => {
    for (const image of ["a.jpg", "a.jpeg", "b.png", "c.webp", "d.avif", "harbour-2026_v2.JPG"]) {
      expect(issuesOf({ image: `/images/insights/${image}`, imageAlt: "A harbour" }), image).toEqual([]);
    }
    for (const image of [
      "/images/insights/harbour.jpg.svg",
      "/images/insights/harbour.jpgx",
      "https://elsewhere.example/images/insights/harbour.jpg",
      "/images/insights/.hidden.jpg",
    ]) {
      expect(issuesOf({ image, imageAlt: "A harbour" }), image).toEqual([`image: ${photoWords}`]);
    }
  });

  it("takes a date written YYYY-MM-DD and nothing before or after it, which it names as no date written so", () => {
    for (const date of ["2026-10-14T09:30:00Z", "on 2026-10-14", "12026-10-14", "2026-10-14 "]) {
      expect(issuesOf({ date }), date).toEqual(["date: Expected a date written YYYY-MM-DD"]);
    }
  });

  it("names a month or day the calendar does not have, whatever the month", () => {
    for (const date of ["2026-13-01", "2026-00-10", "2026-02-30", "2026-04-31", "2025-02-29"]) {
      expect(issuesOf({ date }), date).toEqual(["date: is no day of the calendar; expected a day the calendar has"]);
    }
    expect(issuesOf({ date: "2028-02-29" })).toEqual([]);
  });

  it("takes a tag of lower-case words and digits of any language joined by single hyphens, and no other", () => {
    expect(issuesOf({ tags: ["ai", "machine-learning", "año-2026", "2026", "innovación-abierta"] })).toEqual([]);
    for (const tag of ["pilots-", "-pilots", "ai--pilots", "ai-Pilots", "ai pilots", "Pilots", "ai-", "ai_pilots"]) {
      expect(issuesOf({ tags: [tag] }), tag).toEqual([
        "tags.0: Expected a short lower-case word (or words joined by hyphens)",
      ]);
    }
  });

  it("is an article unless it says it is a case study", () => {
    expect(v.parse(insightFileSchema, valid).kind).toBe("article");
    expect(v.parse(insightFileSchema, { ...valid, kind: "case-study" }).kind).toBe("case-study");
  });
});
