// @vitest-environment node
// The version a failed release is rolled back to: read from what `wrangler deployments status --json` prints.
import { describe, expect, it } from "vitest";
import { liveVersion } from "../../scripts/deploy/live-version.ts";

const current = "9f1c2d3e-4b5a-4c6d-8e7f-a0b1c2d3e4f5";
const next = "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d";

/** What `wrangler deployments status --json` prints for a deployment with these versions. */
function statusOutput(versions: { version_id: string; percentage: number }[]): string {
  return JSON.stringify(
    { id: "d1e2f3a4-b5c6-4d7e-8f9a-b0c1d2e3f4a5", source: "wrangler", strategy: "percentage", versions },
    null,
    2,
  );
}

describe("the live version", () => {
  it("is the version serving every request", () => {
    expect(liveVersion(statusOutput([{ version_id: current, percentage: 100 }]))).toBe(current);
  });

  it("is the version serving the most requests while a gradual deploy is under way", () => {
    const output = statusOutput([
      { version_id: next, percentage: 10 },
      { version_id: current, percentage: 90 },
    ]);
    expect(liveVersion(output)).toBe(current);
  });

  it("is read from the JSON whatever wrangler prints around it (a banner, a warning)", () => {
    const output = statusOutput([{ version_id: current, percentage: 100 }]);
    const printed = `\n ⛅️ wrangler 4.164.0\n───────────────────\n${output}\n▲ [WARNING] a newer wrangler is out\n`;
    expect(liveVersion(printed)).toBe(current);
  });

  it("is refused when the output holds no deployment or an id that is not a version's", () => {
    for (const output of ["", "{}", statusOutput([]), statusOutput([{ version_id: "latest", percentage: 100 }])]) {
      expect(() => liveVersion(output)).toThrow("printed no deployment");
    }
  });
});
