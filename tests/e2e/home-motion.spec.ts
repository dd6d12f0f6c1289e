import type { Page } from "@playwright/test";
import { institutions, partners } from "./content-files";
import { navigationIn } from "./site-words";
import { expect, gotoReady, scrollToHydrated, test } from "./fixtures";
import { loadHomeWithClockStopped, pauseMotion, playMotion, runFor, settle } from "./home-clock";

// Everything on the home page that moves or waits, each timing checked on Playwright's fake clock. A fake clock
// does not come off a browser context cleanly, so these tests do not share their worker's (tests/e2e/fixtures.ts).
test.use({ shareContext: false, reducedMotion: "no-preference" });

const { destinations } = navigationIn("en");

const slides = (page: Page) => page.locator('[aria-roledescription="slide"]');
const activeSlide = (page: Page) => page.locator('[aria-roledescription="slide"][data-active="true"]');
const labelIndex = async (labels: ReturnType<Page["locator"]>, text: string) =>
  (await labels.allTextContents()).indexOf(text);
const logoNames = (page: Page, listId: string) =>
  page
    .locator(`ul[aria-labelledby="${listId}"]`)
    .getByRole("img")
    .evaluateAll((marks) => marks.map((m) => m.getAttribute("aria-label")));

/** Everything on the home page that moves or updates by itself, as one comparable record. */
function motionSnapshot(page: Page) {
  return page.evaluate(() => {
    const active = document.querySelector('[aria-roledescription="slide"][data-active="true"]');
    const canvas = document.querySelector<HTMLCanvasElement>("#home canvas");
    const strip = document.querySelector(".clients-track");
    return {
      destination: document.querySelector("#home [data-rotator] [data-current]")?.getAttribute("href"),
      slide: active?.getAttribute("aria-label"),
      progress: document.querySelector<HTMLElement>("[data-progress]")?.style.transform,
      typed: [...(active?.querySelectorAll("[data-typed]") ?? [])].map((el) => el.textContent),
      network: [...document.querySelectorAll('ul[aria-labelledby^="network-"] [role="img"]')].map((el) =>
        el.getAttribute("aria-label"),
      ),
      strip: strip ? getComputedStyle(strip).animationPlayState : null,
      particles: canvas?.toDataURL(),
      particlesState: canvas?.getAttribute("data-state"),
    };
  });
}

/** Every typed paragraph of every slide shows its whole text. */
async function expectAllTextInFull(page: Page) {
  const paragraphs = page.locator('[aria-roledescription="slide"] p:has([data-typed])');
  const count = await paragraphs.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const full = await paragraphs.nth(i).locator(".sr-only").textContent();
    await expect(paragraphs.nth(i).locator("[data-typed]")).toHaveText(full ?? "");
  }
}

test.describe("the motion control", () => {
  // The particle field is one of the things it stops (tests/e2e/fixtures.ts hides it elsewhere).
  test.use({ particleFields: true });
  test("stops every timer: carousel, progress, typing, name box, network, clients strip and particles", async ({
    page,
  }) => {
    await loadHomeWithClockStopped(page, ["carousel", "network"]);
    await playMotion(page);
    await runFor(page, 300);
    const moving = await motionSnapshot(page);
    expect(moving.strip).toBe("running");
    expect(moving.particlesState).toBe("running");
    await runFor(page, 2000);
    const later = await motionSnapshot(page);
    // Each of these moves while motion plays...
    for (const key of ["destination", "progress", "typed", "network", "particles"] as const) {
      expect(later[key], key).not.toEqual(moving[key]);
    }

    await pauseMotion(page);
    const paused = await motionSnapshot(page);
    expect(paused.strip).toBe("paused");
    expect(paused.particlesState).toBe("still");
    await expectAllTextInFull(page);
    await runFor(page, 30_000);
    // ...and none of them moves while paused.
    expect(await motionSnapshot(page)).toEqual(paused);
    expect(await page.evaluate(() => localStorage.getItem("motion"))).toBe("paused");

    await playMotion(page);
    await runFor(page, 2000);
    expect((await motionSnapshot(page)).destination).not.toBe(paused.destination);
  });

  test("is visible and works from the keyboard, and the choice is remembered", async ({ page }) => {
    await gotoReady(page, "/");
    const control = page.getByRole("button", { name: "Pause motion" });
    await expect(control).toBeVisible();
    await control.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "Play motion" })).toHaveAttribute("aria-pressed", "true");
    await page.reload();
    await page.locator("html[data-ready]").waitFor({ state: "attached" });
    await expect(page.locator("html")).toHaveAttribute("data-motion", "paused");
    await expect(page.getByRole("button", { name: "Play motion" })).toBeVisible();
  });

  test("visitors who prefer reduced motion start paused, with all text in full and nothing moving", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await gotoReady(page, "/");
    await expect(page.locator("html")).toHaveAttribute("data-motion", "paused");
    await expect(page.getByRole("button", { name: "Play motion" })).toHaveAttribute("aria-pressed", "true");
    await settle(page);
    await expectAllTextInFull(page);
    const still = await motionSnapshot(page);
    expect(still.strip).toBe("paused");
    expect(still.particlesState).toBe("still");
    await runFor(page, 30_000);
    expect(await motionSnapshot(page)).toEqual(still);
  });
});

test.describe("particle background", () => {
  test.use({ particleFields: true });
  test.use({ deviceScaleFactor: 2 });

  test("has one pixel per CSS pixel on a 2x screen, and draws only while on screen and the tab is visible", async ({
    page,
  }) => {
    await gotoReady(page, "/");
    const canvas = page.locator("#home canvas");
    await expect(canvas).toHaveAttribute("aria-hidden", "true");
    // Drawing at the screen's ratio would make it twice as wide and twice as tall.
    await expect
      .poll(() =>
        canvas.evaluate((el: HTMLCanvasElement) => {
          const box = el.getBoundingClientRect();
          return [el.width - Math.round(box.width), el.height - Math.round(box.height), el.width > 0];
        }),
      )
      .toEqual([0, 0, true]);
    await expect(canvas).toHaveAttribute("data-state", "running");

    await page.locator("#contact").scrollIntoViewIfNeeded();
    await expect(canvas).toHaveAttribute("data-state", "still");
    await page.evaluate(() => {
      window.scrollTo({ top: 0, behavior: "instant" });
    });
    await expect(canvas).toHaveAttribute("data-state", "running");

    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await expect(canvas).toHaveAttribute("data-state", "still");
  });
});

test.describe("hero rotating name box", () => {
  test("shows the ten destinations in the required order, one every 2000 ms, each a link, wrapping after the tenth", async ({
    page,
  }) => {
    await loadHomeWithClockStopped(page, []);
    await playMotion(page);
    const link = page.locator("#home [data-rotator]").getByRole("link");
    await expect(link).toHaveCount(1);
    for (const destination of destinations) {
      await expect(link).toHaveAttribute("href", destination.path);
      await runFor(page, 1999);
      await expect(link).toHaveAttribute("href", destination.path);
      await runFor(page, 1);
    }
    // And round again.
    await expect(link).toHaveAttribute("href", destinations[0]?.path ?? "");
  });

  test("holds still under the pointer", async ({ page }) => {
    await loadHomeWithClockStopped(page, []);
    await playMotion(page);
    const link = page.locator("#home [data-rotator]").getByRole("link");
    await link.hover();
    await runFor(page, 10_000);
    await expect(link).toHaveAttribute("href", destinations[0]?.path ?? "");
  });
});

test.describe("carousel", () => {
  test("moves after 8000 ms and not before, fills its progress bar in 50 ms steps, and wraps", async ({ page }) => {
    await loadHomeWithClockStopped(page, ["carousel"]);
    await scrollToHydrated(page, "carousel");
    await playMotion(page);
    const total = await slides(page).count();
    expect(total).toBeGreaterThan(1);
    const progressBar = page.locator("[data-progress]");
    const progress = () => progressBar.evaluate((el) => (el as HTMLElement).style.transform);
    await expect(activeSlide(page)).toHaveAttribute("aria-label", `1 of ${total}`);
    await runFor(page, 49);
    expect(await progress()).toBe("scaleX(0)");
    await runFor(page, 1);
    expect(await progress()).toBe("scaleX(0.00625)");
    await runFor(page, 3950);
    expect(await progress()).toBe("scaleX(0.5)");
    await runFor(page, 3999);
    await expect(activeSlide(page)).toHaveAttribute("aria-label", `1 of ${total}`);
    await runFor(page, 1);
    await expect(activeSlide(page)).toHaveAttribute("aria-label", `2 of ${total}`);
    expect(await progress()).toBe("scaleX(0)");
    await runFor(page, (total - 1) * 8000);
    await expect(activeSlide(page)).toHaveAttribute("aria-label", `1 of ${total}`);
  });

  test("types the subtitle after 200 ms and the main text after max(600, subtitle x 80 + 400) ms, 80 ms a character", async ({
    page,
  }) => {
    await loadHomeWithClockStopped(page, ["carousel"]);
    await scrollToHydrated(page, "carousel");
    await playMotion(page);
    const subtitle = activeSlide(page).locator("p:has([data-typed])").nth(0);
    const mainText = activeSlide(page).locator("p:has([data-typed])").nth(1);
    const typed = (paragraph: typeof subtitle) => paragraph.locator("[data-typed]");
    const fullSubtitle = (await subtitle.locator(".sr-only").textContent()) ?? "";
    const fullMain = (await mainText.locator(".sr-only").textContent()) ?? "";
    await expect(typed(subtitle)).toHaveText("");
    await runFor(page, 279);
    await expect(typed(subtitle)).toHaveText("");
    await runFor(page, 1);
    await expect(typed(subtitle)).toHaveText(fullSubtitle.slice(0, 1));
    await runFor(page, 80);
    await expect(typed(subtitle)).toHaveText(fullSubtitle.slice(0, 2));

    const mainStart = Math.max(600, fullSubtitle.length * 80 + 400);
    await runFor(page, mainStart + 79 - 360);
    await expect(typed(mainText)).toHaveText("");
    await runFor(page, 1);
    await expect(typed(mainText)).toHaveText(fullMain.slice(0, 1));
    await runFor(page, fullMain.length * 80);
    await expect(typed(mainText)).toHaveText(fullMain);
    await expect(typed(subtitle)).toHaveText(fullSubtitle);
  });

  test("plays the active slide's video from the start and pauses the others", async ({ page }) => {
    await loadHomeWithClockStopped(page, ["carousel"]);
    await scrollToHydrated(page, "carousel");
    const videos = slides(page).locator("video");
    const withSource = () => videos.evaluateAll((all) => all.filter((v) => v.hasAttribute("src")).length);
    // No video has a source before it first plays: nothing fetched, and the page's load event waits on none.
    expect(await withSource()).toBe(0);
    await playMotion(page);
    await expect.poll(() => videos.nth(0).evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
    expect(await withSource()).toBe(1);
    // Leave the second video further on, as if it had played before; showing its slide starts it again.
    await videos.nth(1).evaluate((v: HTMLVideoElement) => {
      v.currentTime = 5;
    });
    await runFor(page, 8000);
    await expect(activeSlide(page)).toHaveAttribute("aria-label", /^2 of/);
    await expect.poll(() => videos.nth(1).evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
    expect(await videos.nth(1).evaluate((v: HTMLVideoElement) => v.currentTime)).toBeLessThan(2);
    await expect.poll(() => videos.nth(0).evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    expect(await videos.evaluateAll((all) => all.filter((v) => !(v as HTMLVideoElement).paused).length)).toBe(1);
  });

  test("follows the W3C carousel pattern: controls first, slides 'n of N', rotation stops on hover and keyboard focus", async ({
    page,
  }) => {
    await loadHomeWithClockStopped(page, ["carousel"]);
    await scrollToHydrated(page, "carousel");
    await playMotion(page);
    const carousel = page.locator('[aria-roledescription="carousel"]');
    const total = await slides(page).count();
    for (let i = 0; i < total; i++)
      await expect(slides(page).nth(i)).toHaveAttribute("aria-label", `${i + 1} of ${total}`);

    const focusable = await carousel.evaluate((root) =>
      [...root.querySelectorAll<HTMLElement>("a[href], button, [tabindex]")]
        .filter((el) => el.tabIndex >= 0 && !el.closest("[inert]"))
        .map((el) => el.getAttribute("aria-label")),
    );
    expect(focusable.slice(0, 3)).toEqual(["Stop automatic slide show", "Previous slide", "Next slide"]);

    // Hover pauses; leaving resumes.
    await carousel.hover();
    await runFor(page, 9000);
    await expect(activeSlide(page)).toHaveAttribute("aria-label", `1 of ${total}`);
    await page.mouse.move(0, 0);
    await runFor(page, 8000);
    await expect(activeSlide(page)).toHaveAttribute("aria-label", `2 of ${total}`);

    // Keyboard focus on a control stops rotation until the rotation control starts it again.
    await carousel.getByRole("button", { name: "Stop automatic slide show" }).focus();
    await page.keyboard.press("Tab");
    await expect(carousel.getByRole("button", { name: "Previous slide" })).toBeFocused();
    await expect(carousel.getByRole("button", { name: "Start automatic slide show" })).toBeVisible();
    await runFor(page, 9000);
    await expect(activeSlide(page)).toHaveAttribute("aria-label", `2 of ${total}`);
    await expect(page.locator("#carousel-slides")).toHaveAttribute("aria-live", "polite");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(activeSlide(page)).toHaveAttribute("aria-label", `3 of ${total}`);
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Enter");
    await expect(carousel.getByRole("button", { name: "Stop automatic slide show" })).toBeFocused();
    await expect(page.locator("#carousel-slides")).toHaveAttribute("aria-live", "off");
    await runFor(page, 8000);
    await expect(activeSlide(page)).toHaveAttribute("aria-label", `4 of ${total}`);
  });
});

test.describe("carousel video failure", () => {
  // The aborted video request is reported on the console; that is the point of this test.
  test.use({ allowConsoleErrors: true });

  test("a video that fails to load is hidden and its picture shown", async ({ page }) => {
    await page.route("**/media/slides/*.webm", (route) => route.abort());
    await loadHomeWithClockStopped(page, ["carousel"]);
    await scrollToHydrated(page, "carousel");
    await playMotion(page);
    const slide = activeSlide(page);
    await expect(slide.locator("video")).toBeHidden();
    await expect(slide.getByRole("img")).toBeVisible();
    const box = await slide.getByRole("img").boundingBox();
    expect(box?.width).toBeGreaterThan(100);
  });
});

test.describe("network", () => {
  test("shows four institutions and four partners; every 1200 ms one slot changes, alternating lists, in order", async ({
    page,
  }) => {
    await loadHomeWithClockStopped(page, ["network"]);
    await scrollToHydrated(page, "network");
    await playMotion(page);
    expect(await logoNames(page, "network-institutions")).toEqual(institutions.slice(0, 4));
    expect(await logoNames(page, "network-partners")).toEqual(partners.slice(0, 4));

    await runFor(page, 1199);
    expect(await logoNames(page, "network-institutions")).toEqual(institutions.slice(0, 4));
    await runFor(page, 1);
    await expect
      .poll(() => logoNames(page, "network-institutions"))
      .toEqual([institutions[4], ...institutions.slice(1, 4)]);
    expect(await logoNames(page, "network-partners")).toEqual(partners.slice(0, 4));

    await runFor(page, 1200);
    await expect.poll(() => logoNames(page, "network-partners")).toEqual([partners[4], ...partners.slice(1, 4)]);
    expect(await logoNames(page, "network-institutions")).toEqual([institutions[4], ...institutions.slice(1, 4)]);

    for (let i = 0; i < 12; i++) {
      await runFor(page, 1200);
      for (const list of ["network-institutions", "network-partners"]) {
        const names = await logoNames(page, list);
        expect(names).toHaveLength(4);
        expect(new Set(names).size).toBe(4);
      }
    }
  });
});

test.describe("leadership", () => {
  test("a role label shows in full on hover after 700 ms, at once within 300 ms of another, and on keyboard focus", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await loadHomeWithClockStopped(page, []);
    const labels = page.locator("#expertise").getByRole("button");
    const tooltipOf = (label: typeof labels) => label.locator("xpath=following-sibling::*[@data-tooltip]");
    const quantum = labels.filter({ hasText: "Chief Quantum Innovation Officer" });
    const other = labels.filter({ hasText: "Chief Technology Officer" });
    await quantum.scrollIntoViewIfNeeded();
    // On a phone the longest role does not fit its card: it is cut short.
    expect(await quantum.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);

    await quantum.hover();
    await runFor(page, 699);
    await expect(tooltipOf(quantum)).toBeHidden();
    await runFor(page, 1);
    await expect(tooltipOf(quantum)).toBeVisible();
    await expect(tooltipOf(quantum)).toHaveText("Chief Quantum Innovation Officer");

    // Moving straight on to another label: it opens at once.
    await other.hover();
    await expect(tooltipOf(quantum)).toBeHidden();
    await expect(tooltipOf(other)).toBeVisible();

    // Later than 300 ms after one closed, the full delay applies again.
    await page.mouse.move(5, 5);
    await runFor(page, 301);
    await quantum.hover();
    await runFor(page, 400);
    await expect(tooltipOf(quantum)).toBeHidden();
    await page.mouse.move(5, 5);

    // Keyboard focus shows it at once; Escape hides it.
    await page
      .locator('#expertise a[target="_blank"]')
      .nth((await labelIndex(labels, "Chief Quantum Innovation Officer")) - 1)
      .focus();
    await page.keyboard.press("Tab");
    await expect(quantum).toBeFocused();
    await expect(tooltipOf(quantum)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(tooltipOf(quantum)).toBeHidden();
  });
});
