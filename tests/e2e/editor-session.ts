// What the content editor's browser tests share: opening an entry, saving, and the two watches every test of the
// editor keeps (no request to another origin, no warning on the console: Sveltia CMS warns there of any option of
// our configuration it does not take).
import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

/** Opens an entry (a file) of a collection from the collections' list. */
export async function openEntry(page: Page, collection: string, entry: string): Promise<void> {
  await page.getByRole("treeitem", { name: collection }).click();
  await page.getByRole("row", { name: entry }).click();
}

/** One language's side of the entry open in the editor. */
export const sideOf = (page: Page, language: "English" | "Spanish"): Locator =>
  page.getByRole("group", { name: new RegExp(`Edit .${language}. Content`) });

export async function save(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Entry saved.")).toBeVisible();
}

/** Fails the test on any request the page makes to another origin. */
export function stayOnOrigin(page: Page, baseURL: string | undefined): void {
  page.on("request", (request) => {
    const url = request.url();
    expect(url.startsWith(`${baseURL ?? ""}/`) || url.startsWith("blob:") || url.startsWith("data:"), url).toBe(true);
  });
}

/** The console's warnings from now on; the test asserts it stays empty (`expect(warnings).toEqual([])`). */
export function consoleWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  return warnings;
}
