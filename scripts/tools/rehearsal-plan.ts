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
