// @vitest-environment node
// The check a deploy runs first: the Worker's secrets present by name, read from `wrangler secret list` (a stand-in
// here, answering as wrangler does), the names missing printed and nothing else of what wrangler said.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { secretsReport } from "../../scripts/deploy/secrets-check.ts";
import { parseSecretList } from "../../scripts/deploy/worker-secrets.ts";
import { pairedProductionSecrets, requiredProductionSecrets } from "../../workers/config/production-requirements.ts";
import { type FakeWrangler, fakeWrangler } from "./fake-wrangler.ts";

const script = fileURLToPath(new URL("../../scripts/deploy/secrets-check.ts", import.meta.url));
const required = requiredProductionSecrets.map(({ name }) => name);

/** What `wrangler secret list --format json` prints: a banner line, then the list of names and types. */
function secretListOutput(names: readonly string[]): string {
  const list = names.map((name) => ({ name, type: "secret_text" }));
  return `\n ⛅️ wrangler 4.164.0\n───────────────────\n${JSON.stringify(list, null, 2)}\n`;
}

describe("the names in wrangler's output", () => {
  it("are read from the JSON list, whatever wrangler prints around it", () => {
    expect(parseSecretList(secretListOutput(["OPS_TOKEN", "EMAILJS_SERVICE_ID"]))).toEqual([
      "OPS_TOKEN",
      "EMAILJS_SERVICE_ID",
    ]);
    expect(parseSecretList("[]")).toEqual([]);
  });

  it("are refused when there is no list to read", () => {
    for (const output of ["", "not logged in", '{"name":"OPS_TOKEN"}', "[oops"]) {
      expect(() => parseSecretList(output)).toThrow("printed no list of secrets");
    }
  });
});

describe("the report", () => {
  it("passes when every required secret is set, and names each missing one otherwise", () => {
    expect(secretsReport("staging", required)).toEqual({
      lines: ["secrets of the staging Worker: every one needed is set"],
      code: 0,
    });
    const { lines, code } = secretsReport("production", required.slice(1));
    expect(code).toBe(1);
    expect(lines[0]).toBe("secrets of the production Worker: 1 missing");
    expect(lines[1]).toMatch(new RegExp(`^  ${required[0]}: not set \\(`));
  });

  it("asks for a paired secret only when its partner is set", () => {
    const [pair] = pairedProductionSecrets;
    if (!pair) throw new Error("no paired secret to test");
    expect(secretsReport("production", [...required, pair.when]).code).toBe(1);
    expect(secretsReport("production", [...required, pair.when, pair.name]).code).toBe(0);
  });
});

// Each run starts a Node process: the tests give it time.
describe("the command", { timeout: 60_000 }, () => {
  let wrangler: FakeWrangler | undefined;
  afterEach(() => {
    wrangler?.remove();
  });

  it("asks wrangler for the environment's list as JSON, and exits 0 when all are set", async () => {
    wrangler = fakeWrangler({ stdout: secretListOutput(required) });
    const { code, stdout } = await wrangler.run(script, ["staging"]);
    expect(code).toBe(0);
    expect(stdout.trim()).toBe("secrets of the staging Worker: every one needed is set");
    const [call] = wrangler.calls();
    expect(call?.slice(0, 8)).toEqual([
      "wrangler",
      "secret",
      "list",
      "--env",
      "staging",
      "--format",
      "json",
      "--config",
    ]);
    expect(call?.[8]).toBe(path.join(fileURLToPath(new URL("../..", import.meta.url)), "wrangler.toml"));
  });

  it("exits 1 naming only the missing secrets, never the ones wrangler listed", async () => {
    const present = required.filter((name) => name !== "OPS_TOKEN");
    wrangler = fakeWrangler({ stdout: secretListOutput(present) });
    const { code, stdout } = await wrangler.run(script, ["production"]);
    expect(code).toBe(1);
    expect(stdout).toContain("  OPS_TOKEN: not set (");
    for (const name of present) expect(stdout).not.toContain(name);
  });

  it("exits 2 with its usage, asking wrangler nothing, when given more than an environment", async () => {
    wrangler = fakeWrangler({ stdout: secretListOutput(required) });
    const { code, stderr } = await wrangler.run(script, ["staging", "production"]);
    expect(code).toBe(2);
    expect(stderr).toContain("usage: node scripts/deploy/secrets-check.ts <environment>");
    expect(wrangler.calls()).toEqual([]);
  });

  it("exits 2 with wrangler's reason when the list cannot be read", async () => {
    wrangler = fakeWrangler({
      stderr: "✘ [ERROR] In a non-interactive environment, it's necessary to set a CLOUDFLARE_API_TOKEN. More.\n",
      code: 1,
    });
    const { code, stderr } = await wrangler.run(script, ["production"]);
    expect(code).toBe(2);
    expect(stderr.trim()).toBe(
      "secrets check: `wrangler secret list --env production` failed: In a non-interactive environment, it's necessary to set a CLOUDFLARE_API_TOKEN.",
    );
  });
});
