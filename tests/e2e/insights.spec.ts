import { randomBytes } from "node:crypto";
import type { BrowserContext, Page } from "@playwright/test";
import { embedHosts } from "~/lib/embeds/embed-hosts";
import { measuringHook } from "~/lib/document/page-hooks";
import { VISIT_BEACON_PATH, type VisitBeacon, vitalNames } from "~/lib/visit/visit-beacon";
import type { InsightsReport } from "../../workers/insights/insights-report";
import {
  expectDeliveredOnce,
  fillContactForm,
  openContactForm,
  ownClientAddress,
  uniqueMarker,
  useOwnClientAddress,
} from "./contact-helpers";
import { expect, gotoReady, test } from "./fixtures";
import { chromiumFlags, chromiumPath } from "../../scripts/chromium";
import { runInsightsCommand } from "../../scripts/tools/insights";
import { baseURL, opsToken } from "./playwright.config";

// The contact form is used here: Turnstile's script is the stand-in widget (tests/e2e/fixtures.ts).
test.use({ humanCheck: true });

// The site's own measure of its visits, end to end: Chromium against the build on the local Workers runtime, the
// beacon to /api/visit, D1, and the numbers read back from GET /api/ops/insights. Headless Chromium says so in its
// user agent, which the Worker drops as a bot, so this file's browser runs with a person's Chrome's user agent. (A
// context's own user agent would not do: the beacon a page sends as it is left goes out with the browser's.) A
// crawler's beacon is sent by its test, with the crawler's user agent, rather than from a second browser: the
// Worker tells a crawler by that header alone. Each test counts on a campaign source (utm_source) or a page no other
// test uses, so tests side by side never meet.

const PERSON = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
const CRAWLER = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
test.use({ launchOptions: { executablePath: chromiumPath, args: [...chromiumFlags, `--user-agent=${PERSON}`] } });

/** The numbers of the last two days (a test may straddle midnight, UTC), from a client address of its own each time. */
async function insights(): Promise<InsightsReport> {
  const response = await fetch(`${baseURL}/api/ops/insights?days=2`, {
    headers: {
      Authorization: `Bearer ${opsToken}`,
      "CF-Connecting-IP": ownClientAddress(),
    },
  });
  expect(response.status).toBe(200);
  return response.json<InsightsReport>();
}

const viewsOf = (report: InsightsReport, path: string, locale: string) =>
  report.pages.find((page) => page.path === path && page.locale === locale)?.views ?? 0;
const samplesOf = (report: InsightsReport, path: string) =>
  Object.fromEntries(
    vitalNames.map((metric) => [
      metric,
      report.vitals.find((row) => row.path === path && row.metric === metric)?.samples ?? 0,
    ]),
  );
const sourceViews = (report: InsightsReport, source: string) =>
  report.sources.find((row) => row.source === source)?.views ?? 0;

/** A campaign source no other test uses. */
const uniqueSource = () => `e2e-${randomBytes(6).toString("hex")}`;

/** Opens a page and waits until its measure listens (it loads once the page is idle). */
async function visit(page: Page, path: string): Promise<void> {
  await gotoReady(page, path);
  await page.locator(`html[${measuringHook.name}]`).waitFor({ state: "attached" });
}

/** Leaves the page, as a visitor closing the tab or going elsewhere does (the page's beacon goes as it is hidden). */
async function leave(page: Page): Promise<void> {
  await page.goto("about:blank");
}

/** Every Set-Cookie header any response of the context carried. */
function watchCookies(context: BrowserContext): string[] {
  const set: string[] = [];
  context.on("response", (response) => {
    void response.headerValue("set-cookie").then((value) => {
      if (value !== null) set.push(`${response.url()}: ${value}`);
    });
  });
  return set;
}

test("a person's visit, then leaving the page: counted for its path and language, with its Web Vitals; no cookie", async ({
  page,
  context,
}) => {
  const cookies = watchCookies(context);
  await useOwnClientAddress(page);
  const before = await insights();
  const source = uniqueSource();
  await visit(page, `/vision?utm_source=${source}`);
  // An interaction, so the view has an INP, made just before leaving on a page too busy to be idle in between:
  // web-vitals takes the interaction's entries in when the page is idle or hidden, whichever comes first, and here
  // only the second comes. The beacon must then go once web-vitals has had the page hidden.
  await page.evaluate(() => {
    window.requestIdleCallback = () => 0;
  });
  await page.getByRole("heading", { level: 1 }).click();
  await page.waitForFunction(() => performance.getEntriesByType("first-input").length > 0);
  await leave(page);

  await expect.poll(async () => sourceViews(await insights(), source)).toBe(1);
  const after = await insights();
  expect(viewsOf(after, "/vision", "en") - viewsOf(before, "/vision", "en")).toBe(1);
  const [samplesBefore, samplesAfter] = [samplesOf(before, "/vision"), samplesOf(after, "/vision")];
  for (const metric of vitalNames) {
    expect((samplesAfter[metric] ?? 0) - (samplesBefore[metric] ?? 0), `${metric} samples`).toBe(1);
  }
  expect(await context.cookies()).toEqual([]);
  expect(cookies).toEqual([]);
});

test("a Spanish page is counted under es", async ({ page }) => {
  await useOwnClientAddress(page);
  const before = await insights();
  const source = uniqueSource();
  await visit(page, `/es/vision?utm_source=${source}`);
  await leave(page);
  await expect.poll(async () => sourceViews(await insights(), source)).toBe(1);
  expect(viewsOf(await insights(), "/es/vision", "es") - viewsOf(before, "/es/vision", "es")).toBe(1);
});

test("a page that is never idle is measured too: its measure loads once the idle wait's time limit is up", async ({
  page,
}) => {
  // No idle moment ever comes, as on a page kept busy: an idle callback runs only when its time limit, if it was
  // given one, is up.
  await page.addInitScript(() => {
    window.requestIdleCallback = (callback, options) =>
      options?.timeout === undefined
        ? 0
        : window.setTimeout(() => {
            callback({ didTimeout: true, timeRemaining: () => 0 });
          }, options.timeout);
  });
  await gotoReady(page, "/privacy");
  await page.locator(`html[${measuringHook.name}]`).waitFor({ state: "attached", timeout: 10_000 });
});

test("a crawler is not counted: its beacon is answered, its view stored nowhere", async ({ page, request }) => {
  // The beacon a crawler's browser sends as it leaves /terms: the page's own shape, under the crawler's user agent.
  const crawled = uniqueSource();
  const beacon = {
    kind: "view",
    path: "/terms",
    device: "desktop",
    referrer: "",
    utm_source: crawled,
    utm_medium: "",
    utm_campaign: "",
    utm_term: "",
    utm_content: "",
  } satisfies VisitBeacon;
  const answer = await request.post(VISIT_BEACON_PATH, {
    data: JSON.stringify(beacon),
    headers: {
      "Content-Type": "text/plain;charset=UTF-8",
      Origin: baseURL,
      "User-Agent": CRAWLER,
      "CF-Connecting-IP": ownClientAddress(),
    },
  });
  expect(answer.status()).toBe(204);
  // A person's view after it, counted: by then the crawler's would have been too.
  await useOwnClientAddress(page);
  const counted = uniqueSource();
  await visit(page, `/terms?utm_source=${counted}`);
  await leave(page);
  await expect.poll(async () => sourceViews(await insights(), counted)).toBe(1);
  expect(sourceViews(await insights(), crawled)).toBe(0);
});

test("a contact message sent after landing with ?utm_source=x is a conversion with source x, from its page", async ({
  page,
  context,
}) => {
  const cookies = watchCookies(context);
  await useOwnClientAddress(page);
  const source = uniqueSource();
  await gotoReady(page, `/?utm_source=${source}`);
  const marker = uniqueMarker();
  const fields = await openContactForm(page);
  await fillContactForm(page, { name: "Ada Lovelace", email: "ada@example.org", message: `Conversion ${marker}` });
  await fields.submit.click();
  await expectDeliveredOnce(marker, {
    from_name: "Ada Lovelace",
    from_email: "ada@example.org",
    company: "Not specified",
    message: `Conversion ${marker}`,
    to_name: "Orbitant",
    utm_source: source,
    verified: "yes",
  });
  await expect
    .poll(async () => (await insights()).conversions.filter((row) => row.source === source))
    .toEqual([{ kind: "contact", path: "/", locale: "en", source, count: 1 }]);
  expect(await context.cookies()).toEqual([]);
  expect(cookies).toEqual([]);
});

test("a booking made in the scheduler's frame counts; the same event posted by the page itself does not", async ({
  page,
}) => {
  await useOwnClientAddress(page);
  // No internet here: the scheduler answers with a stand-in page that announces a booking, as its frame does.
  await page.route(`${embedHosts.scheduling}/**`, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><title>Scheduling</title><script>parent.postMessage({ event: "calendly.event_scheduled", payload: {} }, "*");</script>`,
    }),
  );
  const bookings: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/visit" && request.postData()?.includes('"booking"')) {
      bookings.push(request.frame().url());
    }
  });
  const source = uniqueSource();
  const path = "/services/mvp-builder";
  await visit(page, `${path}?utm_source=${source}`);
  // The page posts the scheduler's event to itself: not from the scheduler's origin, so no booking.
  await page.evaluate(() => {
    window.postMessage({ event: "calendly.event_scheduled", payload: {} }, "*");
  });
  await page.locator("#cta").getByRole("button").click();
  await expect(page.getByRole("dialog").locator(`iframe[src^="${embedHosts.scheduling}/"]`)).toHaveCount(1);
  await expect.poll(() => bookings.length).toBe(1);
  await expect
    .poll(async () => (await insights()).conversions.filter((row) => row.source === source))
    .toEqual([{ kind: "booking", path, locale: "en", source, count: 1 }]);
  expect(bookings).toHaveLength(1);
});

test("no public response sets a cookie: every page, the beacon, the contact endpoint and the health check", async ({
  request,
}) => {
  const paths = (await (await request.get("/sitemap.xml")).text()).match(/<loc>[^<]+<\/loc>/g) ?? [];
  expect(paths.length).toBeGreaterThan(10);
  const answers = await Promise.all([
    ...paths.map((loc) => request.get(new URL(loc.slice(5, -6)).pathname)),
    request.get("/no/such/page"),
    request.get("/api/health"),
    request.post("/api/visit", { data: "{}", headers: { "Content-Type": "text/plain" } }),
    request.post("/api/contact", { data: {}, headers: { Origin: baseURL } }),
  ]);
  for (const answer of answers) expect(answer.headers()["set-cookie"], answer.url()).toBeUndefined();
});

test("npm run insights prints the ops API's numbers as tables", async () => {
  const pages = (await insights()).pages.map((row) => row.path);
  const lines: string[] = [];
  expect(await runInsightsCommand(["--url", baseURL, "--days", "2"], opsToken, (line) => lines.push(line))).toBe(0);
  expect(lines[0]).toMatch(/^\d{4}-\d\d-\d\d to \d{4}-\d\d-\d\d \(UTC\): [\d,]+ views, [\d,]+ visitors/);
  for (const title of ["Pages", "Sources", "Countries", "Devices", "Conversions"]) expect(lines).toContain(title);
  for (const path of pages) expect(lines.some((line) => line.startsWith(`${path} `))).toBe(true);
});
