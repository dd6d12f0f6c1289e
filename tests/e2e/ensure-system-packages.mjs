// What the browser tests need from the system, installed with apt-get when missing, so a fresh machine passes
// `npm test` with no step done by hand: Debian's Chromium (Playwright's own browser download cannot run here) and
// a Java runtime for the Nu HTML Checker (vnu.jar) that the HTML validity test runs.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const hasJava = () => {
  try {
    execSync("java -version", { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
};

const missing = [
  ...(existsSync("/usr/bin/chromium") ? [] : ["chromium"]),
  ...(hasJava() ? [] : ["default-jre-headless"]),
];
if (missing.length > 0) {
  const sudo = process.getuid?.() === 0 ? "" : "sudo ";
  console.log(`installing Debian packages: ${missing.join(" ")}`);
  execSync(
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(" ")}`,
    { stdio: "inherit" },
  );
}
