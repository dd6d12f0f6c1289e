import {
  acknowledgmentsTo,
  deliveriesWith,
  expectDeliveredOnce,
  fillContactForm,
  leadEventsWith,
  openContactForm,
  uniqueMarker,
  useOwnClientAddress,
} from "./contact-helpers";
import { expect, gotoReady, scrollToHydrated, test } from "./fixtures";
import { VISIT_INSIGHT_KEY } from "~/lib/visit/visit-insight";
import { insightPagesIn, wordsIn } from "./site-words";

// The contact form is used here: Turnstile's script is the stand-in widget (tests/e2e/fixtures.ts).
test.use({ humanCheck: true });

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
  const ref = await expectDeliveredOnce(marker, {
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
  // The same story reaches the CRM, signed (the receiver verified it), under the message's one id.
  await expect.poll(async () => (await leadEventsWith(marker)).length, { timeout: 20_000 }).toBe(1);
  const [lead] = await leadEventsWith(marker);
  expect(lead?.id).toBe(`msg_${ref}`);
  expect(lead?.event).toMatchObject({
    type: "lead.received",
    data: {
      ref,
      verified: true,
      locale: "en",
      name: "Grace Hopper",
      email: "grace@example.org",
      context: {
        page: "/",
        landing_page: landing,
        referrer: "news.example.net",
        utm_source: "newsletter",
        utm_medium: "email",
        utm_campaign: "autumn-launch",
        utm_term: "",
        utm_content: "top",
      },
    },
  });
  expect(await context.cookies()).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem("visit-landing"))).toBeNull();
  // Nothing of it went anywhere else (the bot check's script is served by the test's stand-in, in the context).
  expect(outside.filter((url) => !url.startsWith("https://challenges.cloudflare.com/"))).toEqual([]);
});

test("a message sent after reading an Insights entry carries that entry in its story, to the e-mail and the CRM", async ({
  page,
  context,
}) => {
  const [entry] = insightPagesIn("es").filter((each) => each.entry);
  if (!entry) throw new Error("no Spanish entry");
  await gotoReady(page, "/es");
  await gotoReady(page, entry.path);
  // Kept for the visit, in session storage; the pages read after it leave it be.
  expect(await page.evaluate((key) => sessionStorage.getItem(key), VISIT_INSIGHT_KEY)).toBe(entry.path);
  await gotoReady(page, "/es/vision");
  const marker = uniqueMarker();
  const fields = await openContactForm(page);
  await fillContactForm(page, { name: "Grace Hopper", email: "grace@example.org", message: `Read ${marker}` });
  await fields.submit.click();
  await expectDeliveredOnce(marker, {
    from_name: "Grace Hopper",
    from_email: "grace@example.org",
    company: "Not specified",
    message: `Read ${marker}`,
    to_name: "Orbitant",
    page: "/",
    landing_page: "/es",
    insight: entry.path,
  });
  await expect.poll(async () => (await leadEventsWith(marker)).length, { timeout: 20_000 }).toBe(1);
  const [lead] = await leadEventsWith(marker);
  expect(lead?.event).toMatchObject({ data: { context: { page: "/", landing_page: "/es", insight: entry.path } } });
  expect(await context.cookies()).toEqual([]);
});

/** The consultancy's e-mails from `address` the stand-in accepted. */
const deliveriesFrom = async (address: string) =>
  (await deliveriesWith(address)).filter((params) => params.from_email === address);

test("the prospect hears back at once, in the page's language, and once a day however often they write", async ({
  page,
}) => {
  const es = wordsIn("es").contact;
  const address = `${uniqueMarker()}@example.org`;
  await gotoReady(page, "/es");
  await scrollToHydrated(page, "contact");
  const form = page.getByRole("form", { name: es.form.label });
  const send = async (message: string) => {
    await form.getByLabel(es.form.name, { exact: true }).fill("Ada Lovelace");
    await form.getByLabel(es.form.email, { exact: true }).fill(address);
    await form.getByLabel(es.form.message, { exact: true }).fill(message);
    await form.getByRole("button", { name: es.form.send }).click();
    await expect(form.getByLabel(es.form.message, { exact: true })).toHaveValue("");
  };
  await send("Una primera consulta");
  await expect.poll(async () => (await acknowledgmentsTo(address)).length, { timeout: 20_000 }).toBe(1);
  expect(await acknowledgmentsTo(address)).toEqual([
    {
      to_email: address,
      to_name: "Ada Lovelace",
      locale: "es",
      message_ref: expect.stringMatching(/^[0-9a-hjkmnp-tv-z]{10}$/) as unknown,
    },
  ]);

  await send("Y una segunda");
  // The second message arrives; no second acknowledgment follows it.
  await expect.poll(async () => (await deliveriesFrom(address)).length, { timeout: 20_000 }).toBe(2);
  expect(await acknowledgmentsTo(address)).toHaveLength(1);
});
