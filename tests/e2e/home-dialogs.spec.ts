import type { Page } from "@playwright/test";
import { expect, gotoReady, test } from "./fixtures";

/** Records every request that leaves our own origin. */
function recordThirdPartyRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).hostname !== "127.0.0.1") requests.push(request.url());
  });
  return requests;
}

test.describe("booking dialogs", () => {
  test.beforeEach(async ({ page }) => {
    // No internet here: the scheduling provider answers with a stand-in page.
    await page.route("https://calendly.com/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Scheduling</title><p>Calendar</p>" }),
    );
  });

  test("nothing third-party loads before a dialog opens, whatever the visitor scrolls through", async ({ page }) => {
    const thirdParty = recordThirdPartyRequests(page);
    await gotoReady(page, "/");
    for (let y = 0; y < 12_000; y += 600) {
      await page.evaluate((top) => {
        window.scrollTo({ top: top, behavior: "instant" });
      }, y);
      await page.waitForTimeout(60);
    }
    await page.waitForTimeout(500);
    await expect(page.locator("iframe")).toHaveCount(0);
    expect(thirdParty).toEqual([]);
  });

  test("the hero's dialog frames the scheduling page 700px high; Escape closes it", async ({ page }) => {
    const thirdParty = recordThirdPartyRequests(page);
    await gotoReady(page, "/");
    const trigger = page.locator('#home button[aria-haspopup="dialog"]');
    await expect(trigger).toHaveCount(1);
    expect(thirdParty).toEqual([]);
    await trigger.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    const frame = dialog.locator("iframe");
    await expect(frame).toHaveCount(1);
    expect(await frame.evaluate((el) => getComputedStyle(el).height)).toBe("700px");
    await expect
      .poll(() => thirdParty.filter((url) => url.startsWith("https://calendly.com/")).length)
      .toBeGreaterThan(0);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.locator("iframe")).toHaveCount(0);
    await expect(trigger).toBeFocused();
  });

  test("the contact section's dialog frames it 600px high; its close control closes it", async ({ page }) => {
    const thirdParty = recordThirdPartyRequests(page);
    await gotoReady(page, "/");
    const trigger = page.locator('#contact button[aria-haspopup="dialog"]');
    await trigger.scrollIntoViewIfNeeded();
    expect(thirdParty).toEqual([]);
    await trigger.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    expect(await dialog.locator("iframe").evaluate((el) => getComputedStyle(el).height)).toBe("600px");
    await expect.poll(() => thirdParty.length).toBeGreaterThan(0);
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator("iframe")).toHaveCount(0);
  });
});
