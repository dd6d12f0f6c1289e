import type { Page } from "@playwright/test";
import { MOTION_STORAGE_KEY } from "~/behaviours/motion";

/** Every page the test opens next starts with motion paused, as for a visitor who paused it on an earlier visit. */
export async function startWithMotionPaused(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    localStorage.setItem(key, "paused");
  }, MOTION_STORAGE_KEY);
}
