import { existsSync } from "node:fs";
import { join } from "node:path";
import * as v from "valibot";
import { describe, expect, test } from "vitest";
import { loadOffering } from "~/content/offerings/load-offering.server";
import { type Offering, offeringSchema } from "~/content/offerings/schema";
import { offeringByPath, offeringPages } from "~/content/pages";
import { legalDocumentIn, underConstructionIn, visionIn } from "~/content/localized.server";

const privacyPolicy = legalDocumentIn("en", "privacy");
const termsOfUse = legalDocumentIn("en", "terms");
const underConstruction = underConstructionIn("en");
const vision = visionIn("en");

/** The other pages' copy joins the check that no two pages share a sentence. */
const staticPageCopy = { vision, privacy: privacyPolicy, terms: termsOfUse, "under-construction": underConstruction };
// Vitest runs from the repository root (tests/vitest.config.ts sets it); happy-dom gives import.meta.url an http URL.
const publicDir = join(process.cwd(), "public");
const pages: Offering[] = offeringPages.map((entry) => {
  const page = loadOffering(entry.path);
  if (!page) throw new Error(`no content for ${entry.path}`);
  return page;
});

/** Every string a value holds, however deep. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

/** Sentences of four words or more, normalised; shorter strings are labels, which may legitimately repeat. */
function sentences(value: unknown): string[] {
  return strings(value)
    .flatMap((text) => text.split(/(?<=[.!?:;])\s+/))
    .map((sentence) =>
      sentence
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, " ")
        .trim(),
    )
    .filter((sentence) => sentence.split(" ").length >= 4);
}

describe("offering content", () => {
  test("every page parses with the offering schema", () => {
    for (const page of pages) {
      const result = v.safeParse(offeringSchema("en"), page);
      expect(result.issues?.map((issue) => `${page.slug}: ${v.getDotPath(issue)} ${issue.message}`) ?? []).toEqual([]);
    }
  });

  test("lookup tolerates a trailing slash and refuses unknown paths", () => {
    expect(offeringByPath("/expertise/quantum/")?.slug).toBe("quantum");
    expect(loadOffering("/services/mvp-builder/")?.kind).toBe("service");
    expect(offeringByPath("/expertise/nothing")).toBeUndefined();
    expect(loadOffering("/expertise")).toBeUndefined();
  });

  test("the venture page has its two ventures, four capabilities and four steps", () => {
    const venture = pages.find((page) => page.kind === "venture");
    if (venture?.kind !== "venture") throw new Error("no venture page");
    expect(venture.capabilities.items.map((item) => item.title.toLowerCase())).toEqual([
      "venture incubation",
      "innovation strategy",
      "business development",
      "team building",
    ]);
    expect(venture.process.steps.map((step) => step.title.toLowerCase())).toEqual([
      "idea validation",
      "prototype development",
      "market entry",
      "scale and growth",
    ]);
    // A care platform with a website; a remote robotics education platform without one.
    expect(venture.ventures.items.map((item) => Boolean(item.website))).toEqual([true, false]);
    expect(venture.cta.buttonLabel).toBe("Schedule Your Venture Consultation");
  });

  test("every poster is a file we serve ourselves", () => {
    const posters = pages.flatMap((page) =>
      page.kind === "venture" ? page.ventures.items.map((item) => item.video.poster) : [page.intro.video.poster],
    );
    for (const poster of posters) expect(existsSync(`${publicDir}${poster}`), poster).toBe(true);
  });

  test("no two pages share a sentence", () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    const sources = [...pages.map((page) => [page.slug, page] as const), ...Object.entries(staticPageCopy)];
    for (const [name, content] of sources) {
      for (const sentence of new Set(sentences(content))) {
        const other = seen.get(sentence);
        if (other && other !== name) clashes.push(`${other} and ${name}: "${sentence}"`);
        seen.set(sentence, name);
      }
    }
    expect(clashes).toEqual([]);
  });
});

describe("offering schema", () => {
  const valid: Record<string, unknown> = { ...loadOffering("/services/innovation-enabler") };
  const withVideo = (source: string) => ({
    ...valid,
    intro: { ...(valid.intro as object), video: { source, title: "A video", poster: "/posters/x.svg" } },
  });

  test("accepts a video id or a drive file address", () => {
    expect(v.safeParse(offeringSchema("en"), withVideo("abcDEF12_-3")).success).toBe(true);
    expect(
      v.safeParse(offeringSchema("en"), withVideo("https://drive.google.com/file/d/1AbCdEfGhIjKlMn/view")).success,
    ).toBe(true);
  });

  test("refuses other video addresses and malformed ids", () => {
    for (const source of [
      "https://www.youtube.com/watch?v=abcDEF12_-3",
      "https://evil.example/file/d/1AbCdEfGhIjKlMn/view",
      "https://drive.google.com/drive/folders/1AbCdEfGhIjKlMn",
      "abc",
      "abcDEF12_-3x",
    ]) {
      expect(v.safeParse(offeringSchema("en"), withVideo(source)).success, source).toBe(false);
    }
  });

  test("refuses a page with three capabilities or a poster from elsewhere", () => {
    const capabilities = valid.capabilities as { items: unknown[] };
    expect(
      v.safeParse(offeringSchema("en"), {
        ...valid,
        capabilities: { ...capabilities, items: capabilities.items.slice(1) },
      }).success,
    ).toBe(false);
    const intro = valid.intro as { video: object };
    expect(
      v.safeParse(offeringSchema("en"), {
        ...valid,
        intro: { ...intro, video: { ...intro.video, poster: "https://cdn.example/poster.svg" } },
      }).success,
    ).toBe(false);
  });
});
