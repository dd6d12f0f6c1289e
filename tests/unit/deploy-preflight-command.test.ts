// @vitest-environment node
// `node scripts/deploy/preflight.ts <environment>`, as `npm run deploy` runs it, on a copy of the site's content made
// real (deploy-preflight-copy.ts): its exit status is what stops a deploy. Each run starts a Node process, so
// StrykerJS, which switches its mutants on in the test's own process, is not given this file (docs/testing.md).
import { execFile } from "node:child_process";
import { cpSync, mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { requiredProductionSecrets } from "../../workers/config/production-requirements.ts";
import { copy, root, setField, withSiteContent } from "./deploy-preflight-copy.ts";

withSiteContent();

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

function runCommand(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const env = { ...process.env, PATH: `${path.join(copy.workDir, "bin")}${path.delimiter}${process.env.PATH ?? ""}` };
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(copy.workDir, "scripts/deploy/preflight.ts"), ...args],
      { cwd: copy.workDir, env },
      (error, stdout, stderr) => {
        resolve({ code: error ? (typeof error.code === "number" ? error.code : null) : 0, stdout, stderr });
      },
    );
  });
}

// Each run starts a Node process that loads wrangler and TypeScript (about 2.5 s of CPU each): the tests give it
// time, on a machine busy with other tests too.
describe("the command", { timeout: 120_000 }, () => {
  beforeEach(installCommand);

  it("exits 0 for production when nothing is found", async () => {
    const { code, stdout } = await runCommand("production");
    expect(stdout).toContain("nothing blocks a production deploy");
    expect(code).toBe(0);
  });

  it("exits 1 for production with a problem, and 0 for staging with the same", async () => {
    const line = setField("site.yaml", "email", "hello@example.com");
    const [production, staging] = await Promise.all([runCommand("production"), runCommand("staging")]);
    expect(production.stdout).toContain(`  app/content/site.yaml:${String(line)}  hello@example.com`);
    expect(production.stdout).toContain("deploy refused: 1 problem above");
    expect(production.code).toBe(1);
    expect(staging.stdout).toContain("staging: warnings only");
    expect(staging.code).toBe(0);
  });

  it("exits 2, saying why, for an environment wrangler.toml lacks, and with no environment or one word too many", async () => {
    const [unknown, none, more] = await Promise.all([
      runCommand("preview"),
      runCommand(),
      runCommand("production", "now"),
    ]);
    expect(unknown.stderr).toContain(
      'deploy preflight: wrangler.toml has no environment "preview" (it has: staging, production)',
    );
    expect(unknown.code).toBe(2);
    for (const run of [none, more]) {
      expect(run.stderr).toContain("usage: node scripts/deploy/preflight.ts <environment>");
      expect(run.code).toBe(2);
    }
  });
});
