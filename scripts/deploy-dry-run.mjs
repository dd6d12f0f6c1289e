// Checks every environment of wrangler.toml (staging, production) for deploying, offline and without a Cloudflare
// login, in two depths:
// - every environment's flattened configuration, as wrangler reads it: it must declare every binding, var and Cron
//   Trigger the top level declares (environments inherit none of them), with the same values, its previews too,
//   unless scripts/deploy/environment-values.ts says why one differs; bind only Durable Object classes the Worker
//   exports, and keep its logs (Workers Logs);
// - the environments named on the command line (default: every one) are also built exactly as `npm run deploy`
//   builds them, and `wrangler deploy --dry-run` must accept the build: the Worker bundle, its configuration, the
//   Durable Object binding and migration, the rate-limit bindings, the D1 binding and the Cron Trigger.
// Prints one line an environment (with the Worker's upload size as wrangler reports it, for those built); exits 1
// if anything fails. `npm test` builds production only: the environments build the same code, a build costs half
// a minute of two busy cores, and what tells them apart, their configuration, is checked for each.
//
// Each environment is built into a temporary directory (react-router.config.ts reads SITE_BUILD_DIRECTORY), never
// into build/: build/ holds the plain build that `npm start`, the browser tests and the benchmarks serve. Building
// elsewhere leaves it exactly as it was, even when this check fails halfway or is interrupted, and lets `npm test`
// run this check before the slower browser tests instead of after them with a rebuild of build/ to follow.
//
// Run: npm run deploy:check [-- staging|production ...]   (builds: default every environment of wrangler.toml)
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { unstable_readConfig } from "wrangler";
import { unexplainedDifferences } from "./deploy/environment-values.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
/** A build or dry run that takes this long is stuck (on 2 busy cores a build takes well under a minute). */
const STEP_TIMEOUT_MS = 5 * 60_000;

/** A step that failed, with what its command printed. */
class StepFailure extends Error {
  /** @param {string} message @param {string} [output] what the failed command printed */
  constructor(message, output) {
    super(message);
    this.output = output;
  }
}

// This script chooses the environment of each build itself; one left in the shell would also change what the
// top level of wrangler.toml reads as below.
delete process.env.CLOUDFLARE_ENV;

const topLevel = unstable_readConfig({ config: path.join(root, "wrangler.toml") });
const environments = topLevel.definedEnvironments ?? [];
if (environments.length === 0) fail("wrangler.toml defines no environment to check");
const toBuild = process.argv.slice(2).length > 0 ? process.argv.slice(2) : environments;
for (const name of toBuild) {
  if (!environments.includes(name)) fail(`wrangler.toml has no environment "${name}"`);
}

// Every build rewrites .wrangler/deploy/config.json, which points a bare `wrangler deploy` or `wrangler dev` at
// the last build's configuration. Left pointing into the temporary directory, it would send those commands to a
// deleted file, so it is put back as it was before the first build.
const redirectFile = path.join(root, ".wrangler", "deploy", "config.json");
const redirectBefore = existsSync(redirectFile) ? readFileSync(redirectFile) : undefined;
const workDir = mkdtempSync(path.join(tmpdir(), "deploy-dry-run-"));
let cleanedUp = false;
function cleanUp() {
  if (cleanedUp) return;
  cleanedUp = true;
  if (redirectBefore) writeFileSync(redirectFile, redirectBefore);
  else if (existsSync(redirectFile)) unlinkSync(redirectFile);
  rmSync(workDir, { recursive: true, force: true });
}
/** The step under way; a step runs in a process group of its own, which Ctrl-C in the terminal does not reach. */
let running;
for (const [signal, code] of [
  ["SIGINT", 130],
  ["SIGTERM", 143],
]) {
  process.once(signal, () => {
    if (running) stopGroup(running);
    cleanUp();
    process.exit(code);
  });
}

let failures = 0;
/** The Worker module of the first environment built this run: every environment runs the same code. */
let builtWorker;
try {
  // One after the other: the Cloudflare plugin reads .wrangler/deploy/config.json back while prerendering, so two
  // builds at once could prerender one environment's pages with the other's configuration.
  // Those built first: the others' Durable Object bindings are checked against the Worker a build made.
  for (const name of [...toBuild, ...environments.filter((name) => !toBuild.includes(name))]) {
    try {
      console.log(toBuild.includes(name) ? await check(name) : checkConfiguration(name));
    } catch (error) {
      failures += 1;
      if (error instanceof StepFailure && error.output) console.error(error.output);
      console.error(`deploy dry run, ${name}: FAILED: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
} finally {
  cleanUp();
}
if (failures > 0) fail(`${failures} of ${environments.length} environments failed (see above)`);

/** Builds one environment, dry-runs its deploy, and returns the line to print. */
async function check(name) {
  const buildDir = path.join(workDir, name);
  const build = await run("npm", ["run", "--silent", "build"], {
    CLOUDFLARE_ENV: name,
    SITE_BUILD_DIRECTORY: buildDir,
  });
  if (build.failed) {
    throw new StepFailure(`the build (CLOUDFLARE_ENV=${name} npm run build) ${build.failed}`, build.output);
  }

  const configFile = path.join(buildDir, "server", "wrangler.json");
  const config = JSON.parse(readFileSync(configFile, "utf8"));
  builtWorker ??= path.join(buildDir, "server", config.main);
  checkDeclarations(name, config, builtWorker);

  const outDir = path.join(buildDir, "dry-run");
  const dryRun = await run("npx", ["wrangler", "deploy", "--dry-run", "--config", configFile, "--outdir", outDir]);
  if (dryRun.failed) throw new StepFailure(`wrangler deploy --dry-run ${dryRun.failed}`, dryRun.output);
  // The Worker's modules, what counts against Cloudflare's Worker size limit; the static files are uploaded apart.
  const size = dryRun.output.match(/Total Upload: ([\d.]+ KiB) \/ gzip: ([\d.]+ KiB)/);
  if (!size) throw new StepFailure('wrangler printed no "Total Upload: ... / gzip: ..." line', dryRun.output);
  return `deploy dry run, ${name} (Worker ${config.name}): total upload ${size[1]} / gzip ${size[2]}; ${logLine(config)}`;
}

/** Checks one environment's configuration as wrangler flattens it, without building it; returns the line to print. */
function checkConfiguration(name) {
  const config = unstable_readConfig({ config: path.join(root, "wrangler.toml"), env: name });
  if (!builtWorker) throw new StepFailure("no environment was built to check its Durable Object classes against");
  checkDeclarations(name, config, builtWorker);
  return `deploy check, ${name} (Worker ${config.name}): configuration complete, not built; ${logLine(config)}`;
}

/** Throws when an environment's configuration lacks what it must declare; see the top of this file. */
function checkDeclarations(name, config, workerFile) {
  const missing = missingDeclarations(config);
  if (missing.length > 0) {
    throw new StepFailure(
      `wrangler.toml declares ${missing.join(", ")} at the top level but not in [env.${name}]; environments do not ` +
        `inherit bindings or vars, so the ${name} Worker would run without them`,
    );
  }
  // The values the environment (and its previews) must share with the top level: a rate limit, a var, a class.
  const flattened = unstable_readConfig({ config: path.join(root, "wrangler.toml"), env: name });
  const differences = [
    ...unexplainedDifferences(topLevel, flattened, `[env.${name}]`),
    ...(flattened.previews ? unexplainedDifferences(topLevel, flattened.previews, `[env.${name}.previews]`) : []),
  ];
  if (differences.length > 0) {
    throw new StepFailure(
      `${differences.join("; ")}: a value changed in one place only (scripts/deploy/environment-values.ts lists those ` +
        "that differ on purpose)",
    );
  }
  // Offline, neither the build nor the dry run checks that a Durable Object binding's class exists: a misspelt
  // class name passes both, and only the upload itself would be refused.
  const unexported = unexportedClasses(config, workerFile);
  if (unexported.length > 0) {
    throw new StepFailure(`[env.${name}] binds ${unexported.join(", ")}, which the Worker does not export`);
  }
  // A deployed environment's log lines are its alerts' evidence: Workers Logs must keep them.
  if (config.observability?.enabled !== true) {
    throw new StepFailure(`[env.${name}] does not turn on Workers Logs ([observability])`);
  }
}

function logLine(config) {
  return `Workers Logs on, ${Math.round((config.observability?.head_sampling_rate ?? 1) * 100)}% of requests kept`;
}

/** What the top level of wrangler.toml declares and the environment's flattened configuration lacks. */
function missingDeclarations(config) {
  const names = (list) => new Set((list ?? []).map((item) => item.name ?? item.binding));
  const pairs = [
    ["Durable Object binding", topLevel.durable_objects?.bindings, config.durable_objects?.bindings],
    ["rate-limit binding", topLevel.ratelimits, config.ratelimits],
    ["D1 database binding", topLevel.d1_databases, config.d1_databases],
  ];
  const missing = pairs.flatMap(([kind, declared, present]) =>
    [...names(declared)].filter((binding) => !names(present).has(binding)).map((binding) => `the ${kind} ${binding}`),
  );
  for (const variable of Object.keys(topLevel.vars ?? {})) {
    if (!(variable in (config.vars ?? {}))) missing.push(`the var ${variable}`);
  }
  // The daily run of the insights' retention: without it raw page views would pile up for ever.
  for (const cron of topLevel.triggers?.crons ?? []) {
    if (!(config.triggers?.crons ?? []).includes(cron)) missing.push(`the Cron Trigger "${cron}"`);
  }
  return missing;
}

/** The Durable Object bindings, as "NAME (class Class)", whose class the built Worker module does not export. */
function unexportedClasses(config, workerFile) {
  const code = readFileSync(workerFile, "utf8");
  const exported = new Set();
  for (const [, list] of code.matchAll(/^export\s*\{([^}]*)\}/gm)) {
    for (const specifier of list.split(","))
      exported.add(
        specifier
          .trim()
          .split(/\s+as\s+/)
          .pop(),
      );
  }
  for (const [, declared] of code.matchAll(/^export\s+(?:class|const|let|var|function)\s+([\w$]+)/gm)) {
    exported.add(declared);
  }
  return (config.durable_objects?.bindings ?? [])
    .filter((binding) => !binding.script_name && !exported.has(binding.class_name))
    .map((binding) => `${binding.name} (class ${binding.class_name})`);
}

/** Runs a command from the project root with its output captured (shown only when something fails). */
function run(command, args, env = {}) {
  return new Promise((resolve) => {
    // No colour codes in the way of reading the size line. A process group of its own lets a stuck step be ended
    // with everything it started (the prerender runs the Workers runtime).
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env, FORCE_COLOR: "0", NO_COLOR: "1" },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    running = child;
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      stopGroup(child);
    }, STEP_TIMEOUT_MS);
    const done = (failed) => {
      clearTimeout(timer);
      running = undefined;
      resolve({ output, failed });
    };
    child.on("error", (error) => done(`could not start: ${error.message}`));
    child.on("close", (code, signal) => {
      if (timedOut) done(`took longer than ${STEP_TIMEOUT_MS / 60_000} minutes and was stopped`);
      else done(code === 0 ? undefined : `exited with ${code ?? signal}`);
    });
  });
}

function stopGroup(child) {
  try {
    process.kill(-child.pid, "SIGKILL");
  } catch {
    // already gone
  }
}

function fail(message) {
  console.error(`deploy dry run: ${message}`);
  process.exit(1);
}
