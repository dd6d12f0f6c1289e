// @vitest-environment node
// The deploy preflight on the site's content, made real (deploy-preflight-copy.ts): each test adds the one
// placeholder it is about. The rules one by one are in deploy-preflight-rules.test.ts, wrangler.toml and the
// secrets in deploy-preflight-config.test.ts, the command in deploy-preflight-command.test.ts.
import { describe, expect, it } from "vitest";
import type { SecretLister } from "../../scripts/deploy/preflight.ts";
import { requiredProductionSecrets } from "../../workers/config/production-requirements.ts";
import { check, expectPasses, report, setField, setVars, withSiteContent } from "./deploy-preflight-copy.ts";

withSiteContent();

describe("the content", () => {
  it("passes once every placeholder in it is made real", async () => {
    await expectPasses();
  });

  it("refuses an example e-mail address and names it, then passes once it is real", async () => {
    const line = setField("site.yaml", "email", "hello@example.com");
    const result = await check();
    expect(result.refused).toBe(true);
    expect(result.findings).toEqual([
      { type: "placeholder", kind: "example e-mail address", file: "site.yaml", line, value: "hello@example.com" },
    ]);
    expect(report(result)).toContain(`  content/site.yaml:${line}  hello@example.com`);
    expect(report(result).at(-1)).toBe("deploy refused: 1 problem above");

    setField("site.yaml", "email", "hello@orbitant.co");
    await expectPasses();
  });

  it("refuses a fictional 555-01xx phone number, then passes once it is real", async () => {
    const line = setField("site.yaml", "phone", "+1 (617) 555-0142");
    const result = await check();
    expect(result.refused).toBe(true);
    expect(result.findings).toEqual([
      { type: "placeholder", kind: "fictional phone number", file: "site.yaml", line, value: "+1 (617) 555-0142" },
    ]);

    setField("site.yaml", "phone", "+1 (617) 253-1000");
    await expectPasses();
  });

  it("refuses an example scheduling URL, then passes once it is real", async () => {
    const line = setField("site.yaml", "schedulingUrl", "https://calendly.com/orbitant-example/consultation");
    const result = await check();
    expect(result.refused).toBe(true);
    expect(result.findings).toEqual([
      {
        type: "placeholder",
        kind: "example URL",
        file: "site.yaml",
        line,
        value: "https://calendly.com/orbitant-example/consultation",
      },
    ]);

    setField("site.yaml", "schedulingUrl", "https://calendly.com/orbitant/consultation");
    await expectPasses();
  });

  it("refuses a placeholder video id or drive file, then passes once they are real", async () => {
    const idLine = setField("en/offerings/quantum.yaml", "source", "orbitant006");
    const driveLine = setField(
      "en/offerings/robotics.yaml",
      "source",
      "https://drive.google.com/file/d/1aPLACEHOLDERvideo01/view",
    );
    const result = await check();
    expect(result.refused).toBe(true);
    expect(result.findings).toEqual([
      {
        type: "placeholder",
        kind: "placeholder video id",
        file: "en/offerings/quantum.yaml",
        line: idLine,
        value: "orbitant006",
      },
      {
        type: "placeholder",
        kind: "placeholder drive file",
        file: "en/offerings/robotics.yaml",
        line: driveLine,
        value: "https://drive.google.com/file/d/1aPLACEHOLDERvideo01/view",
      },
    ]);

    setField("en/offerings/quantum.yaml", "source", "M7lc1UVf-VE");
    setField("en/offerings/robotics.yaml", "source", "https://drive.google.com/file/d/1aRoboticsDemo2026/view");
    await expectPasses();
  });
});

it("staging reports the same findings as production without refusing", async () => {
  setField("site.yaml", "email", "hello@example.com");
  for (const environment of ["staging", "production"]) {
    setVars(environment, {
      SITE_ORIGIN: "https://staging.example.com",
      TURNSTILE_SITE_KEY: "2x00000000000000000000AB",
    });
  }
  const lister: SecretLister = () => Promise.resolve([]);
  const production = await check("production", lister);
  const staging = await check("staging", lister);
  expect(production.refused).toBe(true);
  expect(staging.refused).toBe(false);
  expect(staging.findings).toEqual(production.findings);
  expect(staging.findings).toHaveLength(1 + 2 + requiredProductionSecrets.length);
  expect(report(staging).at(-1)).toBe("staging: warnings only");
});
