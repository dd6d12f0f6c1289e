// @vitest-environment node
// The deploy preflight's reading of wrangler.toml (the environment's vars and routes), of the Worker's secrets, and
// its report, on a copy with no content (deploy-preflight-copy.ts): each test breaks the one thing it is about.
import { readFileSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { SecretLister } from "../../scripts/deploy/preflight.ts";
import { requiredProductionSecrets, requiredProductionVars } from "../../workers/config/production-requirements.ts";
import {
  check,
  copy,
  expectPasses,
  freshCopyEachTest,
  report,
  setRoutes,
  setVars,
  setWorkersDev,
  writeContent,
} from "./deploy-preflight-copy.ts";

freshCopyEachTest();

describe("the secrets", () => {
  it("names a secret the Worker lacks, and never asks for the optional private key", async () => {
    const lacking = ["OPS_TOKEN", "TURNSTILE_SECRET_KEY"];
    const present = requiredProductionSecrets.map(({ name }) => name).filter((name) => !lacking.includes(name));
    const result = await check("production", () => Promise.resolve(present));
    expect(result.refused).toBe(true);
    expect(result.findings.map((finding) => (finding.type === "secret" ? finding.name : finding.type)).sort()).toEqual(
      [...lacking].sort(),
    );
    expect(report(result).some((line) => line.startsWith("  OPS_TOKEN: not set"))).toBe(true);
    expect(report(result).join("\n")).not.toContain("EMAILJS_PRIVATE_KEY");
  });

  it("a lead webhook URL without its signing secret is named; neither, or both, is nothing to report", async () => {
    const required = requiredProductionSecrets.map(({ name }) => name);
    const withUrl = await check("production", () => Promise.resolve([...required, "LEAD_WEBHOOK_URL"]));
    expect(withUrl.refused).toBe(true);
    expect(withUrl.findings).toEqual([expect.objectContaining({ type: "secret", name: "LEAD_WEBHOOK_SECRET" })]);
    expect(
      report(withUrl).some((line) => line.startsWith("  LEAD_WEBHOOK_SECRET: not set (LEAD_WEBHOOK_URL is set;")),
    ).toBe(true);
    for (const present of [required, [...required, "LEAD_WEBHOOK_URL", "LEAD_WEBHOOK_SECRET"]]) {
      expect((await check("production", () => Promise.resolve(present))).findings).toEqual([]);
    }
  });

  it("the content editor's GitHub sign-in half set names the missing half; neither, or both, is nothing", async () => {
    const required = requiredProductionSecrets.map(({ name }) => name);
    for (const [present, missing] of [
      ["GITHUB_OAUTH_CLIENT_ID", "GITHUB_OAUTH_CLIENT_SECRET"],
      ["GITHUB_OAUTH_CLIENT_SECRET", "GITHUB_OAUTH_CLIENT_ID"],
    ] as const) {
      const result = await check("production", () => Promise.resolve([...required, present]));
      expect(result.findings).toEqual([expect.objectContaining({ type: "secret", name: missing })]);
      expect(report(result).some((line) => line.startsWith(`  ${missing}: not set (${present} is set;`))).toBe(true);
    }
    const both = [...required, "GITHUB_OAUTH_CLIENT_ID", "GITHUB_OAUTH_CLIENT_SECRET"];
    expect((await check("production", () => Promise.resolve(both))).findings).toEqual([]);
  });

  it("reports a secret lister that fails as a problem, with its reason in one line", async () => {
    const result = await check("production", () =>
      Promise.reject(new Error("`wrangler secret list` failed: not logged in\nmore detail")),
    );
    expect(result.refused).toBe(true);
    expect(result.findings).toEqual([
      { type: "secrets-unchecked", reason: "`wrangler secret list` failed: not logged in" },
    ]);
    expect(report(result)).toContain("  could not check the secrets: `wrangler secret list` failed: not logged in");
  });
});

describe("the vars in wrangler.toml", () => {
  it("names a test site key and an example origin", async () => {
    setVars("production", { SITE_ORIGIN: "https://www.example.com", TURNSTILE_SITE_KEY: "1x00000000000000000000AA" });
    const result = await check();
    expect(result.refused).toBe(true);
    expect(
      result.findings.map((finding) => (finding.type === "var" ? `${finding.name}: ${finding.problem}` : "")),
    ).toEqual(["SITE_ORIGIN: an example host", "TURNSTILE_SITE_KEY: a Cloudflare test key"]);
    expect(report(result)).toContain("vars of [env.production] in wrangler.toml:");
  });

  it("names an origin that is not https, and a site key that is missing or blank", async () => {
    setVars("production", { SITE_ORIGIN: "http://www.orbitant.co", TURNSTILE_SITE_KEY: undefined });
    const problems = async () =>
      (await check()).findings.map((finding) => (finding.type === "var" ? `${finding.name}: ${finding.problem}` : ""));
    expect(await problems()).toEqual(["SITE_ORIGIN: not https", "TURNSTILE_SITE_KEY: missing"]);
    setVars("production", { SITE_ORIGIN: "https://www.orbitant.co", TURNSTILE_SITE_KEY: " " });
    expect(await problems()).toEqual(["TURNSTILE_SITE_KEY: blank"]);
  });
});

describe("the routes in wrangler.toml", () => {
  const routeProblems = async (environment = "production") =>
    (await check(environment)).findings.map((finding) =>
      finding.type === "route" ? `${finding.host ?? "-"}: ${finding.problem}` : finding.type,
    );

  it("names a custom domain on a host reserved for examples, then passes once it is real", async () => {
    setRoutes("production", '[{ pattern = "www.example.com", custom_domain = true }]');
    const result = await check();
    expect(result.refused).toBe(true);
    expect(await routeProblems()).toEqual([
      "www.example.com: a host reserved for examples: nobody can own it",
      "www.orbitant.co: SITE_ORIGIN's host, which no route serves",
    ]);
    expect(report(result)).toContain("routes of [env.production] in wrangler.toml:");
    expect(report(result)).toContain("  www.example.com: a host reserved for examples: nobody can own it");

    setRoutes("production", '[{ pattern = "www.orbitant.co", custom_domain = true }]');
    await expectPasses();
  });

  it("names an environment with no route, saying where it answers instead", async () => {
    setRoutes("production", undefined);
    setWorkersDev("production", false);
    expect(await routeProblems()).toEqual([
      "www.orbitant.co: no route or custom domain, and workers_dev is off: the Worker answers nowhere",
    ]);
    setWorkersDev("production", true);
    expect(await routeProblems()).toEqual([
      "www.orbitant.co: no route or custom domain: the Worker answers only on workers.dev",
    ]);
  });

  it("takes a zone route whose pattern covers SITE_ORIGIN's host, and names one that does not", async () => {
    setRoutes("production", '[{ pattern = "*.orbitant.co/*", zone_name = "orbitant.co" }]');
    await expectPasses();
    setRoutes("production", '["orbitant.co/*"]');
    expect(await routeProblems()).toEqual(["www.orbitant.co: SITE_ORIGIN's host, which no route serves"]);
  });

  it("takes a route whose pattern has a scheme or capitals, and names a wildcard that only covers hosts below it", async () => {
    setRoutes("production", '["https://WWW.Orbitant.co/*"]');
    await expectPasses();
    setRoutes("production", '[{ pattern = "*.www.orbitant.co/*", zone_name = "orbitant.co" }]');
    expect(await routeProblems()).toEqual(["www.orbitant.co: SITE_ORIGIN's host, which no route serves"]);
  });
});

describe("the vars in wrangler.toml, each way they can be wrong", () => {
  const varProblems = async () =>
    (await check()).findings.flatMap((finding) =>
      finding.type === "var" ? [`${finding.name}: ${finding.problem}`] : [],
    );

  it("names an origin that is no URL, or only has https:// further on, and takes one in capitals or with spaces around it", async () => {
    setVars("production", { SITE_ORIGIN: "www.orbitant.co" });
    expect(await varProblems()).toEqual(["SITE_ORIGIN: not a URL"]);
    setVars("production", { SITE_ORIGIN: "http://www.orbitant.co/https://" });
    expect(await varProblems()).toEqual(["SITE_ORIGIN: not https"]);
    setVars("production", { SITE_ORIGIN: " HTTPS://WWW.ORBITANT.CO " });
    await expectPasses();
  });

  it("reads a var that is not a string (a number in TOML) as its JSON", async () => {
    const text = readFileSync(copy.wranglerConfig, "utf8");
    writeFileSync(
      copy.wranglerConfig,
      text.replace('TURNSTILE_SITE_KEY = "0x4AAAAAAAC3DHQFLr1GavRN"', "TURNSTILE_SITE_KEY = 0"),
    );
    const result = await check();
    expect(result.findings.filter((finding) => finding.type === "var")).toEqual([]);
    writeFileSync(copy.wranglerConfig, text.replace('SITE_ORIGIN = "https://www.orbitant.co"', "SITE_ORIGIN = 443"));
    expect((await check()).findings).toEqual([
      expect.objectContaining({ type: "var", name: "SITE_ORIGIN", value: "443", problem: "not a URL" }),
    ]);
  });

  it.each(requiredProductionVars.map(({ name, why }) => [name, why]))(
    "names %s when it is missing, saying why it is needed",
    async (name, why) => {
      setVars("production", { [name]: undefined });
      const result = await check();
      expect(result.findings).toContainEqual({ type: "var", name, value: undefined, problem: "missing", why });
      expect(report(result)).toContain(`  ${name}: missing (${why})`);
    },
  );

  it("shows a var's value in the report, and leaves a blank one's out", async () => {
    setVars("production", { SITE_ORIGIN: "https://www.example.com", TURNSTILE_SITE_KEY: "  " });
    const lines = report(await check());
    const why = (name: string) => requiredProductionVars.find((entry) => entry.name === name)?.why ?? "";
    expect(lines).toContain(`  SITE_ORIGIN = "https://www.example.com": an example host (${why("SITE_ORIGIN")})`);
    expect(lines).toContain(`  TURNSTILE_SITE_KEY: blank (${why("TURNSTILE_SITE_KEY")})`);
  });

  it("cannot run for an environment wrangler.toml does not define, naming those it does, or none", async () => {
    await expect(check("preview")).rejects.toThrow(
      'wrangler.toml has no environment "preview" (it has: staging, production)',
    );
    writeFileSync(copy.wranglerConfig, 'name = "site"\ncompatibility_date = "2026-11-01"\n');
    await expect(check("production")).rejects.toThrow('wrangler.toml has no environment "production" (it has: none)');
  });
});

describe("the routes in wrangler.toml, each way they can be written", () => {
  const routeProblems = async () =>
    (await check()).findings.flatMap((finding) =>
      finding.type === "route" ? [`${finding.host ?? "-"}: ${finding.problem}`] : [],
    );

  it("reads wrangler's single route as it reads a list", async () => {
    setRoutes("production", '"www.orbitant.co/*"', "route");
    await expectPasses();
    setRoutes("production", '"www.example.com/*"', "route");
    expect(await routeProblems()).toEqual([
      "www.example.com: a host reserved for examples: nobody can own it",
      "www.orbitant.co: SITE_ORIGIN's host, which no route serves",
    ]);
  });

  it("knows a reserved host behind a wildcard or with the root's dot", async () => {
    setRoutes("production", '["*.example.com/*", "*example.net/*", "www.example.org.", "www.orbitant.co/*"]');
    expect(await routeProblems()).toEqual([
      "*.example.com: a host reserved for examples: nobody can own it",
      "*example.net: a host reserved for examples: nobody can own it",
      "www.example.org.: a host reserved for examples: nobody can own it",
    ]);
  });

  it("takes a wildcard without its dot (*orbitant.co), which covers the host itself too", async () => {
    setRoutes("production", '["*orbitant.co/*"]');
    await expectPasses();
  });

  it("without a route and without a usable origin: no host to name", async () => {
    setRoutes("production", undefined);
    setVars("production", { SITE_ORIGIN: "not a url" });
    const result = await check();
    expect(result.findings).toContainEqual({
      type: "route",
      host: undefined,
      problem: "no route or custom domain, and workers_dev is off: the Worker answers nowhere",
    });
    expect(report(result)).toContain(
      "  (no host): no route or custom domain, and workers_dev is off: the Worker answers nowhere",
    );
  });
});

describe("the secrets, each way they can be missing", () => {
  it.each(requiredProductionSecrets.map(({ name, why }) => [name, why]))(
    "names %s when it alone is not set, saying why it is needed",
    async (name, why) => {
      const present = requiredProductionSecrets.map((secret) => secret.name).filter((secret) => secret !== name);
      const result = await check("production", () => Promise.resolve(present));
      expect(result.findings).toEqual([{ type: "secret", name, why }]);
      expect(report(result)).toEqual([
        "deploy preflight, production: 1 problem",
        "secrets of the production Worker:",
        `  ${name}: not set (${why})`,
        "deploy refused: 1 problem above",
      ]);
    },
  );

  it("a lister that fails with no words, or throws what is no Error, is still reported, with what it said", async () => {
    const failing =
      (thrown: unknown): SecretLister =>
      () =>
        // oxlint-disable-next-line typescript/prefer-promise-reject-errors -- a lister that throws a string
        Promise.reject(thrown);
    for (const [thrown, reason] of [
      [new Error(""), "no reason given"],
      [new Error("  \nwhat follows"), "no reason given"],
      ["wrangler is not installed", "wrangler is not installed"],
    ] as const) {
      expect((await check("production", failing(thrown))).findings).toEqual([{ type: "secrets-unchecked", reason }]);
    }
  });
});

describe("the report", () => {
  const noSecrets: SecretLister = () => Promise.resolve([]);

  it("counts its problems in its first line, and says nothing was found when nothing was", async () => {
    expect(report(await check())[0]).toBe("deploy preflight, production: nothing found");
    expect(report(await check("production", noSecrets))[0]).toBe(
      `deploy preflight, production: ${requiredProductionSecrets.length} problems`,
    );
  });

  it("groups the findings under a heading each, in the order of the rules, and ends with the verdict", async () => {
    writeContent("site.yaml", "phone: +1 (617) 555-0142\nemail: hello@example.com\nvideo: orbitant001\n");
    setVars("staging", { TURNSTILE_SITE_KEY: undefined });
    setRoutes("staging", '["staging.example.com/*"]');
    const lines = report(await check("staging", () => Promise.reject(new Error("not logged in"))));
    expect(lines.filter((line) => !line.startsWith("  "))).toEqual([
      "deploy preflight, staging: 7 problems",
      expect.stringMatching(/^example e-mail address: \S/) as string,
      expect.stringMatching(/^fictional phone number: \S/) as string,
      expect.stringMatching(/^placeholder video id: \S/) as string,
      "vars of [env.staging] in wrangler.toml:",
      "routes of [env.staging] in wrangler.toml:",
      "secrets of the staging Worker:",
      "staging: warnings only",
    ]);
    expect(lines).toContain("  content/site.yaml:1  +1 (617) 555-0142");
  });

  it("staging with nothing found has nothing to warn about", async () => {
    expect(report(await check("staging")).at(-1)).toBe("staging: nothing to warn about");
  });
});
