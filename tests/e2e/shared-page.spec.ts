import type { Page } from "@playwright/test";
import { expect, gotoReady, test } from "./fixtures";

// The shared page's reset (tests/e2e/shared-page.ts): what one test leaves in its worker's shared context, the
// next test in that worker does not find, but for the HTTP cache, which a test of a first visit empties
// (`coldCache`). Serial, so all run in one worker, in order.
test.describe.configure({ mode: "serial" });

let firstPage: unknown;
const leftover = "from-the-test-before";

test("a test leaves storage, a cookie, an init script, a route, a listener and a second page behind", async ({
  page,
  context,
  baseURL,
}) => {
  firstPage = page;
  await page.addInitScript((value) => {
    Object.assign(window, { leftover: value });
  }, leftover);
  await context.addInitScript((value) => {
    Object.assign(window, { contextLeftover: value });
  }, leftover);
  await page.route("**/robots.txt", (route) => route.fulfill({ body: leftover }));
  page.on("console", () => {
    throw new Error("a listener of the test before heard this page");
  });
  await context.addCookies([{ name: "leftover", value: leftover, url: baseURL ?? "" }]);
  await gotoReady(page, "/vision");
  await page.evaluate((value) => {
    localStorage.setItem("leftover", value);
    sessionStorage.setItem("leftover", value);
  }, leftover);
  await page.setViewportSize({ width: 400, height: 600 });
  await page.emulateMedia({ colorScheme: "dark" });
  await context.newPage();
});

test("the next test in the worker finds none of it, on the same warm page", async ({ page, context }) => {
  expect(page, "the page handed on").toBe(firstPage);
  expect(context.pages()).toEqual([page]);
  expect(await context.cookies()).toEqual([]);
  expect(page.viewportSize()).toEqual({ width: 1280, height: 720 });
  expect(await page.evaluate(() => matchMedia("(prefers-color-scheme: dark)").matches)).toBe(false);
  const robots = await page.goto("/robots.txt");
  expect(await robots?.text()).not.toBe(leftover);
  await gotoReady(page, "/vision");
  await page.evaluate(() => {
    console.log("heard by this test's listeners only");
  });
  expect(
    await page.evaluate(() => ({
      local: localStorage.getItem("leftover"),
      session: sessionStorage.getItem("leftover"),
      pageScript: "leftover" in window,
      contextScript: "contextLeftover" in window,
    })),
  ).toEqual({ local: null, session: null, pageScript: false, contextScript: false });
});

/** How many bytes the network carried for the page's stylesheet: 0 when the HTTP cache served it. */
async function stylesheetBytes(page: Page): Promise<number> {
  await gotoReady(page, "/vision");
  return page.evaluate(() => {
    const stylesheet = performance
      .getEntriesByType("resource")
      .find((entry) => new URL(entry.name).pathname.endsWith(".css"));
    if (!(stylesheet instanceof PerformanceResourceTiming)) throw new Error("no stylesheet among the page's resources");
    return stylesheet.transferSize;
  });
}

// The two tests before loaded /vision: its stylesheet is in the cache unless the reset emptied it.
test("the HTTP cache is kept for the next test: the stylesheet the tests before fetched comes from it", async ({
  page,
}) => {
  expect(await stylesheetBytes(page)).toBe(0);
});

test.describe("a test of a first visit", () => {
  test.use({ coldCache: true });

  test("starts with the HTTP cache empty, on the same warm page: the stylesheet comes over the network", async ({
    page,
  }) => {
    expect(page, "the page handed on").toBe(firstPage);
    expect(await stylesheetBytes(page)).toBeGreaterThan(0);
  });
});
