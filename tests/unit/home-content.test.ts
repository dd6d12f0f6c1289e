import { describe, expect, it } from "vitest";
import { homeContent } from "~/content/home/home-content.server";
import { interfaceIn } from "~/content/localized.server";
import { offeringPages, sitePages } from "~/content/pages";
import { CAROUSEL_INTERVAL_MS } from "~/lib/motion/motion-timings";
import { typingEndMs } from "~/lib/motion/typing-schedule";

// The facts of the home page that the site must show; the copy itself is ours and not tested.
const content = homeContent("en");

describe("home content", () => {
  it("has 30 clients, 15 institutions and 11 partners, each named once", () => {
    for (const [list, count] of [
      [content.clients, 30],
      [content.institutions, 15],
      [content.partners, 11],
    ] as const) {
      expect(list).toHaveLength(count);
      expect(new Set(list).size).toBe(count);
    }
  });

  it("has four leaders, each with an external profile", () => {
    expect(content.leaders).toHaveLength(4);
    for (const leader of content.leaders) expect(leader.profileUrl).toMatch(/^https:\/\//);
  });

  it("shows the registry's three services, each with its summary and icon", () => {
    const services = offeringPages.filter((page) => page.kind === "service");
    expect(content.services.map((s) => [s.path, s.title, s.icon])).toEqual(
      services.map((s) => [s.path, (interfaceIn("en").pages as Record<string, string>)[s.slug], s.icon]),
    );
    for (const service of content.services) expect(service.summary.length).toBeGreaterThan(20);
  });

  it("takes each expertise card's title and route from its page: a link only once the page is published", () => {
    expect(content.expertiseCards.length).toBeGreaterThan(0);
    const published = sitePages.filter((page) => page.published).map((page) => page.path);
    for (const card of content.expertiseCards) {
      if (card.route !== null) expect(published).toContain(card.route);
    }
  });

  it("has slides whose texts finish typing before the carousel moves on", () => {
    expect(content.slides.length).toBeGreaterThan(1);
    for (const slide of content.slides) {
      expect(typingEndMs(slide.subtitle, slide.mainText)).toBeLessThanOrEqual(CAROUSEL_INTERVAL_MS);
      expect(slide.image.width).toBeGreaterThan(0);
      expect(slide.image.height).toBeGreaterThan(0);
    }
  });

  it("keeps the required fixed hero strings", () => {
    expect(content.copy.hero.headline).toBe("Looking Beyond Conventional");
    expect(content.copy.hero.getStarted).toBe("Get Started");
    expect(content.copy.hero.getToKnowUs).toBe("Get to Know Us");
  });
});
