import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import type { TestSpecification } from "vitest/node";
import { groupOf, keptTogether } from "../environment-sequencer";

describe("the test files' order (tests/environment-sequencer.ts)", () => {
  it("keeps each project's files of one environment together, in the order Vitest gave them", () => {
    const order = keptTogether([
      { spec: "slow-node", group: "unit\nnode" },
      { spec: "slow-document", group: "unit\nhappy-dom" },
      { spec: "worker", group: "workers\nnode" },
      { spec: "quick-node", group: "unit\nnode" },
      { spec: "quick-document", group: "unit\nhappy-dom" },
    ]);
    expect(order).toEqual(["slow-node", "quick-node", "slow-document", "quick-document", "worker"]);
  });

  it("groups a file by its project and the environment it asks for, else its project's", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "sequencer-"));
    onTestFinished(() => {
      rmSync(folder, { recursive: true, force: true });
    });
    const spec = (name: string, code: string, project = "unit") => {
      writeFileSync(path.join(folder, name), code);
      return {
        moduleId: path.join(folder, name),
        project: { name: project, config: { environment: "node" } },
      } as unknown as TestSpecification;
    };
    const plain = await groupOf(spec("plain.test.ts", "it('x', () => {});"));
    const document = await groupOf(spec("document.test.ts", "// @vitest-environment happy-dom\nit('x', () => {});"));
    const otherProject = await groupOf(spec("worker.test.ts", "it('x', () => {});", "workers"));
    expect(new Set([plain, document, otherProject]).size).toBe(3);
    expect(await groupOf(spec("node.test.ts", "// @vitest-environment node\n"))).toBe(plain);
  });
});
