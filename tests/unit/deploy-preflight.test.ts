// @vitest-environment node
// The deploy preflight on a copy of the content and of wrangler.toml in a temporary directory: the real ones are
// never written to, and the copy is first made real (every placeholder the preflight finds gets a real-looking
// value), so each test starts from content that may go live and adds the one placeholder it is about.
import { execFile } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { formatReport, preflight, type SecretLister } from "../../scripts/deploy/preflight.ts";
import { requiredProductionSecrets } from "../../workers/config/production-requirements.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));

let workDir = "";
let contentDir = "";
let wranglerConfig = "";

const everySecret: SecretLister = () => Promise.resolve(requiredProductionSecrets.map(({ name }) => name));

function check(environment = "production", listSecrets = everySecret) {
  return preflight({ contentDir, wranglerConfig, environment, listSecrets });
}

function report(result: Awaited<ReturnType<typeof preflight>>): string[] {
  return formatReport(result, { content: "content", config: "wrangler.toml" });
}

/** Real-looking values, by kind, for the placeholders the copy holds today. */
const realValues: Readonly<Record<string, string>> = {
  "example e-mail address": "hello@orbitant.co",
  "fictional phone number": "+1 (617) 253-1000",
  "example URL": "https://www.orbitant.co/",
  "placeholder video id": "M7lc1UVf-VE",
  "placeholder drive file": "https://drive.google.com/file/d/1rOverroomDemoVideo2026/view",
};

function replaceOnLine(file: string, line: number, from: string, to: string): void {
  const lines = readFileSync(path.join(contentDir, file), "utf8").split("\n");
  const text = lines[line - 1];
  if (!text?.includes(from)) throw new Error(`${file}:${line} does not hold ${from}`);
  lines[line - 1] = text.split(from).join(to);
  writeFileSync(path.join(contentDir, file), lines.join("\n"));
}

/** Sets the first `key: ...` of a content file (a line of YAML); returns its line. */
function setField(file: string, key: string, value: string): number {
  const text = readFileSync(path.join(contentDir, file), "utf8");
  const field = new RegExp(`\\b${key}: .*`).exec(text);
  if (!field) throw new Error(`${file} has no ${key}: ...`);
  const start = field.index;
  writeFileSync(
    path.join(contentDir, file),
    `${text.slice(0, start)}${key}: ${JSON.stringify(value)}${text.slice(start + field[0].length)}`,
  );
  return text.slice(0, start).split("\n").length;
}

function writeContent(file: string, text: string): void {
  mkdirSync(path.dirname(path.join(contentDir, file)), { recursive: true });
  writeFileSync(path.join(contentDir, file), text);
}

/** Sets (or, with undefined, removes) vars of an environment in the copied wrangler.toml. */
function setVars(environment: string, vars: Record<string, string | undefined>): void {
  const lines = readFileSync(wranglerConfig, "utf8").split("\n");
  const header = lines.indexOf(`[env.${environment}.vars]`);
  if (header < 0) throw new Error(`wrangler.toml has no [env.${environment}.vars]`);
  const next = lines.findIndex((line, index) => index > header && line.startsWith("["));
  const end = next < 0 ? lines.length : next;
  const kept = lines
    .slice(header + 1, end)
    .filter((line) => !Object.keys(vars).some((name) => line.startsWith(`${name} =`)));
  const added = Object.entries(vars).flatMap(([name, value]) =>
    value === undefined ? [] : [`${name} = ${JSON.stringify(value)}`],
  );
  writeFileSync(wranglerConfig, [...lines.slice(0, header + 1), ...added, ...kept, ...lines.slice(end)].join("\n"));
}

/** Sets the `routes = [...]` line of an environment in the copied wrangler.toml (undefined: removes it). */
function setRoutes(environment: string, routes: string | undefined): void {
  const lines = readFileSync(wranglerConfig, "utf8").split("\n");
  const header = lines.indexOf(`[env.${environment}]`);
  const line = lines.findIndex((text, index) => index > header && text.startsWith("routes = "));
  const next = lines.findIndex((text, index) => index > header && text.startsWith("["));
  if (header < 0 || line < 0 || (next >= 0 && line > next)) throw new Error(`no routes in [env.${environment}]`);
  lines.splice(line, 1, ...(routes === undefined ? [] : [`routes = ${routes}`]));
  writeFileSync(wranglerConfig, lines.join("\n"));
}

/** Sets `workers_dev` of an environment in the copied wrangler.toml. */
function setWorkersDev(environment: string, on: boolean): void {
  const text = readFileSync(wranglerConfig, "utf8");
  const start = text.indexOf(`[env.${environment}]\n`);
  const at = text.indexOf("workers_dev = ", start);
  if (start < 0 || at < 0) throw new Error(`no workers_dev in [env.${environment}]`);
  const end = text.indexOf("\n", at);
  writeFileSync(wranglerConfig, `${text.slice(0, at)}workers_dev = ${String(on)}${text.slice(end)}`);
}

beforeEach(async () => {
  workDir = mkdtempSync(path.join(tmpdir(), "deploy-preflight-"));
  // Laid out as the project is, so the command itself can run on the copy (see "the command").
  contentDir = path.join(workDir, "app", "content");
  wranglerConfig = path.join(workDir, "wrangler.toml");
  cpSync(path.join(root, "app", "content"), contentDir, { recursive: true });
  cpSync(path.join(root, "wrangler.toml"), wranglerConfig);
  for (const environment of ["staging", "production"]) {
    const host = `${environment === "production" ? "www" : environment}.orbitant.co`;
    setVars(environment, { SITE_ORIGIN: `https://${host}`, TURNSTILE_SITE_KEY: "0x4AAAAAAAC3DHQFLr1GavRN" });
    setRoutes(environment, `[{ pattern = "${host}", custom_domain = true }]`);
  }
  for (const finding of (await check()).findings) {
    if (finding.type !== "placeholder") continue;
    const real = realValues[finding.kind];
    if (real === undefined) throw new Error(`no real value for a ${finding.kind} in this test`);
    replaceOnLine(finding.file, finding.line, finding.value, real);
  }
});

afterEach(() => {
  rmSync(workDir, { recursive: true, force: true });
});

async function expectPasses(): Promise<void> {
  const result = await check();
  expect(result.findings).toEqual([]);
  expect(result.refused).toBe(false);
  expect(report(result).at(-1)).toBe("nothing blocks a production deploy");
}

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

  it("knows every reserved example domain, in any file at any depth", async () => {
    writeContent(
      "es/legal/contacto.ts",
      [
        "export default {",
        '  sales: "ventas@mail.example.org",',
        '  support: "Escríbanos a soporte@orbitant.test.",',
        '  old: "old@orbitant.invalid",',
        '  partner: "team@example-partners.io",',
        "};",
      ].join("\n"),
    );
    writeContent("es/faq.md", "# Preguntas\n\nEscríbanos a hola@example.net.\n");
    const found = (await check()).findings.map((finding) =>
      finding.type === "placeholder" ? `${finding.file}:${finding.line} ${finding.value}` : finding.type,
    );
    expect(found).toEqual([
      "es/faq.md:3 hola@example.net",
      "es/legal/contacto.ts:2 ventas@mail.example.org",
      "es/legal/contacto.ts:3 soporte@orbitant.test",
      "es/legal/contacto.ts:4 old@orbitant.invalid",
    ]);
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

  it("knows an example host by its domain or its name", async () => {
    writeContent(
      "links.ts",
      [
        "export const links = [",
        '  "https://booking.example.com/call",',
        '  "See https://hearthline.example.",',
        '  "https://orbitant-example.co/",',
        '  "https://calendly.com/orbitant/example-call",',
        "];",
      ].join("\n"),
    );
    const found = (await check()).findings.map((finding) => (finding.type === "placeholder" ? finding.value : ""));
    expect(found).toEqual([
      "https://booking.example.com/call",
      "https://hearthline.example",
      "https://orbitant-example.co/",
    ]);
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

  it("leaves out comments and the schema library's messages, which no visitor reads", async () => {
    writeContent(
      "notes.ts",
      [
        'import * as v from "valibot";',
        "// Write to hello@example.com until the real address is given.",
        "/** Videos: orbitant001 and so on. */",
        'export const phone = v.pipe(v.string(), v.regex(/^\\+/, "a number such as +1 (617) 555-0142"));',
        'export const shown = "Call +1 (617) 555-0142";',
      ].join("\n"),
    );
    const result = await check();
    expect(result.findings).toEqual([
      { type: "placeholder", kind: "fictional phone number", file: "notes.ts", line: 5, value: "+1 (617) 555-0142" },
    ]);
  });
});

describe("the secrets", () => {
  it("names a secret the Worker lacks, and never asks for the optional private key", async () => {
    const lacking = ["OPS_TOKEN", "TURNSTILE_SECRET_KEY"];
    const present = requiredProductionSecrets.map(({ name }) => name).filter((name) => !lacking.includes(name));
    const result = await check("production", () => Promise.resolve(present));
    expect(result.refused).toBe(true);
    expect(result.findings.map((finding) => (finding.type === "secret" ? finding.name : finding.type)).sort()).toEqual(
      [...lacking].sort(),
    );
    expect(report(result).some((line) => line.startsWith("  OPS_TOKEN: not set"))).toBe(true);
    expect(report(result).join("\n")).not.toContain("EMAILJS_PRIVATE_KEY");
  });

  it("a lead webhook URL without its signing secret is named; neither, or both, is nothing to report", async () => {
    const required = requiredProductionSecrets.map(({ name }) => name);
    const withUrl = await check("production", () => Promise.resolve([...required, "LEAD_WEBHOOK_URL"]));
    expect(withUrl.refused).toBe(true);
    expect(withUrl.findings).toEqual([expect.objectContaining({ type: "secret", name: "LEAD_WEBHOOK_SECRET" })]);
    expect(
      report(withUrl).some((line) => line.startsWith("  LEAD_WEBHOOK_SECRET: not set (LEAD_WEBHOOK_URL is set;")),
    ).toBe(true);
    for (const present of [required, [...required, "LEAD_WEBHOOK_URL", "LEAD_WEBHOOK_SECRET"]]) {
      expect((await check("production", () => Promise.resolve(present))).findings).toEqual([]);
    }
  });

  it("the content editor's GitHub sign-in half set names the missing half; neither, or both, is nothing", async () => {
    const required = requiredProductionSecrets.map(({ name }) => name);
    for (const [present, missing] of [
      ["GITHUB_OAUTH_CLIENT_ID", "GITHUB_OAUTH_CLIENT_SECRET"],
      ["GITHUB_OAUTH_CLIENT_SECRET", "GITHUB_OAUTH_CLIENT_ID"],
    ] as const) {
      const result = await check("production", () => Promise.resolve([...required, present]));
      expect(result.findings).toEqual([expect.objectContaining({ type: "secret", name: missing })]);
      expect(report(result).some((line) => line.startsWith(`  ${missing}: not set (${present} is set;`))).toBe(true);
    }
    const both = [...required, "GITHUB_OAUTH_CLIENT_ID", "GITHUB_OAUTH_CLIENT_SECRET"];
    expect((await check("production", () => Promise.resolve(both))).findings).toEqual([]);
  });

  it("reports a secret lister that fails as a problem, with its reason in one line", async () => {
    const result = await check("production", () =>
      Promise.reject(new Error("`wrangler secret list` failed: not logged in\nmore detail")),
    );
    expect(result.refused).toBe(true);
    expect(result.findings).toEqual([
      { type: "secrets-unchecked", reason: "`wrangler secret list` failed: not logged in" },
    ]);
    expect(report(result)).toContain("  could not check the secrets: `wrangler secret list` failed: not logged in");
  });
});

describe("the vars in wrangler.toml", () => {
  it("names a test site key and an example origin", async () => {
    setVars("production", { SITE_ORIGIN: "https://www.example.com", TURNSTILE_SITE_KEY: "1x00000000000000000000AA" });
    const result = await check();
    expect(result.refused).toBe(true);
    expect(
      result.findings.map((finding) => (finding.type === "var" ? `${finding.name}: ${finding.problem}` : "")),
    ).toEqual(["SITE_ORIGIN: an example host", "TURNSTILE_SITE_KEY: a Cloudflare test key"]);
    expect(report(result)).toContain("vars of [env.production] in wrangler.toml:");
  });

  it("names an origin that is not https, and a site key that is missing or blank", async () => {
    setVars("production", { SITE_ORIGIN: "http://www.orbitant.co", TURNSTILE_SITE_KEY: undefined });
    const problems = async () =>
      (await check()).findings.map((finding) => (finding.type === "var" ? `${finding.name}: ${finding.problem}` : ""));
    expect(await problems()).toEqual(["SITE_ORIGIN: not https", "TURNSTILE_SITE_KEY: missing"]);
    setVars("production", { SITE_ORIGIN: "https://www.orbitant.co", TURNSTILE_SITE_KEY: " " });
    expect(await problems()).toEqual(["TURNSTILE_SITE_KEY: blank"]);
  });
});

describe("the routes in wrangler.toml", () => {
  const routeProblems = async (environment = "production") =>
    (await check(environment)).findings.map((finding) =>
      finding.type === "route" ? `${finding.host ?? "-"}: ${finding.problem}` : finding.type,
    );

  it("names a custom domain on a host reserved for examples, then passes once it is real", async () => {
    setRoutes("production", '[{ pattern = "www.example.com", custom_domain = true }]');
    const result = await check();
    expect(result.refused).toBe(true);
    expect(await routeProblems()).toEqual([
      "www.example.com: a host reserved for examples: nobody can own it",
      "www.orbitant.co: SITE_ORIGIN's host, which no route serves",
    ]);
    expect(report(result)).toContain("routes of [env.production] in wrangler.toml:");
    expect(report(result)).toContain("  www.example.com: a host reserved for examples: nobody can own it");

    setRoutes("production", '[{ pattern = "www.orbitant.co", custom_domain = true }]');
    await expectPasses();
  });

  it("names an environment with no route, saying where it answers instead", async () => {
    setRoutes("production", undefined);
    setWorkersDev("production", false);
    expect(await routeProblems()).toEqual([
      "www.orbitant.co: no route or custom domain, and workers_dev is off: the Worker answers nowhere",
    ]);
    setWorkersDev("production", true);
    expect(await routeProblems()).toEqual([
      "www.orbitant.co: no route or custom domain: the Worker answers only on workers.dev",
    ]);
  });

  it("takes a zone route whose pattern covers SITE_ORIGIN's host, and names one that does not", async () => {
    setRoutes("production", '[{ pattern = "*.orbitant.co/*", zone_name = "orbitant.co" }]');
    await expectPasses();
    setRoutes("production", '["orbitant.co/*"]');
    expect(await routeProblems()).toEqual(["www.orbitant.co: SITE_ORIGIN's host, which no route serves"]);
  });

  it("takes a route whose pattern has a scheme or capitals, and names a wildcard that only covers hosts below it", async () => {
    setRoutes("production", '["https://WWW.Orbitant.co/*"]');
    await expectPasses();
    setRoutes("production", '[{ pattern = "*.www.orbitant.co/*", zone_name = "orbitant.co" }]');
    expect(await routeProblems()).toEqual(["www.orbitant.co: SITE_ORIGIN's host, which no route serves"]);
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
    cpSync(path.join(root, file), path.join(workDir, file));
  }
  writeFileSync(path.join(workDir, "package.json"), JSON.stringify({ type: "module" }));
  symlinkSync(path.join(root, "node_modules"), path.join(workDir, "node_modules"));
  const secrets = JSON.stringify(requiredProductionSecrets.map(({ name }) => ({ name, type: "secret_text" })));
  mkdirSync(path.join(workDir, "bin"));
  writeFileSync(path.join(workDir, "bin", "npx"), `#!/bin/sh\necho '${secrets}'\n`, { mode: 0o755 });
}

function runCommand(environment: string): Promise<{ code: number | null; stdout: string }> {
  const env = { ...process.env, PATH: `${path.join(workDir, "bin")}${path.delimiter}${process.env.PATH ?? ""}` };
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(workDir, "scripts/deploy/preflight.ts"), environment],
      { cwd: workDir, env },
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
