import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { ownClientAddress, useOwnClientAddress } from "./contact-helpers";
import { baseURL, opsToken } from "./playwright.config";

// The ops console in Chromium: axe finds nothing on any of its pages, signed out or in, and they run no script and
// break no CSP rule (the fixture fails a test on a console error or a CSP violation).

/** A held message (no proof of a person) that stays waiting: its sender asks the provider's stand-in for a 503. */
async function holdMessage(): Promise<void> {
  const response = await fetch(`${baseURL}/api/contact`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "CF-Connecting-IP": ownClientAddress(),
    },
    body: new URLSearchParams({
      name: "Grace Hopper",
      email: `status-503@console-${randomBytes(4).toString("hex")}.example`,
      message: "Held for review: a real question about a pilot.",
    }).toString(),
    redirect: "manual",
  });
  expect(response.status).toBe(303);
}

// Each test is a client of its own: the console's 20-a-minute limit a client never spans tests.
test.beforeEach(({ page }) => useOwnClientAddress(page));

async function signIn(page: Page): Promise<void> {
  await page.goto("/ops");
  await page.getByLabel("Ops token").fill(opsToken);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("The site's numbers");
}

test("signed out: the sign-in page passes axe", async ({ page }) => {
  await page.goto("/ops");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in");
  await expectNoAxeViolations(page);
});

test("signed in, a session cookie the page's scripts cannot read, and no script on any page", async ({
  page,
  context,
}) => {
  await signIn(page);
  const [session] = await context.cookies();
  // Over plain http on the local runtime the cookie drops the __Host- prefix and Secure (https keeps both).
  expect(session).toMatchObject({ name: "ops-session", httpOnly: true, sameSite: "Strict", path: "/" });
  for (const path of ["/ops?days=7", "/ops?days=90", "/ops/outbox"]) {
    const response = await page.goto(path);
    expect(response?.headers()["cache-control"], path).toBe("no-store");
    expect(await page.locator("script").count(), path).toBe(0);
  }
});

test("the numbers pass axe", async ({ page }) => {
  await signIn(page);
  await expectNoAxeViolations(page);
});

test("the outbox, with a held message to release, and a flood's confirmation pass axe", async ({ page }) => {
  await holdMessage();
  await signIn(page);
  await page.goto("/ops/outbox");
  await expect(page.getByRole("button", { name: /^Release / }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  const now = Date.now();
  await page.getByLabel("From (UTC)").fill(new Date(now - 3_600_000).toISOString().slice(0, 16));
  await page.getByLabel("To (UTC)").fill(new Date(now + 3_600_000).toISOString().slice(0, 16));
  await page.getByRole("button", { name: "Review the range" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Discard held messages?");
  await expectNoAxeViolations(page);
});
