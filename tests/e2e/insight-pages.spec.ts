import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Locator } from "@playwright/test";
import { Window } from "happy-dom";
import { readInsightSources } from "~/content/insights/insight-files.server";
import { insightsFeedPath, insightsListPath } from "~/content/insights/insight-paths";
import type { Language } from "~/lib/language/languages";
import { insightsTextIn } from "./content-files";
import { expect, expectNoAxeViolations, gotoReady, test } from "./fixtures";
import { insightPagesIn, wordsIn } from "./site-words";

// The Insights pages as visitors and crawlers get them from the build: what each listing shows and in which order,
// an entry's page, the home page's newest entries, the feed, the 404s, and what the build keeps out of the Worker
// and the deployed files. What the pages say is read from the content files, never written here.

const languages: readonly Language[] = ["en", "es"];
const entriesIn = (language: Language) => insightPagesIn(language).flatMap((page) => (page.entry ? [page] : []));
const repositoryRoot = fileURLToPath(new URL("../../", import.meta.url));

/**
 * An entry's photo as the build makes it: a <picture> of AVIF and WebP sources and a JPEG <img>, each with a srcset
 * of the build's variants and the page's sizes, the photo's width and height, and never the original's address.
 */
async function expectBuiltPhoto(img: Locator, original: string, { priority }: { priority: boolean }) {
  const picture = img.locator("xpath=..");
  await expect(picture).toHaveJSProperty("localName", "picture");
  const sizes = await img.getAttribute("sizes");
  expect(sizes).toBeTruthy();
  for (const type of ["image/avif", "image/webp"]) {
    const source = picture.locator(`source[type="${type}"]`);
    await expect(source).toHaveAttribute("srcset", /^\/assets\/photos\/\S+ \d+w(, \/assets\/photos\/\S+ \d+w)+$/);
    await expect(source).toHaveAttribute("sizes", sizes ?? "");
  }
  await expect(img).toHaveAttribute("src", /^\/assets\/photos\/[^/]+\.jpg$/);
  await expect(img).toHaveAttribute("srcset", /^\/assets\/photos\/\S+\.jpg \d+w(, \S+\.jpg \d+w)+$/);
  await expect(img).toHaveAttribute("width", /^[1-9]\d*$/);
  await expect(img).toHaveAttribute("height", /^[1-9]\d*$/);
  await expect(img).toHaveAttribute("loading", priority ? "eager" : "lazy");
  if (priority) await expect(img).toHaveAttribute("fetchpriority", "high");
  else await expect(img).not.toHaveAttribute("fetchpriority", /.*/);
  expect(await picture.evaluate((element) => element.outerHTML)).not.toContain(original);
}

test.describe("each language's listing", () => {
  for (const language of languages) {
    test(`${insightsListPath(language)}: every published entry, newest first, with its title linked, its day in <time datetime>, its kind, description and photo`, async ({
      page,
    }) => {
      const words = insightsTextIn(language);
      await gotoReady(page, insightsListPath(language));
      const cards = page.getByRole("main").getByRole("listitem");
      const expected = entriesIn(language);
      await expect(cards).toHaveCount(expected.length);
      for (const [index, { path: href, entry }] of expected.entries()) {
        if (!entry) continue;
        const card = cards.nth(index);
        await expect(card.getByRole("heading", { level: 2 })).toHaveText(entry.title);
        await expect(card.getByRole("link")).toHaveAttribute("href", href);
        await expect(card.locator("time")).toHaveAttribute("datetime", entry.date);
        await expect(card).toContainText(words.kinds[entry.kind]);
        await expect(card).toContainText(entry.description);
        const photo = card.getByRole("img");
        if (entry.image === undefined) await expect(photo).toHaveCount(0);
        else {
          await expect(photo).toHaveAttribute("alt", entry.imageAlt ?? "");
          await expectBuiltPhoto(photo, entry.image, { priority: false });
        }
      }
      const days = expected.map((each) => each.entry?.date ?? "");
      expect(days).toEqual([...days].sort().reverse());
      // One page holds them all: no page navigation.
      await expect(page.getByRole("navigation", { name: words.pagination.label })).toHaveCount(0);
    });
  }

  test("answers 301 to /insights at /insights/page/1, and 404 past its last page or at a page number written otherwise", async ({
    request,
  }) => {
    const first = await request.get("/insights/page/1", { maxRedirects: 0 });
    expect(first.status()).toBe(301);
    expect(new URL(first.headers().location ?? "", "http://x").pathname).toBe("/insights");
    for (const wrong of ["/insights/page/2", "/es/insights/page/2", "/insights/page/01", "/insights/page/0"]) {
      expect((await request.get(wrong)).status(), wrong).toBe(404);
    }
  });
});

test.describe("a page that is no published entry", () => {
  test.use({ allowConsoleErrors: true });

  for (const missing of ["/insights/no-such-entry", "/es/insights/no-such-entry", "/insights/Why-Pilots-Stall"]) {
    test(`${missing} is the site's not-found page with a real 404`, async ({ page }) => {
      const response = await page.goto(missing);
      expect(response?.status()).toBe(404);
      const language: Language = missing.startsWith("/es") ? "es" : "en";
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(wordsIn(language).notFound.heading);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    });
  }
});

test.describe("an entry's page", () => {
  const [withPhoto] = entriesIn("en").filter((each) => each.entry?.image !== undefined);
  const [withoutPhoto] = entriesIn("en").filter((each) => each.entry?.image === undefined);

  test("one h1 (its title), its day, its author linked to the leadership team, its photo as an eager, high-priority hero", async ({
    page,
  }) => {
    if (!withPhoto?.entry) throw new Error("no entry with a photo");
    const { entry } = withPhoto;
    await gotoReady(page, withPhoto.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(entry.title);
    await expect(page.getByRole("article").locator("header time")).toHaveAttribute("datetime", entry.date);
    const hero = page.getByRole("img", { name: entry.imageAlt });
    await expectBuiltPhoto(hero, entry.image ?? "", { priority: true });
    const author = page.getByRole("link", { name: entry.author, exact: true });
    await expect(author).toHaveAttribute("href", "/#leadership");
    await author.click();
    await expect(page).toHaveURL("/#leadership");
    await expect(page.locator("#leadership")).toBeInViewport();
  });

  test("its body's headings have ids, its links to other sites open apart with rel noopener noreferrer, and axe finds nothing", async ({
    page,
  }) => {
    if (!withoutPhoto) throw new Error("no entry without a photo");
    await gotoReady(page, withoutPhoto.path);
    await expect(page.getByRole("article").getByRole("img")).toHaveCount(0);
    const headings = page.locator(".entry-body h2");
    expect(await headings.count()).toBeGreaterThan(0);
    for (const id of await headings.evaluateAll((each) => each.map((heading) => heading.id)))
      expect(id).toMatch(/^[a-z0-9-]+$/);
    for (const link of await page.locator(".entry-body a[href^='http']").all()) {
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      await expect(link).toHaveAttribute("target", "_blank");
    }
    await expectNoAxeViolations(page);
  });

  test("describes itself to search engines as a BlogPosting with its headline, days, author, image and publisher", async ({
    request,
  }) => {
    if (!withPhoto?.entry) throw new Error("no entry with a photo");
    const html = await (await request.get(withPhoto.path)).text();
    const document = new new Window().DOMParser().parseFromString(html, "text/html");
    const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent) as Record<string, unknown>,
    );
    expect(blocks).toHaveLength(1);
    const [data] = blocks;
    const origin = new URL(document.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? "").origin;
    const { entry } = withPhoto;
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": entry.kind === "case-study" ? "Article" : "BlogPosting",
      headline: entry.title,
      description: entry.description,
      datePublished: entry.date,
      dateModified: entry.date,
      url: `${origin}${withPhoto.path}`,
      author: { "@type": "Person", name: entry.author, url: `${origin}/#leadership` },
      publisher: { "@type": "Organization", logo: { url: `${origin}/logo.png` } },
    });
    // The photo as one of the build's JPEGs at 1200 px or more (or the widest), never the original.
    const [image] = (data?.image ?? []) as string[];
    expect(image).toMatch(new RegExp(`^${origin}/assets/photos/[^/]+-\\d+\\.jpg$`));
    const served = await request.get(new URL(image ?? "").pathname);
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toBe("image/jpeg");
  });
});

test.describe("the home page", () => {
  for (const language of languages) {
    test(`${language}: shows the three newest entries of its language, each linking to its page`, async ({ page }) => {
      await gotoReady(page, language === "en" ? "/" : "/es");
      const section = page.locator("section#insights");
      await section.scrollIntoViewIfNeeded();
      await expect(section.getByRole("heading", { level: 2 })).toHaveText(insightsTextIn(language).latest.heading);
      const newest = entriesIn(language).slice(0, 3);
      await expect(section.getByRole("heading", { level: 3 })).toHaveText(newest.map((each) => each.headline));
      expect(
        await section
          .getByRole("listitem")
          .getByRole("link")
          .evaluateAll((links) => links.map((link) => link.getAttribute("href"))),
      ).toEqual(newest.map((each) => each.path));
      await expect(section.getByRole("link", { name: insightsTextIn(language).latest.all })).toHaveAttribute(
        "href",
        insightsListPath(language),
      );
      const photos = newest.flatMap(({ entry }) => (entry?.image ? [entry] : []));
      expect(photos.length, "a photo among the newest").toBeGreaterThan(0);
      for (const { image, imageAlt } of photos)
        await expectBuiltPhoto(section.getByRole("img", { name: imageAlt }), image ?? "", { priority: false });
    });
  }

  test("menu and footer lead to Insights in both languages", async ({ page }) => {
    for (const language of languages) {
      await gotoReady(page, language === "en" ? "/vision" : "/es/vision");
      const name = (wordsIn(language).pages as Record<string, string>).insights ?? "";
      await expect(page.getByRole("contentinfo").getByRole("link", { name, exact: true })).toHaveAttribute(
        "href",
        insightsListPath(language),
      );
      await page.getByRole("button", { name: wordsIn(language).header.menu, exact: true }).click();
      const menu = page.getByRole("dialog", { name: wordsIn(language).header.menuDialog });
      await expect(menu.getByRole("link", { name, exact: true })).toHaveAttribute("href", insightsListPath(language));
    }
  });
});

test.describe("the feed", () => {
  for (const language of languages) {
    test(`${insightsFeedPath(language)}: linked from the listing's head, Atom with the language's published entries at absolute addresses`, async ({
      request,
    }) => {
      const listing = await (await request.get(insightsListPath(language))).text();
      const head = new new Window().DOMParser().parseFromString(listing, "text/html").head;
      const link = head.querySelector('link[rel="alternate"][type="application/atom+xml"]');
      const href = link?.getAttribute("href") ?? "";
      expect(new URL(href).pathname).toBe(insightsFeedPath(language));
      const origin = new URL(href).origin;
      const response = await request.get(insightsFeedPath(language));
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toMatch(/xml/);
      const feed = new new Window().DOMParser().parseFromString(await response.text(), "application/xml");
      expect(feed.documentElement.getAttribute("xmlns")).toBe("http://www.w3.org/2005/Atom");
      expect(feed.documentElement.getAttribute("xml:lang")).toBe(language);
      const ids = [...feed.documentElement.children]
        .filter((child) => child.localName === "entry")
        .map((entry) => [...entry.children].find((child) => child.localName === "id")?.textContent);
      expect(ids).toEqual(entriesIn(language).map((each) => `${origin}${each.path}`));
    });
  }
});

test.describe("what the build keeps to itself", () => {
  test("an entry's original photo is not deployed, and no page, feed or page's data (.data) names it", async ({
    request,
  }) => {
    const originals = languages.flatMap((language) => entriesIn(language).flatMap(({ entry }) => entry?.image ?? []));
    expect(originals.length).toBeGreaterThan(0);
    const clientDir = path.join(repositoryRoot, "build/client");
    const files = readdirSync(clientDir, { recursive: true, encoding: "utf8" });
    // React Router's .data files hold each prerendered page's loader data, and are deployed beside the pages.
    const sent = files.filter((file) => [".html", ".xml", ".data"].some((ending) => file.endsWith(ending)));
    expect(sent.filter((file) => file.endsWith(".data")).length).toBeGreaterThan(30);
    const pages = sent.map((file) => ({ file, text: readFileSync(path.join(clientDir, file), "utf8") }));
    for (const original of new Set(originals)) {
      expect((await request.get(original)).status(), original).toBe(404);
      expect(files, original).not.toContain(original.slice(1));
      expect(
        pages.filter(({ text }) => text.includes(original)).map(({ file }) => file),
        original,
      ).toEqual([]);
    }
  });

  test("each entry's page is a file of the build, with no React Router data (.data) beside it to deploy", async ({
    request,
  }) => {
    const clientDir = path.join(repositoryRoot, "build/client");
    for (const language of languages) {
      const entries = entriesIn(language);
      expect(entries.length).toBeGreaterThan(0);
      for (const { path: page } of entries) {
        expect(existsSync(path.join(clientDir, page, "index.html")), page).toBe(true);
        expect(existsSync(path.join(clientDir, `${page}.data`)), `${page}.data`).toBe(false);
        expect((await request.get(`${page}.data`)).status(), `${page}.data`).toBe(404);
      }
    }
  });

  test("the prerender data is not deployed, and the Worker's code holds no entry's words", async ({ request }) => {
    expect((await request.get("/_prerender/insights/en.json")).status()).toBe(404);
    const serverDir = path.join(repositoryRoot, "build/server");
    const code = readdirSync(serverDir, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".js"))
      .map((file) => readFileSync(path.join(serverDir, file), "utf8"))
      .join("\n");
    expect(code.length).toBeGreaterThan(100_000);
    const { sources } = readInsightSources();
    expect(sources.length).toBeGreaterThan(0);
    for (const { path: file, text } of sources) {
      const title = /^title: '?(.+?)'?$/m.exec(text)?.[1] ?? "";
      const firstParagraph = text.split("\n---\n")[1]?.trim().split("\n")[0]?.slice(0, 60) ?? "";
      expect(title.length, file).toBeGreaterThan(10);
      expect(code.includes(title), `${file}'s title in the Worker`).toBe(false);
      expect(code.includes(firstParagraph), `${file}'s text in the Worker`).toBe(false);
    }
  });
});

test.describe("to a browser that prefers Spanish", () => {
  test.use({ locale: "es-ES" });

  test("an entry written in English only offers no Spanish version of itself", async ({ page }) => {
    const [englishOnly] = entriesIn("en").filter((each) => each.entry?.translations.length === 0);
    if (!englishOnly) throw new Error("no English-only entry");
    await gotoReady(page, englishOnly.path);
    await expect(page.locator('[data-language-suggestion="es"]')).toHaveCount(0);
  });
});
