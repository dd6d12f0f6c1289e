// The shape every GitHub workflow of this repository is held to (tests/unit/workflows.test.ts): each level a strict
// object, so a key nobody listed here (`continue-on-error`, a new trigger, `secrets: inherit`, `pull_request_target`)
// fails the schema test by name rather than passing unread. What a key may hold is as narrow as the workflows need:
// a checkout must not keep its credentials, a permission is a scope GitHub knows, an action is pinned to a commit.
import * as v from "valibot";

/** An action of another repository, pinned to a full commit; its version stays in a YAML comment. */
const PINNED_ACTION = /^[\w.-]+\/[\w.-]+(\/[\w./-]+)?@[0-9a-f]{40}$/;
/** A workflow or action of this repository. */
const LOCAL = /^\.\/\.github\/(workflows\/[\w-]+\.yml|actions\/[\w-]+)$/;

const text = v.string();
const expressionOrBoolean = v.union([v.boolean(), v.pipe(v.string(), v.regex(/^\$\{\{ .+ \}\}$/))]);
const environmentVariables = v.record(v.pipe(v.string(), v.regex(/^[A-Z][A-Z0-9_]*$/)), text);

const PERMISSION_SCOPES = [
  "actions",
  "checks",
  "contents",
  "deployments",
  "issues",
  "pull-requests",
  "statuses",
] as const;
const permissions = v.strictObject(
  Object.fromEntries(PERMISSION_SCOPES.map((scope) => [scope, v.optional(v.picklist(["read", "write"]))])) as Record<
    (typeof PERMISSION_SCOPES)[number],
    v.OptionalSchema<v.PicklistSchema<["read", "write"], undefined>, undefined>
  >,
);

/** What a step may say to an action: scalars only. */
const withValues = v.record(text, v.union([v.string(), v.number(), v.boolean()]));

/** The `with` each action is called with: every key it may be given, and the values that are not free. */
const actionInputs: Record<string, v.GenericSchema> = {
  "actions/checkout": v.strictObject({
    // The token stays out of .git/config, where any later step (an npm install script) could read it.
    "persist-credentials": v.literal(false),
    "fetch-depth": v.optional(v.number()),
  }),
  "actions/setup-node": v.strictObject({ "node-version": text, cache: v.optional(v.literal("npm")) }),
  "actions/cache": v.strictObject({ path: text, key: text, "restore-keys": v.optional(text) }),
  "cloudflare/wrangler-action": v.strictObject({
    apiToken: text,
    accountId: text,
    wranglerVersion: text,
    command: text,
  }),
};

const stepSchema = v.pipe(
  v.strictObject({
    name: v.optional(text),
    id: v.optional(v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]*$/))),
    if: v.optional(text),
    uses: v.optional(
      v.pipe(
        text,
        v.check((uses) => PINNED_ACTION.test(uses) || LOCAL.test(uses)),
      ),
    ),
    run: v.optional(text),
    shell: v.optional(v.literal("bash")),
    with: v.optional(withValues),
    env: v.optional(environmentVariables),
    "timeout-minutes": v.optional(v.number()),
  }),
  v.check((step) => (step.uses === undefined) !== (step.run === undefined), "a step either uses an action or runs"),
  v.check((step) => step.run === undefined || step.with === undefined, "a run step takes no `with`"),
  v.check((step) => {
    if (step.uses === undefined || LOCAL.test(step.uses)) return true;
    const action = step.uses.slice(0, step.uses.indexOf("@"));
    const inputs = actionInputs[action];
    return inputs !== undefined && v.is(inputs, step.with ?? {});
  }, "an action this file does not know, or a `with` it does not allow (checkout keeps no credentials)"),
);

const concurrency = v.strictObject({ group: text, "cancel-in-progress": expressionOrBoolean });
const environment = v.union([text, v.strictObject({ name: text, url: v.optional(text) })]);

const jobSchema = v.pipe(
  v.strictObject({
    name: v.optional(text),
    if: v.optional(text),
    "runs-on": v.optional(v.literal("ubuntu-latest")),
    "timeout-minutes": v.optional(v.pipe(v.number(), v.integer(), v.maxValue(60))),
    container: v.optional(v.strictObject({ image: v.literal("debian:bookworm"), options: v.optional(text) })),
    permissions,
    environment: v.optional(environment),
    concurrency: v.optional(concurrency),
    env: v.optional(environmentVariables),
    defaults: v.optional(v.strictObject({ run: v.strictObject({ shell: v.literal("bash") }) })),
    outputs: v.optional(v.record(text, text)),
    needs: v.optional(v.union([text, v.array(text)])),
    // A reusable workflow's call: its inputs, and the secrets it is given by name (never `inherit`).
    uses: v.optional(v.pipe(text, v.regex(LOCAL))),
    with: v.optional(withValues),
    secrets: v.optional(v.record(text, text)),
    steps: v.optional(v.array(stepSchema)),
  }),
  v.check(
    (job) => (job.uses === undefined) !== (job.steps === undefined),
    "a job either calls a workflow or has steps",
  ),
  v.check(
    (job) => job.steps === undefined || (job["runs-on"] !== undefined && job["timeout-minutes"] !== undefined),
    "a job with steps names its runner and a time limit",
  ),
);

const branches = v.array(text);
const workflowInput = v.strictObject({
  description: text,
  required: v.boolean(),
  type: v.picklist(["string", "boolean", "choice"]),
  default: v.optional(v.union([v.string(), v.boolean()])),
  options: v.optional(v.array(text)),
});
const triggers = v.strictObject({
  push: v.optional(v.strictObject({ branches: v.optional(branches), "branches-ignore": v.optional(branches) })),
  pull_request: v.optional(
    v.nullable(
      v.strictObject({ types: v.optional(v.array(v.picklist(["opened", "synchronize", "reopened", "closed"]))) }),
    ),
  ),
  workflow_call: v.optional(
    v.nullable(
      v.strictObject({
        inputs: v.optional(v.record(text, workflowInput)),
        secrets: v.optional(v.record(text, v.strictObject({ description: text, required: v.boolean() }))),
      }),
    ),
  ),
  workflow_dispatch: v.optional(v.nullable(v.strictObject({ inputs: v.optional(v.record(text, workflowInput)) }))),
  release: v.optional(v.strictObject({ types: v.array(v.picklist(["published", "released"])) })),
});

export const workflowSchema = v.strictObject({
  name: text,
  on: triggers,
  // Nothing by default: each job names what it needs.
  permissions: v.strictObject({}),
  concurrency: v.optional(concurrency),
  defaults: v.optional(v.strictObject({ run: v.strictObject({ shell: v.literal("bash") }) })),
  env: v.optional(environmentVariables),
  jobs: v.record(v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]*$/)), jobSchema),
});

export type Workflow = v.InferOutput<typeof workflowSchema>;
export type Job = Workflow["jobs"][string];
export type Step = NonNullable<Job["steps"]>[number];
