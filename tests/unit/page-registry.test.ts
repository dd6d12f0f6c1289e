import { describe, expect, it } from "vitest";
import { registryProblems } from "~/content/check-content.server";
import { destinations, knowledgeLinks, legalLinks, menu } from "~/content/navigation";
import { type SitePage, sitePages } from "~/content/pages";
import routes from "~/routes";
import { assetRedirectTarget } from "../../workers/asset-redirects";
import { destinationPaths, knowledgePaths, menuGroups } from "../required-facts";

// Every list of links is derived from the page registry; these checks prove the derived lists agree with the
// registry, with each other and with the orders the site must show.

const registryPaths = sitePages.map((page) => page.path);

describe("the page registry drives", () => {
  it("the URL table: one route a page, plus the sitemap, robots.txt and the not-found page", () => {
    const routePaths = routes.map((route) => (route.index ? "/" : `/${route.path}`));
    expect(routePaths.filter((path) => !["/sitemap.xml", "/robots.txt", "/*"].includes(path))).toEqual(registryPaths);
    expect(routePaths).toEqual(expect.arrayContaining(["/sitemap.xml", "/robots.txt", "/*"]));
  });

  it("the menu: three groups with their items in order, every page item a registry page", () => {
    expect(Object.fromEntries(menu.map((group) => [group.heading, group.items.map((item) => item.label)]))).toEqual(
      menuGroups,
    );
    for (const item of menu.flatMap((group) => group.items)) {
      if ("path" in item) expect(registryPaths).toContain(item.path);
    }
  });

  it("the footer: Knowledge in order, and the two legal links live", () => {
    expect(knowledgeLinks.map((link) => link.path)).toEqual(knowledgePaths);
    expect(legalLinks.map((link) => [link.label, link.path, link.published])).toEqual([
      ["Privacy Policy", "/privacy", true],
      ["Legal Notice", "/terms", true],
    ]);
  });

  it("the rotating destinations, each a page or an /assets/ address that redirects to one", () => {
    expect(destinations.map((destination) => destination.path)).toEqual(destinationPaths);
    for (const { path } of destinations) {
      const target = path.startsWith("/assets/") ? assetRedirectTarget(new URL(`https://site.test${path}`)) : path;
      expect(registryPaths, path).toContain(target);
    }
  });

  it("the /assets/ redirects: each legacy slug to its page with the query kept, nothing else", () => {
    const legacy = sitePages.filter((page) => page.legacyAssetSlug);
    expect(legacy).toHaveLength(6);
    for (const page of legacy) {
      expect(assetRedirectTarget(new URL(`https://site.test/assets/${page.legacyAssetSlug}?x=1`))).toBe(
        `${page.path}?x=1`,
      );
    }
    expect(assetRedirectTarget(new URL("https://site.test/assets/irt-platform"))).toBeNull();
    expect(assetRedirectTarget(new URL("https://site.test/assets/app-abc123.js"))).toBeNull();
  });
});

describe("the registry's own check", () => {
  it("finds nothing wrong with the registry as it is", () => {
    expect(registryProblems()).toEqual([]);
  });

  it("catches a repeated slug, a gap in a list, a service without an icon and a page without a body", () => {
    const quantum = sitePages.find((page) => page.slug === "quantum");
    const service = sitePages.find((page) => page.kind === "service");
    if (!quantum || !service) throw new Error("the registry needs the page 'quantum' and a service page for this test");
    const broken: SitePage[] = [
      ...sitePages.filter((page) => page !== quantum && page !== service),
      { ...quantum, listed: { ...quantum.listed, knowledge: 9 } },
      { ...service, icon: undefined },
      { ...quantum, slug: "quantum", path: "/expertise/quantum-2", listed: {} },
      { ...quantum, slug: "nano", path: "/expertise/nano", listed: {}, legacyAssetSlug: undefined },
    ];
    const problems = registryProblems(broken).join("\n");
    expect(problems).toContain('the slug "quantum" is used twice');
    expect(problems).toContain("the knowledge positions are 1, 3, 4, 5, 6, 7, 8, 9, not 1 to 8");
    expect(problems).toMatch(/the service ".+" has no icon/);
    expect(problems).toContain('no body in offerings/pages/ for "nano"');
  });
});
