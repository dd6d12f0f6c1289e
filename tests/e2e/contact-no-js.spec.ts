import type { Page } from "@playwright/test";
import {
  contactForm,
  deliveriesWith,
  expectDeliveredOnce,
  fillContactForm,
  SITE_EMAIL,
  uniqueMarker,
  useOwnClientAddress,
} from "./contact-helpers";
import { expect, test } from "./fixtures";

// Without JavaScript the form posts natively to /api/contact; the Worker answers 303 to /#contact-<outcome>,
// and the prerendered page shows the matching status message through CSS :target. (axe needs a script to run:
// contact.spec.ts checks these messages with JavaScript on.)
test.use({ javaScriptEnabled: false });

test.beforeEach(async ({ page }) => {
  await useOwnClientAddress(page);
});

const outcomeIds = ["contact-sent", "contact-incomplete", "contact-invalid-email", "contact-failed"];

async function expectOnlyOutcome(page: Page, id: string, text: string) {
  await expect(page).toHaveURL(new RegExp(`/#${id}$`));
  const status = page.locator(`#${id}`);
  await expect(status).toBeVisible();
  await expect(status).toHaveText(text);
  // It sits in the status region, inside the contact section.
  await expect(page.locator("#contact").getByRole("status")).toContainText(text);
  for (const other of outcomeIds.filter((candidate) => candidate !== id)) {
    await expect(page.locator(`#${other}`)).toBeHidden();
  }
}

test("the status messages are hidden on a plain visit", async ({ page }) => {
  await page.goto("/");
  for (const id of outcomeIds) await expect(page.locator(`#${id}`)).toBeHidden();
});

test("a message sent without JavaScript lands back on the contact section, saying it was sent, and arrives held (no proof of a person without a script), naming the page it was sent from", async ({
  page,
}) => {
  const marker = uniqueMarker();
  await page.goto("/");
  await fillContactForm(page, {
    name: "Ada Lovelace",
    email: "ada@example.org",
    company: "Engines",
    message: `No script here. ${marker}`,
  });
  await contactForm(page).submit.click();

  await expectOnlyOutcome(page, "contact-sent", "Message sent successfully! We'll get back to you within 24 hours.");
  // The browser scrolled to the message: it is in view, below the fixed header.
  await expect(page.locator("#contact-sent")).toBeInViewport();
  await expectDeliveredOnce(marker, {
    from_name: "Ada Lovelace",
    from_email: "ada@example.org",
    company: "Engines",
    message: `No script here. ${marker}`,
    to_name: "Orbitant",
    verified: "no",
    // The lead's story without a script: the page only.
    page: "/",
    landing_page: "",
  });
});

test("a refusal without JavaScript (a blocked sender) shows the failure message with our address", async ({ page }) => {
  const marker = uniqueMarker();
  await page.goto("/");
  await fillContactForm(page, { name: "Grace Hopper", email: "grace@blocked.test", message: `Failing. ${marker}` });
  await contactForm(page).submit.click();

  await expectOnlyOutcome(
    page,
    "contact-failed",
    `Failed to send message Failed to send message. Please try again or email us directly at ${SITE_EMAIL}`,
  );
  expect(await deliveriesWith(marker)).toEqual([]);
});

test("whitespace-only fields pass the browser's `required` but not the Worker: the validation message", async ({
  page,
}) => {
  await page.goto("/");
  await fillContactForm(page, { name: "   ", email: "ada@example.org", message: "   " });
  await contactForm(page).submit.click();
  await expectOnlyOutcome(page, "contact-incomplete", "Validation Error Please fill in all required fields.");
});

test("an address like a@b passes the browser's type=email but not the Worker: the e-mail message", async ({ page }) => {
  await page.goto("/");
  await fillContactForm(page, { name: "Ada", email: "a@b", message: "Hello" });
  await contactForm(page).submit.click();
  await expectOnlyOutcome(page, "contact-invalid-email", "Invalid Email Please enter a valid email address.");
});
