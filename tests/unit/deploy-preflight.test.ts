// @vitest-environment node
// The deploy preflight on the site's content, made real (deploy-preflight-copy.ts): each test adds the one
// placeholder it is about, and the command itself, as `npm run deploy` runs it. The rules one by one are in
// deploy-preflight-rules.test.ts, wrangler.toml and the secrets in deploy-preflight-config.test.ts.
import { execFile } from "node:child_process";
import { cpSync, mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import type { SecretLister } from "../../scripts/deploy/preflight.ts";
import { requiredProductionSecrets } from "../../workers/config/production-requirements.ts";
import {
  check,
  copy,
  expectPasses,
  report,
  root,
  setField,
  setVars,
  withSiteContent,
} from "./deploy-preflight-copy.ts";

withSiteContent();

describe("the content", () => {
  it("passes once every placeholder in it is made real", async () => {
    await expectPasses();
  });

  it("refuses an example e-mail address and names it, then passes once it is real", async () => {
    const line = setField("site.yaml", "email", "hello@example.com");
    const result = await check();
    expect(result.refused).toBe(true);
    expect(result.findings).toEqual([
      { type: "placeholder", kind: "example e-mail address", file: "site.yaml", line, value: "hello@example.com" },
    ]);
    expect(report(result)).toContain(`  content/site.yaml:${line}  hello@example.com`);
    expect(report(result).at(-1)).toBe("deploy refused: 1 problem above");

    setField("site.yaml", "email", "hello@orbitant.co");
    await expectPasses();
  });

  it("refuses a fictional 555-01xx phone number, then passes once it is real", async () => {
    const line = setField("site.yaml", "phone", "+1 (617) 555-0142");
    const result = await check();
    expect(result.refused).toBe(true);
    expect(result.findings).toEqual([
      { type: "placeholder", kind: "fictional phone number", file: "site.yaml", line, value: "+1 (617) 555-0142" },
    ]);

    setField("site.yaml", "phone", "+1 (617) 253-1000");
    await expectPasses();
  });

  it("refuses an example scheduling URL, then passes once it is real", async () => {
    const line = setField("site.yaml", "schedulingUrl", "https://calendly.com/orbitant-example/consultation");
    const result = await check();
    expect(result.refused).toBe(true);
    expect(result.findings).toEqual([
      {
        type: "placeholder",
        kind: "example URL",
        file: "site.yaml",
        line,
        value: "https://calendly.com/orbitant-example/consultation",
      },
    ]);

    setField("site.yaml", "schedulingUrl", "https://calendly.com/orbitant/consultation");
    await expectPasses();
  });

  it("refuses a placeholder video id or drive file, then passes once they are real", async () => {
    const idLine = setField("en/offerings/quantum.yaml", "source", "orbitant006");
    const driveLine = setField(
      "en/offerings/robotics.yaml",
      "source",
      "https://drive.google.com/file/d/1aPLACEHOLDERvideo01/view",
    );
    const result = await check();
    expect(result.refused).toBe(true);
    expect(result.findings).toEqual([
      {
        type: "placeholder",
        kind: "placeholder video id",
        file: "en/offerings/quantum.yaml",
        line: idLine,
        value: "orbitant006",
      },
      {
        type: "placeholder",
        kind: "placeholder drive file",
        file: "en/offerings/robotics.yaml",
        line: driveLine,
        value: "https://drive.google.com/file/d/1aPLACEHOLDERvideo01/view",
      },
    ]);

    setField("en/offerings/quantum.yaml", "source", "M7lc1UVf-VE");
    setField("en/offerings/robotics.yaml", "source", "https://drive.google.com/file/d/1aRoboticsDemo2026/view");
    await expectPasses();
  });
});

it("staging reports the same findings as production without refusing", async () => {
  setField("site.yaml", "email", "hello@example.com");
  for (const environment of ["staging", "production"]) {
    setVars(environment, {
      SITE_ORIGIN: "https://staging.example.com",
      TURNSTILE_SITE_KEY: "2x00000000000000000000AB",
    });
  }
  const lister: SecretLister = () => Promise.resolve([]);
  const production = await check("production", lister);
  const staging = await check("staging", lister);
  expect(production.refused).toBe(true);
  expect(staging.refused).toBe(false);
  expect(staging.findings).toEqual(production.findings);
  expect(staging.findings).toHaveLength(1 + 2 + requiredProductionSecrets.length);
  expect(report(staging).at(-1)).toBe("staging: warnings only");
});

/**
 * `node scripts/deploy/preflight.ts <environment>`, as `npm run deploy` runs it, on the copy: the script and the
 * modules it imports are copied beside it (it finds the content and wrangler.toml from its own place), and `npx`
 * is a stand-in that answers `wrangler secret list` with every required secret, as a logged-in wrangler would.
 */
function installCommand(): void {
  for (const file of [
    "scripts/deploy/preflight.ts",
    "scripts/deploy/worker-secrets.ts",
    "scripts/deploy/wrangler-command.ts",
    "workers/config/production-requirements.ts",
    "workers/config/turnstile-test-keys.ts",
  ]) {
    cpSync(path.join(root, file), path.join(copy.workDir, file));
  }
  writeFileSync(path.join(copy.workDir, "package.json"), JSON.stringify({ type: "module" }));
  symlinkSync(path.join(root, "node_modules"), path.join(copy.workDir, "node_modules"));
  const secrets = JSON.stringify(requiredProductionSecrets.map(({ name }) => ({ name, type: "secret_text" })));
  mkdirSync(path.join(copy.workDir, "bin"));
  writeFileSync(path.join(copy.workDir, "bin", "npx"), `#!/bin/sh\necho '${secrets}'\n`, { mode: 0o755 });
}

function runCommand(environment: string): Promise<{ code: number | null; stdout: string }> {
  const env = { ...process.env, PATH: `${path.join(copy.workDir, "bin")}${path.delimiter}${process.env.PATH ?? ""}` };
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(copy.workDir, "scripts/deploy/preflight.ts"), environment],
      { cwd: copy.workDir, env },
      (error, stdout) => {
        resolve({ code: error ? (typeof error.code === "number" ? error.code : null) : 0, stdout });
      },
    );
  });
}

// The exit status is what stops `npm run deploy`. Each run starts a Node process: the tests give it time.
describe("the command", { timeout: 60_000 }, () => {
  beforeEach(installCommand);

  it("exits 0 for production when nothing is found", async () => {
    const { code, stdout } = await runCommand("production");
    expect(stdout).toContain("nothing blocks a production deploy");
    expect(code).toBe(0);
  });

  it("exits 1 for production with a problem, and 0 for staging with the same", async () => {
    setField("site.yaml", "email", "hello@example.com");
    const [production, staging] = await Promise.all([runCommand("production"), runCommand("staging")]);
    expect(production.stdout).toContain("deploy refused: 1 problem above");
    expect(production.code).toBe(1);
    expect(staging.stdout).toContain("staging: warnings only");
    expect(staging.code).toBe(0);
  });
});
