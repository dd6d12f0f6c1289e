// @vitest-environment node
// What `npm run rehearse:ci` runs (scripts/tools/rehearsal-plan.ts): ci.yml's test job read step by step, so the
// rehearsal takes the job's own steps in the job's order, in a container sized as the job's options size it.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { rehearsalPlan, shmBytes } from "../../scripts/tools/rehearsal-plan.ts";

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
