import type { Page } from "@playwright/test";
import { expect, gotoReady, test } from "./fixtures";
import { expectSectionAt } from "./section-position";
import { sitePages } from "~/content/pages";
import { pageRoutes } from "~/routes";
import { expectMenuFromKeyboard } from "./site-menu";

// Every page but home is static: no React, only the page script. The shell (one layout, one page script) must work
// on them as on home. Every page's menu is opened from the keyboard where routes.spec.ts loads it, and Contact and
// the logo are followed from static pages in shell.spec.ts; here each template is shown to run without React and
// its Back to Home followed, and the not-found page, a document of its own, has all of it.

// A section's position is read once the fonts are in, as a first visit gets them: with nothing in the cache.
test.use({ coldCache: true });

async function expectNoReact(page: Page, path: string) {
  await gotoReady(page, path);
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
}

/** Back to Home (or the 404 page's Return to Home) on the page shown, where the page has one. */
async function followBackHome(page: Page) {
  const back = page.getByRole("main").getByRole("link", { name: /^(Back to Home|Return to Home)$/ });
  if ((await back.count()) > 0) {
    await back.click();
    await expect(page).toHaveURL("/");
  }
}

/** The first static page of each template (content/pages.ts and app/routes.ts). */
const firstPageOf = new Map<string, string>();
for (const entry of pageRoutes(sitePages, [{ code: "en", prefix: "" }])) {
  if (!entry.index && !firstPageOf.has(entry.file)) firstPageOf.set(entry.file, `/${entry.path ?? ""}`);
}
const onePageATemplate = [...firstPageOf.values()];

for (const path of onePageATemplate) {
  test(`${path}: runs without React, and Back to Home leads home`, async ({ page }) => {
    await expectNoReact(page, path);
    await followBackHome(page);
  });
}

test.describe("the not-found page", () => {
  // Chromium reports the 404 document itself on the console.
  test.use({ allowConsoleErrors: true });

  test("the menu, Contact, the logo and Return to Home work without React", async ({ page, consoleErrors }) => {
    const path = "/no/such/page";
    await expectNoReact(page, path);
    await expectMenuFromKeyboard(page);

    // Contact lands on home with the contact section 80px below the top.
    const menu = page.getByRole("dialog", { name: "Site menu" });
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    await menu.getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL("/#contact");
    await expectSectionAt(page, "contact", 80);

    // The logo lands at the top of home.
    await gotoReady(page, path);
    await page.getByRole("link", { name: /home$/ }).click();
    await expect(page).toHaveURL("/");
    await page.locator("html[data-ready]").waitFor({ state: "attached" });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await gotoReady(page, path);
    await followBackHome(page);
    expect(consoleErrors.filter((error) => !error.includes("404"))).toEqual([]);
  });
});
