import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import type { APIRequestContext } from "@playwright/test";
import { Window } from "happy-dom";
import type { Language } from "~/lib/language/languages";
import { brandCard, insightCardSpec, shareCardFor } from "~/seo/share-card";
import { insightsTextIn } from "./content-files";
import { expect, gotoReady, test } from "./fixtures";
import { routeTable } from "./route-table";
import { insightPagesIn, routeTableIn, wordsIn } from "./site-words";

// The build under test knows its own origin and environment (SITE_ORIGIN and ENVIRONMENT in wrangler.toml,
// chosen at build time with CLOUDFLARE_ENV); every absolute URL must come from there, never from the request.
const builtConfig = JSON.parse(readFileSync(new URL("../../build/server/wrangler.json", import.meta.url), "utf8")) as {
  vars: { SITE_ORIGIN: string; ENVIRONMENT: string };
};
const origin = new URL(builtConfig.vars.SITE_ORIGIN).origin;
const paths = routeTable.map((route) => route.path);
/** Every published Insights entry and later listing page, in every language. */
const insightPages = [...insightPagesIn("en"), ...insightPagesIn("es")];

/** The card a page shares with: an Insights entry its own, any other page the registry's. */
function cardOf(path: string) {
  const entry = insightPages.find((page) => page.path === path)?.entry;
  const language: Language = path.startsWith("/es") ? "es" : "en";
  if (!entry) return shareCardFor(path, wordsIn(language));
  return insightCardSpec(entry, insightsTextIn(language).kinds[entry.kind], wordsIn(language)).card;
}

/** Width and height from a PNG's header chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** A page's head as the server sends it, parsed without running any of its scripts. */
async function servedHead(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const document = new new Window().DOMParser().parseFromString(await response.text(), "text/html");
  const attribute = (selector: string, name: string) => document.head.querySelector(selector)?.getAttribute(name);
  return {
    title: document.title,
    count: (selector: string) => document.head.querySelectorAll(selector).length,
    content: (selector: string) => attribute(selector, "content"),
    href: (selector: string) => attribute(selector, "href"),
  };
}

test.describe("search and share tags, as the server sends them", () => {
  for (const path of [...paths, ...insightPages.map((page) => page.path)]) {
    test(`${path} names its canonical URL and carries a complete share card`, async ({ request }) => {
      const head = await servedHead(request, path);
      const url = `${origin}${path}`;
      expect(head.count('link[rel="canonical"]')).toBe(1);
      expect(head.href('link[rel="canonical"]')).toBe(url);
      expect(head.content('meta[property="og:url"]')).toBe(url);

      const description = head.content('meta[name="description"]');
      expect(description?.trim()).toBeTruthy();
      expect(head.content('meta[property="og:description"]')).toBe(description);
      const ogTitle = head.content('meta[property="og:title"]') ?? "";
      expect(ogTitle.trim()).toBeTruthy();
      expect(head.title).toContain(ogTitle);

      const card = cardOf(path);
      expect(head.content('meta[property="og:image"]')).toBe(`${origin}${card.path}`);
      expect(head.content('meta[name="twitter:image"]')).toBe(`${origin}${card.path}`);
      expect(head.content('meta[property="og:image:width"]')).toBe("1200");
      expect(head.content('meta[property="og:image:height"]')).toBe("630");
      expect(head.content('meta[property="og:image:alt"]')).toBe(card.alt);
      expect(head.content('meta[name="twitter:card"]')).toBe("summary_large_image");
    });
  }

  test("no two pages share a title or a description", async ({ request }) => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const path of [...paths, "/es/insights", ...insightPages.map((page) => page.path)]) {
      const head = await servedHead(request, path);
      const description = head.content('meta[name="description"]') ?? "";
      expect(titles.get(head.title), `title of ${path}`).toBeUndefined();
      expect(descriptions.get(description), `description of ${path}`).toBeUndefined();
      titles.set(head.title, path);
      descriptions.set(description, path);
    }
  });
});

test("every page shares a card of its own, a 1200x630 PNG unlike any other page's; home shares the brand's", async ({
  request,
}) => {
  const seen = new Map<string, string>();
  for (const path of [...paths, ...insightPages.filter((page) => page.entry).map((page) => page.path)]) {
    const card = cardOf(path);
    expect(card.path === brandCard(wordsIn("en").tagline).path, path).toBe(path === "/");
    const response = await request.get(card.path);
    expect(response.status(), card.path).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
    const bytes = await response.body();
    expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
    const digest = createHash("sha256").update(bytes).digest("hex");
    expect(seen.get(digest), `${path} shares ${seen.get(digest) ?? ""}'s card`).toBeUndefined();
    seen.set(digest, path);
  }
});

test("the logo is a square PNG search engines accept", async ({ request }) => {
  const logo = await request.get("/logo.png");
  expect(logo.status()).toBe(200);
  const { width, height } = pngSize(await logo.body());
  expect(width).toBe(height);
  expect(width).toBeGreaterThanOrEqual(112);
});

test("/favicon.ico, asked for by habit by browsers and crawlers, is an icon, not the not-found page", async ({
  request,
}) => {
  const icon = await request.get("/favicon.ico");
  expect(icon.status()).toBe(200);
  const body = await icon.body();
  // ICONDIR: reserved 0, type 1 (icon), and at least one image.
  expect([body.readUInt16LE(0), body.readUInt16LE(2)]).toEqual([0, 1]);
  expect(body.readUInt16LE(4)).toBeGreaterThan(0);
});

test("sitemap.xml lists exactly the route table's pages and the published Insights pages, in every language, at their canonical URLs, each with its alternates", async ({
  request,
}) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^(application|text)\/xml/);
  expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  const xml = await response.text();
  expect(xml).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
  );
  const entries = xml.split("<url>").slice(1);
  const locations = entries.map((entry) => /<loc>([^<]+)<\/loc>/.exec(entry)?.[1]);
  const everyPath = [...paths, ...routeTableIn("es").map((route) => route.path)];
  const insightPaths = insightPages.map((page) => page.path);
  expect(locations.sort()).toEqual([...everyPath, ...insightPaths].map((path) => `${origin}${path}`).sort());
  for (const entry of entries) {
    const path = (/<loc>([^<]+)<\/loc>/.exec(entry)?.[1] ?? "").slice(origin.length);
    // An Insights page names the languages it is published in, when there is more than one; a later listing page none.
    const translated = (insightPages.find((page) => page.path === path)?.entry?.translations.length ?? 0) > 0;
    const expected = !insightPaths.includes(path) || translated ? ["en", "es", "x-default"] : [];
    expect(
      [...entry.matchAll(/hreflang="([^"]+)"/g)].map((match) => match[1]),
      path,
    ).toEqual(expected);
  }
});

test(`robots.txt names the sitemap and ${builtConfig.vars.ENVIRONMENT === "production" ? "lets crawlers in (production build)" : "keeps crawlers out (not a production build)"}`, async ({
  request,
}) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
  const lines = (await response.text()).split("\n");
  expect(lines).toContain("User-agent: *");
  expect(lines).toContain(builtConfig.vars.ENVIRONMENT === "production" ? "Allow: /" : "Disallow: /");
  expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
});

test.describe("organisation structured data", () => {
  const jsonLd = 'script[type="application/ld+json"]';
  const organization = {
    "@context": "https://schema.org",
    "@type": "Organization",
    url: `${origin}/`,
    logo: `${origin}/logo.png`,
  };

  test("the home page carries it once, as served and after hydration", async ({ page }) => {
    await gotoReady(page, "/");
    await expect(page.locator(jsonLd)).toHaveCount(1);
    expect(JSON.parse((await page.locator(jsonLd).textContent()) ?? "")).toMatchObject(organization);
  });

  test("only the home page carries it, from page to page, with no CSP violation", async ({ page }) => {
    await gotoReady(page, "/vision");
    await expect(page.locator(jsonLd)).toHaveCount(0);
    await page.getByRole("link", { name: /home$/ }).click();
    await expect(page).toHaveURL("/");
    await expect(page.locator(jsonLd)).toHaveCount(1);
    expect(JSON.parse((await page.locator(jsonLd).textContent()) ?? "")).toMatchObject(organization);
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL("/privacy");
    await expect(page.locator(jsonLd)).toHaveCount(0);
  });
});
