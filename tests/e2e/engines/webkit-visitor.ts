import { Builder, Key as DriverKey, type WebDriver, type WebElement } from "selenium-webdriver";
import { targetInPage } from "../../journeys/target-in-page";
import type { Key, Visitor } from "../../journeys/visitor";
import { callExpression, collectErrorsInPage } from "./page-scripts";
import { parkingPath } from "../shared-page";
import { miniBrowserBinary, type WebKitServices } from "./webkit-services";

// WebKitGTK (the engine of Safari) through its WebDriver, WebKitWebDriver, with the MiniBrowser it ships. The
// driver speaks WebDriver classic only: no console events and no script before the page's own, so errors are
// recorded by the page itself from the first script a journey runs in each document (collectErrorsInPage).
// Starting MiniBrowser costs about a second, more on a busy machine: a worker keeps one session for all its
// journeys and clears the site's storage between them.

const capabilities = {
  browserName: "MiniBrowser",
  "webkitgtk:browserOptions": { binary: miniBrowserBinary, args: ["--automation"] },
};

/** Outer window size: MiniBrowser's toolbar takes about 50 px of it, leaving a viewport near Chromium's. */
const windowSize = { width: 1280, height: 770 };

/** A key alone, or a modifier held down while the key is pressed. */
const keys: Record<Key, [string] | [string, string]> = {
  Tab: [DriverKey.TAB],
  "Shift+Tab": [DriverKey.SHIFT, DriverKey.TAB],
  Escape: [DriverKey.ESCAPE],
  Enter: [DriverKey.ENTER],
  Backspace: [DriverKey.BACK_SPACE],
};

interface Outcome {
  value?: unknown;
  failed?: string;
  errors: string[];
}

/** Starts MiniBrowser in a new session of the driver, within a bound (a browser that never connects fails fast). */
export async function startWebKitSession(services: WebKitServices): Promise<WebDriver> {
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`no WebKit session within 20 s; the driver said:\n${services.recentOutput()}`));
    }, 20_000);
  });
  try {
    const driver = await Promise.race([
      new Builder().usingServer(services.driverURL).withCapabilities(capabilities).build(),
      bound,
    ]);
    await driver.manage().window().setRect(windowSize);
    await driver.manage().setTimeouts({ script: 20_000, pageLoad: 30_000 });
    return driver;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Leaves the session as a new visitor would find it: no storage or cookies from an earlier journey on the site's
 * origin, and no page of it running.
 */
export async function forgetEarlierVisits(driver: WebDriver, baseURL: string): Promise<void> {
  await driver.get(new URL(parkingPath, baseURL).href);
  await driver.executeScript("localStorage.clear(); sessionStorage.clear();");
  await driver.manage().deleteAllCookies();
  await driver.get("about:blank");
}

/** A visitor on the site at `baseURL`, in the given session, hearing only its own page errors. */
export function webkitVisitor(driver: WebDriver, baseURL: string): Visitor {
  const errors: string[] = [];

  async function run(expression: string): Promise<unknown> {
    const outcome = await driver.executeAsyncScript<Outcome>(
      `const done = arguments[arguments.length - 1];
       const collect = ${collectErrorsInPage.toString()};
       const early = collect();
       Promise.resolve()
         .then(() => ${expression})
         .then(
           (value) => done({ value, errors: early.concat(collect()) }),
           (error) => done({ failed: String((error && error.stack) || error), errors: early.concat(collect()) }),
         );`,
    );
    errors.push(...outcome.errors);
    if (outcome.failed !== undefined) throw new Error(`in the page: ${outcome.failed}`);
    return outcome.value;
  }

  return {
    engine: "webkit",
    async goto(path) {
      await run("null");
      await driver.get(new URL(path, baseURL).href);
      await run("null");
    },
    async reload() {
      await run("null");
      await driver.navigate().refresh();
      await run("null");
    },
    run: (fn, ...args) => run(callExpression(fn, args)) as never,
    async click(target) {
      await run("null");
      const element = await driver.executeScript<WebElement | null>(
        `return (${targetInPage.toString()})(arguments[0], "element")`,
        target,
      );
      if (!element) throw new Error(`nothing to click: ${JSON.stringify(target)}`);
      await element.click();
    },
    async press(key) {
      const sequence = keys[key];
      const actions = driver.actions();
      if (sequence.length === 2) {
        const [modifier, main] = sequence;
        await actions.keyDown(modifier).sendKeys(main).keyUp(modifier).perform();
      } else await actions.sendKeys(sequence[0]).perform();
    },
    async type(text) {
      await driver.actions().sendKeys(text).perform();
    },
    async errors() {
      await run("null");
      return [...errors];
    },
  };
}
