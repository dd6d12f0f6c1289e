// @vitest-environment node
// `npm test`'s orchestration (scripts/run-tests.mjs), run for real with stand-ins for `npm`, `npx` and `node` on
// PATH: each records when it started and ended, waits as long as the test asks, and fails where the test asks. The
// phases themselves are tested elsewhere; here, what the script makes of them: its exit code and its order.
import { execFile } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { getPriority, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it, onTestFinished } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));

/**
 * A stand-in command: logs "start|end <name> <args> <ms>" (its start line with its niceness before the time),
 * sleeps, and exits 1 for the phase it is told to fail.
 */
const standIn = `#!/bin/sh
args="$*"
echo "start $(basename "$0") $args $(nice) $(date +%s%3N)" >> "$STAND_IN_LOG"
for slow in $STAND_IN_SLOW; do
  case " $args " in *" \${slow%%=*} "*) sleep "\${slow#*=}";; esac
done
echo "end $(basename "$0") $args $(date +%s%3N)" >> "$STAND_IN_LOG"
case " $args " in *" $STAND_IN_FAIL "*) exit 1;; esac
[ "$args" = "$STAND_IN_FAIL_EXACTLY" ] && exit 1
exit 0
`;

interface Run {
  code: number | null;
  output: string;
  /** When each npm script started and ended, by its name (`lint:oxlint`, `deploy:check`...), in ms. */
  phases: Map<string, { start: number; end: number }>;
  /** Every stand-in's log line: "start <command> <args> <niceness> <ms>" or "end <command> <args> <ms>". */
  log: string[];
}

/**
 * scripts/run-tests.mjs with the stand-ins; `slow` maps an npm script to seconds it takes; `fail` names one, or
 * `failExactly` gives a command's whole arguments.
 */
function runTests({
  slow = {},
  fail = "none",
  failExactly = "none",
}: { slow?: Record<string, number>; fail?: string; failExactly?: string } = {}): Promise<Run> {
  const bin = mkdtempSync(path.join(tmpdir(), "run-tests-"));
  onTestFinished(() => {
    rmSync(bin, { recursive: true, force: true });
  });
  for (const command of ["npm", "npx", "node"]) {
    writeFileSync(path.join(bin, command), standIn);
    chmodSync(path.join(bin, command), 0o755);
  }
  const log = path.join(bin, "log");
  writeFileSync(log, "");
  const env = {
    ...process.env,
    PATH: `${bin}${path.delimiter}${process.env.PATH ?? ""}`,
    STAND_IN_LOG: log,
    STAND_IN_SLOW: Object.entries(slow)
      .map(([name, seconds]) => `${name}=${String(seconds)}`)
      .join(" "),
    STAND_IN_FAIL: fail,
    STAND_IN_FAIL_EXACTLY: failExactly,
  };
  return new Promise((resolve) => {
    execFile(process.execPath, ["scripts/run-tests.mjs"], { cwd: root, env }, (error, stdout, stderr) => {
      const phases = new Map<string, { start: number; end: number }>();
      const lines = readFileSync(log, "utf8").trim().split("\n");
      for (const line of lines) {
        const [edge = "", command = "", ...rest] = line.split(" ");
        const at = Number(rest.pop());
        if (command !== "npm" || rest[0] !== "run") continue;
        const name = rest[2] ?? "";
        const times = phases.get(name) ?? { start: 0, end: 0 };
        times[edge === "start" ? "start" : "end"] = at;
        phases.set(name, times);
      }
      resolve({
        code: error ? (typeof error.code === "number" ? error.code : null) : 0,
        output: stdout + stderr,
        phases,
        log: lines,
      });
    });
  });
}

describe("npm test's orchestration (scripts/run-tests.mjs)", { timeout: 60_000 }, () => {
  it("exits 0 when every phase passes, each npm script run once", async () => {
    const { code, log } = await runTests();
    expect(code).toBe(0);
    const started = log.filter((line) => line.startsWith("start npm run")).map((line) => line.split(" ")[4]);
    expect(started.sort()).toEqual(["build", "deploy:check", "lint:oxlint", "lint:rest", "test:unit", "types"].sort());
  });

  it.each([
    ["deploy:check", "deploy dry run"],
    ["lint:oxlint", "oxlint, type check"],
    ["lint:rest", "oxfmt, knip"],
    ["test:unit", "unit and Worker tests"],
  ])("exits 1 when %s fails, and says so on its row of the table (%s)", async (failing, row) => {
    const { code, output } = await runTests({ fail: failing });
    expect(code).toBe(1);
    const failed = output.split("\n").filter((line) => line.trimEnd().endsWith(" FAILED"));
    expect(failed.map((line) => line.trim().split(/ {2,}/)[0])).toEqual([row]);
  });

  it("after a failed build runs neither the browser tests nor the dry run, but still the lint; exits 1", async () => {
    const { code, phases, log } = await runTests({ fail: "build" });
    expect(code).toBe(1);
    expect(log.some((line) => line.startsWith("start npx playwright"))).toBe(false);
    expect(phases.has("deploy:check")).toBe(false);
    expect(phases.has("lint:oxlint")).toBe(true);
  });

  it("starts the browser tests only once the build has passed", async () => {
    const { code, phases, log } = await runTests({ slow: { build: 1 } });
    expect(code).toBe(0);
    const playwright = log.find((line) => line.startsWith("start npx playwright"));
    expect(Number(playwright?.split(" ").pop())).toBeGreaterThanOrEqual(phases.get("build")?.end ?? Infinity);
  });

  it("exits 1 when a background install fails (Chromium's, or the rest), and says so in its table", async () => {
    const chromium = await runTests({ fail: "--chromium" });
    expect(chromium.code).toBe(1);
    expect(chromium.output).toMatch(/^ {2}Chromium \(background\) .*FAILED/m);
    const rest = await runTests({ failExactly: "scripts/ensure-system-packages.mjs" });
    expect(rest.code).toBe(1);
    expect(rest.output).toMatch(/^ {2}system packages \(background\) .*FAILED/m);
  });

  it("runs every check at a lower priority (nice 10), the types and the build at this process's", async () => {
    const { log } = await runTests();
    const niceness = (name: string) =>
      Number(
        log
          .find((line) => line.startsWith("start npm run") && line.includes(` ${name} `))
          ?.split(" ")
          .at(-2),
      );
    // Niceness stops at 19: a run already at 10 or more lowers its checks less than ten.
    const base = getPriority();
    for (const name of ["deploy:check", "lint:oxlint", "lint:rest", "test:unit"]) {
      expect(niceness(name), name).toBe(Math.min(base + 10, 19));
    }
    for (const name of ["types", "build"]) expect(niceness(name), name).toBe(base);
  });

  it("starts the linter and knip only once the deploy dry run has ended, even a failed one", async () => {
    const { code, phases } = await runTests({ slow: { "deploy:check": 1 }, fail: "deploy:check" });
    expect(code).toBe(1);
    const dryRunEnd = phases.get("deploy:check")?.end ?? Infinity;
    for (const reader of ["lint:oxlint", "lint:rest"]) {
      expect(phases.get(reader)?.start, reader).toBeGreaterThanOrEqual(dryRunEnd);
    }
  });

  it("gives the last check to whichever lane is free first: it runs while a slow lint still runs", async () => {
    const { code, phases } = await runTests({ slow: { "lint:oxlint": 4 } });
    expect(code).toBe(0);
    expect(phases.get("lint:rest")?.end).toBeLessThan(phases.get("lint:oxlint")?.end ?? 0);
  });

  it("gives the last check to the lint's lane when the unit and Worker tests run longer", async () => {
    const { code, phases } = await runTests({ slow: { "test:unit": 4 } });
    expect(code).toBe(0);
    expect(phases.get("lint:rest")?.end).toBeLessThan(phases.get("test:unit")?.end ?? 0);
  });

  it("prints when each phase ended, counted from npm test's start", async () => {
    const { output } = await runTests({ slow: { build: 1 } });
    const ended = (name: string) =>
      Number(new RegExp(`^  ${name} +[\\d.]+ +ended at +([\\d.]+)`, "m").exec(output)?.[1] ?? Number.NaN);
    // The dry run starts after the build (a second): its own duration is short, its end is past that second.
    expect(ended("deploy dry run")).toBeGreaterThanOrEqual(1);
    expect(ended("deploy dry run")).toBeGreaterThanOrEqual(ended("build"));
  });
});
