import type { Page } from "@playwright/test";
import { expect, gotoReady, test } from "./fixtures";
import { loadHomeWithClockStopped, pauseMotion, playMotion, runFor, settle } from "./home-clock";

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
  test("stops every timer: carousel, progress, typing, name box, network, clients strip and particles", async ({
    page,
  }) => {
    await loadHomeWithClockStopped(page);
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
