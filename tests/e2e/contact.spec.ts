import type { Page } from "@playwright/test";
import {
  contactForm,
  deliveriesWith,
  expectDeliveredOnce,
  fillContactForm,
  openContactForm,
  SITE_EMAIL,
  toastTitled,
  uniqueMarker,
  useOwnClientAddress,
  watchContactRequests,
} from "./contact-helpers";
import { expect, expectNoAxeViolations, gotoReady, scrollToHydrated, test } from "./fixtures";

// The contact form is used here: Turnstile's script is the stand-in widget (tests/e2e/fixtures.ts).
test.use({ humanCheck: true });

const FAILURE_TEXT = `Failed to send message. Please try again or email us directly at ${SITE_EMAIL}`;

/** Reloads the page (it opens at its top) and scrolls back to the hydrated form. */
async function reloadContactForm(page: Page) {
  await page.reload();
  await page.locator("html[data-ready]").waitFor({ state: "attached" });
  await scrollToHydrated(page, "contact");
}

test.beforeEach(async ({ page }) => {
  await useOwnClientAddress(page);
});

test.describe("contact form: checks before sending", () => {
  test("whitespace-only required fields: destructive 'Validation Error' toast, fields marked, nothing sent", async ({
    page,
  }) => {
    const requests = watchContactRequests(page);
    const fields = await openContactForm(page);
    await fillContactForm(page, { name: "   ", email: "ada@example.org", message: " \n\t " });
    await fields.submit.click();

    const toast = toastTitled(page, "Validation Error");
    await expect(toast).toBeVisible();
    await expect(toast).toHaveAttribute("data-type", "error");
    await expect(toast.locator("[data-description]")).toHaveText("Please fill in all required fields.");
    await expect(fields.name).toHaveAttribute("aria-invalid", "true");
    await expect(fields.message).toHaveAttribute("aria-invalid", "true");
    await expect(fields.email).not.toHaveAttribute("aria-invalid");
    await expect(fields.name).toBeFocused();
    await expectNoAxeViolations(page);
    expect(requests).toEqual([]);
  });

  test("required fields come first: empty name and a bad address give 'Validation Error', not 'Invalid Email'", async ({
    page,
  }) => {
    const requests = watchContactRequests(page);
    const fields = await openContactForm(page);
    await fillContactForm(page, { name: "", email: "a@b", message: "Hello" });
    await fields.submit.click();

    await expect(toastTitled(page, "Validation Error")).toBeVisible();
    await expect(toastTitled(page, "Invalid Email")).toHaveCount(0);
    expect(requests).toEqual([]);
  });

  test("an address the browser accepts but the required pattern does not (a@b): 'Invalid Email' toast, nothing sent", async ({
    page,
  }) => {
    const requests = watchContactRequests(page);
    const fields = await openContactForm(page);
    await fillContactForm(page, { name: "Ada Lovelace", email: "a@b", message: "Hello" });
    // The browser's own type=email check passes it.
    expect(await fields.email.evaluate((input: HTMLInputElement) => input.checkValidity())).toBe(true);
    await fields.submit.click();

    const toast = toastTitled(page, "Invalid Email");
    await expect(toast).toBeVisible();
    await expect(toast.locator("[data-description]")).toHaveText("Please enter a valid email address.");
    await expect(fields.email).toHaveAttribute("aria-invalid", "true");
    await expect(fields.email).toBeFocused();
    // Fixing the field clears its mark.
    await fields.email.fill("ada@example.org");
    await expect(fields.email).not.toHaveAttribute("aria-invalid");
    expect(requests).toEqual([]);
  });
});

test.describe("contact form: sending (real Worker, provider stand-in)", () => {
  test("while sending the button reads 'Sending Message...' and is disabled; success toasts and clears the form", async ({
    page,
  }) => {
    const marker = uniqueMarker();
    const fields = await openContactForm(page);
    // Hold the request at the browser until the sending state has been seen, then let it through.
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let posts = 0;
    await page.route("**/api/contact", async (route) => {
      posts += 1;
      await released;
      await route.continue();
    });

    await fillContactForm(page, {
      name: "Ada Lovelace",
      email: "ada@example.org",
      company: "",
      message: `A pilot next quarter? ${marker}`,
    });
    await fields.submit.click();
    await expect(fields.submit).toHaveText("Sending Message...");
    await expect(fields.submit).toBeDisabled();
    // A second press while sending sends nothing more.
    await fields.submit.click({ force: true });
    await fields.form.evaluate((form: HTMLFormElement) => {
      form.requestSubmit();
    });
    release();

    const toast = toastTitled(page, "Message sent successfully!");
    await expect(toast).toBeVisible();
    await expect(toast).toHaveAttribute("data-type", "success");
    await expect(toast.locator("[data-description]")).toHaveText("We'll get back to you within 24 hours.");
    await expect(fields.submit).toHaveText("Send Message");
    await expect(fields.submit).toBeEnabled();
    for (const field of [fields.name, fields.email, fields.company, fields.message])
      await expect(field).toHaveValue("");
    expect(await page.evaluate(() => sessionStorage.getItem("contactDraft"))).toBeNull();

    expect(posts).toBe(1);
    await expectDeliveredOnce(marker, {
      from_name: "Ada Lovelace",
      from_email: "ada@example.org",
      company: "Not specified",
      message: `A pilot next quarter? ${marker}`,
      to_name: "Orbitant",
    });
  });

  test.describe("failures", () => {
    test.use({ allowConsoleErrors: true });

    test("the provider fails: failure toast with our address, values kept, error logged", async ({
      page,
      consoleErrors,
    }) => {
      const marker = uniqueMarker();
      const fields = await openContactForm(page);
      const values = {
        name: "Grace Hopper",
        // The stand-in refuses this sender with a 400, a refusal for good (a 429 or 5xx would be kept in the
        // outbox and tried again, and the visitor told it was sent); the Worker turns it into a 502.
        email: "status-400@example.org",
        company: "Compilers Inc",
        message: `Please call me back. ${marker}`,
      };
      await fillContactForm(page, values);
      await fields.submit.click();

      const toast = toastTitled(page, "Failed to send message");
      await expect(toast).toBeVisible();
      await expect(toast).toHaveAttribute("data-type", "error");
      await expect(toast.locator("[data-description]")).toHaveText(FAILURE_TEXT);
      await expect(fields.name).toHaveValue(values.name);
      await expect(fields.email).toHaveValue(values.email);
      await expect(fields.company).toHaveValue(values.company);
      await expect(fields.message).toHaveValue(values.message);
      await expect(fields.submit).toBeEnabled();
      expect(await deliveriesWith(marker)).toEqual([]);

      await expect
        .poll(() => consoleErrors.join("\n"))
        .toContain("Contact message not sent: provider_error (status 400)");
      // The browser's own note about the 502 is the only other console error: no CSP violation, no page error.
      for (const error of consoleErrors) {
        expect(error).toMatch(/Contact message not sent|status of 502/);
      }
      // The draft is still there for a reload.
      await reloadContactForm(page);
      await expect(contactForm(page).message).toHaveValue(values.message);
    });

    test("no answer at all (network down): the same failure toast, values kept", async ({ page, consoleErrors }) => {
      const fields = await openContactForm(page);
      await page.route("**/api/contact", (route) => route.abort("internetdisconnected"));
      await fillContactForm(page, { name: "Ada Lovelace", email: "ada@example.org", message: "Hello" });
      await fields.submit.click();

      await expect(toastTitled(page, "Failed to send message").locator("[data-description]")).toHaveText(FAILURE_TEXT);
      await expect(fields.message).toHaveValue("Hello");
      await expect.poll(() => consoleErrors.join("\n")).toContain("Contact message not sent: network_error (status 0)");
    });

    test("offline by the time of sending: the failure toast still shows (its script loaded when the form was used)", async ({
      page,
    }) => {
      const fields = await openContactForm(page);
      await fillContactForm(page, { name: "Ada Lovelace", email: "ada@example.org", message: "Hello" });
      await page.waitForLoadState("networkidle");
      // Offline for this page: every request fails as with no network (the browser context is shared, and its
      // network state would outlive the test; tests/e2e/fixtures.ts).
      await page.route("**/*", (route) => route.abort("internetdisconnected"));
      await fields.submit.click();

      await expect(toastTitled(page, "Failed to send message").locator("[data-description]")).toHaveText(FAILURE_TEXT);
      await expect(fields.message).toHaveValue("Hello");
    });
  });
});

test.describe("contact form: the draft", () => {
  test("what was typed survives a reload until it is sent", async ({ page }) => {
    const fields = await openContactForm(page);
    const values = { name: "Ada Lovelace", email: "ada@example", company: "Engines", message: "Line one\nLine two" };
    await fillContactForm(page, values);

    await reloadContactForm(page);
    await expect(fields.name).toHaveValue(values.name);
    await expect(fields.email).toHaveValue(values.email);
    await expect(fields.company).toHaveValue(values.company);
    await expect(fields.message).toHaveValue(values.message);

    // Sending it clears the draft: the next reload starts empty.
    await fields.email.fill("ada@example.org");
    await fields.submit.click();
    await expect(toastTitled(page, "Message sent successfully!")).toBeVisible();
    await reloadContactForm(page);
    await expect(fields.form).toHaveAttribute("novalidate", "");
    await expect(fields.message).toHaveValue("");
  });

  test("a draft that is not ours (bad JSON, wrong shape) is ignored, not a crash", async ({ page }) => {
    await page.addInitScript(() => {
      sessionStorage.setItem("contactDraft", '{"name": 42, "message": ["x"]');
    });
    const fields = await openContactForm(page);
    await expect(fields.name).toHaveValue("");
    await page.addInitScript(() => {
      sessionStorage.setItem("contactDraft", '{"name": 42, "message": "kept"}');
    });
    await reloadContactForm(page);
    await expect(fields.name).toHaveValue("");
    await expect(fields.message).toHaveValue("kept");
  });
});

test.describe("contact form: arriving with an outcome in the fragment (after a post made before the script ran)", () => {
  test("/#contact-sent shows the sent message in view, clears the draft it sent, and passes axe", async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem("seeded")) {
        sessionStorage.setItem("seeded", "1");
        sessionStorage.setItem(
          "contactDraft",
          JSON.stringify({ name: "Ada", email: "", company: "", message: "Sent already" }),
        );
      }
    });
    await gotoReady(page, "/#contact-sent");
    const status = page.locator("#contact-sent");
    await expect(status).toBeVisible();
    await expect(status).toBeInViewport();
    await scrollToHydrated(page, "contact");
    await expect(contactForm(page).message).toHaveValue("");
    expect(await page.evaluate(() => sessionStorage.getItem("contactDraft"))).toBeNull();
    await expectNoAxeViolations(page);
  });

  test("/#contact-failed shows the failure message until the visitor submits again", async ({ page }) => {
    await gotoReady(page, "/#contact-failed");
    const status = page.locator("#contact-failed");
    await expect(status).toHaveText(`Failed to send message ${FAILURE_TEXT}`);
    await expectNoAxeViolations(page);

    const fields = contactForm(page);
    await expect(fields.form).toHaveAttribute("novalidate", "");
    await fields.submit.click();
    await expect(toastTitled(page, "Validation Error")).toBeVisible();
    await expect(status).toHaveCount(0);
  });
});
