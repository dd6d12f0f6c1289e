// The repository's GitHub workflows as the workflow tests read them: each file's YAML, typed by the schema the
// schema test holds it to, and what each step runs as a shell would be given it.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import type { Job, Step, Workflow } from "./workflow-schema.ts";

export const root = fileURLToPath(new URL("../..", import.meta.url));
export const workflowsDir = path.join(root, ".github", "workflows");

export const files = readdirSync(workflowsDir)
  .filter((file) => /\.ya?ml$/.test(file))
  .sort();
/** Each workflow as its YAML reads; held to the schema by the first test below, typed as it for the others. */
export const raw = new Map(
  files.map((file) => [file, parse(readFileSync(path.join(workflowsDir, file), "utf8")) as unknown]),
);
export const workflows = new Map([...raw].map(([file, workflow]) => [file, workflow as Workflow]));

export function job(file: string, name: string): Job {
  const found = workflows.get(file)?.jobs[name];
  if (!found) throw new Error(`${file} has no job ${name}`);
  return found;
}

const WRANGLER_ACTION = "cloudflare/wrangler-action@";

/** What a step runs, as a shell would be given it: its `run`, or the wrangler command a wrangler-action step runs. */
export function commandOf(step: Step): string | undefined {
  if (step.uses?.startsWith(WRANGLER_ACTION)) return `wrangler ${String(step.with?.command ?? "deploy")}`;
  return step.run?.replace(/\s+/g, " ").trim();
}

/** The commands of a job's steps that run something, in order. */
export function commandsOf(found: Job): string[] {
  return (found.steps ?? []).flatMap((step) => commandOf(step) ?? []);
}
