import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { contentProblems } from "~/content/check-content.server";
import { site } from "~/content/site";
import { siteSchema } from "~/content/site-schema";

// Content files are plain data; one check parses all of it (the build runs it before anything is built).
describe("the site's content", () => {
  it("holds, every file against its schema and the page registry together", () => {
    expect(contentProblems()).toEqual([]);
  });

  it("accepts the company's real details, whatever they turn out to be", () => {
    const real = {
      ...site,
      phone: "+44 20 7946 0958",
      address: {
        street: "10 Market Street",
        city: "London",
        region: "Greater London",
        postalCode: "EC1A 1BB",
        country: "United Kingdom",
      },
    };
    expect(v.safeParse(siteSchema, real).issues).toBeUndefined();
  });

  it("refuses details that cannot be right", () => {
    expect(v.is(siteSchema, { ...site, phone: "call us" })).toBe(false);
    expect(v.is(siteSchema, { ...site, email: "hello at example" })).toBe(false);
    expect(v.is(siteSchema, { ...site, schedulingUrl: "https://scheduler.example/x" })).toBe(false);
  });
});
