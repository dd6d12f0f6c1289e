// What the browser tests need from the system, installed with apt-get when missing, so a fresh machine passes
// `npm test` with no step done by hand (Playwright's and puppeteer's own browser downloads cannot run here):
// - Debian's Chromium headless shell, for every browser test (scripts/chromium.ts);
// - Debian's Firefox ESR, for the visitor journeys in Firefox (driven over WebDriver BiDi, which needs a release at
//   least as new as `firefoxMinimum`: an older one installed is upgraded);
// - WebKitGTK's WebDriver (its MiniBrowser comes with it) and Xvfb for its window, for the journeys in WebKit;
// - a Java runtime for the Nu HTML Checker (vnu.jar) that the HTML validity test runs.
import { execFileSync, execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromiumPath } from "./chromium.ts";

/** The oldest Firefox ESR the Firefox journeys are known to work with (older ones lack protocol commands). */
const firefoxMinimum = "153";

const succeeds = (command) => {
  try {
    execSync(command, { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
};

const installedVersion = (name) => {
  try {
    return execFileSync("dpkg-query", ["--showformat=${Version}", "--show", name], { encoding: "utf8" }).trim();
  } catch {
    return "";
  }
};

const firefoxVersion = installedVersion("firefox-esr");
const firefoxUsable =
  existsSync("/usr/bin/firefox-esr") &&
  firefoxVersion !== "" &&
  succeeds(`dpkg --compare-versions ${firefoxVersion} ge ${firefoxMinimum}`);

// `--chromium`: the Chromium shell alone, which every Chromium test needs; `npm test` installs it first and starts
// the browser tests while the rest is installed behind them (scripts/run-tests.mjs).
const chromiumOnly = process.argv.includes("--chromium");

const missing = [
  ...(existsSync(chromiumPath) ? [] : ["chromium-headless-shell"]),
  ...(chromiumOnly
    ? []
    : [
        ...(firefoxUsable ? [] : ["firefox-esr"]),
        ...(existsSync("/usr/bin/WebKitWebDriver") ? [] : ["webkit2gtk-driver"]),
        ...(existsSync("/usr/bin/Xvfb") ? [] : ["xvfb"]),
        ...(succeeds("java -version") ? [] : ["default-jre-headless"]),
      ]),
];
/**
 * `npm test` runs this beside its first phases, which keep both cores busy, and the browser tests wait for it. On a
 * machine without any of these packages, alone, the plain install took 130 s and 131 CPU-seconds: 333 packages,
 * most of them only recommended (codecs, printing, Perl, ImageMagick, Samba), each file synced to disk as it was
 * written. With the options below: 86 packages, 41 s and 45 CPU-seconds, and every browser test passes (measured
 * with the desktop `chromium` package, which the headless shell has since replaced;
 * docs/decisions/0034-lean-system-packages.md). Writing without syncing is safe here: an install cut short by a
 * power loss is simply run again. Manual pages, package docs and translations are of no use to a test run.
 */
const installOptions = [
  "--no-install-recommends",
  "-o Dpkg::Options::=--force-unsafe-io",
  ...["/usr/share/doc/*", "/usr/share/man/*", "/usr/share/locale/*"].map(
    (path) => `-o "Dpkg::Options::=--path-exclude=${path}"`,
  ),
];

if (missing.length > 0) {
  const sudo = process.getuid?.() === 0 ? "" : "sudo ";
  console.log(
    `installing Debian packages: ${missing.join(" ")}${missing.includes("firefox-esr") && firefoxVersion ? ` (firefox-esr ${firefoxVersion} is older than ${firefoxMinimum})` : ""}`,
  );
  execSync(
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${[...installOptions, ...missing].join(" ")}`,
    { stdio: "inherit" },
  );
}
