// Browser tests use Debian's Chromium (Playwright's own browser download cannot run here).
// Install it when missing, so a fresh machine passes `npm test` with no step done by hand.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const chromium = "/usr/bin/chromium";
if (!existsSync(chromium)) {
  const sudo = process.getuid?.() === 0 ? "" : "sudo ";
  console.log(`${chromium} is missing: installing Debian's chromium package`);
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`, {
    stdio: "inherit",
  });
}
