import type { Page } from "@playwright/test";
import { sitePages } from "~/content/pages";
import { languageInfo, localizedPath } from "~/lib/language/languages";
import { pageRoutes } from "~/routes";
import { expectDeliveredOnce, toastTitled, uniqueMarker, useOwnClientAddress } from "./contact-helpers";
import { expect, expectNoAxeViolations, gotoReady, scrollToHydrated, test } from "./fixtures";
import { insightPagesIn, routeTableIn, wordsIn } from "./site-words";

// The contact form is used here: Turnstile's script is the stand-in widget (tests/e2e/fixtures.ts).
test.use({ humanCheck: true });

// The site in each of its languages: English at the root, Spanish under /es. What does not depend on the browser
// engine is checked here, in Chromium alone.

const spanish = routeTableIn("es");
const english = routeTableIn("en");
const es = wordsIn("es");

const routePath = (entry: { index?: boolean; path?: string }) => (entry.index ? "/" : `/${entry.path ?? ""}`);

/** What a served page says of its language, headline and alternates, read from its HTML as a crawler reads it. */
function served(html: string) {
  const attribute = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`, "i").exec(tag)?.[1] ?? "";
  const links = [...html.matchAll(/<link [^>]*>/gi)].map((match) => match[0]);
  const metas = [...html.matchAll(/<meta [^>]*>/gi)].map((match) => match[0]);
  return {
    lang: /<html [^>]*lang="([^"]+)"/i.exec(html)?.[1],
    headline: (/<h1[^>]*>([\s\S]*?)<\/h1>/i.exec(html)?.[1] ?? "")
      .replace(/<[^>]+>/g, "")
      .replace(/\s+/g, " ")
      .trim(),
    canonical: attribute(links.find((tag) => /rel="canonical"/i.test(tag)) ?? "", "href"),
    // The page in other languages: alternate links with a language (a feed is an alternate too, in no language).
    alternates: Object.fromEntries(
      links
        .filter((tag) => /rel="alternate"/i.test(tag) && /hreflang=/i.test(tag))
        .map((tag) => [attribute(tag, "hreflang"), attribute(tag, "href")]),
    ),
    ogLocale: metas.filter((tag) => /property="og:locale"/i.test(tag)).map((tag) => attribute(tag, "content")),
    ogLocaleAlternates: metas
      .filter((tag) => /property="og:locale:alternate"/i.test(tag))
      .map((tag) => attribute(tag, "content")),
  };
}

test("every page in both languages: 200, its lang and headline, canonical, and hreflang pairs that point at each other", async ({
  request,
}) => {
  for (const [index, { path, headline }] of spanish.entries()) {
    const twin = english[index];
    if (!twin) throw new Error(`no English twin for ${path}`);
    const [es, en] = await Promise.all(
      [path, twin.path].map(async (each) => {
        const response = await request.get(each);
        expect(response.status(), each).toBe(200);
        return served(await response.text());
      }),
    );
    if (!es || !en) throw new Error("no answer");
    const origin = new URL(es.canonical).origin;
    expect(es, path).toMatchObject({ lang: "es", headline, canonical: `${origin}${path}` });
    expect(en, twin.path).toMatchObject({ lang: "en", headline: twin.headline, canonical: `${origin}${twin.path}` });
    const pair = { en: `${origin}${twin.path}`, es: `${origin}${path}`, "x-default": `${origin}${twin.path}` };
    expect(es.alternates, path).toEqual(pair);
    expect(en.alternates, twin.path).toEqual(pair);
    expect([es.ogLocale, es.ogLocaleAlternates]).toEqual([["es_ES"], ["en_US"]]);
    expect([en.ogLocale, en.ogLocaleAlternates]).toEqual([["en_US"], ["es_ES"]]);
  }
});

test("every Insights entry, in each language it is published in: 200, its lang and headline, canonical, and hreflang only to a translation that exists", async ({
  request,
}) => {
  for (const language of ["en", "es"] as const) {
    for (const { path, headline, entry } of insightPagesIn(language)) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const page = served(await response.text());
      const origin = new URL(page.canonical).origin;
      expect(page, path).toMatchObject({ lang: language, headline, canonical: `${origin}${path}` });
      const english = path.replace(/^\/es\//, "/");
      const expected =
        entry && entry.translations.length > 0
          ? { en: `${origin}${english}`, es: `${origin}/es${english}`, "x-default": `${origin}${english}` }
          : {};
      expect(page.alternates, path).toEqual(expected);
      expect(page.ogLocaleAlternates, path).toEqual(
        Object.keys(expected).length > 0 ? [language === "en" ? "es_ES" : "en_US"] : [],
      );
    }
  }
  // Where an entry is written in one language only, the other has no page for it: a 404, never an empty page.
  const englishOnly = insightPagesIn("en").filter((page) => page.entry?.translations.length === 0);
  expect(englishOnly.length).toBeGreaterThan(0);
  for (const { path } of englishOnly) expect((await request.get(`/es${path}`)).status(), `/es${path}`).toBe(404);
});

test.describe("axe finds nothing on the Spanish pages, one of each template", () => {
  const firstOfTemplate = new Map<string, string>();
  for (const entry of pageRoutes(sitePages, [{ code: "es", prefix: "/es" }])) {
    if (!firstOfTemplate.has(entry.file)) firstOfTemplate.set(entry.file, routePath(entry));
  }
  // The Insights entries' template, which the registry does not list.
  const [spanishEntry] = insightPagesIn("es");
  if (spanishEntry) firstOfTemplate.set("routes/insight.tsx", spanishEntry.path);
  for (const path of firstOfTemplate.values()) {
    test(path, async ({ page }) => {
      await gotoReady(page, path);
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
      await expectNoAxeViolations(page);
    });
  }
});

test.describe("the switcher", () => {
  test("keeps the visitor on the same page, in the other language, from the keyboard", async ({ page }) => {
    await gotoReady(page, "/vision");
    const switcher = page
      .getByRole("navigation", { name: wordsIn("en").header.languages })
      .getByRole("link", { name: languageInfo("es").name });
    await expect(switcher).toHaveAttribute("hreflang", "es");
    await expect(switcher).toHaveAttribute("lang", "es");
    await switcher.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/es\/vision$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");

    const back = page
      .getByRole("navigation", { name: es.header.languages })
      .getByRole("link", { name: languageInfo("en").name });
    await expect(back).toHaveAttribute("hreflang", "en");
    await back.click();
    await expect(page).toHaveURL(/\/vision$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("leads from an Insights entry to its translation, or to the other language's listing when it has none", async ({
    page,
  }) => {
    const entries = insightPagesIn("en").flatMap((each) => (each.entry ? [each] : []));
    const translated = entries.find((each) => each.entry?.translations.includes("es"));
    const englishOnly = entries.find((each) => each.entry?.translations.length === 0);
    if (!translated || !englishOnly) throw new Error("the content has no translated or no English-only entry");
    const switcherTo = (language: "es") =>
      page
        .getByRole("navigation", { name: wordsIn("en").header.languages })
        .getByRole("link", { name: languageInfo(language).name });
    await gotoReady(page, translated.path);
    await expect(switcherTo("es")).toHaveAttribute("href", `/es${translated.path}`);
    await gotoReady(page, englishOnly.path);
    await expect(switcherTo("es")).toHaveAttribute("href", "/es/insights");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("works without JavaScript: a plain link", async ({ page }) => {
      await page.goto("/expertise/quantum");
      await page.getByRole("link", { name: languageInfo("es").name }).click();
      await expect(page).toHaveURL(/\/es\/expertise\/quantum$/);
    });
  });
});

// A browser language, like JavaScript off above, is an option of the test's own context (test.use), not a context
// of the test's making: its pages then run under the fixture's listeners for console errors and CSP violations.
test.describe("the suggestion to switch", () => {
  const suggestion = (page: Page) => page.locator('[data-language-suggestion="es"]');

  test.describe("to a browser that prefers Spanish (Spain)", () => {
    test.use({ locale: "es-ES" });

    test("shows once, in Spanish, and not after it is dismissed", async ({ page }) => {
      const before = await page.goto("/vision");
      // Never a redirect: the page asked for is the page served.
      expect(before?.url()).toMatch(/\/vision$/);
      await page.locator("html[data-ready]").waitFor({ state: "attached" });
      await expect(suggestion(page)).toBeVisible();
      await expect(suggestion(page)).toHaveAttribute("lang", "es");
      await expect(suggestion(page)).toContainText(es.languageSuggestion.text);
      await expect(suggestion(page).getByRole("link", { name: es.languageSuggestion.accept })).toHaveAttribute(
        "href",
        "/es/vision",
      );
      await expectNoAxeViolations(page);
      await suggestion(page).getByRole("button", { name: es.languageSuggestion.dismiss }).click();
      await expect(suggestion(page)).toBeHidden();

      for (const path of ["/vision", "/privacy"]) {
        await gotoReady(page, path);
        await expect(suggestion(page)).toBeHidden();
      }
      expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("en");
    });

    test("never shows on a page already in the preferred language", async ({ page }) => {
      await gotoReady(page, "/es/vision");
      await expect(page.locator("[data-language-suggestion]")).toBeHidden();
    });

    test.describe("on a first visit", () => {
      test.use({ coldCache: true });
      test("showing it moves nothing on the page", async ({ page }) => {
        await page.addInitScript(() => {
          Object.assign(window, { layoutShift: 0 });
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
              (window as unknown as { layoutShift: number }).layoutShift += entry.value;
            }
          }).observe({ type: "layout-shift", buffered: true });
        });
        await gotoReady(page, "/vision");
        await expect(suggestion(page)).toBeVisible();
        expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBe(0);
      });
    });
  });

  test.describe("to a browser that prefers Spanish (Mexico)", () => {
    test.use({ locale: "es-MX" });

    test("accepting it leads to the Spanish page and remembers the choice", async ({ page }) => {
      await gotoReady(page, "/privacy");
      await suggestion(page).getByRole("link", { name: es.languageSuggestion.accept }).click();
      await expect(page).toHaveURL(/\/es\/privacy$/);
      expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("es");
    });
  });

  test.describe("to a browser that prefers English", () => {
    test.use({ locale: "en-US" });

    test("never shows", async ({ page }) => {
      await gotoReady(page, "/vision");
      await expect(page.locator("[data-language-suggestion]")).toBeHidden();
    });
  });
});

test.describe("contact in Spanish", () => {
  test.beforeEach(async ({ page }) => {
    await useOwnClientAddress(page);
  });

  test("the toasts are in Spanish, and the message arrives saying it was written in Spanish", async ({ page }) => {
    const marker = uniqueMarker();
    await gotoReady(page, "/es");
    await scrollToHydrated(page, "contact");
    const form = page.getByRole("form", { name: es.contact.form.label });
    await form.getByRole("button", { name: es.contact.form.send }).click();
    await expect(toastTitled(page, es.contact.notices.incomplete.title)).toBeVisible();

    await form.getByLabel(es.contact.form.name, { exact: true }).fill("Ada Lovelace");
    await form.getByLabel(es.contact.form.email, { exact: true }).fill("ada@example.org");
    await form.getByLabel(es.contact.form.message, { exact: true }).fill(`Hola. ${marker}`);
    await form.getByRole("button", { name: es.contact.form.send }).click();
    await expect(toastTitled(page, es.contact.notices.sent.title)).toBeVisible();
    await expectDeliveredOnce(marker, {
      from_name: "Ada Lovelace",
      from_email: "ada@example.org",
      company: "Not specified",
      message: `Hola. ${marker}`,
      to_name: "Orbitant",
      locale: "es",
    });
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a post from /es returns to the Spanish page's contact section with the Spanish outcome", async ({ page }) => {
    await useOwnClientAddress(page);
    await page.goto("/es");
    const form = page.getByRole("form", { name: es.contact.form.label });
    await form.getByLabel(es.contact.form.name, { exact: true }).fill("Ada");
    await form.getByLabel(es.contact.form.email, { exact: true }).fill("ada@example.org");
    await form.getByLabel(es.contact.form.message, { exact: true }).fill(`Sin script. ${uniqueMarker()}`);
    await form.getByRole("button", { name: es.contact.form.send }).click();
    await expect(page).toHaveURL(/\/es\/?#contact-sent$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.locator("#contact-sent")).toBeVisible();
    await expect(page.locator("#contact-sent")).toHaveText(
      `${es.contact.notices.sent.title} ${es.contact.notices.sent.description}`,
    );
  });
});

test.describe("not found", () => {
  // The browser reports the 404 answer, and the page logs the missing path.
  test.use({ allowConsoleErrors: true });

  test("an unknown path under /es/ is a Spanish 404 with status 404", async ({ page }) => {
    const response = await page.goto("/es/no-existe");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(es.notFound.heading);
    await expect(page.getByRole("link", { name: es.notFound.returnHome })).toHaveAttribute("href", "/es");
    await expectNoAxeViolations(page);
  });
});

test("/es/assets/<slug> answers 301 to the Spanish page", async ({ request }) => {
  const response = await request.get("/es/assets/quantum", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe(localizedPath("es", "/expertise/quantum"));
});
