import {
  expectDeliveredOnce,
  fillContactForm,
  openContactForm,
  uniqueMarker,
  useOwnClientAddress,
} from "./contact-helpers";
import { expect, gotoReady, test } from "./fixtures";

test.beforeEach(async ({ page }) => {
  await useOwnClientAddress(page);
});

test("a visit's story, from a campaign link on another site to the message: landing page, referring host, UTM tags, the page sent from", async ({
  page,
  context,
}) => {
  const outside: string[] = [];
  context.on("request", (request) => {
    if (!request.url().startsWith("http://127.0.0.1")) outside.push(request.url());
  });
  const landing = "/vision?utm_source=newsletter&utm_medium=email&utm_campaign=autumn-launch&utm_content=top";
  await page.goto(landing, { referer: "https://news.example.net/2026/11/story?id=7" });
  await page.locator("html[data-ready]").waitFor({ state: "attached" });
  // Kept for the visit in session storage only: no cookie, nothing in local storage.
  expect(await page.evaluate(() => sessionStorage.getItem("visit-landing"))).toContain("autumn-launch");
  expect(await context.cookies()).toEqual([]);

  // Another page of the same visit, then the form: the story stays the landing page's.
  await gotoReady(page, "/privacy?utm_source=elsewhere");
  const marker = uniqueMarker();
  const fields = await openContactForm(page);
  await fillContactForm(page, { name: "Grace Hopper", email: "grace@example.org", message: `Story ${marker}` });
  await fields.submit.click();
  await expectDeliveredOnce(marker, {
    from_name: "Grace Hopper",
    from_email: "grace@example.org",
    company: "Not specified",
    message: `Story ${marker}`,
    to_name: "Orbitant",
    page: "/",
    landing_page: landing,
    referrer: "news.example.net",
    utm_source: "newsletter",
    utm_medium: "email",
    utm_campaign: "autumn-launch",
    utm_term: "",
    utm_content: "top",
  });
  expect(await context.cookies()).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem("visit-landing"))).toBeNull();
  // Nothing of it went anywhere else (the bot check's script is served by the test's stand-in, in the context).
  expect(outside.filter((url) => !url.startsWith("https://challenges.cloudflare.com/"))).toEqual([]);
});
