import { describe, expect, it } from "vitest";
import { homeContent } from "~/content/home/home-content.server";
import { offeringPages } from "~/content/pages";
import { CAROUSEL_INTERVAL_MS } from "~/lib/motion/motion-timings";
import { typingEndMs } from "~/lib/motion/typing-schedule";
import { destinationPaths, leadershipRoles } from "../required-facts";

// The facts of the home page that the site must show; the copy itself is ours and not tested.
const content = homeContent();

describe("home content", () => {
  it("lists the ten rotating destinations in the required order, with the two labels it names", () => {
    expect(content.destinations.map((d) => d.path)).toEqual(destinationPaths);
    expect(content.destinations[7]?.label).toBe("Open Innovation");
    expect(content.destinations[9]?.label).toBe("Optimization Modeling");
  });

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

  it("has four leaders, one in each of the required roles, with external profiles", () => {
    expect(content.leaders.map((l) => l.role).sort()).toEqual([...leadershipRoles].sort());
    for (const leader of content.leaders) expect(leader.profileUrl).toMatch(/^https:\/\//);
  });

  it("shows the registry's three services, each with its summary and icon", () => {
    const services = offeringPages.filter((page) => page.kind === "service");
    expect(content.services.map((s) => [s.path, s.title, s.icon])).toEqual(
      services.map((s) => [s.path, s.label, s.icon]),
    );
    for (const service of content.services) expect(service.summary.length).toBeGreaterThan(20);
  });

  it("gives every expertise card a null route, so none is a link", () => {
    expect(content.expertiseCards.length).toBeGreaterThan(0);
    for (const card of content.expertiseCards) expect(card.route).toBeNull();
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
