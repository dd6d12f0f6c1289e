import {
  test as base,
  expect,
  type PlaywrightTestArgs,
  type PlaywrightTestOptions,
  type TestType,
} from "@playwright/test";
import type { Browser } from "puppeteer-core";
import { journeys } from "../../journeys/all-journeys";
import type { Visitor } from "../../journeys/visitor";
import { webKitDriverPort } from "../playwright.config";
import { firefoxPath, firefoxStartTimeoutMs, firefoxVisitor, launchFirefox } from "./firefox-visitor";
import { afterSystemPackages, SYSTEM_PACKAGES_WAIT_MS } from "../system-packages";
import { startWebKitServices, type WebKitServices } from "./webkit-services";
import type { WebDriver } from "selenium-webdriver";
import { forgetEarlierVisits, startWebKitSession, webkitVisitor } from "./webkit-visitor";

// One test fixture `visitor` per engine. Each engine's spec file binds its own, so a Firefox run never starts
// WebKit, and neither starts Chromium (Playwright's `page` fixture). Chromium runs no journey: its own suite
// (tests/e2e/*.spec.ts) checks every behaviour they walk through, with Playwright's tighter tools (a fake clock,
// exact positions).

/** One Firefox a worker (about 3 s to start); each journey gets a fresh browsing context of it. */
export const firefoxJourneyTest = base.extend<
  { visitor: Visitor },
  { firefoxExecutable: string; firefoxBrowser: Browser }
>({
  /** The Firefox each worker starts. */
  firefoxExecutable: [firefoxPath, { scope: "worker" }],
  firefoxBrowser: [
    async ({ firefoxExecutable }, use) => {
      await afterSystemPackages();
      const browser = await launchFirefox(firefoxExecutable);
      await use(browser);
      await browser.close();
    },
    { scope: "worker", timeout: SYSTEM_PACKAGES_WAIT_MS + 2 * firefoxStartTimeoutMs + 10_000 },
  ],
  visitor: async ({ firefoxBrowser, baseURL }, use) => {
    const { visitor, close } = await firefoxVisitor(firefoxBrowser, baseURL ?? "");
    await use(visitor);
    await close();
  },
});

/**
 * One display, driver and MiniBrowser session a worker; each journey starts with the site's storage cleared. A
 * failed journey ends its worker, so a retry gets a new browser.
 */
export const webkitJourneyTest = base.extend<
  { visitor: Visitor },
  { webkitFirstDriverPort: number; webkitServices: WebKitServices; webkitSession: WebDriver }
>({
  /** The driver port of the worker with parallel index 0; the others count up from it. */
  webkitFirstDriverPort: [webKitDriverPort, { scope: "worker" }],
  webkitServices: [
    async ({ webkitFirstDriverPort }, use, workerInfo) => {
      await afterSystemPackages();
      // Workers running at the same time have distinct parallel indexes: one driver port each.
      const services = await startWebKitServices(webkitFirstDriverPort + workerInfo.parallelIndex);
      await use(services);
      await services.stop();
    },
    { scope: "worker", timeout: SYSTEM_PACKAGES_WAIT_MS + 60_000 },
  ],
  webkitSession: [
    async ({ webkitServices }, use) => {
      const driver = await startWebKitSession(webkitServices);
      await use(driver);
      // A browser whose web process crashed may not answer; stopping the driver ends it anyway.
      await driver.quit().catch(() => undefined);
    },
    { scope: "worker", timeout: 60_000 },
  ],
  visitor: async ({ webkitSession, baseURL }, use) => {
    await forgetEarlierVisits(webkitSession, baseURL ?? "");
    await use(webkitVisitor(webkitSession, baseURL ?? ""));
  },
});

/** Registers every journey as a test of the given engine's runner. */
export function registerJourneys<WorkerFixtures extends object>(
  test: TestType<PlaywrightTestArgs & PlaywrightTestOptions & { visitor: Visitor }, WorkerFixtures>,
): void {
  for (const journey of journeys) {
    test(journey.title, async ({ visitor }) => {
      test.setTimeout(journey.timeout ?? 30_000);
      await journey.run(visitor);
      const expected = journey.expectedErrors ?? [];
      const unexpected = (await visitor.errors()).filter((error) => !expected.some((pattern) => pattern.test(error)));
      expect(unexpected, "console errors, page errors and CSP violations").toEqual([]);
    });
  }
}
