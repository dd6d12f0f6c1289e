import type { Locator, Page } from "@playwright/test";
import { expect, gotoReady, test } from "./fixtures";
import { startWithMotionPaused } from "./motion-choice";

// Cross-document view transitions (root.tsx opts in, app.css animates): every page that arrives says, through
// its `pagereveal` event, whether it came in with one and what it animated. Chromium runs them; Firefox and
// WebKit simply navigate (their journeys pass). The project's default is reduced motion, which has none.
test.use({ reducedMotion: "no-preference" });

interface Arrival {
  /** Whether the page was revealed with a view transition. */
  transition: boolean;
  /** The pseudo-elements the transition animated. */
  animated: string[];
}

/** Opens `from`, follows the link `link` finds there, and reports how `to` arrived. */
async function arrival(page: Page, from: string, link: (page: Page) => Locator, to: string): Promise<Arrival> {
  // Requests pass through the test's hands (as in the tests that stub third parties): the stylesheet then comes
  // in late at times, which once dropped the transition when the opt-in lived in it.
  await page.route("**/*", (route) => route.continue());
  await page.addInitScript(() => {
    window.addEventListener("pagereveal", (event) => {
      const transition = event.viewTransition;
      const key = `arrival ${location.pathname}`;
      const store = (animated: string[]) => {
        sessionStorage.setItem(key, JSON.stringify({ transition: transition !== null, animated }));
      };
      if (!transition) store([]);
      else
        transition.ready.then(
          () => {
            store(
              document
                .getAnimations()
                .map((animation) => (animation.effect as KeyframeEffect | null)?.pseudoElement ?? ""),
            );
          },
          () => {
            store([]);
          },
        );
    });
  });
  await gotoReady(page, from);
  await link(page).click();
  await expect(page).toHaveURL(to);
  // Waited for, not read once the page is ready: the page's script can mark it ready before its first rendering,
  // which is when pagereveal fires (a run on a busy machine once found no record at that point). The record is
  // written once, complete.
  const record = () => page.evaluate((path) => sessionStorage.getItem(`arrival ${path}`), to);
  await expect
    .poll(record, { message: "the new page's pagereveal event, and its transition's animations once they start" })
    .not.toBeNull();
  return JSON.parse((await record()) ?? "null") as Arrival;
}

const footerLink = (name: string) => (page: Page) => page.getByRole("contentinfo").getByRole("link", { name });
const visionToPrivacy = (page: Page) => arrival(page, "/vision", footerLink("Privacy Policy"), "/privacy");

test("moving between two static pages runs a view transition, the header held out of it", async ({ page }) => {
  const { transition, animated } = await visionToPrivacy(page);
  expect(transition).toBe(true);
  // The content leaves and arrives; the header is a group of its own that nothing animates.
  expect(animated).toEqual(expect.arrayContaining(["::view-transition-old(root)", "::view-transition-new(root)"]));
  expect(animated.filter((pseudo) => pseudo.includes("site-header"))).toEqual([]);
  const headerName = await page
    .getByRole("banner")
    .evaluate((header) => getComputedStyle(header).getPropertyValue("view-transition-name"));
  expect(headerName).toBe("site-header");
});

test("arriving on the page that hydrates runs the transition too", async ({ page }) => {
  const { transition } = await arrival(page, "/privacy", (page) => page.getByRole("link", { name: /, home$/ }), "/");
  expect(transition).toBe(true);
});

test("no view transition for a visitor who prefers reduced motion", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  expect((await visionToPrivacy(page)).transition).toBe(false);
});

test("no view transition once the visitor has paused motion", async ({ page }) => {
  await startWithMotionPaused(page);
  expect((await visionToPrivacy(page)).transition).toBe(false);
});
