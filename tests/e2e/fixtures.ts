import { fileURLToPath } from "node:url";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { test as base, expect, type Page } from "@playwright/test";
import type axeCore from "axe-core";
import { fullLayoutHook, particleFieldHook } from "~/lib/document/page-hooks";
import { parkingPath, sharedPage } from "./shared-page";

/** Turnstile's script, as pages ask for it, and the stand-in served in its place (no browser here reaches it). */
export const TURNSTILE_SCRIPT = "https://challenges.cloudflare.com/turnstile/v0/api.js**";
const turnstileStandIn = fileURLToPath(new URL("../../scripts/stand-in/turnstile-widget.js", import.meta.url));

/** What a test sharing its worker's browser context could change for the tests after it. */
const clockMethods = [
  "install",
  "fastForward",
  "pauseAt",
  "resume",
  "runFor",
  "setFixedTime",
  "setSystemTime",
] as const;

/**
 * Every browser test fails on a console error, an uncaught page error or a CSP violation (Chromium reports
 * violations as console errors; the listener below also catches ones it might not). Tests that expect an
 * error (the 404 page's resource error) opt out with `test.use({ allowConsoleErrors: true })`.
 *
 * Chromium's tests share one browser context and page a worker (`shareContext` in playwright.config.ts, the
 * reset in tests/e2e/shared-page.ts): a page of its own costs each test a renderer process or two. The reset
 * leaves a fake clock and the network's state alone: a test that needs either runs in a context of its own,
 * `test.use({ shareContext: false })`, and the guard below fails any that forgets.
 */
export const test = base.extend<{
  shareContext: boolean;
  coldCache: boolean;
  allowConsoleErrors: boolean;
  humanCheck: boolean;
  particleFields: boolean;
  hiddenParticleFields: undefined;
  consoleErrors: string[];
  turnstileStandIn: undefined;
  sharedContextGuard: undefined;
}>({
  shareContext: [false, { option: true }],
  // A shared context keeps the HTTP cache from test to test (tests/e2e/shared-page.ts). A test about a first visit
  // (a layout that must not shift while fonts and pictures arrive, a request counted as it leaves, a section's
  // position once the fonts are in) says `test.use({ coldCache: true })`, and starts with it empty. A context of
  // the test's own starts empty anyway.
  coldCache: [false, { option: true }],
  // Every option that shapes a context: a test whose options differ from the shared context's gets a new one.
  context: async (
    {
      browser,
      shareContext,
      coldCache,
      baseURL,
      viewport,
      locale,
      javaScriptEnabled,
      hasTouch,
      isMobile,
      deviceScaleFactor,
      reducedMotion,
      colorScheme,
      userAgent,
      timezoneId,
      contextOptions,
    },
    use,
  ) => {
    if (!shareContext) {
      // Playwright applies the test's options to every context a test makes.
      const context = await browser.newContext();
      await use(context);
      await context.close();
      return;
    }
    const options = { baseURL, viewport, locale, javaScriptEnabled, hasTouch, isMobile, deviceScaleFactor };
    const shared = await sharedPage(browser, {
      key: JSON.stringify({ ...options, reducedMotion, colorScheme, userAgent, timezoneId, contextOptions }),
      blankURL: new URL(parkingPath, baseURL).href,
      viewport,
      media: { reducedMotion, colorScheme },
    });
    if (coldCache) await shared.clearCache();
    await use(shared.context);
    await shared.reset();
  },
  page: async ({ context, shareContext }, use) => {
    await use(shareContext ? (context.pages()[0] ?? (await context.newPage())) : await context.newPage());
  },
  allowConsoleErrors: [false, { option: true }],
  sharedContextGuard: [
    async ({ context, shareContext }, use) => {
      if (shareContext) {
        const refuse = (what: string) => () => {
          throw new Error(`${what} would outlive this test in the shared context: test.use({ shareContext: false })`);
        };
        for (const method of clockMethods) Object.assign(context.clock, { [method]: refuse(`clock.${method}`) });
        Object.assign(context, { setOffline: refuse("setOffline") });
      }
      await use(undefined);
    },
    { auto: true },
  ],
  // Tests that use the contact form say `test.use({ humanCheck: true })`: every page that asks for Turnstile's
  // script then gets the stand-in widget, whose tokens the siteverify stand-in passes; a test that wants the script
  // unreachable routes it again on its page (page routes come first). Other tests route nothing: any route makes
  // every request of the context pass through the test runner, the cache aside, which cost about 8 % of the
  // browser tests' time. A page that asks for the real script there fails its test on the console error.
  humanCheck: [false, { option: true }],
  turnstileStandIn: [
    async ({ context, humanCheck }, use) => {
      if (humanCheck)
        await context.route(TURNSTILE_SCRIPT, (route) =>
          route.fulfill({ path: turnstileStandIn, contentType: "text/javascript" }),
        );
      await use(undefined);
    },
    { auto: true },
  ],
  // The particle fields (the decorative canvas behind the home page's hero and a few others) redraw 30 times a
  // second while on screen: half a core of headless Chromium for each page that shows one, through every test
  // that stays on the home page, and every frame again on a fake clock. They are hidden (display: none, so they
  // never start) unless a test is about them: `test.use({ particleFields: true })`. A stylesheet the test adds
  // (constructed, not a <style> element) is outside the page's Content Security Policy.
  particleFields: [false, { option: true }],
  hiddenParticleFields: [
    async ({ context, particleFields }, use) => {
      if (!particleFields)
        await context.addInitScript((selector) => {
          const sheet = new CSSStyleSheet();
          sheet.replaceSync(`${selector} { display: none !important; }`);
          document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
        }, `canvas${particleFieldHook.selector}`);
      await use(undefined);
    },
    { auto: true },
  ],
  // Listened for on every page the test's context opens, so a test that only makes requests opens no page.
  consoleErrors: [
    async ({ context, allowConsoleErrors }, use) => {
      const errors: string[] = [];
      const listen = (page: Page) => {
        page.on("console", (message) => {
          if (message.type() === "error") errors.push(message.text());
        });
        page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
      };
      // A shared context keeps its page from the test before.
      for (const page of context.pages()) listen(page);
      context.on("page", listen);
      await context.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`);
        });
      });
      await use(errors);
      if (!allowConsoleErrors) expect(errors, "console errors and CSP violations").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Opens a page and waits until its behaviours are live: `<html data-ready>`, set by the page script
 * (app/behaviours/enhance-page.ts).
 */
export async function gotoReady(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator("html[data-ready]").waitFor({ state: "attached" });
}

/** The island in or around the section `id` (components/ui/island.tsx), once React has hydrated it. */
export const hydratedIslandOf = (id: string) => `:is([data-island]:has(#${id}), #${id} [data-island])[data-hydrated]`;

/**
 * Scrolls a home-page section into view and waits until React has hydrated its island: the island's code is
 * fetched only when it comes on screen, and it then carries `data-hydrated`.
 */
export async function scrollToHydrated(page: Page, id: string): Promise<void> {
  await page.locator(`#${id}`).scrollIntoViewIfNeeded();
  await page.locator(hydratedIslandOf(id)).waitFor({ state: "attached" });
}

/** axe-core itself, put into a page by `expectNoAxeViolations`. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * axe on the page's own document, every WCAG 2.2 A/AA rule and axe's best practices, only violations gathered.
 * axe-core runs in the page as it is, once put there: no wrapper. @axe-core/playwright also configured axe and
 * injected it into every frame before each run, which cost a second more a check on two busy cores (2.3 s against
 * 1.3 s on the privacy page, first check in a page); the only frames our pages hold are other sites' embeds, which
 * axe cannot reach across origins anyway.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Every section laid out for real first, as after any jump within the page: sections below the first screen skip
  // their rendering until they come near (content-visibility), and axe reads colours from what is rendered; on a
  // busy machine it could read a section the browser had not drawn yet.
  await page.evaluate(
    (hook) =>
      new Promise((resolve) => {
        document.documentElement.setAttribute(hook, "");
        requestAnimationFrame(() => requestAnimationFrame(resolve));
      }),
    fullLayoutHook.name,
  );
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (tags) => {
    const { axe } = window as unknown as { axe: typeof axeCore };
    const results = await axe.run(document, {
      runOnly: { type: "tag", values: tags },
      resultTypes: ["violations"],
      iframes: false,
    });
    return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  }, axeTags);
  expect(violations).toEqual([]);
}
