// npm test: every check of the project, in phases, with the time each took printed at the end (and on failure).
//
// The browsers and Java the browser tests need are installed (when missing) in the background from the start: on a
// fresh machine that is a minute of downloading and unpacking, which would otherwise wait for its turn. The build
// comes first; the browser tests start once it and the system packages are there, and the other checks run beside
// them (see main). Everything runs to its end even when a phase fails, but for the browser tests, which need the
// build; the table says which phase failed, and how long each took.
//
// A phase other than the browser tests keeps its output until it ends, so outputs do not interleave.
import { spawn } from "node:child_process";
import { loadavg } from "node:os";

/** A phase: a name and a command, run through npm's script runner or as given. */
const npm = (script) => ["npm", ["run", "--silent", script]];

const started = performance.now();
const timings = [];

function run(name, [command, args], { buffered = false } = {}) {
  const from = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: buffered ? ["ignore", "pipe", "pipe"] : "inherit" });
    let output = "";
    if (buffered) {
      child.stdout.on("data", (chunk) => (output += chunk));
      child.stderr.on("data", (chunk) => (output += chunk));
    }
    child.on("close", (code) => {
      const seconds = (performance.now() - from) / 1000;
      timings.push({ name, seconds, ok: code === 0 });
      if (buffered && output) process.stdout.write(`\n--- ${name} ---\n${output}`);
      resolve(code === 0);
    });
  });
}

function report() {
  const total = (performance.now() - started) / 1000;
  const width = Math.max(...timings.map((timing) => timing.name.length), 5);
  console.log("\nnpm test, phase by phase (wall-clock seconds, in the order they ended; they overlap):");
  for (const { name, seconds, ok } of timings) {
    console.log(`  ${name.padEnd(width)}  ${seconds.toFixed(1).padStart(6)}  ${ok ? "" : "FAILED"}`);
  }
  console.log(`  ${"total".padEnd(width)}  ${total.toFixed(1).padStart(6)}`);
  console.log(
    `  load average at the end (1, 5, 15 min): ${loadavg()
      .map((load) => load.toFixed(2))
      .join(" ")}`,
  );
}

async function main() {
  const systemPackages = run("system packages (background)", ["node", ["scripts/ensure-system-packages.mjs"]], {
    buffered: true,
  });
  // `npm ci` installs exactly the lockfile, and refuses one that is out of step with package.json or lacks another
  // platform's packages: checked first, offline and without touching node_modules, so a dependency changed without
  // its lockfile fails here rather than on the next fresh clone.
  const lockfile = run(
    "lockfile in step with package.json",
    ["npm", ["ci", "--dry-run", "--offline", "--ignore-scripts", "--no-audit", "--no-fund"]],
    { buffered: true },
  );
  /** Runs phases one after the other, each only if those before it passed. */
  const inTurn = async (...phases) => {
    for (const phase of phases) if (!(await phase())) return false;
    return true;
  };
  // The generated types come first for what reads them, and before the build (a build points wrangler's commands at
  // its own configuration while it runs); the unit and Worker tests, which read neither, start at once beside them.
  const types = run("generated types", npm("types"), { buffered: true });
  const build = inTurn(
    () => types,
    () => run("build", npm("build"), { buffered: true }),
  );
  // The browser tests start as soon as the build and the system packages are there, beside the checks still
  // running, instead of after the last of them: whatever core time the checks leave goes to the browser tests
  // (decision 0034 has the figures). Every check here writes nothing another reads: the deploy dry run builds into a
  // directory of its own, never build/; the type check and the linters read the sources and the types generated
  // first, and skip what the browser tests write (.gitignore'd). The browser tests do not start if the build
  // failed; a failed check fails npm test, and the table says which.
  const browsers = inTurn(
    () => lockfile,
    () => build,
    () => systemPackages,
    () => run("browser tests", ["npx", ["playwright", "test", "-c", "tests/e2e/playwright.config.ts"]]),
  );
  const checks = [
    inTurn(
      () => types,
      () => run("ESLint", npm("lint:eslint"), { buffered: true }),
    ),
    inTurn(
      () => run("unit and Worker tests", npm("test:unit"), { buffered: true }),
      () => types,
      () => run("type check", npm("typecheck:tsc"), { buffered: true }),
    ),
    inTurn(
      () => build,
      // Production built and dry-run; every other environment's configuration checked (scripts/deploy-dry-run.mjs).
      () => run("deploy dry run", ["npm", ["run", "--silent", "deploy:check", "--", "production"]], { buffered: true }),
      () => run("Prettier, knip, dpdm", npm("lint:rest"), { buffered: true }),
    ),
  ];
  const results = await Promise.all([browsers, ...checks, systemPackages]);
  return results.every(Boolean);
}

const passed = await main();
report();
process.exitCode = passed ? 0 : 1;
