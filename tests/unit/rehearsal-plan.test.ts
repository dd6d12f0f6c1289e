// @vitest-environment node
// What `npm run rehearse:ci` runs (scripts/tools/rehearsal-plan.ts): ci.yml's test job read step by step, so the
// rehearsal takes the job's own steps in the job's order, in a container sized as the job's options size it.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  afterStep,
  fileCommandPaths,
  fileCommandValues,
  mountPointsUnder,
  rehearsalPlan,
  shmBytes,
} from "../../scripts/tools/rehearsal-plan.ts";

const ciYaml = readFileSync(new URL("../../.github/workflows/ci.yml", import.meta.url), "utf8");
const pinnedNode = (
  JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
    devDependencies: { node: string };
  }
).devDependencies.node;

describe("the rehearsal of CI's test job", () => {
  it("takes the job's steps in order: git before the checkout, the pinned Node, then npm ci and npm test", () => {
    const { image, phases } = rehearsalPlan(ciYaml);
    expect(image).toBe("debian:bookworm");
    expect(phases.map(({ kind }) => kind)).toEqual(["run", "checkout", "node", "run", "run", "skipped", "run", "run"]);
    expect(phases[0]).toMatchObject({
      command: expect.stringMatching(/apt-get install .*\bgit\b.*\bca-certificates\b/) as unknown,
    });
    expect(phases[2]).toEqual({ kind: "node", name: "setup-node", version: pinnedNode });
    expect(phases.slice(-2).map((phase) => (phase.kind === "run" ? phase.command : ""))).toEqual([
      "npm ci --no-audit --no-fund",
      "npm test",
    ]);
  });

  it("gives /dev/shm the job's --shm-size, and Docker's 64 MB without one", () => {
    expect(rehearsalPlan(ciYaml).shmBytes).toBe(2 * 1024 ** 3);
    expect(shmBytes(undefined)).toBe(64 * 1024 ** 2);
    expect(shmBytes("--cpus 2")).toBe(64 * 1024 ** 2);
    expect(shmBytes("--shm-size=512m")).toBe(512 * 1024 ** 2);
    expect(shmBytes("--user 1001 --shm-size 1G")).toBe(1024 ** 3);
    expect(shmBytes("--shm-size=1048576")).toBe(1048576);
    expect(shmBytes("--shm-size=4k --init")).toBe(4096);
  });

  it("refuses a step it cannot rehearse rather than leave it out", () => {
    const extra = ciYaml.replace(
      "      - run: npm test",
      "      - uses: some/action@0123456789012345678901234567890123456789\n      - run: npm test",
    );
    expect(() => rehearsalPlan(extra)).toThrow("neither a run nor an action rehearsed here");
  });
});

describe("a step's file commands, as the runner reads them", () => {
  it("are four fresh files a step, in the runner's temporary folder of a container job", () => {
    expect(fileCommandPaths(3)).toEqual({
      GITHUB_OUTPUT: "/__w/_temp/_runner_file_commands/set_output_3",
      GITHUB_ENV: "/__w/_temp/_runner_file_commands/set_env_3",
      GITHUB_PATH: "/__w/_temp/_runner_file_commands/add_path_3",
      GITHUB_STEP_SUMMARY: "/__w/_temp/_runner_file_commands/step_summary_3",
    });
    expect(new Set([...Object.values(fileCommandPaths(3)), ...Object.values(fileCommandPaths(4))]).size).toBe(8);
  });

  it("outputs and variables: NAME=value lines (the value to the line's end) and NAME<<DELIMITER blocks", () => {
    // What ci.yml's "This week" step writes.
    expect(fileCommandValues("week=2026-W48\n")).toEqual({ week: "2026-W48" });
    expect(fileCommandValues("a=1=2\n\nb=\nnotes<<EOF\nline one\nx=y\nEOF\nc=<<d\r\nlast=z")).toEqual({
      a: "1=2",
      b: "",
      notes: "line one\nx=y",
      c: "<<d",
      last: "z",
    });
    expect(fileCommandValues("one<<EOF\n1\nEOF\ntwo<<EOF\n2\nEOF\n")).toEqual({ one: "1", two: "2" });
    expect(fileCommandValues("")).toEqual({});
  });

  it("a line that is neither, or a block whose delimiter never comes, fails the step", () => {
    for (const broken of ["week", "=2026", "notes<<EOF\nline", "notes<<\n", "<<EOF\nEOF"]) {
      expect(() => fileCommandValues(broken), broken).toThrow("neither NAME=value nor");
    }
  });

  it("a step's variables and PATH folders reach the steps after it, the folder added last first", () => {
    const first = afterStep({ env: {}, paths: [] }, { env: "A=1\n", path: "/__t/node/22/x64/bin\n" });
    expect(first).toEqual({ env: { A: "1" }, paths: ["/__t/node/22/x64/bin"] });
    const second = afterStep(first, { env: "A=2\nB<<X\nb\nX\n", path: "/one\n\n /two \n/__t/node/22/x64/bin\n" });
    expect(second).toEqual({ env: { A: "2", B: "b" }, paths: ["/__t/node/22/x64/bin", "/two", "/one"] });
    expect(afterStep(second, { env: "", path: "" })).toEqual(second);
  });
});

describe("what a run stopped by force left mounted", () => {
  it("the mount points under the run's root, a mount inside another first; nothing beside the root", () => {
    const table = [
      "devtmpfs /dev devtmpfs rw,relatime 0 0",
      "proc /cache/run/proc proc rw,relatime 0 0",
      "devtmpfs /cache/run/dev devtmpfs rw,relatime 0 0",
      "devpts /cache/run/dev/pts devpts rw,relatime 0 0",
      "/dev/vda /cache/run-2/x ext4 ro 0 0",
      "/dev/vda /cache/run/source\\040copy.git ext4 ro 0 0",
      "",
    ].join("\n");
    expect(mountPointsUnder(table, "/cache/run")).toEqual([
      "/cache/run/source copy.git",
      "/cache/run/dev/pts",
      "/cache/run/dev",
      "/cache/run/proc",
    ]);
    expect(mountPointsUnder("proc /cache/run proc rw 0 0\n", "/cache/run")).toEqual(["/cache/run"]);
    expect(mountPointsUnder(table, "/elsewhere")).toEqual([]);
  });
});
