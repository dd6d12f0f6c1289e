import { describe, expect, it } from "vitest";
import { robotsTxt } from "~/seo/robots-txt";

describe("robotsTxt", () => {
  it("lets every crawler in on production but to the ops console, and names the sitemap", () => {
    const lines = robotsTxt({ origin: "https://www.example.com", indexable: true }).split("\n");
    expect(lines).toContain("User-agent: *");
    expect(lines).toContain("Allow: /");
    expect(lines).not.toContain("Disallow: /");
    expect(lines).toContain("Disallow: /ops");
    expect(lines).toContain("Sitemap: https://www.example.com/sitemap.xml");
  });

  it("keeps every crawler out elsewhere, still naming the sitemap", () => {
    const lines = robotsTxt({ origin: "https://staging.example.com", indexable: false }).split("\n");
    expect(lines).toContain("Disallow: /");
    expect(lines).not.toContain("Allow: /");
    expect(lines).toContain("Sitemap: https://staging.example.com/sitemap.xml");
  });
});
