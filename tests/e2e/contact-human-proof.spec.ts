import type { Page } from "@playwright/test";
import {
  expectDeliveredOnce,
  fillContactForm,
  openContactForm,
  toastTitled,
  uniqueMarker,
  useOwnClientAddress,
} from "./contact-helpers";
import { expect, test, TURNSTILE_SCRIPT } from "./fixtures";
import { siteverifyURL } from "./playwright.config";

// The bot check in the browser: Turnstile's script (the stand-in widget, scripts/stand-in/turnstile-widget.js,
// served in its place) loads only once the visitor starts on the form; its token travels with the message and the
// Worker proves it with siteverify (the loopback stand-in). Whatever goes wrong with the check, the visitor is told
// the message was sent and it arrives, through the held lane.

test.use({ humanCheck: true });

const TURNSTILE_HOST = "challenges.cloudflare.com";

test.beforeEach(async ({ page }) => {
  await useOwnClientAddress(page);
});

function turnstileRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).host === TURNSTILE_HOST) seen.push(request.url());
  });
  return seen;
}

/** Steers the stand-in widget before the page's scripts run. */
async function standInWidget(page: Page, config: Record<string, unknown>) {
  await page.addInitScript((settings) => {
    Object.assign(window, { turnstileStandIn: settings });
  }, config);
}

/** The tokens the siteverify stand-in has been asked about. */
async function verifiedTokens(): Promise<string[]> {
  const response = await fetch(`${siteverifyURL}/verifications`);
  return (await response.json<{ token: string }[]>()).map((entry) => entry.token);
}

const message = (marker: string) => ({
  name: "Ada Lovelace",
  email: "ada@example.org",
  company: "Analytical Engines",
  message: `A pilot next quarter? ${marker}`,
});
const delivered = (marker: string) => ({
  from_name: "Ada Lovelace",
  from_email: "ada@example.org",
  company: "Analytical Engines",
  message: `A pilot next quarter? ${marker}`,
  to_name: "Orbitant",
});

test("no request to Turnstile's host while the page loads and scrolls to the form; one once the visitor starts on it", async ({
  page,
}) => {
  const requests = turnstileRequests(page);
  const fields = await openContactForm(page);
  await page.locator("footer").scrollIntoViewIfNeeded();
  await page.waitForLoadState("networkidle");
  expect(requests).toEqual([]);

  await fields.name.focus();
  await expect.poll(() => requests.length).toBe(1);
  expect(requests[0]).toMatch(
    /^https:\/\/challenges\.cloudflare\.com\/turnstile\/v0\/api\.js\?render=explicit&onload=/,
  );
  await fields.name.pressSequentially("Ada");
  await fields.message.focus();
  await page.waitForLoadState("networkidle");
  expect(requests).toHaveLength(1);
});

test("a message with the widget's token is proven and goes through the verified lane", async ({ page }) => {
  const marker = uniqueMarker();
  const fields = await openContactForm(page);
  await fillContactForm(page, message(marker));
  await fields.submit.click();
  await expect(toastTitled(page, "Message sent successfully!")).toBeVisible();
  await expectDeliveredOnce(marker, { ...delivered(marker), verified: "yes" });
  const issued = await page.evaluate(
    () => (window as unknown as { turnstileStandIn: { issued: string[] } }).turnstileStandIn.issued,
  );
  expect(await verifiedTokens()).toContain(issued[0]);
});

// Six minutes pass on a fake clock, which does not come off a browser context cleanly: this test does not share
// its worker's (tests/e2e/fixtures.ts).
test.describe("a fake clock", () => {
  test.use({ shareContext: false });

  test("a visitor who writes for six minutes sends a fresh token, not the expired one", async ({ page }) => {
    // The tab slept through the widget's own refresh: only the form's check at Send can save the proof.
    await standInWidget(page, { autoRefresh: false });
    await page.clock.install();
    const marker = uniqueMarker();
    const fields = await openContactForm(page);
    await fields.name.focus();
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            (window as unknown as { turnstileStandIn?: { issued?: string[] } }).turnstileStandIn?.issued?.length ?? 0,
        ),
      )
      .toBe(1);
    await fillContactForm(page, message(marker));
    await page.clock.fastForward("06:00");

    await fields.submit.click();
    await expect(toastTitled(page, "Message sent successfully!")).toBeVisible();
    await expectDeliveredOnce(marker, { ...delivered(marker), verified: "yes" });
    const issued = await page.evaluate(
      () => (window as unknown as { turnstileStandIn: { issued: string[] } }).turnstileStandIn.issued,
    );
    // The first expired unseen; the second went with the message (a third is the next message's, made after Send).
    expect(issued.length).toBeGreaterThanOrEqual(2);
    const asked = await verifiedTokens();
    expect(asked).toContain(issued[1]);
    expect(asked).not.toContain(issued[0]);
  });
});

test.describe("whatever goes wrong with the check, the message is taken and arrives, held", () => {
  test.use({ allowConsoleErrors: true });

  const cases: [string, (page: Page) => Promise<void>][] = [
    [
      "Turnstile's script unreachable",
      async (page) => {
        await page.route(TURNSTILE_SCRIPT, (route) => route.abort("internetdisconnected"));
      },
    ],
    ["a challenge that fails", (page) => standInWidget(page, { error: true })],
    ["a token siteverify refuses", (page) => standInWidget(page, { token: "fail" })],
    ["siteverify down", (page) => standInWidget(page, { token: "down" })],
  ];
  for (const [name, arrange] of cases) {
    test(`${name}: "Message sent successfully!", and the message arrives through the held lane`, async ({ page }) => {
      await arrange(page);
      const marker = uniqueMarker();
      const fields = await openContactForm(page);
      await fillContactForm(page, message(marker));
      await fields.submit.click();
      await expect(toastTitled(page, "Message sent successfully!")).toBeVisible();
      await expect(fields.message).toHaveValue("");
      await expectDeliveredOnce(marker, { ...delivered(marker), verified: "no" });
    });
  }
});

test("the widget stays out of sight: nothing of it shows or takes room in the form", async ({ page }) => {
  const fields = await openContactForm(page);
  // The form's size, not its place on screen: sections above it may still settle their height (content-visibility)
  // and move it, which says nothing of the widget.
  const size = async () => {
    const box = await fields.form.boundingBox();
    return box && { width: box.width, height: box.height };
  };
  const before = await size();
  await fields.name.focus();
  await expect(fields.form.locator("input[type=hidden][name='cf-turnstile-response']")).toHaveValue(/^pass\./);
  expect(await size()).toEqual(before);
});
