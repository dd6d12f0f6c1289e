// What the benchmarks share: a production build of the site, served by the local Workers runtime (wrangler dev
// on build/server/wrangler.json, as in production minus the network), its local state, and the list of its pages.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { tableLines } from "../text-table.ts";
import type { SiteWithoutInspector } from "./site-without-inspector.ts";

export const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

/** Loopback only: the benchmarks never send a request anywhere else. */
export const benchHost = "127.0.0.1";

/**
 * Builds the site as it ships (CLOUDFLARE_ENV=production: production vars, so robots.txt lets crawlers in and
 * canonical URLs carry the public origin). `--no-build` on a bench's command line measures build/ as it is.
 */
export async function buildUnlessAskedNot(noBuild: boolean): Promise<void> {
  if (noBuild) return;
  console.log("Building for production (CLOUDFLARE_ENV=production)...");
  const { code, output } = await run("npm", ["run", "--silent", "build"], { CLOUDFLARE_ENV: "production" });
  if (code !== 0) throw new Error(`build failed:\n${output}`);
}

/**
 * The environment the benchmarks give `wrangler dev`: without the local observability collector, a streaming tail
 * wrangler attaches to every request for its local explorer. A deployed Worker has nothing like it on its request
 * path, yet locally it runs in the Worker's own process: 100 contact messages at once answered about a third
 * sooner without it (docs/decisions/0038).
 */
export const benchRuntimeEnv: NodeJS.ProcessEnv = { ...process.env, X_LOCAL_OBSERVABILITY: "false" };

export interface RunningSite {
  origin: string;
  stop: () => Promise<void>;
}

/**
 * A fresh directory for the runtime's local state (D1, Durable Objects), in memory where there is /dev/shm (a disk
 * would add its fsyncs to every write measured), with the D1 migrations applied. The caller deletes it.
 */
export function migratedLocalState(name: string): string {
  const state = mkdtempSync(path.join(existsSync("/dev/shm") ? "/dev/shm" : tmpdir(), `${name}-state-`));
  localD1(state, ["migrations", "apply", "INSIGHTS_DB"]);
  return state;
}

/** Runs `wrangler d1 <args>` on the build's INSIGHTS_DB in `state` (`execute INSIGHTS_DB --file=...`); its output. */
export function localD1(state: string, args: readonly string[]): string {
  const done = spawnSync(
    "npx",
    ["wrangler", "d1", ...args, "--local", "--config", "build/server/wrangler.json", "--persist-to", state],
    { cwd: repoRoot, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  if (done.status !== 0) throw new Error(`wrangler d1 ${args.join(" ")} failed:\n${done.stdout}${done.stderr}`);
  return done.stdout;
}

/**
 * Starts wrangler dev on `port` (and its inspector on `port + 1`), waiting until it answers; `vars` are given to
 * the Worker on top of the build's; local state (D1, Durable Objects) goes to `persistTo` when given. It serves
 * build/ unless `buildDirectory` names another build (an absolute path). With `inspector: false`, the same runtime
 * through wrangler's API with no inspector (site-without-inspector.ts, docs/decisions/0053), for a bench that
 * measures how fast the Worker answers.
 */
export async function startSite(
  port: number,
  vars: Readonly<Record<string, string>> = {},
  persistTo?: string,
  buildDirectory = "build",
  { inspector = true }: { inspector?: boolean } = {},
): Promise<RunningSite> {
  const origin = `http://${benchHost}:${port}`;
  const config = path.join(buildDirectory, "server/wrangler.json");
  const args = inspector
    ? wranglerDevArgs(config, port, vars, persistTo)
    : withoutInspectorArgs(config, port, vars, persistTo);
  // A process group of its own, so stopping it ends workerd too.
  const child = spawn("npx", args, {
    cwd: repoRoot,
    env: benchRuntimeEnv,
    detached: true,
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const stop = () => stopGroup(child);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (!isRunning(child)) throw new Error(`wrangler dev exited early:\n${stderr}`);
    try {
      if ((await fetch(`${origin}/favicon.svg`)).ok) return { origin, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`wrangler dev did not answer on ${origin} within 60 s:\n${stderr}`);
}

/** The site's pages, from the build's own sitemap (which follows app/routes.ts); build/ unless another is named. */
export async function builtPagePaths(buildDirectory = "build"): Promise<string[]> {
  const xml = await readFile(path.resolve(repoRoot, buildDirectory, "client/sitemap.xml"), "utf8");
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "/").pathname);
}

/** Prints rows as a fixed-width table (text-table.ts). */
export function printTable(header: readonly string[], rows: readonly (readonly string[])[]): void {
  for (const line of tableLines(header, rows)) console.log(line);
}

function run(command: string, args: string[], env: Record<string, string>): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => {
      resolve({ code: code ?? 1, output });
    });
  });
}

async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.pid === undefined || !isRunning(child)) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  process.kill(-child.pid, "SIGTERM");
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  if (isRunning(child)) process.kill(-child.pid, "SIGKILL");
}

function isRunning(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

/** `wrangler dev`'s command line for `startSite`. */
function wranglerDevArgs(
  config: string,
  port: number,
  vars: Readonly<Record<string, string>>,
  persistTo: string | undefined,
): string[] {
  return [
    "wrangler",
    "dev",
    "--config",
    config,
    "--ip",
    benchHost,
    "--port",
    String(port),
    "--inspector-port",
    String(port + 1),
    "--log-level",
    "warn",
    "--show-interactive-dev-session=false",
    // The request's own origin, not the production route's host: the stand-ins' answers name the host they serve.
    "--infer-origin-from-routes=false",
    ...(persistTo ? ["--persist-to", persistTo] : []),
    ...Object.entries(vars).flatMap(([name, value]) => ["--var", `${name}:${value}`]),
  ];
}

/** site-without-inspector.ts's command line for `startSite`. */
function withoutInspectorArgs(
  config: string,
  port: number,
  vars: Readonly<Record<string, string>>,
  persistTo: string | undefined,
): string[] {
  const options: SiteWithoutInspector = { config, host: benchHost, port, persistTo, vars: { ...vars } };
  return ["node", path.join(repoRoot, "scripts/bench/site-without-inspector.ts"), JSON.stringify(options)];
}
