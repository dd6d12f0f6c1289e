import puppeteer, { type Browser, type ElementHandle, type KeyInput, type Page } from "puppeteer-core";
import { targetInPage } from "../../journeys/target-in-page";
import type { Key, Visitor } from "../../journeys/visitor";
import { callExpression, reportCspViolationsAsConsoleErrors } from "./page-scripts";

// Debian's Firefox ESR, driven over WebDriver BiDi by puppeteer-core: nothing is downloaded, no geckodriver is
// needed, and console messages, page errors and scripts run before the page's own come through the protocol.
export const firefoxPath = "/usr/bin/firefox-esr";

/** Window size: the viewport (about 1280 x 634) comes close to the 1280 x 720 Playwright gives Chromium. */
const windowSize = { width: 1280, height: 720 };

/** How long one start of Firefox may take; a worker allows two starts and then some. */
export const firefoxStartTimeoutMs = 45_000;

/**
 * Starts Firefox, trying a second time if the first start does not answer. On a machine's first run Firefox builds
 * its caches while two workers start it side by side, and one start has been seen to stall past half a minute.
 */
export async function launchFirefox(executablePath: string): Promise<Browser> {
  try {
    return await startFirefox(executablePath);
  } catch (error) {
    console.warn(`Firefox did not start (${error instanceof Error ? error.message : String(error)}); trying again`);
    return startFirefox(executablePath);
  }
}

function startFirefox(executablePath: string): Promise<Browser> {
  return puppeteer.launch({
    browser: "firefox",
    // Puppeteer kills the process it started when this passes.
    timeout: firefoxStartTimeoutMs,
    executablePath,
    headless: true,
    // The window sets the viewport, as in a visitor's Firefox: no emulation layer between the page and the engine.
    defaultViewport: null,
    args: [`--width=${windowSize.width}`, `--height=${windowSize.height}`],
    extraPrefsFirefox: {
      // No network here: nothing to update, report or check for.
      "app.update.enabled": false,
      "browser.safebrowsing.malware.enabled": false,
      "browser.safebrowsing.phishing.enabled": false,
      "datareporting.policy.dataSubmissionEnabled": false,
      "toolkit.telemetry.enabled": false,
    },
  });
}

/** A key alone, or a modifier held down while the key is pressed. */
const keys: Record<Key, [KeyInput] | [KeyInput, KeyInput]> = {
  Tab: ["Tab"],
  "Shift+Tab": ["Shift", "Tab"],
  Escape: ["Escape"],
  Enter: ["Enter"],
  Backspace: ["Backspace"],
};

/** A page in a private browsing context of its own (fresh storage), on the site at `baseURL`. */
export async function firefoxVisitor(
  browser: Browser,
  baseURL: string,
): Promise<{ visitor: Visitor; close: () => Promise<void> }> {
  const context = await browser.createBrowserContext();
  const page: Page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(`pageerror: ${error instanceof Error ? error.message : String(error)}`));
  await page.evaluateOnNewDocument(reportCspViolationsAsConsoleErrors);

  const visitor: Visitor = {
    engine: "firefox",
    async goto(path) {
      await page.goto(new URL(path, baseURL).href);
    },
    async reload() {
      await page.reload();
    },
    run: (fn, ...args) => page.evaluate(callExpression(fn, args)) as never,
    async click(target) {
      const handle = await page.evaluateHandle(callExpression(targetInPage, [target, "element"]));
      const element = handle.asElement() as ElementHandle | null;
      if (!element) throw new Error(`nothing to click: ${JSON.stringify(target)}`);
      await element.click();
    },
    async press(key) {
      const sequence = keys[key];
      if (sequence.length === 2) {
        const [modifier, main] = sequence;
        await page.keyboard.down(modifier);
        await page.keyboard.press(main);
        await page.keyboard.up(modifier);
      } else await page.keyboard.press(sequence[0]);
    },
    async type(text) {
      await page.keyboard.type(text);
    },
    errors() {
      return Promise.resolve([...errors]);
    },
    async useClientAddress(address) {
      await page.setExtraHTTPHeaders({ "CF-Connecting-IP": address });
    },
  };
  return { visitor, close: () => context.close() };
}
