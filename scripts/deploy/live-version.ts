// node scripts/deploy/live-version.ts <environment>     (the deploy workflow runs it before it deploys)
//
// Prints `version-id=<id>`: the Worker version serving the environment now, the one a deploy whose smoke check
// fails is rolled back to (`wrangler rollback <id>`). Named before the deploy, rather than left to `wrangler
// rollback`'s own choice of "the version before", so a rollback lands where the deploy started even if another
// version was uploaded in between. `version-id=` (empty) for a Worker never deployed: there is nothing to go back
// to. Appended to $GITHUB_OUTPUT by the workflow. Exit 2: the version could not be read.
import path from "node:path";
import { pathToFileURL } from "node:url";
import * as v from "valibot";
import { printedJson, wranglerOutput } from "./wrangler-command.ts";

const wranglerConfig = path.join(import.meta.dirname, "../../wrangler.toml");

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

/** Wrangler's reason when the Worker was never deployed (its first deploy is under way). */
const NEVER_DEPLOYED = /has no deployments|does not exist|not found/i;

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const [environment, ...rest] = process.argv.slice(2);
  if (!environment || rest.length > 0) {
    console.error("usage: node scripts/deploy/live-version.ts <environment>   (staging or production)");
    process.exit(2);
  }
  try {
    const stdout = await wranglerOutput(
      ["deployments", "status", "--json", "--env", environment, "--config", wranglerConfig],
      ["deployments", "status", "--env", environment],
    );
    console.log(`version-id=${liveVersion(stdout)}`);
  } catch (error) {
    const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
    if (reason && NEVER_DEPLOYED.test(reason)) {
      console.error(`live version: none (${reason})`);
      console.log("version-id=");
    } else {
      console.error(`live version: ${reason}`);
      process.exitCode = 2;
    }
  }
}
