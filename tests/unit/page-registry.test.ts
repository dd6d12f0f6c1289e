import { describe, expect, it } from "vitest";
import { contentProblems, registryProblems, siteRegistry } from "~/content/check-content.server";
import { interfaceIn } from "~/content/localized.server";
import { navigationOf } from "~/content/navigation";
import { offering, type PageLists, type SitePage, sitePages } from "~/content/pages";
import { artSheetPaths } from "~/lib/marks/art-sheets";
import routes, { pageRoutes } from "~/routes";
import { sitemapXml } from "~/seo/sitemap-xml";
import { canonicalRedirect } from "../../workers/canonical-address";

// Every route, list of links, redirect and sitemap entry is read off the page registry (content/pages.ts). These
// tests take their expectations from the registry too; the orders the product fixes are asserted, once, in
// product-facts.test.ts.

const registryPaths = sitePages.map((page) => page.path);
const spanishPaths = sitePages.map((page) => (page.path === "/" ? "/es" : `/es${page.path}`));
const routePath = (entry: { index?: boolean; path?: string }) => (entry.index ? "/" : `/${entry.path ?? ""}`);

describe("the page registry drives", () => {
  it("the URL table: one route a page in each language, plus the sitemap, robots.txt, the art sheets, the Insights pages and a not-found page each", () => {
    const paths = routes.map(routePath);
    const insights = ["/insights/page/:page", "/insights/feed.xml", "/insights/:slug"];
    const special = [
      "/sitemap.xml",
      "/robots.txt",
      ...Object.values(artSheetPaths),
      ...insights,
      ...insights.map((path) => `/es${path}`),
      "/es/*",
      "/*",
    ];
    expect(paths.filter((path) => !special.includes(path))).toEqual([...registryPaths, ...spanishPaths]);
    expect(paths.slice(-2)).toEqual(["/es/*", "/*"]);
    expect(paths).toEqual(expect.arrayContaining(special));
  });

  it("the /assets/ redirects: each legacy slug to its page with the query kept, nothing else", () => {
    const redirect = (path: string) => canonicalRedirect(new URL(`https://site.test${path}`));
    const legacy = sitePages.filter((page) => page.legacyAssetSlug);
    expect(legacy.length).toBeGreaterThan(0);
    for (const page of legacy) {
      expect(redirect(`/assets/${page.legacyAssetSlug ?? ""}?x=1`)).toBe(`${page.path}?x=1`);
      expect(redirect(`/es/assets/${page.legacyAssetSlug ?? ""}`)).toBe(`/es${page.path}`);
    }
    for (const page of sitePages.filter((entry) => !entry.legacyAssetSlug)) {
      expect(redirect(`/assets/${page.slug}`)).toBeNull();
    }
    expect(redirect("/assets/app-abc123.js")).toBeNull();
  });
});

describe("adding a page is a registry line, its name and its body in each language", () => {
  // A throwaway expertise page, as docs/content.md's "Add a page" says to add one: its line in a copy of the registry,
  // its slug in the lists it belongs in, its name in each language, and a body in each (an existing page's, as good
  // as any for the check).
  const throwaway = offering("expertise", "throwaway-topic");
  const pages: readonly SitePage[] = [...sitePages, throwaway];
  const lists: PageLists<string> = {
    ...siteRegistry.lists,
    menu: { ...siteRegistry.lists.menu, assets: [...siteRegistry.lists.menu.assets, "throwaway-topic"] },
    knowledge: [...siteRegistry.lists.knowledge, "throwaway-topic"],
  };
  const bodies = {
    en: { ...siteRegistry.bodies.en, "throwaway-topic": siteRegistry.bodies.en.quantum },
    es: { ...siteRegistry.bodies.es, "throwaway-topic": siteRegistry.bodies.es.quantum },
  };
  const names = {
    en: { ...siteRegistry.names.en, "throwaway-topic": "Throwaway Topic" },
    es: { ...siteRegistry.names.es, "throwaway-topic": "Tema de prueba" },
  };
  const english = interfaceIn("en");
  const navigation = navigationOf("en", { ...english, pages: names.en }, pages, lists);

  it("gets a route in each language, rendered by the offering template", () => {
    for (const path of ["/expertise/throwaway-topic", "/es/expertise/throwaway-topic"]) {
      expect(pageRoutes(pages).find((entry) => routePath(entry) === path)).toMatchObject({
        file: "routes/offering.tsx",
      });
    }
  });

  it("is in the menu and the footer's Knowledge list, greyed out until published", () => {
    const assets = navigation.menu.find((group) => group.heading === "Our Assets")?.items ?? [];
    expect(assets.at(-1)).toEqual({ label: "Throwaway Topic", path: "/expertise/throwaway-topic", published: false });
    expect(navigation.knowledgeLinks.at(-1)).toEqual({
      label: "Throwaway Topic",
      path: "/expertise/throwaway-topic",
      published: false,
    });
    const published = navigationOf(
      "es",
      { ...interfaceIn("es"), pages: names.es },
      [...sitePages, { ...throwaway, published: true }],
      lists,
    );
    expect(published.knowledgeLinks.at(-1)).toEqual({
      label: "Tema de prueba",
      path: "/es/expertise/throwaway-topic",
      published: true,
    });
  });

  it("is in the sitemap, in each language", () => {
    const sitemap = sitemapXml("https://www.example.com", pages);
    expect(sitemap).toContain("<loc>https://www.example.com/expertise/throwaway-topic</loc>");
    expect(sitemap).toContain("<loc>https://www.example.com/es/expertise/throwaway-topic</loc>");
  });

  it("passes the content check with its name and body in each language, and fails it without, or when a list names no page", () => {
    expect(contentProblems({ pages, lists, bodies, names })).toEqual([]);
    expect(registryProblems({ pages, lists, bodies: { ...bodies, es: siteRegistry.bodies.es }, names })).toEqual([
      'pages.ts: no body in app/content/es/offerings/ for "throwaway-topic"',
    ]);
    expect(registryProblems({ pages, lists, bodies, names: { ...names, es: siteRegistry.names.es } })).toEqual([
      'app/content/es/interface.yaml: pages: no name for the page "throwaway-topic"',
    ]);
    expect(registryProblems({ ...siteRegistry, lists })).toEqual([
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
    const bodies = {
      ...siteRegistry.bodies,
      en: { ...siteRegistry.bodies.en, orphan: siteRegistry.bodies.en.quantum },
    };
    const problems = registryProblems({ ...siteRegistry, pages, lists, bodies }).join("\n");
    expect(problems).toContain('the slug "quantum" is used twice');
    expect(problems).toContain('the legal links names "privacy" twice');
    expect(problems).toMatch(/the service ".+" has no icon/);
    expect(problems).toContain("app/content/en/offerings/orphan.yaml: no line in pages.ts");
  });
});
