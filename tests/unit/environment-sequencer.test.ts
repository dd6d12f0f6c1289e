import { describe, expect, it } from "vitest";
import { keptTogether } from "../environment-sequencer";

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
});
