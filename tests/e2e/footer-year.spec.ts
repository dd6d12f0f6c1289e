import { expect, gotoReady, test } from "./fixtures";

// On a fake clock, which does not come off a browser context cleanly: this file's tests do not share their worker's
// (tests/e2e/fixtures.ts).
test.use({ shareContext: false });

test("the footer shows the visitor's current year, not the year the page was built", async ({ page }) => {
  // Prerendered pages were built in an earlier year than the visitor's clock says.
  await page.clock.install({ time: new Date("2031-06-01T12:00:00Z") });
  await gotoReady(page, "/vision");
  await expect(page.getByRole("contentinfo").getByText(/^© 2031 /)).toBeVisible();
});
