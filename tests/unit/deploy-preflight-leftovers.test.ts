// @vitest-environment node
// The deploy preflight's tests copy the site into the system's temporary folder; a test process stopped before its
// hooks ran leaves its copies, which the next run removes (tests/unit/deploy-preflight-copy.ts).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { isRunning, removeCopiesOfEndedProcesses } from "./deploy-preflight-copy";

function plantedCopy(pid: number): string {
  const folder = path.join(tmpdir(), `deploy-preflight-${String(pid)}-leftover-test`);
  mkdirSync(folder, { recursive: true });
  onTestFinished(() => {
    rmSync(folder, { recursive: true, force: true });
  });
  return folder;
}

describe("leftover copies of the site", () => {
  it("removes the copies of a process that has ended, and keeps those of one still running", () => {
    const { pid: ended } = spawnSync(process.execPath, ["-e", "0"]);
    const gone = plantedCopy(ended);
    const kept = plantedCopy(process.ppid);
    removeCopiesOfEndedProcesses();
    expect(existsSync(gone)).toBe(false);
    expect(existsSync(kept)).toBe(true);
  });

  it("are removed as soon as a test file loads the copying helper", async () => {
    const gone = plantedCopy(spawnSync(process.execPath, ["-e", "0"]).pid);
    vi.resetModules();
    await import("./deploy-preflight-copy");
    expect(existsSync(gone)).toBe(false);
  });

  it("counts a process it may not signal (another user's) as running, and one that does not exist as ended", () => {
    const refusal = (code: string) => () => {
      throw Object.assign(new Error(code), { code });
    };
    const kill = vi.spyOn(process, "kill");
    onTestFinished(() => {
      kill.mockRestore();
    });
    kill.mockImplementation(refusal("EPERM"));
    expect(isRunning(4242)).toBe(true);
    kill.mockImplementation(refusal("ESRCH"));
    expect(isRunning(4242)).toBe(false);
  });
});
