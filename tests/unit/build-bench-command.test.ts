import { execFileSync, spawn } from "node:child_process";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The build bench as it is run: it works in a checkout of its own, a git worktree in a temporary folder that grows
// to gigabytes of photos. Stopped by Ctrl-C, or killed, it leaves neither behind; asked for a run it cannot measure,
// it says so in a line before it makes anything.

const worktrees = () => execFileSync("git", ["worktree", "list", "--porcelain"], { encoding: "utf8" });

/** The bench started with `options`, its temporary folders in `temporary`. */
function startBench(temporary: string, options: string[]) {
  const bench = spawn(process.execPath, ["scripts/bench/build-bench.ts", ...options], {
    env: { ...process.env, TMPDIR: temporary },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const said = { out: "", err: "" };
  bench.stdout.on("data", (chunk: Buffer) => (said.out += chunk.toString()));
  bench.stderr.on("data", (chunk: Buffer) => (said.err += chunk.toString()));
  const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    bench.on("exit", (code, signal) => {
      resolve({ code, signal });
    });
  });
  return { bench, said, ended };
}

/** The bench started with `options`, stopped by each of `signals` in turn once its checkout is made. */
async function stoppedBench(temporary: string, options: string[], signals: NodeJS.Signals[]) {
  const { bench, said, ended } = startBench(temporary, ["--entries=2", "--repeat=1", ...options]);
  // Its first line comes once the checkout is made, before its first build.
  await new Promise<void>((resolve, reject) => {
    bench.stdout.on("data", () => {
      if (said.out.includes("Writing 2 entries")) resolve();
    });
    void ended.then(() => {
      reject(new Error(`the bench ended before it made its checkout: ${said.err}`));
    });
  });
  expect(worktrees()).toContain(temporary);
  // A second signal 20 ms after the first, while the checkout is being removed (a second Ctrl-C, or `timeout`
  // passing its signal to the whole group).
  for (const [index, signal] of signals.entries()) {
    if (index > 0) await new Promise((resolve) => setTimeout(resolve, 20));
    bench.kill(signal);
  }
  return { ...(await ended), said };
}

async function inTemporaryFolder(test: (temporary: string) => Promise<void>) {
  const temporary = await mkdtemp(path.join(tmpdir(), "bench-command-"));
  try {
    await test(temporary);
  } finally {
    for (const line of worktrees()
      .split("\n")
      .filter((line) => line.includes(temporary))) {
      execFileSync("git", ["worktree", "remove", "--force", line.replace(/^worktree /, "")]);
    }
    await rm(temporary, { recursive: true, force: true });
  }
}

describe("the build bench, stopped", () => {
  for (const signals of [["SIGINT"], ["SIGTERM"], ["SIGINT", "SIGINT"]] as NodeJS.Signals[][]) {
    it(
      `removes its checkout and its git worktree (${signals.join(", then ")}), and ends as the signal ends it`,
      () =>
        inTemporaryFolder(async (temporary) => {
          const stopped = await stoppedBench(temporary, ["--against=1"], signals);
          expect(stopped.signal).toBe(signals[0]);
          expect(await readdir(temporary)).toEqual([]);
          expect(worktrees()).not.toContain(temporary);
        }),
      60_000,
    );
  }

  it(
    "keeps its checkout with --keep, and says where and how to drop it",
    () =>
      inTemporaryFolder(async (temporary) => {
        const stopped = await stoppedBench(temporary, ["--keep"], ["SIGINT"]);
        expect(stopped.signal).toBe("SIGINT");
        const kept = /kept at (\S+) \(to drop it: git -C (\S+) worktree remove --force (\S+); rm -r (\S+)\)/.exec(
          stopped.said.out,
        );
        const [, checkout = "", repository = "", named = "", scratch = ""] = kept ?? [];
        expect(checkout.startsWith(temporary)).toBe(true);
        expect(named).toBe(checkout);
        expect(worktrees()).toContain(`worktree ${checkout}\n`);
        // The words it gives, run from a folder outside the repository, drop it all.
        execFileSync("git", ["-C", repository, "worktree", "remove", "--force", named], { cwd: temporary });
        execFileSync("rm", ["-r", scratch], { cwd: temporary });
        expect(await readdir(temporary)).toEqual([]);
        expect(worktrees()).not.toContain(temporary);
      }),
    60_000,
  );
});

describe("the build bench, asked for a run it cannot measure", () => {
  for (const [options, said] of [
    [["--entries=0"], "--entries takes a whole number, 1 or more, not 0"],
    [["--entries=2.5"], "--entries takes a whole number, 1 or more, not 2.5"],
    [["--drawings=0"], "--drawings takes a whole number, 1 or more, not 0"],
    [["--repeat=0"], "--repeat takes a whole number, 1 or more, not 0"],
    [["--repeat=1.5"], "--repeat takes a whole number, 1 or more, not 1.5"],
    [["--against=-1"], "--against takes a whole number, 0 or more, not -1"],
    [["--entries=5", "--against=5"], "--against takes fewer entries than --entries (5), not 5"],
    [["--photos=same"], '--photos takes unique or shared, not "same"'],
    [["--entires=2"], "Unknown option '--entires'"],
  ] as const) {
    it(
      `refuses ${options.join(" ")} in a line, before it makes anything`,
      () =>
        inTemporaryFolder(async (temporary) => {
          const { said: printed, ended } = startBench(temporary, [...options]);
          expect((await ended).code).toBe(2);
          expect(printed.err).toContain(said);
          expect(printed.err).not.toMatch(/^\s+at /m);
          expect(await readdir(temporary)).toEqual([]);
        }),
      30_000,
    );
  }
});
