// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { checkContact } from "~/lib/contact/contact-schema";
import { recordVisitLanding } from "~/lib/visit/visit-landing";
import { readVisitStory, storyOf } from "~/lib/visit/visit-story";

const HOST = "www.site.test";

describe("how a visit began", () => {
  // Test files share their worker's document (isolate: false in tests/vitest.config.ts).
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => {
    sessionStorage.clear();
    history.replaceState(null, "", "/");
  });

  it("is the landing path and query, the campaign's UTM tags from it, and the referring site's host", () => {
    const page =
      "/es/vision?utm_source=newsletter&utm_medium=email&utm_campaign=autumn&utm_term=ai&utm_content=top&x=1";
    expect(storyOf({ page, from: "news.example.net" }, HOST)).toEqual({
      landing_page: page,
      referrer: "news.example.net",
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "autumn",
      utm_term: "ai",
      utm_content: "top",
    });
  });

  it("names no referrer for a link followed within the site, or none at all", () => {
    expect(storyOf({ page: "/", from: HOST }, HOST).referrer).toBe("");
    expect(storyOf({ page: "/", from: "" }, HOST).referrer).toBe("");
  });

  it("is kept from the visit's first page only, in session storage, host only, and the schema takes it as it is", () => {
    history.replaceState(null, "", "/vision?utm_source=first");
    recordVisitLanding();
    history.replaceState(null, "", "/privacy?utm_source=second");
    recordVisitLanding();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(1);
    const kept = readVisitStory();
    expect(kept).toMatchObject({ landing_page: "/vision?utm_source=first", utm_source: "first" });
    const check = checkContact({ name: "Ada", email: "ada@example.org", message: "Hi", ...kept, page: "/es" });
    expect(check.ok && check.message).toMatchObject({ utm_source: "first", landing_page: "/vision?utm_source=first" });
  });

  it("is bounded: an overlong tag is cut, and one the schema cannot take is dropped", () => {
    const story = storyOf({ page: `/?utm_source=${"s".repeat(300)}&utm_medium=%3Cb%3E`, from: "" }, HOST);
    expect(story.utm_source).toHaveLength(100);
    const check = checkContact({ name: "Ada", email: "ada@example.org", message: "Hi", ...story });
    expect(check.ok && check.message).toMatchObject({ utm_source: "s".repeat(100), utm_medium: "" });
  });

  it("is nothing when storage holds no landing, or something else under its key", () => {
    expect(readVisitStory()).toBeNull();
    sessionStorage.setItem("visit-landing", "not json");
    expect(readVisitStory()).toBeNull();
    sessionStorage.setItem("visit-landing", JSON.stringify({ page: 7 }));
    expect(readVisitStory()).toBeNull();
  });
});
