import { describe, expect, it } from "vitest";
import { expertiseCardsOf } from "~/content/home/expertise-cards";
import { homeCopyIn, interfaceIn, sharedHomeContent } from "~/content/localized.server";
import { navigationOf } from "~/content/navigation";
import { sitePages } from "~/content/pages";
import { underConstructionNames as namesIn } from "~/content/under-construction";

// What the English site says: the product fixes it in English.
const english = interfaceIn("en");
const { destinations, knowledgeLinks, legalLinks, menu } = navigationOf("en", english);
const underConstructionNames = namesIn(english);
const { expertiseCardEntries } = homeCopyIn("en");
const { leaders } = sharedHomeContent();

// The orders and names the product fixes, written out once, here. Every other test reads them off the registry
// and the content (content/pages.ts, navigation.ts), so it follows them when they change.

describe("what the product fixes", () => {
  it("the route table", () => {
    expect(sitePages.map((page) => page.path)).toEqual([
      "/",
      "/services/innovation-enabler",
      "/services/mvp-builder",
      "/services/applied-research",
      "/services/venture-builder",
      "/expertise/mit-media-lab",
      "/expertise/quantum",
      "/expertise/scalable-ai",
      "/expertise/behavioural-systems",
      "/expertise/robotics",
      "/expertise/complexity-modelling",
      "/expertise/irt-platform",
      "/vision",
      "/insights",
      "/privacy",
      "/terms",
      "/under-construction",
    ]);
  });

  it("three services, one venture builder and seven expertise areas", () => {
    const byKind = (kind: string) => sitePages.filter((page) => page.kind === kind).map((page) => page.slug);
    expect(byKind("service")).toEqual(["innovation-enabler", "mvp-builder", "applied-research"]);
    expect(byKind("venture")).toEqual(["venture-builder"]);
    expect(byKind("expertise")).toHaveLength(7);
  });

  it("the ten rotating destinations, in order, with the two labels it names", () => {
    expect(destinations.map((destination) => destination.path)).toEqual([
      "/services/innovation-enabler",
      "/services/mvp-builder",
      "/services/applied-research",
      "/assets/quantum",
      "/assets/robotics",
      "/assets/scalable-ai",
      "/assets/behavioural-systems",
      "/assets/mit-media-lab",
      "/services/venture-builder",
      "/assets/complexity-modelling",
    ]);
    expect(destinations[7]?.label).toBe("Open Innovation");
    expect(destinations[9]?.label).toBe("Optimization Modeling");
  });

  it("the menu's three groups, in order; only Insights and Contact live", () => {
    expect(Object.fromEntries(menu.map((group) => [group.heading, group.items.map((item) => item.label)]))).toEqual({
      "Our Services": ["Innovation Enabler", "MVP Builder", "Applied Research"],
      "Our Assets": [
        "Open Innovation",
        "Quantum",
        "Robotics",
        "Scalable AI",
        "Behavioral Systems",
        "Optimization Modeling",
        "Prototype Engineering",
        "Venture Builder",
      ],
      Company: ["Vision", "Insights", "Contact"],
    });
    const pageItems = menu.flatMap((group) => group.items).filter((item) => "path" in item);
    expect(pageItems.filter((item) => item.published).map((item) => item.path)).toEqual(["/insights"]);
  });

  it("the footer's Knowledge list (eight, disabled) and its two legal links", () => {
    expect(knowledgeLinks.map((link) => [link.path, link.published])).toEqual(
      [
        "/expertise/mit-media-lab",
        "/expertise/quantum",
        "/expertise/robotics",
        "/expertise/scalable-ai",
        "/expertise/behavioural-systems",
        "/expertise/complexity-modelling",
        "/expertise/irt-platform",
        "/services/venture-builder",
      ].map((path) => [path, false]),
    );
    expect(legalLinks.map((link) => [link.label, link.path, link.published])).toEqual([
      ["Privacy Policy", "/privacy", true],
      ["Legal Notice", "/terms", true],
    ]);
  });

  it("the under-construction card's eight names, in order", () => {
    expect(underConstructionNames).toEqual([
      "Quantum",
      "Robotics",
      "Scalable AI",
      "Behavioral Systems",
      "Open Innovation",
      "IRT Platform",
      "Venture Builder",
      "Optimization Modeling",
    ]);
  });

  it("the expertise cards: the nine areas, none of them a link", () => {
    const cards = expertiseCardsOf(expertiseCardEntries, "en", english);
    expect(cards.map((card) => card.title)).toEqual([
      "Open Innovation",
      "Quantum",
      "Robotics",
      "Scalable AI",
      "Behavioral Systems",
      "Optimization Modeling",
      "Prototype Engineering",
      "Venture Builder",
      "IRT Platform",
    ]);
    for (const card of cards) expect(card.route).toBeNull();
  });

  it("the leadership team's four roles, as the English page titles them", () => {
    const titles = interfaceIn("en").leadership.roles;
    expect(leaders.map((leader) => titles[leader.role]).sort()).toEqual(
      [
        "Chief Executive Officer",
        "Chief Scientific Officer",
        "Chief Quantum Innovation Officer",
        "Chief Technology Officer",
      ].sort(),
    );
  });
});
