// The release of one environment, as Cloudflare documents a safe one, and the way back from each step that fails
// (`npm run deploy` and the deploy jobs of staging.yml and production.yml run scripts/deploy/release-command.ts,
// which hands this the real wrangler, build and smoke check):
//
// 1. What serves now (the version to go back to), and whether the deploy would run a Durable Object migration:
//    one needs the explicit input (`--durable-object-migration`), and the input with none pending is refused too.
// 2. The preflight, the build, the D1 migrations (each suits the code before it too: docs/deploying.md).
// 3. With a version serving and no Durable Object migration: `wrangler versions upload` (no traffic yet), a
//    deployment of it at 0 % beside the live one at 100 %, the smoke check of it through Cloudflare's version
//    override header, then the routes, custom domains and Cron Triggers (`wrangler triggers deploy`, which point
//    at the Worker, not a version), the new version at 100 %, and the smoke check again until it answers.
//    A failure before the promotion leaves the live version serving all along; the 0 % deployment is undone.
// 4. Otherwise (a first deploy, or a migration, which Cloudflare refuses as a version upload): `wrangler deploy`,
//    then the smoke check until the new version answers.
// Any failure once something was uploaded rolls back to the version recorded in 1 (scripts/deploy/roll-back.ts:
// a rollback that fails or is refused alerts ops); the release then fails, whatever the rollback did.
import { type PendingMigration, pendingMigration } from "./durable-object-migration.ts";
import { liveVersion } from "./live-version.ts";
import { type DeployTools, type Environment, rollBack } from "./roll-back.ts";

export interface ReleaseTools extends DeployTools {
  /** Runs a step of the repository (the preflight, the build); rejects when it fails. */
  step(name: "preflight" | "build"): Promise<void>;
  /** Runs the smoke check with these arguments; whether every check passed. */
  smoke(args: string[]): Promise<boolean>;
  /** The deployed Worker's Durable Object migration tag (undefined: none, or no Worker yet). */
  deployedMigrationTag(): Promise<string | undefined>;
}

export interface Release extends Environment {
  /** The Worker's name in this environment (the version override header's key). */
  worker: string;
  /** SITE_ORIGIN of the environment: where the smoke check goes. */
  origin: string;
  /** The `[[migrations]]` tags of wrangler.toml, in order. */
  migrationTags: readonly string[];
  /** The explicit input that lets a Durable Object migration go ahead. */
  allowMigration: boolean;
  /** The commit released, for messages. */
  commit: string;
}

export type Outcome =
  | { released: true; version: string }
  | { released: false; why: string; rolledBack?: boolean; version?: string };

const BUILT_CONFIG = ["--config", "build/server/wrangler.json"];
/** Wrangler's reason when the Worker was never deployed. */
const NEVER_DEPLOYED = /has no deployments|does not exist|not found/i;

const reasonOf = (error: unknown) => (error instanceof Error ? error.message.split("\n")[0] : String(error)) ?? "";

/** The version id of the entry of `type` wrangler wrote to its output file. */
export function versionFromOutput(entries: readonly unknown[], type: "deploy" | "version-upload"): string {
  for (const entry of entries) {
    if (entry === null || typeof entry !== "object") continue;
    const { type: kind, version_id: id } = entry as { type?: unknown; version_id?: unknown };
    if (kind === type && typeof id === "string" && /^[0-9a-f-]{36}$/.test(id)) return id;
  }
  throw new Error(`wrangler wrote no ${type} entry with a version id`);
}

function migrationText({ from, to }: PendingMigration): string {
  return `the Durable Object migration ${from ?? "(none yet)"} → ${to}`;
}

/** The version serving the environment now; undefined for a Worker never deployed. */
async function servingNow(release: Release, tools: ReleaseTools): Promise<string | undefined> {
  try {
    const { stdout } = await tools.wrangler(["deployments", "status", "--json", "--env", release.name]);
    return liveVersion(stdout);
  } catch (error) {
    if (NEVER_DEPLOYED.test(reasonOf(error))) return undefined;
    throw error;
  }
}

export async function release(release: Release, tools: ReleaseTools): Promise<Outcome> {
  const refuse = (why: string): Outcome => {
    tools.summary(`**Release of ${release.commit} to ${release.name} refused**: ${why}. Nothing was changed.\n`);
    return { released: false, why };
  };
  let live: string | undefined;
  let pending: PendingMigration | null;
  try {
    live = await servingNow(release, tools);
    pending = pendingMigration(release.migrationTags, await tools.deployedMigrationTag());
  } catch (error) {
    return refuse(`what serves now could not be read (${reasonOf(error)}), so there would be no way back`);
  }
  tools.log(
    `serving now: ${live ?? "nothing (a first deploy)"}; ${pending ? migrationText(pending) : "no Durable Object migration"}`,
  );
  if (pending && !release.allowMigration) {
    return refuse(
      `${migrationText(pending)} is pending: Cloudflare runs it only with a plain deploy and refuses any rollback ` +
        "across it. Run the workflow by hand with the Durable Object migration input, the migration alone",
    );
  }
  if (!pending && release.allowMigration) {
    return refuse("the Durable Object migration input was given, but no migration is pending");
  }
  try {
    await tools.step("preflight");
    await tools.step("build");
    await tools.wrangler(["d1", "migrations", "apply", "INSIGHTS_DB", "--remote", ...BUILT_CONFIG]);
  } catch (error) {
    return refuse(`${reasonOf(error)} (before anything was uploaded)`);
  }

  /** Puts the recorded version back, or says there is none; the release has failed either way. */
  const back = async (why: string, version?: string): Promise<Outcome> => {
    const full = `${why} (release of ${release.commit})`;
    if (live === undefined) {
      tools.summary(
        `**Release of ${release.commit} to ${release.name} FAILED**: ${why}. No earlier version to go back to.\n`,
      );
      await tools.alert(
        `The release of ${release.commit} to ${release.name} failed (${why}), and there is no earlier version to roll back to. ${release.runUrl}`,
      );
      return { released: false, why, rolledBack: false, version };
    }
    tools.summary(`**Release of ${release.commit} to ${release.name} FAILED**: ${why}.\n`);
    const rolledBack = await rollBack(live, full, release, tools);
    // A failed rollback alerts ops itself. A clean one leaves the site as it was, but the change someone published
    // is not live: GitHub tells only whoever started the run (after a Publish, the editor), so ops are told too.
    if (rolledBack) {
      await tools.alert(
        `The release of ${release.commit} to ${release.name} failed (${why}); version ${live} serves all traffic again, and the change is not live. ${release.runUrl}`,
      );
    }
    return { released: false, why, rolledBack, version };
  };

  if (pending || live === undefined) {
    let version: string;
    try {
      version = versionFromOutput((await tools.wrangler(["deploy", ...BUILT_CONFIG])).entries, "deploy");
    } catch (error) {
      // `wrangler deploy` makes the version live before it applies routes, domains and crons: a failure there
      // leaves the new code serving.
      return back(`wrangler deploy failed: ${reasonOf(error)}`);
    }
    if (!(await tools.smoke(["--url", release.origin, "--version", version]))) {
      return back(`the smoke check of version ${version} failed`, version);
    }
    tools.summary(
      `**Released** ${release.commit} to ${release.name}: version \`${version}\` (a plain deploy${pending ? `, ${migrationText(pending)}` : ""}).\n`,
    );
    return { released: true, version };
  }

  let version: string;
  try {
    version = versionFromOutput(
      (await tools.wrangler(["versions", "upload", ...BUILT_CONFIG, "--message", `Release of ${release.commit}`]))
        .entries,
      "version-upload",
    );
  } catch (error) {
    return refuse(`wrangler versions upload failed: ${reasonOf(error)}`);
  }
  const staged = [`${version}@0%`, `${live}@100%`];
  try {
    await tools.wrangler([
      "versions",
      "deploy",
      ...staged,
      "--yes",
      ...BUILT_CONFIG,
      "--message",
      `Check of ${release.commit}`,
    ]);
  } catch (error) {
    return back(`the deployment of version ${version} at 0 % failed: ${reasonOf(error)}`, version);
  }
  if (!(await tools.smoke(["--url", release.origin, "--version", version, "--worker", release.worker]))) {
    return back(`the smoke check of version ${version} before it took traffic failed`, version);
  }
  try {
    await tools.wrangler(["triggers", "deploy", ...BUILT_CONFIG]);
    await tools.wrangler([
      "versions",
      "deploy",
      `${version}@100%`,
      "--yes",
      ...BUILT_CONFIG,
      "--message",
      `Release of ${release.commit}`,
    ]);
  } catch (error) {
    return back(`the promotion of version ${version} failed: ${reasonOf(error)}`, version);
  }
  if (!(await tools.smoke(["--url", release.origin, "--version", version]))) {
    return back(`the smoke check of version ${version} once it took all traffic failed`, version);
  }
  tools.summary(
    `**Released** ${release.commit} to ${release.name}: version \`${version}\`, checked before and after it took traffic.\n`,
  );
  return { released: true, version };
}
