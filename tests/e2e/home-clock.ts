import type { Page } from "@playwright/test";
import { gotoReady, scrollToHydrated } from "./fixtures";
import { startWithMotionPaused } from "./motion-choice";

// Timing tests start every motion timer at a known instant: the page loads with motion paused (a remembered
// choice), the fake clock is stopped, then the test presses the motion control. From there only
// `page.clock.runFor` moves time.

/**
 * `hydrate`: the timed sections the test looks at. They hydrate as they come on screen: each is brought in once,
 * then the page goes back to the top. The carousel's island (React and the slides' videos) is most of the cost of
 * the load, so a test names only what it needs.
 */
export async function loadHomeWithClockStopped(
  page: Page,
  hydrate: readonly ("carousel" | "network")[],
): Promise<void> {
  await page.clock.install();
  await startWithMotionPaused(page);
  await gotoReady(page, "/");
  for (const id of hydrate) await scrollToHydrated(page, id);
  await page.evaluate(() => {
    window.scrollTo({ top: 0, behavior: "instant" });
  });
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

export async function playMotion(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Play motion" }).click();
  await page.locator('html[data-motion="playing"]').waitFor({ state: "attached" });
  await settle(page);
}

export async function pauseMotion(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Pause motion" }).click();
  await page.locator('html[data-motion="paused"]').waitFor({ state: "attached" });
  await settle(page);
}

/**
 * Lets React finish the renders that fired timers scheduled (React schedules work with MessageChannel, which the
 * fake clock does not control), so "nothing changed yet" is checked after any change would have shown.
 */
export async function settle(page: Page): Promise<void> {
  for (let i = 0; i < 3; i++) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            resolve();
          };
          channel.port2.postMessage(null);
        }),
    );
  }
}

/** Advances the fake clock and lets React render what the timers changed. */
export async function runFor(page: Page, ms: number): Promise<void> {
  await page.clock.runFor(ms);
  await settle(page);
}
