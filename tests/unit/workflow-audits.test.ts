// @vitest-environment node
// The audits of zizmor (GitHub Actions security lint) that apply to this repository, held here because zizmor
// itself cannot run where npm test runs (it comes from PyPI; CI runs it on the runner, .github/zizmor.yml): no
// untrusted `${{ }}` written into a shell command, no dangerous trigger, no cache on a path that reaches
// production, no secret a reusable workflow reads that its callers do not pass, no `secrets: inherit`, no GITHUB_ENV
// writes, and the files that guard the pipeline (CODEOWNERS, the pinned actions' updater).
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { files, raw, root, workflows } from "./workflow-files.ts";
import type { Workflow } from "./workflow-schema.ts";

/** Every `secrets.NAME` a text reads. */
const secretsRead = (text: string) =>
  [...text.matchAll(/\bsecrets\.([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1] ?? "");

/**
 * Each call of a reusable workflow that inherits every secret, or that does not pass a secret the called workflow
 * reads (environment secrets reach a called workflow only that way, and then all of them), one line each.
 */
function unpassedSecrets(files: ReadonlyMap<string, unknown>): string[] {
  const found: string[] = [];
  for (const [file, workflow] of files) {
    for (const [name, job] of Object.entries((workflow as Workflow).jobs)) {
      if (!job.uses) continue;
      const called = path.basename(job.uses);
      const where = `${file} ${name} → ${called}`;
      if ((job.secrets as unknown) === "inherit") {
        found.push(`${where}: inherits every secret`);
        continue;
      }
      for (const secret of new Set(secretsRead(JSON.stringify(files.get(called))))) {
        if (!Object.keys(job.secrets ?? {}).includes(secret)) found.push(`${where}: ${secret} not passed`);
      }
    }
  }
  return found.sort();
}

describe("zizmor's audits, held here", () => {
  it("template injection: no `${{ }}` inside any step's shell command; values reach it as variables", () => {
    for (const [file, workflow] of workflows) {
      for (const [name, job] of Object.entries(workflow.jobs)) {
        for (const step of job.steps ?? []) expect(step.run ?? "", `${file} ${name}`).not.toContain("${{");
      }
    }
  });

  it("dangerous triggers: no pull_request_target or workflow_run anywhere", () => {
    for (const file of files) {
      expect(Object.keys(workflows.get(file)?.on ?? {}), file).not.toContain("pull_request_target");
      expect(Object.keys(workflows.get(file)?.on ?? {}), file).not.toContain("workflow_run");
    }
  });

  it("cache poisoning: no cache restored on a path that deploys or rolls back", () => {
    for (const [file, jobName] of [
      ["staging.yml", "deploy"],
      ["production.yml", "deploy"],
      ["rollback.yml", "rollback"],
    ] as const) {
      for (const step of workflows.get(file)?.jobs[jobName]?.steps ?? []) {
        expect(step.uses ?? "", `${file} ${jobName}`).not.toMatch(/^actions\/cache@/);
        expect(step.with?.cache, `${file} ${jobName} ${step.uses ?? ""}`).toBeUndefined();
      }
    }
  });

  it("secrets: a reusable workflow reads only secrets every caller passes by name; none inherits all", () => {
    expect([...workflows.values()].some((workflow) => Object.values(workflow.jobs).some((job) => job.uses))).toBe(true);
    expect(unpassedSecrets(raw)).toEqual([]);
  });

  it("the secrets test sees a reusable workflow reading a secret its callers do not pass, or a caller inheriting all", () => {
    const reading = structuredClone(raw);
    const ci = reading.get("ci.yml") as { jobs: { test: { steps: { env?: Record<string, string> }[] } } };
    const last = ci.jobs.test.steps.at(-1);
    if (last) last.env = { CLOUDFLARE_API_TOKEN: "${{ secrets.CLOUDFLARE_API_TOKEN }}" };
    expect(unpassedSecrets(reading)).toEqual([
      "production.yml test → ci.yml: CLOUDFLARE_API_TOKEN not passed",
      "staging.yml test → ci.yml: CLOUDFLARE_API_TOKEN not passed",
    ]);
    const inheriting = structuredClone(raw);
    const staging = inheriting.get("staging.yml") as { jobs: { test: { secrets?: unknown } } };
    staging.jobs.test.secrets = "inherit";
    expect(unpassedSecrets(inheriting)).toEqual(["staging.yml test → ci.yml: inherits every secret"]);
  });

  it("no write to GITHUB_ENV or GITHUB_PATH, no insecure commands, no secrets as a whole", () => {
    for (const file of files) {
      const text = readFileSync(path.join(root, ".github/workflows", file), "utf8");
      expect(text, file).not.toMatch(/GITHUB_ENV|GITHUB_PATH|ACTIONS_ALLOW_UNSECURE_COMMANDS|toJSON\(secrets\)/);
    }
  });

  it("only the release jobs and the rollback name an environment that holds Cloudflare's tokens, never a pull request's run", () => {
    for (const [file, workflow] of workflows) {
      const onPullRequest = "pull_request" in workflow.on;
      for (const [name, job] of Object.entries(workflow.jobs)) {
        const environment = typeof job.environment === "string" ? job.environment : job.environment?.name;
        if (onPullRequest) expect([undefined, "preview"], `${file} ${name}`).toContain(environment);
      }
    }
  });

  it("CODEOWNERS guards the workflows, wrangler.toml and the deploy scripts; the pinned actions have an updater", () => {
    const owners = readFileSync(path.join(root, ".github/CODEOWNERS"), "utf8");
    for (const guarded of ["/.github/", "/wrangler.toml", "/scripts/deploy/"]) {
      expect(owners).toMatch(new RegExp(`^${guarded.replaceAll(".", "\\.")}\\s+@\\S+`, "m"));
    }
    const updates = parse(readFileSync(path.join(root, ".github/dependabot.yml"), "utf8")) as {
      updates: { "package-ecosystem": string; directory: string }[];
    };
    expect(updates.updates).toContainEqual(
      expect.objectContaining({ "package-ecosystem": "github-actions", directory: "/" }),
    );
  });
});
