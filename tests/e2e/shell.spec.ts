import type { Page } from "@playwright/test";
import { navigationIn } from "./site-words";
import { expect, gotoReady, hydratedIslandOf, test } from "./fixtures";
import { expectSectionAt } from "./section-position";

const menuGroups = navigationIn("en").menu;

// A section's position is read once the fonts are in, as a first visit gets them: with nothing in the cache.
test.use({ coldCache: true });

async function openMenu(page: Page) {
  await page.getByRole("button", { name: "Menu", exact: true }).click();
  const menu = page.getByRole("dialog", { name: "Site menu" });
  await expect(menu).toBeVisible();
  return menu;
}

test.describe("header", () => {
  test("turns more opaque once the page scrolls past 20px, and back", async ({ page }) => {
    await gotoReady(page, "/");
    const header = page.getByRole("banner");
    await expect(header).toHaveAttribute("data-scrolled", "false");
    const before = await header.evaluate((el) => getComputedStyle(el).backgroundColor);
    await page.evaluate(() => {
      window.scrollTo({ top: 20, behavior: "instant" });
    });
    await page.waitForTimeout(100);
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => {
      window.scrollTo({ top: 21, behavior: "instant" });
    });
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await expect.poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(before);
    await page.evaluate(() => {
      window.scrollTo({ top: 0, behavior: "instant" });
    });
    await expect(header).toHaveAttribute("data-scrolled", "false");
  });

  test("the logo on the home page scrolls smoothly to the top", async ({ page }) => {
    await gotoReady(page, "/");
    await page.evaluate(() => {
      window.scrollTo({ top: 900, behavior: "instant" });
    });
    await page.getByRole("link", { name: /home$/ }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page).toHaveURL("/");
  });

  test("the logo elsewhere lands at the top of home, a reload included", async ({ page }) => {
    await gotoReady(page, "/vision");
    await page.evaluate(() => {
      window.scrollTo({ top: 600, behavior: "instant" });
    });
    await page.getByRole("link", { name: /home$/ }).click();
    await expect(page).toHaveURL("/");
    await page.locator("html[data-ready]").waitFor({ state: "attached" });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // The browser would put a reloaded page back where the visitor was; every page starts at its top instead.
    await page.evaluate(() => {
      window.scrollTo({ top: 1500, behavior: "instant" });
    });
    await page.reload();
    await page.locator("html[data-ready]").waitFor({ state: "attached" });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("menu", () => {
  test("has the three groups with exactly the required items, only Contact live", async ({ page }) => {
    await gotoReady(page, "/");
    const menu = await openMenu(page);
    for (const { heading, items } of menuGroups) {
      const group = menu.getByRole("region", { name: heading });
      await expect(group.getByRole("listitem")).toHaveText(items.map((item) => item.label));
    }
    const items = menuGroups.flatMap((group) => group.items);
    const live = items.filter((item) => "href" in item || item.published);
    await expect(menu.getByRole("link")).toHaveText(live.map((item) => item.label));
    await expect(menu.locator("nav").getByRole("button")).toHaveCount(0);
    await expect(menu.locator("[aria-disabled='true']")).toHaveCount(items.length - live.length);

    // A greyed item does nothing when clicked.
    await menu.getByText("Quantum", { exact: true }).click();
    await expect(menu).toBeVisible();
    await expect(page).toHaveURL("/");
  });

  test("Escape closes it and focus returns to the toggle; Tab stays inside while open", async ({ page }) => {
    await gotoReady(page, "/");
    const toggle = page.getByRole("button", { name: "Menu", exact: true });
    await toggle.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("dialog", { name: "Site menu" });
    await expect(menu).toBeVisible();
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest("dialog")))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute("aria-haspopup", "dialog");
  });

  test("the close control closes it", async ({ page }) => {
    await gotoReady(page, "/");
    const menu = await openMenu(page);
    await menu.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();
  });

  test("Contact on the home page closes the menu and scrolls the contact section 80px below the top, the address left alone; a reload opens the page at its top", async ({
    page,
  }) => {
    await gotoReady(page, "/");
    const menu = await openMenu(page);
    await menu.getByRole("link", { name: "Contact" }).click();
    await expect(menu).toBeHidden();
    await expectSectionAt(page, "contact", 80);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect(page).toHaveURL("/");
    await page.reload();
    await page.locator("html[data-ready]").waitFor({ state: "attached" });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("Contact from another page goes home and lands on contact at 80px", async ({ page }) => {
    await gotoReady(page, "/services/mvp-builder");
    const menu = await openMenu(page);
    await menu.getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL("/#contact");
    await expect(page.getByRole("dialog", { name: "Site menu" })).toBeHidden();
    await expectSectionAt(page, "contact", 80);
  });
});

test.describe("arriving at home", () => {
  test("an address naming expertise lands on it 120px below the top: 40px more than other sections", async ({
    page,
  }) => {
    await page.goto("/#expertise");
    await expectSectionAt(page, "expertise", 120);
  });

  test("the URL hash is used when no section is stored", async ({ page }) => {
    await page.goto("/#services");
    await expectSectionAt(page, "services", 80);
  });

  test("a section opened by its address stays 80px below the top when the section above it changes height", async ({
    page,
  }) => {
    await page.goto("/#contact");
    await expectSectionAt(page, "contact", 80);
    // The network section's bottom shows behind the fixed header: the browser's own pick to hold the view by. It
    // is an island: React must have it before the test changes it.
    await page.locator(hydratedIslandOf("network")).waitFor({ state: "attached" });
    await page.locator("#network > div").evaluate((content: HTMLElement) => {
      const added = document.createElement("div");
      added.style.height = "40px";
      content.insertBefore(added, content.firstChild);
    });
    await expectSectionAt(page, "contact", 80);
  });

  test("has the section anchors, tech-landscape hidden", async ({ page }) => {
    await gotoReady(page, "/");
    for (const id of ["home", "services", "expertise", "contact"]) await expect(page.locator(`#${id}`)).toBeVisible();
    await expect(page.locator("#tech-landscape")).toBeAttached();
    await expect(page.locator("#tech-landscape")).toBeHidden();
  });
});

test.describe("footer", () => {
  test("section links scroll on home", async ({ page }) => {
    await gotoReady(page, "/");
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("link", { name: "Our Services" }).click();
    await expectSectionAt(page, "services", 80);
    await footer.getByRole("link", { name: "Our Expertise" }).click();
    await expectSectionAt(page, "expertise", 120);
    await footer.getByRole("link", { name: "Home" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page).toHaveURL("/");
  });

  test("section links go home first from elsewhere", async ({ page }) => {
    await gotoReady(page, "/terms");
    await page.getByRole("contentinfo").getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL("/#contact");
    await expectSectionAt(page, "contact", 80);
  });

  test("Knowledge lists eight disabled items, none a link; legal buttons lead to /privacy and /terms", async ({
    page,
  }) => {
    await gotoReady(page, "/");
    const footer = page.getByRole("contentinfo");
    const knowledge = footer.locator("div", { has: page.getByRole("heading", { name: "Knowledge" }) }).last();
    await expect(knowledge.getByRole("listitem")).toHaveCount(8);
    await expect(knowledge.locator("[aria-disabled='true']")).toHaveCount(8);
    await expect(knowledge.getByRole("link")).toHaveCount(0);
    await expect(footer.getByText("@example.com")).toBeVisible();
    await expect(footer.getByText(/555-01/)).toHaveCount(0);
    await expect(footer.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
    await expect(footer.getByRole("img")).not.toHaveCount(0);

    await footer.getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL("/privacy");
    await page.getByRole("contentinfo").getByRole("link", { name: "Legal Notice" }).click();
    await expect(page).toHaveURL("/terms");
  });
});
