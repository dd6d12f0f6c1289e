// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { checkContact } from "~/lib/contact/contact-schema";
import { insightEntryHook } from "~/lib/document/page-hooks";
import { recordVisitInsight } from "~/lib/visit/visit-insight";
import { landingHere, recordVisitLanding } from "~/lib/visit/visit-landing";
import { readVisitStory, storyOf } from "~/lib/visit/visit-story";

const HOST = "www.site.test";

/** The page that linked here, as the browser reports it (document.referrer). */
function referredBy(referrer: string): void {
  Object.defineProperty(document, "referrer", { value: referrer, configurable: true });
}

describe("how a visit began", () => {
  // Test files share their worker's document (isolate: false in tests/vitest.config.ts).
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
    history.replaceState(null, "", "/");
    // The own property goes, and the document's getter ("") shows again.
    Reflect.deleteProperty(document, "referrer");
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
      insight: "",
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

  it("keeps of a real referrer its host (and port) only: never its path, query, fragment or credentials", () => {
    referredBy("https://reader:s3cret@news.example.net:8443/articles/42?session=abc123&utm_source=x#comments");
    history.replaceState(null, "", "/vision?utm_source=news");
    recordVisitLanding();
    const stored = sessionStorage.getItem("visit-landing") ?? "";
    expect(JSON.parse(stored)).toEqual({ page: "/vision?utm_source=news", from: "news.example.net:8443" });
    for (const part of ["articles", "42", "session", "abc123", "reader", "s3cret", "comments", "https"]) {
      expect(stored, part).not.toContain(part);
    }
    expect(readVisitStory()?.referrer).toBe("news.example.net:8443");
    const check = checkContact({ name: "Ada", email: "ada@example.org", message: "Hi", ...readVisitStory() });
    expect(check.ok && check.message.referrer).toBe("news.example.net:8443");
  });

  it("carries the Insights entry the visit read last: kept by each entry's page, left alone by any other page", () => {
    const visit = (path: string, isEntry: boolean) => {
      history.replaceState(null, "", path);
      document.body.innerHTML = isEntry ? `<article ${insightEntryHook.name}></article>` : "<main></main>";
      recordVisitLanding();
      recordVisitInsight();
    };
    visit("/vision?utm_source=news", false);
    expect(readVisitStory()?.insight).toBe("");
    visit("/insights/harbour-berth-scheduling", true);
    visit("/es/insights/why-pilots-stall", true);
    visit("/insights", false);
    visit("/", false);
    const story = readVisitStory();
    expect(story).toMatchObject({ landing_page: "/vision?utm_source=news", insight: "/es/insights/why-pilots-stall" });
    expect(localStorage.length).toBe(0);
    // The form sends it as it is, and the schema takes it.
    const check = checkContact({ name: "Ada", email: "ada@example.org", message: "Hi", ...story, page: "/" });
    expect(check.ok && check.message.insight).toBe("/es/insights/why-pilots-stall");
    document.body.innerHTML = "";
  });

  it("names no referrer when the browser gives none, or one that is not a URL", () => {
    for (const referrer of ["", "not a url"]) {
      referredBy(referrer);
      expect(landingHere(), referrer).toEqual({ page: "/", from: "" });
    }
  });

  it("names no referrer when the visit came from a page of the site itself", () => {
    referredBy(`https://${location.host}/es/vision?utm_source=x`);
    recordVisitLanding();
    expect(readVisitStory()?.referrer).toBe("");
  });

  it("goes without a story when storage is blocked, and never fails the page", () => {
    // As a browser that blocks storage does: reading `sessionStorage` throws.
    vi.spyOn(window, "sessionStorage", "get").mockImplementation(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    expect(() => {
      recordVisitLanding();
    }).not.toThrow();
    expect(readVisitStory()).toBeNull();
  });

  it("cuts each part at its limit, exactly: the landing page, the referrer, each tag (trimmed)", () => {
    const longPage = `/?utm_term=${"t".repeat(100)}&x=${"p".repeat(600)}`;
    const story = storyOf({ page: longPage, from: "r".repeat(300) }, HOST);
    expect(story.landing_page).toBe(longPage.slice(0, 500));
    expect(story.referrer).toBe("r".repeat(253));
    expect(story.utm_term).toBe("t".repeat(100));
    expect(storyOf({ page: "/?utm_campaign=%20autumn%20", from: "" }, HOST).utm_campaign).toBe("autumn");
    expect(storyOf({ page: "/vision", from: "" }, HOST).utm_source).toBe("");
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
    sessionStorage.setItem("visit-landing", "7");
    expect(readVisitStory()).toBeNull();
    sessionStorage.setItem("visit-landing", "null");
    expect(readVisitStory()).toBeNull();
    sessionStorage.setItem("visit-landing", JSON.stringify({ page: 7, from: "" }));
    expect(readVisitStory()).toBeNull();
    // A referrer that is not text, even one with text's methods, is no story.
    sessionStorage.setItem("visit-landing", JSON.stringify({ page: "/", from: ["news.example.net"] }));
    expect(readVisitStory()).toBeNull();
    sessionStorage.setItem("visit-landing", JSON.stringify({ page: "/" }));
    expect(readVisitStory()).toBeNull();
  });
});
