import { createHash } from "node:crypto";
import { expect, expectNoAxeViolations, gotoReady, test } from "./fixtures";
import { expectMenuFromKeyboard } from "./site-menu";
import { routeTable } from "./route-table";
import { insightPagesIn } from "./site-words";

/** The Insights pages beyond the listing (a registry page), in English (languages.spec.ts has the Spanish ones). */
const insightPages = insightPagesIn("en");

test.describe("every page of the registry, and every Insights entry", () => {
  for (const { path, headline } of [...routeTable, ...insightPages]) {
    test(`${path} answers 200 with its headline, comes alive under the CSP, passes axe, its menu works from the keyboard, and it scrolls to its end with no console error`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const policy = response?.headers()["content-security-policy"] ?? "";
      expect(policy).toMatch(/script-src 'self' https:\/\/challenges\.cloudflare\.com ('sha256-[^']+' ?)+;/);
      // A prerendered page's policy allows exactly its inline scripts that run: not its JSON-LD, a data block.
      const html = (await response?.text()) ?? "";
      const running = [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
        .filter(([, attributes]) => !(attributes ?? "").includes("application/ld+json"))
        .map(
          ([, , body]) =>
            `'sha256-${createHash("sha256")
              .update(body ?? "")
              .digest("base64")}'`,
        );
      expect(new Set(policy.match(/'sha256-[^']+'/g))).toEqual(new Set(running));
      await page.locator("html[data-ready]").waitFor({ state: "attached" });
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(headline);
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await expectNoAxeViolations(page);
      await expectMenuFromKeyboard(page);
      // Whatever waits for the visitor to scroll to it (islands, images) loads too, with no console error or CSP
      // violation (the fixture's check): the scroll's events have fired two frames on, and the images now on
      // screen have loaded (lazy ones the instant scroll passed over never start).
      await page.evaluate(
        () =>
          new Promise((resolve) => {
            window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" });
            requestAnimationFrame(() => requestAnimationFrame(resolve));
          }),
      );
      await page.waitForFunction(() =>
        [...document.images]
          .filter((image) => {
            const { top, bottom } = image.getBoundingClientRect();
            return bottom > 0 && top < window.innerHeight;
          })
          .every((image) => image.complete),
      );
    });
  }
});

test.describe("static first", () => {
  // No page runs React Router in the browser: every page is its HTML plus the one page script, which hydrates
  // the islands of the pages that have them (the home page) as they come on screen.
  for (const path of [
    ...routeTable.map((route) => route.path),
    ...insightPages.map((entry) => entry.path),
    "/no/such/page",
  ]) {
    test(`${path} ships no router and no page data, one module script, and preloads no module`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      const moduleScripts = html.match(/<script[^>]*type="module"[^>]*>/g) ?? [];
      // Scripts are fetched after the first paint, by the module script at the end of the body.
      expect(html).not.toContain("modulepreload");
      expect(html).not.toContain("__reactRouter");
      expect(moduleScripts).toEqual([
        expect.stringMatching(/^<script type="module" src="\/assets\/page-[\w-]+\.js">$/),
      ]);
    });
  }
});

test("a same-origin page is fetched while the pointer rests on its link, and the click uses it", async ({ page }) => {
  await gotoReady(page, "/vision");
  const back = page.getByRole("link", { name: "Back to Home" });
  await back.hover();
  // Speculation rules fetch on a hover of 200 ms. (Chromium under automation prefetches instead of prerendering.)
  await page.waitForTimeout(1000);
  await back.click();
  await expect(page).toHaveURL("/");
  expect(
    await page.evaluate(
      () =>
        (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & { deliveryType: string })
          .deliveryType,
    ),
  ).toBe("navigational-prefetch");
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
    await page.locator("html[data-ready]").waitFor({ state: "attached" });
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
  await gotoReady(page, "/privacy");
  await page.evaluate(() => {
    window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" });
  });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole("link", { name: "Legal Notice" }).click();
  await expect(page).toHaveURL("/terms");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
