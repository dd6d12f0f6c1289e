import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { legalDocumentByPath } from "~/content/legal/documents.server";
import type { LegalDocument } from "~/content/legal/legal-schema";
import { legalDocumentIn, underConstructionIn, visionIn } from "~/content/localized.server";

// Vitest runs from the repository root (tests/vitest.config.ts sets it); happy-dom gives import.meta.url an http URL.
const publicDir = join(process.cwd(), "public");

const privacyPolicy = legalDocumentIn("en", "privacy");
const termsOfUse = legalDocumentIn("en", "terms");
const underConstruction = underConstructionIn("en");
const vision = visionIn("en");

/** A section's text, for checking that a topic the document must cover is covered where it should be. */
function sectionText(document: LegalDocument, id: string): string {
  const section = document.sections.find((s) => s.id === id);
  if (!section) throw new Error(`no section ${id}`);
  return JSON.stringify(section.blocks);
}

describe("legal documents", () => {
  test("privacy: 12 sections, terms: 9, both last updated July 2025, served by path", () => {
    expect(privacyPolicy.sections).toHaveLength(12);
    expect(termsOfUse.sections).toHaveLength(9);
    expect(privacyPolicy.lastUpdated).toBe("2025-07");
    expect(termsOfUse.lastUpdated).toBe("2025-07");
    expect(legalDocumentByPath("/privacy/")).toEqual(privacyPolicy);
    expect(legalDocumentByPath("/terms")).toEqual(termsOfUse);
    expect(legalDocumentByPath("/legal")).toBeUndefined();
  });

  test("privacy lists the seven rights, as defined terms", () => {
    const rights = privacyPolicy.sections
      .find((s) => s.id === "your-rights")
      ?.blocks.find((b) => typeof b === "object" && "terms" in b);
    expect(rights && typeof rights === "object" && "terms" in rights ? rights.terms.map((t) => t.term) : []).toEqual([
      "Access",
      "Rectification",
      "Erasure",
      "Restriction",
      "Portability",
      "Objection",
      "Withdrawal of consent",
    ]);
  });

  test("privacy states retention, local storage, the cookie stance and the authentication provider", () => {
    expect(sectionText(privacyPolicy, "retention")).toContain("3 to 7 years");
    const storage = sectionText(privacyPolicy, "local-storage-and-cookies");
    expect(storage).toContain("authentication tokens");
    expect(storage).toContain("interface preferences");
    expect(storage).toContain("no tracking or analytics cookies");
    expect(sectionText(privacyPolicy, "authenticated-features")).toContain("authentication provider");
    for (const id of ["information-we-collect", "how-we-use-information", "legal-bases", "sharing", "security"]) {
      expect(() => sectionText(privacyPolicy, id)).not.toThrow();
    }
  });

  test("terms cover the nine topics in order, with Massachusetts law", () => {
    expect(termsOfUse.sections.map((s) => s.id)).toEqual([
      "agreement",
      "services",
      "use-license",
      "privacy",
      "disclaimer",
      "limitations",
      "accuracy",
      "governing-law",
      "contact",
    ]);
    expect(sectionText(termsOfUse, "governing-law")).toContain("Massachusetts");
  });

  test("both end with the company's contact details, taken from site content", () => {
    for (const document of [privacyPolicy, termsOfUse]) {
      expect(document.sections.at(-1)?.blocks).toContainEqual({ contact: true });
    }
  });
});

describe("vision", () => {
  test("the required principles and stats, and a team picture we serve", () => {
    expect(vision.principles.map((p) => p.title.toLowerCase())).toEqual([
      "innovation first",
      "human-centered design",
      "collaborative excellence",
      "sustainable future",
    ]);
    expect(vision.stats.map((s) => s.value)).toEqual(["100+", "50+", "∞"]);
    expect(existsSync(`${publicDir}${vision.teamPicture.src}`)).toBe(true);
  });
});

describe("under construction", () => {
  test("the required headline and message (its eight names: product-facts.test.ts)", () => {
    expect(underConstruction.headline).toBe("Looking Beyond Conventional");
    expect(underConstruction.message).toBe("Coming soon...");
  });
});

describe("the privacy policy and the deployment agree", () => {
  test("on how long an undelivered contact message is tried and then kept, in every environment", () => {
    const text = sectionText(privacyPolicy, "retention");
    const [, hours, days] = /trying for up to (\d+) hours, then hold it for at most (\d+) more days/.exec(text) ?? [];
    const toml = readFileSync(join(process.cwd(), "wrangler.toml"), "utf8");
    const values = (name: string) => [...toml.matchAll(new RegExp(`^${name} = "(.*)"$`, "gm"))].map((m) => m[1]);
    // The top level, staging, staging's pull-request previews and production each set both.
    expect(values("CONTACT_RETRY_WINDOW_HOURS")).toEqual([hours, hours, hours, hours]);
    expect(values("CONTACT_RETENTION_DAYS")).toEqual([days, days, days, days]);
  });
});
