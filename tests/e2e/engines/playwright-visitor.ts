import type { Page } from "@playwright/test";
import { targetInPage } from "../../journeys/target-in-page";
import type { Key, Visitor } from "../../journeys/visitor";
import { callExpression, reportCspViolationsAsConsoleErrors } from "./page-scripts";

/** Chromium, through the Playwright page the rest of the browser suite uses. */
export async function playwrightVisitor(page: Page): Promise<Visitor> {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  await page.addInitScript(reportCspViolationsAsConsoleErrors);

  return {
    engine: "chromium",
    async goto(path) {
      await page.goto(path);
    },
    async reload() {
      await page.reload();
    },
    run: (fn, ...args) => page.evaluate(callExpression(fn, args)),
    async click(target) {
      const handle = await page.evaluateHandle<HTMLElement | null>(callExpression(targetInPage, [target, "element"]));
      const element = handle.asElement();
      if (!element) throw new Error(`nothing to click: ${JSON.stringify(target)}`);
      await element.click();
    },
    async press(key: Key) {
      await page.keyboard.press(key);
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
}
