import { execFileSync, spawn } from "node:child_process";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, it } from "vitest";

// The build bench works in a checkout of its own, a git worktree in a temporary folder that grows to gigabytes of
// photos: stopped by Ctrl-C, or killed, it leaves neither behind.

const worktrees = () => execFileSync("git", ["worktree", "list", "--porcelain"], { encoding: "utf8" });

/** The bench started with `options` in a temporary folder of its own, stopped by `signal` once its checkout is made. */
async function stoppedBench(temporary: string, options: string[], signal: NodeJS.Signals) {
  const bench = spawn(process.execPath, ["scripts/bench/build-bench.ts", "--entries=1", "--repeat=1", ...options], {
    env: { ...process.env, TMPDIR: temporary },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let said = "";
  const ended = new Promise<NodeJS.Signals | null>((resolve) => {
    bench.on("exit", (_, ending) => {
      resolve(ending);
    });
  });
  // Its first line comes once the checkout is made, before its first build.
  await new Promise<void>((resolve, reject) => {
    bench.stdout.on("data", (chunk: Buffer) => {
      said += chunk.toString();
      if (said.includes("Writing 1 entries")) resolve();
    });
    void ended.then(() => {
      reject(new Error("the bench ended before it made its checkout"));
    });
  });
  expect(worktrees()).toContain(temporary);
  bench.kill(signal);
  return { signal: await ended, said: () => said };
}

async function inTemporaryFolder(test: (temporary: string) => Promise<void>) {
  const temporary = await mkdtemp(path.join(tmpdir(), "bench-interrupted-"));
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

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  it(
    `removes its checkout and its git worktree when ${signal} stops it, and ends as the signal ends it`,
    () =>
      inTemporaryFolder(async (temporary) => {
        const stopped = await stoppedBench(temporary, [], signal);
        expect(stopped.signal).toBe(signal);
        expect(await readdir(temporary)).toEqual([]);
        expect(worktrees()).not.toContain(temporary);
      }),
    60_000,
  );
}

it(
  "keeps its checkout with --keep when it is stopped, and says where",
  () =>
    inTemporaryFolder(async (temporary) => {
      const stopped = await stoppedBench(temporary, ["--keep"], "SIGINT");
      expect(stopped.signal).toBe("SIGINT");
      expect(worktrees()).toContain(temporary);
      expect(stopped.said()).toContain(`The checkout is kept at ${temporary}`);
    }),
  60_000,
);
