// node scripts/deploy/rollback.ts <environment> <version-id> <reason>     (the rollback workflow, rollback.yml)
//
// Serves an earlier version to all of an environment's traffic again (`wrangler rollback`), then smoke-checks the
// site until that version answers. A rollback that fails or that Cloudflare refuses writes the job summary with
// what is live and alerts ops (scripts/deploy/roll-back.ts), as a failed release's does. Replaces a rollback from
// a laptop: the workflow runs behind the environment's approval, with its own token.
// Exit 0: rolled back and checked. Exit 1: refused, failed, or its check failed. Exit 2: the command is wrong.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { realTools, runUrl } from "./release-command.ts";
import { rollBack } from "./roll-back.ts";
import { siteOrigin } from "./site-origin.ts";

/** The command's words: an environment, a version id (nothing before or after it) and a reason; else undefined. */
export function rollbackArguments(
  args: readonly string[],
): { environment: string; version: string; reason: string } | undefined {
  const [environment, version, reason, ...rest] = args;
  if (!environment || !version || !/^[0-9a-f-]{36}$/.test(version) || !reason || rest.length > 0) return undefined;
  return { environment, version, reason };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const given = rollbackArguments(process.argv.slice(2));
  if (!given) {
    console.error("usage: node scripts/deploy/rollback.ts <environment> <version-id> <reason>");
    process.exit(2);
  }
  const { environment, version, reason } = given;
  const tools = realTools(environment);
  const origin = siteOrigin(path.join(import.meta.dirname, "../../wrangler.toml"), environment);
  const rolledBack = await rollBack(version, `${reason} (by hand)`, { name: environment, runUrl: runUrl() }, tools);
  process.exitCode = rolledBack && (await tools.smoke(["--url", origin, "--version", version])) ? 0 : 1;
}
