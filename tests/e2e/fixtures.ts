import { fileURLToPath } from "node:url";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { fullLayoutHook } from "~/lib/document/page-hooks";

/** Turnstile's script, as pages ask for it, and the stand-in served in its place (no browser here reaches it). */
export const TURNSTILE_SCRIPT = "https://challenges.cloudflare.com/turnstile/v0/api.js**";
const turnstileStandIn = fileURLToPath(new URL("../../scripts/stand-in/turnstile-widget.js", import.meta.url));

/**
 * Every browser test fails on a console error, an uncaught page error or a CSP violation (Chromium reports
 * violations as console errors; the listener below also catches ones it might not). Tests that expect an
 * error (the 404 page's resource error) opt out with `test.use({ allowConsoleErrors: true })`.
 */
export const test = base.extend<{
  allowConsoleErrors: boolean;
  consoleErrors: string[];
  turnstileStandIn: undefined;
}>({
  allowConsoleErrors: [false, { option: true }],
  // Every page that asks for Turnstile's script gets the stand-in widget, whose tokens the siteverify stand-in
  // passes; a test that wants the script unreachable routes it again on its page (page routes come first).
  turnstileStandIn: [
    async ({ context }, use) => {
      await context.route(TURNSTILE_SCRIPT, (route) =>
        route.fulfill({ path: turnstileStandIn, contentType: "text/javascript" }),
      );
      await use(undefined);
    },
    { auto: true },
  ],
  // Listened for on every page the test's context opens, so a test that only makes requests opens no page.
  consoleErrors: [
    async ({ context, allowConsoleErrors }, use) => {
      const errors: string[] = [];
      context.on("page", (page) => {
        page.on("console", (message) => {
          if (message.type() === "error") errors.push(message.text());
        });
        page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
      });
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

/**
 * axe on the page's own document, every WCAG 2.2 A/AA rule and axe's best practices. Legacy mode runs axe in the
 * page itself; the default mode also opens a blank page of its own to assemble frames' results, which more than
 * doubles the time of a check (2.7 s against 1.2 s on the privacy page), and the only frames our pages hold are
 * other sites' embeds, which axe cannot reach across origins in either mode. Only violations are gathered.
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
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .options({ resultTypes: ["violations"] })
    .setLegacyMode(true)
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}
