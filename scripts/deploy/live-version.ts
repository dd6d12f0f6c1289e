// The Worker version serving an environment, as `wrangler deployments status --json` says: the one a release whose
// check fails is rolled back to (scripts/deploy/release.ts reads it before anything is uploaded), and what a failed
// rollback reports as live (scripts/deploy/roll-back.ts). Named by id, rather than left to `wrangler rollback`'s own
// choice of "the version before", so a rollback lands where the release started.
import * as v from "valibot";
import { printedJson } from "./wrangler-command.ts";

/** The part of `wrangler deployments status --json` read here: which versions serve, and what share of requests. */
const deploymentSchema = v.object({
  versions: v.pipe(
    v.array(v.object({ version_id: v.pipe(v.string(), v.uuid()), percentage: v.number() })),
    v.minLength(1),
  ),
});

/**
 * The version serving the most requests in what `wrangler deployments status --json` printed (all of them, unless
 * a gradual deploy is under way). Throws when the output holds no deployment.
 */
export function liveVersion(stdout: string): string {
  const parsed = printedJson(stdout);
  const deployment = v.safeParse(deploymentSchema, parsed);
  if (!deployment.success) throw new Error("`wrangler deployments status` printed no deployment");
  const [serving] = deployment.output.versions.toSorted((a, b) => b.percentage - a.percentage);
  if (!serving) throw new Error("`wrangler deployments status` printed no version");
  return serving.version_id;
}
