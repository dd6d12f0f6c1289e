// The deploy preflight's tests run it on a copy in a temporary directory, laid out as the project is: wrangler.toml
// and app/content. The real files are never written to. Each test starts from a copy that may go live: wrangler.toml
// with real-looking origins, site keys and routes, and either no content at all (the tests of one rule, which write
// the one file they are about) or the site's content made real (every placeholder the preflight finds given a
// real-looking value, once a file; `withSiteContent`).
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, beforeAll, beforeEach, expect } from "vitest";
import { type Finding, formatReport, preflight, type SecretLister } from "../../scripts/deploy/preflight.ts";
import { requiredProductionSecrets } from "../../workers/config/production-requirements.ts";

export const root = fileURLToPath(new URL("../..", import.meta.url));

/** The copy of the current test: its directory, its content directory and its wrangler.toml. */
export const copy = { workDir: "", contentDir: "", wranglerConfig: "" };

const everySecret: SecretLister = () => Promise.resolve(requiredProductionSecrets.map(({ name }) => name));

export function check(environment = "production", listSecrets = everySecret) {
  return preflight({ contentDir: copy.contentDir, wranglerConfig: copy.wranglerConfig, environment, listSecrets });
}

export function report(result: Awaited<ReturnType<typeof preflight>>): string[] {
  return formatReport(result, { content: "content", config: "wrangler.toml" });
}

/** Nothing found, so not refused, and the report's last line says so. */
export async function expectPasses(): Promise<void> {
  const result = await check();
  expect(result.findings).toEqual([]);
  expect(result.refused).toBe(false);
  expect(report(result).at(-1)).toBe("nothing blocks a production deploy");
}

/** Real-looking values, by kind, for the placeholders the site's content holds today. */
const realValues: Readonly<Record<string, string>> = {
  "example e-mail address": "hello@orbitant.co",
  "fictional phone number": "+1 (617) 253-1000",
  "example URL": "https://www.orbitant.co/",
  "placeholder video id": "M7lc1UVf-VE",
  "placeholder drive file": "https://drive.google.com/file/d/1rOverroomDemoVideo2026/view",
};

function replaceOnLine(file: string, line: number, from: string, to: string): void {
  const lines = readFileSync(path.join(copy.contentDir, file), "utf8").split("\n");
  const text = lines[line - 1];
  if (!text?.includes(from)) throw new Error(`${file}:${line} does not hold ${from}`);
  lines[line - 1] = text.split(from).join(to);
  writeFileSync(path.join(copy.contentDir, file), lines.join("\n"));
}

/** Sets the first `key: ...` of a content file (a line of YAML); returns its line. */
export function setField(file: string, key: string, value: string): number {
  const text = readFileSync(path.join(copy.contentDir, file), "utf8");
  const field = new RegExp(`\\b${key}: .*`).exec(text);
  if (!field) throw new Error(`${file} has no ${key}: ...`);
  const start = field.index;
  writeFileSync(
    path.join(copy.contentDir, file),
    `${text.slice(0, start)}${key}: ${JSON.stringify(value)}${text.slice(start + field[0].length)}`,
  );
  return text.slice(0, start).split("\n").length;
}

export function writeContent(file: string, text: string | Buffer): void {
  mkdirSync(path.dirname(path.join(copy.contentDir, file)), { recursive: true });
  writeFileSync(path.join(copy.contentDir, file), text);
}

/** Sets (or, with undefined, removes) vars of an environment in the copied wrangler.toml. */
export function setVars(environment: string, vars: Record<string, string | undefined>): void {
  const lines = readFileSync(copy.wranglerConfig, "utf8").split("\n");
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
  writeFileSync(
    copy.wranglerConfig,
    [...lines.slice(0, header + 1), ...added, ...kept, ...lines.slice(end)].join("\n"),
  );
}

/**
 * Sets the `routes = [...]` line of an environment in the copied wrangler.toml: `routes` is the TOML after `=`
 * (undefined removes the line); `key` writes it as another key, such as wrangler's single `route`.
 */
export function setRoutes(environment: string, routes: string | undefined, key = "routes"): void {
  const lines = readFileSync(copy.wranglerConfig, "utf8").split("\n");
  const header = lines.indexOf(`[env.${environment}]`);
  const line = lines.findIndex((text, index) => index > header && /^routes? = /.test(text));
  const next = lines.findIndex((text, index) => index > header && text.startsWith("["));
  if (header < 0 || line < 0 || (next >= 0 && line > next)) throw new Error(`no routes in [env.${environment}]`);
  lines.splice(line, 1, ...(routes === undefined ? [] : [`${key} = ${routes}`]));
  writeFileSync(copy.wranglerConfig, lines.join("\n"));
}

/** Sets `workers_dev` of an environment in the copied wrangler.toml. */
export function setWorkersDev(environment: string, on: boolean): void {
  const text = readFileSync(copy.wranglerConfig, "utf8");
  const start = text.indexOf(`[env.${environment}]\n`);
  const at = text.indexOf("workers_dev = ", start);
  if (start < 0 || at < 0) throw new Error(`no workers_dev in [env.${environment}]`);
  const end = text.indexOf("\n", at);
  writeFileSync(copy.wranglerConfig, `${text.slice(0, at)}workers_dev = ${String(on)}${text.slice(end)}`);
}

/** The host of each environment's real-looking origin and route. */
const realHost = (environment: string) => `${environment === "production" ? "www" : environment}.orbitant.co`;

/**
 * A copy's folder is named for the process that made it: a test process stopped before its hooks ran (StrykerJS ends
 * a run past its time limit that way) leaves its copies behind, and the next one removes those whose process is gone.
 */
const copyPrefix = "deploy-preflight-";

export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function removeCopiesOfEndedProcesses(): void {
  for (const name of readdirSync(tmpdir())) {
    const pid = new RegExp(`^${copyPrefix}(\\d+)-`).exec(name)?.[1];
    if (pid !== undefined && !isRunning(Number(pid)))
      rmSync(path.join(tmpdir(), name), { recursive: true, force: true });
  }
}

removeCopiesOfEndedProcesses();

function newCopy(): void {
  copy.workDir = mkdtempSync(path.join(tmpdir(), `${copyPrefix}${String(process.pid)}-`));
  copy.contentDir = path.join(copy.workDir, "app", "content");
  copy.wranglerConfig = path.join(copy.workDir, "wrangler.toml");
  mkdirSync(copy.contentDir, { recursive: true });
  cpSync(path.join(root, "wrangler.toml"), copy.wranglerConfig);
  for (const environment of ["staging", "production"]) {
    setVars(environment, {
      SITE_ORIGIN: `https://${realHost(environment)}`,
      TURNSTILE_SITE_KEY: "0x4AAAAAAAC3DHQFLr1GavRN",
    });
    setRoutes(environment, `[{ pattern = "${realHost(environment)}", custom_domain = true }]`);
  }
}

/** Each test of the file gets a copy of its own: a real-looking wrangler.toml and an empty content directory. */
export function freshCopyEachTest(): void {
  beforeEach(newCopy);
  afterEach(() => {
    rmSync(copy.workDir, { recursive: true, force: true });
  });
}

/** Each test of the file also gets the site's content, made real (once for the file, then copied). */
export function withSiteContent(): void {
  const made = { workDir: "", contentDir: "" };
  beforeAll(async () => {
    newCopy();
    // Kept before anything can fail, so that afterAll removes this copy whatever happens.
    Object.assign(made, { workDir: copy.workDir, contentDir: copy.contentDir });
    cpSync(path.join(root, "app", "content"), copy.contentDir, { recursive: true });
    for (const finding of (await check()).findings) {
      if (finding.type !== "placeholder") continue;
      const real = realValues[finding.kind];
      if (real === undefined) throw new Error(`no real value for a ${finding.kind} in this test`);
      replaceOnLine(finding.file, finding.line, finding.value, real);
    }
  });
  afterAll(() => {
    if (made.workDir) rmSync(made.workDir, { recursive: true, force: true });
  });
  freshCopyEachTest();
  beforeEach(() => {
    cpSync(made.contentDir, copy.contentDir, { recursive: true });
  });
}

/** The placeholders found in content files of `files` (path: text) alone, as `file:line value` each, by kind. */
export async function placeholdersIn(files: Readonly<Record<string, string | Buffer>>): Promise<string[]> {
  for (const [file, text] of Object.entries(files)) writeContent(file, text);
  const found = (await check()).findings.filter(
    (finding): finding is Extract<Finding, { type: "placeholder" }> => finding.type === "placeholder",
  );
  return found.map((finding) => `${finding.kind}: ${finding.file}:${finding.line} ${finding.value}`);
}
