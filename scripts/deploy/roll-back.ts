// Putting a version back to 100 % of an environment's traffic (`wrangler rollback <id>`), for the release when a
// check fails (scripts/deploy/release.ts) and for the rollback workflow (scripts/deploy/rollback.ts). A rollback
// that fails, or that Cloudflare refuses (across a Durable Object migration, or to a version it no longer keeps),
// leaves the site on a version nobody chose: the job summary then says what is live, read again from Cloudflare,
// and ops are alerted on the same webhook the Worker's alerts use (`{ "text": ... }`).
import { liveVersion } from "./live-version.ts";

/** What a release or a rollback needs from outside: wrangler, the job summary, the ops alert webhook, a log. */
export interface DeployTools {
  /** Runs `wrangler <args>`; resolves with its stdout and the entries it wrote to its output file, or rejects with
   * wrangler's reason. */
  wrangler(args: string[]): Promise<{ stdout: string; entries: unknown[] }>;
  /** Appends Markdown to the job summary. */
  summary(markdown: string): void;
  /** Posts a text to the ops alert webhook (nothing when none is set); never rejects. */
  alert(text: string): Promise<void>;
  log(line: string): void;
}

export interface Environment {
  /** The wrangler.toml environment: staging or production. */
  name: string;
  /** Where the run can be read, for the alert. */
  runUrl: string;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message.split("\n")[0] : String(error));

/** What serves the environment now, as Cloudflare says: "<id> (100 %)", or why it could not be read. */
async function whatIsLive(environment: Environment, tools: DeployTools): Promise<string> {
  try {
    const { stdout } = await tools.wrangler(["deployments", "status", "--json", "--env", environment.name]);
    return `version ${liveVersion(stdout)}`;
  } catch (error) {
    return `unknown: Cloudflare could not be asked (${reasonOf(error) ?? ""})`;
  }
}

/**
 * Serves `version` to all of the environment's traffic again. Resolves true when Cloudflare did; false when it
 * failed or refused, after the job summary says what is live and ops are alerted.
 */
export async function rollBack(
  version: string,
  why: string,
  environment: Environment,
  tools: DeployTools,
): Promise<boolean> {
  tools.log(`rolling back ${environment.name} to version ${version}: ${why}`);
  try {
    await tools.wrangler(["rollback", version, "--env", environment.name, "--message", why.slice(0, 120), "--yes"]);
    tools.summary(`**Rolled back** ${environment.name} to version \`${version}\`: ${why}.\n`);
    return true;
  } catch (error) {
    const reason = reasonOf(error) ?? "";
    const live = await whatIsLive(environment, tools);
    tools.summary(
      [
        `**Rollback of ${environment.name} to version \`${version}\` FAILED**: ${reason}`,
        "",
        `What is live now: ${live}.`,
        `Why it was rolled back: ${why}.`,
        "",
        "See docs/deploying.md, “When a rollback fails”.",
        "",
      ].join("\n"),
    );
    await tools.alert(
      `The rollback of ${environment.name} to version ${version} failed (${reason}); live now: ${live}. ` +
        `It was rolled back because: ${why}. ${environment.runUrl}`,
    );
    return false;
  }
}
