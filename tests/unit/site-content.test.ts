import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { checkSiteContent } from "~/content/site-check.server";
import { siteSchema } from "~/content/site-schema";

// site.ts is plain data (the browser reads it for the header and footer); its schema is checked here and by the
// root loader at prerender, not in the visitor's browser.
describe("site content", () => {
  it("satisfies its schema", () => {
    const result = v.safeParse(siteSchema, site);
    expect(result.issues && v.flatten(result.issues)).toBeUndefined();
    expect(() => checkSiteContent()).not.toThrow();
  });

  it("is refused by the schema when a value breaks it (the check is not a formality)", () => {
    expect(v.is(siteSchema, { ...site, phone: "+1 (617) 253-1000" })).toBe(false);
    expect(v.is(siteSchema, { ...site, knowledge: site.knowledge.slice(1) })).toBe(false);
  });
});
