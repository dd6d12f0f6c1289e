import type { Page } from "@playwright/test";
import { menuGroups } from "../spec-facts";
import { expect, gotoHydrated, test } from "./fixtures";

const sectionTop = (page: Page, id: string) =>
  page.evaluate((sectionId) => Math.round(document.getElementById(sectionId)?.getBoundingClientRect().top ?? NaN), id);

async function openMenu(page: Page) {
  await page.getByRole("button", { name: "Menu", exact: true }).click();
  const menu = page.getByRole("dialog", { name: "Site menu" });
  await expect(menu).toBeVisible();
  return menu;
}

test.describe("header", () => {
  test("turns more opaque once the page scrolls past 20px, and back", async ({ page }) => {
    await gotoHydrated(page, "/");
    const header = page.getByRole("banner");
    await expect(header).toHaveAttribute("data-scrolled", "false");
    const before = await header.evaluate((el) => getComputedStyle(el).backgroundColor);
    await page.evaluate(() => window.scrollTo(0, 20));
    await page.waitForTimeout(100);
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 21));
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await expect.poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(before);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-scrolled", "false");
  });

  test("the logo on the home page scrolls smoothly to the top", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.evaluate(() => window.scrollTo(0, 900));
    await page.getByRole("link", { name: /home$/ }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page).toHaveURL("/");
  });

  test("the logo elsewhere sets forceHomeTop and lands at the top of home", async ({ page }) => {
    await gotoHydrated(page, "/vision");
    await page.evaluate(() => {
      const original = sessionStorage.setItem.bind(sessionStorage);
      (window as unknown as { flagsSet: string[] }).flagsSet = [];
      sessionStorage.setItem = (key, value) => {
        (window as unknown as { flagsSet: string[] }).flagsSet.push(`${key}=${value}`);
        original(key, value);
      };
    });
    await page.getByRole("link", { name: /home$/ }).click();
    await expect(page).toHaveURL("/");
    expect(await page.evaluate(() => (window as unknown as { flagsSet: string[] }).flagsSet)).toContain("forceHomeTop=true");
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // The flag is used once, then removed.
    expect(await page.evaluate(() => sessionStorage.getItem("forceHomeTop"))).toBeNull();
  });
});

test.describe("menu", () => {
  test("has the three groups with exactly the spec's items, only Contact live", async ({ page }) => {
    await gotoHydrated(page, "/");
    const menu = await openMenu(page);
    for (const [heading, items] of Object.entries(menuGroups)) {
      const group = menu.getByRole("region", { name: heading });
      await expect(group.getByRole("listitem")).toHaveText([...items]);
    }
    await expect(menu.getByRole("link")).toHaveCount(0);
    await expect(menu.locator("nav").getByRole("button")).toHaveText(["Contact"]);
    await expect(menu.locator("[aria-disabled='true']")).toHaveCount(12);

    // A greyed item does nothing when clicked.
    await menu.getByText("Quantum", { exact: true }).click();
    await expect(menu).toBeVisible();
    await expect(page).toHaveURL("/");
  });

  test("Escape closes it and focus returns to the toggle; Tab stays inside while open", async ({ page }) => {
    await gotoHydrated(page, "/");
    const toggle = page.getByRole("button", { name: "Menu", exact: true });
    await toggle.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("dialog", { name: "Site menu" });
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest("dialog")))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("the close control closes it", async ({ page }) => {
    await gotoHydrated(page, "/");
    const menu = await openMenu(page);
    await menu.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();
  });

  test("Contact on the home page closes the menu and scrolls the contact section 80px below the top", async ({ page }) => {
    await gotoHydrated(page, "/");
    const menu = await openMenu(page);
    await menu.getByRole("button", { name: "Contact" }).click();
    await expect(menu).toBeHidden();
    await expect.poll(() => sectionTop(page, "contact")).toBe(80);
  });

  test("Contact from another page stores targetSection, goes home and lands on contact at 80px", async ({ page }) => {
    await gotoHydrated(page, "/services/mvp-builder");
    const menu = await openMenu(page);
    await menu.getByRole("button", { name: "Contact" }).click();
    await expect(page).toHaveURL("/");
    await expect(menu).toBeHidden();
    await expect.poll(() => sectionTop(page, "contact")).toBe(80);
    expect(await page.evaluate(() => sessionStorage.getItem("targetSection"))).toBeNull();
  });
});

test.describe("home arrival", () => {
  test("targetSection in session storage wins over the hash, after the 80 ms delay", async ({ page }) => {
    // install() alone lets time flow: paused, the 80 ms cannot pass between hydration and the first look.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await page.addInitScript(() => sessionStorage.setItem("targetSection", "expertise"));
    await page.goto("/#contact");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const startY = await page.evaluate(() => window.scrollY);
    await page.clock.runFor(70);
    expect(await page.evaluate(() => window.scrollY)).toBe(startY);
    await page.clock.runFor(20);
    // Expertise sits 40px lower than other sections: 80 + 40.
    await expect.poll(() => sectionTop(page, "expertise")).toBe(120);
  });

  test("the URL hash is used when no section is stored", async ({ page }) => {
    await page.goto("/#services");
    await expect.poll(() => sectionTop(page, "services")).toBe(80);
  });

  test("has the section anchors, tech-landscape hidden", async ({ page }) => {
    await gotoHydrated(page, "/");
    for (const id of ["home", "services", "expertise", "contact"]) await expect(page.locator(`#${id}`)).toBeVisible();
    await expect(page.locator("#tech-landscape")).toBeAttached();
    await expect(page.locator("#tech-landscape")).toBeHidden();
  });
});

test.describe("footer", () => {
  test("section buttons scroll on home", async ({ page }) => {
    await gotoHydrated(page, "/");
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("button", { name: "Our Services" }).click();
    await expect.poll(() => sectionTop(page, "services")).toBe(80);
    await footer.getByRole("button", { name: "Our Expertise" }).click();
    await expect.poll(() => sectionTop(page, "expertise")).toBe(120);
    await footer.getByRole("button", { name: "Home" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("section buttons go home first from elsewhere", async ({ page }) => {
    await gotoHydrated(page, "/terms");
    await page.getByRole("contentinfo").getByRole("button", { name: "Contact" }).click();
    await expect(page).toHaveURL("/");
    await expect.poll(() => sectionTop(page, "contact")).toBe(80);
  });

  test("Knowledge lists eight disabled items, none a link; legal buttons lead to /privacy and /terms", async ({ page }) => {
    await gotoHydrated(page, "/");
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
