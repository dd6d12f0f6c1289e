import { existsSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";

/**
 * The longest a test waits for the system packages npm test installs while the browser tests run: a cold install
 * on two busy cores took about 70 s.
 */
export const SYSTEM_PACKAGES_WAIT_MS = 5 * 60_000;

/**
 * Resolves once the system packages beyond Chromium are installed. `npm test` installs Chromium first, starts the
 * browser tests, and installs Firefox, WebKitGTK, Xvfb and Java behind them (scripts/run-tests.mjs), with
 * SYSTEM_PACKAGES_PENDING naming a file that is there until that install has ended, passed or not. Run otherwise
 * (`npm run test:e2e` installs everything first), there is nothing to wait for.
 */
export async function afterSystemPackages(): Promise<void> {
  const pending = process.env.SYSTEM_PACKAGES_PENDING;
  const deadline = Date.now() + SYSTEM_PACKAGES_WAIT_MS;
  while (pending && existsSync(pending)) {
    if (Date.now() > deadline) throw new Error(`the system packages were still being installed (${pending})`);
    await sleep(1000);
  }
}
