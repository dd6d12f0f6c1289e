import { expect, expectNoAxeViolations, gotoHydrated, test } from "./fixtures";
import { routeTable } from "./route-table";

test.describe("route table", () => {
  test("lists every route of the spec", () => {
    expect(routeTable.map((r) => r.path).sort()).toEqual(
      [
        "/",
        "/services/innovation-enabler",
        "/services/mvp-builder",
        "/services/applied-research",
        "/services/venture-builder",
        "/expertise/mit-media-lab",
        "/expertise/quantum",
        "/expertise/scalable-ai",
        "/expertise/behavioural-systems",
        "/expertise/robotics",
        "/expertise/complexity-modelling",
        "/expertise/irt-platform",
        "/vision",
        "/privacy",
        "/terms",
        "/under-construction",
      ].sort(),
    );
  });

  for (const { path, headline } of routeTable) {
    test(`${path} answers 200 with its headline, hydrates under the CSP and passes axe`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self' ('sha256-[^']+' ?)+;/);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(headline);
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

test.describe("not found", () => {
  test.use({ allowConsoleErrors: true });

  test("an unknown path answers 404 with the page, a link home, and logs the path", async ({ page, consoleErrors }) => {
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    const response = await page.goto("/no/such/page?x=1");
    expect(response?.status()).toBe(404);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    await expect.poll(() => warnings.some((w) => w.includes('"/no/such/page"'))).toBe(true);
    // The only error is Chromium's own report of the 404 document; no script error, no CSP violation.
    expect(consoleErrors.filter((e) => !e.includes("404"))).toEqual([]);
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Looking Beyond Conventional");
  });
});

test("every navigation lands at the top of the page", async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 400 });
  await gotoHydrated(page, "/privacy");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole("link", { name: "Legal Notice" }).click();
  await expect(page).toHaveURL("/terms");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
