// @vitest-environment node
// The address the preview workflow posts on a pull request, read from `wrangler preview --json`.
import { describe, expect, it } from "vitest";
import { previewAddress } from "../../scripts/deploy/preview-address.ts";

const previewUrl = "https://pr-12-consultancy-site-staging.orbitant.workers.dev";
const deploymentUrl = "https://3f2a9c1d-pr-12-consultancy-site-staging.orbitant.workers.dev";

function output(previewUrls: unknown, deploymentUrls: unknown = [deploymentUrl]): string {
  return JSON.stringify({
    preview: { id: "p1", name: "pr-12", slug: "pr-12", urls: previewUrls },
    deployment: { id: "d1", urls: deploymentUrls },
  });
}

describe("the preview's address", () => {
  it("is the Preview's own, which follows the pull request's latest push", () => {
    expect(previewAddress(output([previewUrl]))).toBe(previewUrl);
  });

  it("is the deployment's when the Preview has none", () => {
    expect(previewAddress(output([]))).toBe(deploymentUrl);
  });

  it("is the Preview's when wrangler printed no deployment at all", () => {
    const printed = JSON.stringify({ preview: { id: "p1", name: "pr-12", urls: [previewUrl] } });
    expect(previewAddress(printed)).toBe(previewUrl);
  });

  it("is refused when wrangler printed no https address", () => {
    expect(() => previewAddress(output([], []))).toThrow("has no address");
    expect(() => previewAddress(output(["http://pr-12.example.dev"]))).toThrow("printed no Preview");
    expect(() => previewAddress("✘ [ERROR] Authentication error")).toThrow("printed no Preview");
  });
});
