import { describe, expect, it } from "vitest";
import { contentProblems, registryProblems, siteRegistry } from "~/content/check-content.server";
import { navigationOf } from "~/content/navigation";
import { offering, type PageLists, type SitePage, sitePages } from "~/content/pages";
import routes, { pageRoutes } from "~/routes";
import { sitemapXml } from "~/seo/sitemap-xml";
import { assetRedirectTarget } from "../../workers/asset-redirects";

// Every route, list of links, redirect and sitemap entry is read off the page registry (content/pages.ts). These
// tests take their expectations from the registry too; the orders the product fixes are asserted, once, in
// product-facts.test.ts.

const registryPaths = sitePages.map((page) => page.path);
const routePath = (entry: { index?: boolean; path?: string }) => (entry.index ? "/" : `/${entry.path ?? ""}`);

describe("the page registry drives", () => {
  it("the URL table: one route a page, plus the sitemap, robots.txt and the not-found page", () => {
    const paths = routes.map(routePath);
    expect(paths.filter((path) => !["/sitemap.xml", "/robots.txt", "/*"].includes(path))).toEqual(registryPaths);
    expect(paths).toEqual(expect.arrayContaining(["/sitemap.xml", "/robots.txt", "/*"]));
  });

  it("the /assets/ redirects: each legacy slug to its page with the query kept, nothing else", () => {
    const legacy = sitePages.filter((page) => page.legacyAssetSlug);
    expect(legacy.length).toBeGreaterThan(0);
    for (const page of legacy) {
      expect(assetRedirectTarget(new URL(`https://site.test/assets/${page.legacyAssetSlug ?? ""}?x=1`))).toBe(
        `${page.path}?x=1`,
      );
    }
    for (const page of sitePages.filter((entry) => !entry.legacyAssetSlug)) {
      expect(assetRedirectTarget(new URL(`https://site.test/assets/${page.slug}`))).toBeNull();
    }
    expect(assetRedirectTarget(new URL("https://site.test/assets/app-abc123.js"))).toBeNull();
  });
});

describe("adding a page is a registry line and its body", () => {
  // A throwaway expertise page, as the README's "Add a page" says to add one: its line in a copy of the registry,
  // its slug in the lists it belongs in, and a body (an existing page's, as good as any for the check).
  const throwaway = offering("expertise", "throwaway-topic", "Throwaway Topic");
  const pages: readonly SitePage[] = [...sitePages, throwaway];
  const lists: PageLists<string> = {
    ...siteRegistry.lists,
    menu: { ...siteRegistry.lists.menu, assets: [...siteRegistry.lists.menu.assets, "throwaway-topic"] },
    knowledge: [...siteRegistry.lists.knowledge, "throwaway-topic"],
  };
  const bodies = { ...siteRegistry.bodies, "throwaway-topic": siteRegistry.bodies.quantum };
  const navigation = navigationOf(pages, lists);

  it("gets a route rendered by the offering template", () => {
    expect(pageRoutes(pages).find((entry) => routePath(entry) === "/expertise/throwaway-topic")).toMatchObject({
      file: "routes/offering.tsx",
    });
  });

  it("is in the menu and the footer's Knowledge list, greyed out until published", () => {
    const assets = navigation.menu.find((group) => group.heading === "Our Assets")?.items ?? [];
    expect(assets.at(-1)).toEqual({ label: "Throwaway Topic", path: "/expertise/throwaway-topic", published: false });
    expect(navigation.knowledgeLinks.at(-1)).toEqual({
      label: "Throwaway Topic",
      path: "/expertise/throwaway-topic",
      published: false,
    });
    const published = navigationOf([...sitePages, { ...throwaway, published: true }], lists);
    expect(published.knowledgeLinks.at(-1)?.published).toBe(true);
  });

  it("is in the sitemap", () => {
    expect(sitemapXml("https://www.example.com", pages)).toContain(
      "<loc>https://www.example.com/expertise/throwaway-topic</loc>",
    );
  });

  it("passes the content check with its body, and fails it without one, or when a list names no page", () => {
    expect(contentProblems({ pages, lists, bodies })).toEqual([]);
    expect(registryProblems({ pages, lists, bodies: siteRegistry.bodies })).toEqual([
      'pages.ts: no body in offerings/pages/ for "throwaway-topic"',
    ]);
    expect(registryProblems({ pages: sitePages, lists, bodies: siteRegistry.bodies })).toEqual([
      'pages.ts: the menu group "assets" names "throwaway-topic", which is no page of the registry',
      'pages.ts: the Knowledge list names "throwaway-topic", which is no page of the registry',
    ]);
  });
});

describe("the registry's own check", () => {
  it("finds nothing wrong with the registry as it is", () => {
    expect(registryProblems()).toEqual([]);
  });

  it("catches a repeated slug or path, a list naming a page twice, a service without an icon, a body without a page", () => {
    const quantum = sitePages.find((page) => page.slug === "quantum");
    const service = sitePages.find((page) => page.kind === "service");
    if (!quantum || !service) throw new Error("the registry needs the page 'quantum' and a service page");
    const pages: SitePage[] = [
      ...sitePages.filter((page) => page !== service),
      { ...service, icon: undefined },
      { ...quantum, path: "/expertise/quantum-2" },
    ];
    const lists = { ...siteRegistry.lists, legal: ["privacy", "privacy"] };
    const bodies = { ...siteRegistry.bodies, orphan: siteRegistry.bodies.quantum };
    const problems = registryProblems({ pages, lists, bodies }).join("\n");
    expect(problems).toContain('the slug "quantum" is used twice');
    expect(problems).toContain('the legal links names "privacy" twice');
    expect(problems).toMatch(/the service ".+" has no icon/);
    expect(problems).toContain("offerings/pages/orphan.ts: no line in pages.ts");
  });
});
