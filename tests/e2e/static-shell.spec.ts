import type { Page } from "@playwright/test";
import { expect, gotoReady, test } from "./fixtures";
import { routeTable } from "./route-table";

// Every page but home is static: no React, only the page script. The shell must work on each of them exactly
// as on home: the menu (a dialog opened by an invoker command), Contact, the logo and Back to Home.

const sectionTop = (page: Page, id: string) =>
  page.evaluate((sectionId) => Math.round(document.getElementById(sectionId)?.getBoundingClientRect().top ?? NaN), id);

async function checkShell(page: Page, path: string) {
  await gotoReady(page, path);
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);

  // The menu opens from the keyboard, keeps Tab inside, and Escape hands focus back to its button.
  const toggle = page.getByRole("button", { name: "Menu", exact: true });
  await toggle.focus();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("dialog", { name: "Site menu" });
  await expect(menu).toBeVisible();
  for (const key of ["Tab", "Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab"]) {
    await page.keyboard.press(key);
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest("dialog[open]")))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();

  // Contact lands on home with the contact section 80px below the top.
  await toggle.click();
  await menu.getByRole("link", { name: "Contact" }).click();
  await expect(page).toHaveURL("/#contact");
  await expect.poll(() => sectionTop(page, "contact")).toBe(80);

  // The logo lands at the top of home.
  await gotoReady(page, path);
  await page.getByRole("link", { name: /home$/ }).click();
  await expect(page).toHaveURL("/");
  await page.locator("html[data-ready]").waitFor({ state: "attached" });
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // Back to Home (or the 404 page's Return to Home), where the page has one.
  await gotoReady(page, path);
  const back = page.getByRole("main").getByRole("link", { name: /^(Back to Home|Return to Home)$/ });
  if ((await back.count()) > 0) {
    await back.click();
    await expect(page).toHaveURL("/");
  }
}

for (const { path } of routeTable.filter((route) => route.path !== "/")) {
  test(`${path}: the menu, Contact, the logo and Back to Home work without React`, async ({ page }) => {
    await checkShell(page, path);
  });
}

test.describe("the not-found page", () => {
  // Chromium reports the 404 document itself on the console.
  test.use({ allowConsoleErrors: true });

  test("the menu, Contact, the logo and Return to Home work without React", async ({ page, consoleErrors }) => {
    await checkShell(page, "/no/such/page");
    expect(consoleErrors.filter((error) => !error.includes("404"))).toEqual([]);
  });
});

test("the footer shows the visitor's current year, not the year the page was built", async ({ page }) => {
  // Prerendered pages were built in an earlier year than the visitor's clock says.
  await page.clock.install({ time: new Date("2031-06-01T12:00:00Z") });
  await gotoReady(page, "/vision");
  await expect(page.getByRole("contentinfo").getByText(/^© 2031 /)).toBeVisible();
});
