import type { Page } from "@playwright/test";
import {
  deliveriesWith,
  fillContactForm,
  openContactForm,
  toastTitled,
  uniqueMarker,
  useOwnClientAddress,
} from "./contact-helpers";
import { expect, test } from "./fixtures";

// The provider stand-in accepts one call a second per account, as the provider does, and the Worker paces
// its calls to match. These tests wait for paced slots by design, so they run one after the other (their
// slots would otherwise pile up in front of the other contact tests' messages) and allow for the wait; the
// burst opens three hydrated pages, which on a loaded machine alone takes a good part of the usual 30 s.
test.describe.configure({ mode: "serial", timeout: 60_000 });

const PACED_ANSWER_MS = 15_000;

async function openForm(page: Page) {
  await useOwnClientAddress(page);
  return openContactForm(page);
}

test("visitors sending at the same moment are all told it was sent, and each message arrives once", async ({
  page,
  browser,
}) => {
  const others = await Promise.all([browser.newContext(), browser.newContext()]);
  const pages = [page, ...(await Promise.all(others.map((context) => context.newPage())))];
  const markers = pages.map(() => uniqueMarker());
  const forms = [];
  for (const [index, visitor] of pages.entries()) {
    const fields = await openForm(visitor);
    await fillContactForm(visitor, {
      name: `Visitor ${index}`,
      email: `visitor-${index}@example.org`,
      message: `Hello ${markers[index]}`,
    });
    forms.push(fields);
  }

  await Promise.all(forms.map((fields) => fields.submit.click()));

  for (const visitor of pages) {
    await expect(toastTitled(visitor, "Message sent successfully!")).toBeVisible({ timeout: PACED_ANSWER_MS });
  }
  for (const marker of markers) expect(await deliveriesWith(marker)).toHaveLength(1);
  await Promise.all(others.map((context) => context.close()));
});

test("a provider busy for a moment: the form keeps 'Sending Message...' until a later call goes through", async ({
  page,
}) => {
  const marker = uniqueMarker();
  const fields = await openForm(page);
  // The stand-in answers 503 to this message's first call, then accepts it.
  await fillContactForm(page, {
    name: "Ada Lovelace",
    email: "status-503-times-1@example.org",
    message: `Busy? ${marker}`,
  });
  await fields.submit.click();

  await expect(fields.submit).toHaveText("Sending Message...");
  await expect(fields.submit).toBeDisabled();
  await expect(toastTitled(page, "Message sent successfully!")).toBeVisible({ timeout: PACED_ANSWER_MS });
  await expect(toastTitled(page, "Failed to send message")).toHaveCount(0);
  await expect(fields.message).toHaveValue("");
  expect(await deliveriesWith(marker)).toHaveLength(1);
});
