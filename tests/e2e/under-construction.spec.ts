import { underConstructionNamesIn } from "./site-words";
import { expect, expectNoAxeViolations, gotoReady, test } from "./fixtures";
import { startWithMotionPaused } from "./motion-choice";

// A fake clock does not come off a browser context cleanly, so these tests do not share their worker's
// (tests/e2e/fixtures.ts).
test.use({ shareContext: false, reducedMotion: "no-preference" });

const underConstructionNames = underConstructionNamesIn("en");

test.describe("under construction", () => {
  // The required eight names in order: tests/unit/static-content.test.ts pins the content to them.
  const names = underConstructionNames;

  test("the card changes every 2000 ms through the eight names, wraps after the eighth, and the motion control stops it", async ({
    page,
  }) => {
    // Start with motion paused (a remembered choice), freeze the clock, then press play: the rotation's
    // interval starts at a known instant, so each step can be checked to the millisecond.
    await page.clock.install();
    await startWithMotionPaused(page);
    await gotoReady(page, "/under-construction");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Looking Beyond Conventional");
    await expect(page.getByText("Coming soon...", { exact: true })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("data-motion", "paused");
    const card = page.locator("#rotating-name");
    await expect(card).toHaveText(names[0] ?? "", { useInnerText: true });

    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await page.getByRole("button", { name: "Play motion" }).click();
    await expect(page.locator("html")).toHaveAttribute("data-motion", "playing");

    for (let step = 1; step <= names.length; step++) {
      await page.clock.runFor(1999);
      await expect(card).toHaveText(names[step - 1] ?? "", { useInnerText: true });
      await page.clock.runFor(1);
      await expect(card).toHaveText(names[step % names.length] ?? "", { useInnerText: true });
    }

    await page.getByRole("button", { name: "Pause motion" }).click();
    await page.clock.runFor(10_000);
    await expect(card).toHaveText(names[0] ?? "", { useInnerText: true });
    // axe schedules its own timers: let the clock run again before it looks at the page.
    await page.clock.resume();
    await expectNoAxeViolations(page);
  });

  test.describe(() => {
    test.use({ particleFields: true });

    test("has the particle background, which the motion control stops", async ({ page }) => {
      await gotoReady(page, "/under-construction");
      const canvas = page.locator("main canvas");
      await expect(canvas).toHaveCount(1);
      await expect(canvas).toHaveAttribute("aria-hidden", "true");
      await expect(canvas).toHaveAttribute("data-state", "running");
      await page.getByRole("button", { name: "Pause motion" }).click();
      await expect(canvas).toHaveAttribute("data-state", "still");
    });
  });
});
