// What `npm run rehearse:ci` does, read from .github/workflows/ci.yml so the rehearsal cannot drift from the job it
// rehearses: the container's image and /dev/shm size, then each step in order as the runner would take it (a
// checkout, the Node that setup-node gives, each `run:`), and which steps it cannot take here (the caches, which
// only save time).
import * as v from "valibot";
import { parse } from "yaml";

export type Phase =
  | { kind: "checkout"; name: string }
  | { kind: "node"; name: string; version: string }
  | { kind: "run"; name: string; command: string }
  | { kind: "skipped"; name: string; why: string };

export interface Rehearsal {
  image: string;
  /** /dev/shm's size in bytes, as `docker run --shm-size` sets it (Docker's default: 64 MB). */
  shmBytes: number;
  phases: Phase[];
}

const stepSchema = v.object({
  name: v.optional(v.string()),
  uses: v.optional(v.string()),
  run: v.optional(v.string()),
  with: v.optional(v.record(v.string(), v.union([v.string(), v.number(), v.boolean()]))),
});
const ciSchema = v.object({
  jobs: v.object({
    test: v.object({
      container: v.object({ image: v.string(), options: v.optional(v.string()) }),
      steps: v.array(stepSchema),
    }),
  }),
});

const DOCKER_DEFAULT_SHM_BYTES = 64 * 1024 ** 2;
const UNITS: Record<string, number> = { "": 1, b: 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 };

/** The size `--shm-size` gives in a container's options, in bytes; Docker's default when it is not set. */
export function shmBytes(options: string | undefined): number {
  const match = /(?:^|\s)--shm-size[= ](\d+)([bkmg]?)(?:\s|$)/i.exec(options ?? "");
  if (!match) return DOCKER_DEFAULT_SHM_BYTES;
  return Number(match[1]) * (UNITS[(match[2] ?? "").toLowerCase()] ?? 1);
}

/** The rehearsal of ci.yml's test job. Throws when the job has a step it cannot rehearse or account for. */
export function rehearsalPlan(ciYaml: string): Rehearsal {
  const { container, steps } = v.parse(ciSchema, parse(ciYaml)).jobs.test;
  const phases = steps.map((step): Phase => {
    const action = step.uses?.slice(0, step.uses.indexOf("@"));
    if (action === "actions/checkout") return { kind: "checkout", name: step.name ?? "checkout" };
    if (action === "actions/setup-node") {
      return { kind: "node", name: step.name ?? "setup-node", version: String(step.with?.["node-version"] ?? "") };
    }
    if (action === "actions/cache") {
      return { kind: "skipped", name: step.name ?? "cache", why: "a cache only saves time; the rehearsal starts cold" };
    }
    if (step.run !== undefined)
      return { kind: "run", name: step.name ?? step.run.split("\n")[0] ?? "", command: step.run };
    throw new Error(`ci.yml's step ${step.name ?? step.uses ?? "?"} is neither a run nor an action rehearsed here`);
  });
  return { image: container.image, shmBytes: shmBytes(container.options), phases };
}

/** Where the runner keeps a container job's temporary files (RUNNER_TEMP), the step files among them. */
export const RUNNER_TEMP = "/__w/_temp";

/** The files through which a step talks back to the runner, each fresh for every step. */
type FileCommand = "GITHUB_OUTPUT" | "GITHUB_ENV" | "GITHUB_PATH" | "GITHUB_STEP_SUMMARY";

/** Step `index`'s file commands, where the runner puts them in a container job (inside the container). */
export function fileCommandPaths(index: number): Record<FileCommand, string> {
  const dir = `${RUNNER_TEMP}/_runner_file_commands`;
  return {
    GITHUB_OUTPUT: `${dir}/set_output_${index}`,
    GITHUB_ENV: `${dir}/set_env_${index}`,
    GITHUB_PATH: `${dir}/add_path_${index}`,
    GITHUB_STEP_SUMMARY: `${dir}/step_summary_${index}`,
  };
}

/**
 * The values a step wrote to $GITHUB_OUTPUT or $GITHUB_ENV, read as the runner reads them once the step ends:
 * `NAME=value` lines and `NAME<<DELIMITER` blocks (the lines up to the one that is the delimiter). Throws on a line
 * that is neither, or a block whose delimiter never comes, where the runner fails the step.
 */
export function fileCommandValues(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  const lines = text.split(/\r?\n/);
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? "";
    if (line === "") continue;
    const equals = line.indexOf("=");
    const heredoc = line.indexOf("<<");
    if (equals > 0 && (heredoc === -1 || equals < heredoc)) {
      values[line.slice(0, equals)] = line.slice(equals + 1);
      continue;
    }
    const delimiter = line.slice(heredoc + 2);
    const end = heredoc > 0 && delimiter ? lines.indexOf(delimiter, index + 1) : -1;
    if (end === -1) throw new Error(`neither NAME=value nor a NAME<<DELIMITER block that ends: ${line}`);
    values[line.slice(0, heredoc)] = lines.slice(index + 1, end).join("\n");
    index = end;
  }
  return values;
}

/** What the steps so far leave to the next: the variables they wrote to $GITHUB_ENV, the folders to $GITHUB_PATH. */
export interface StepsSoFar {
  env: Record<string, string>;
  /** PATH's folders added so far, first on PATH first. */
  paths: string[];
}

/**
 * The state after a step that wrote `env` to $GITHUB_ENV and `path` to $GITHUB_PATH: its variables set for the steps
 * after it, and each folder it added put first on their PATH (the last added first, as the runner prepends each).
 */
export function afterStep(before: StepsSoFar, written: { env: string; path: string }): StepsSoFar {
  const added = written.path
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .reverse();
  return {
    env: { ...before.env, ...fileCommandValues(written.env) },
    paths: [...added, ...before.paths.filter((folder) => !added.includes(folder))],
  };
}

/**
 * The mount points at or under `folder` in a mount table (/proc/self/mounts: a line a mount, its target second, a
 * space written as \040), the last mounted first: the order to take them down in, a mount inside another before it.
 */
export function mountPointsUnder(mountTable: string, folder: string): string[] {
  return mountTable
    .split("\n")
    .map((line) => (line.split(" ")[1] ?? "").replaceAll("\\040", " "))
    .filter((target) => target === folder || target.startsWith(`${folder}/`))
    .reverse();
}
