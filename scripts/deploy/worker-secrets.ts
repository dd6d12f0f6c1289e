// The secrets a deployed Worker must have, by name, and the names it has (`wrangler secret list`, which never
// gives a value). The names come from workers/config/production-requirements.ts, which the Worker reads too.
import {
  type Requirement,
  pairedProductionSecrets,
  requiredProductionSecrets,
} from "../../workers/config/production-requirements.ts";
import { wranglerOutput } from "./wrangler-command.ts";

/**
 * The names in what `wrangler secret list --format json` printed: a JSON array of `{ name, type }`, with whatever
 * wrangler prints around it (a banner, warnings). Throws when no such array is there.
 */
export function parseSecretList(stdout: string): string[] {
  const start = stdout.indexOf("[");
  const end = stdout.lastIndexOf("]");
  let list: unknown = null;
  if (start !== -1 && end > start) {
    try {
      list = JSON.parse(stdout.slice(start, end + 1));
    } catch {
      list = null;
    }
  }
  if (!Array.isArray(list)) throw new Error("`wrangler secret list` printed no list of secrets");
  return list.flatMap((secret: unknown) =>
    secret && typeof secret === "object" && "name" in secret && typeof secret.name === "string" ? [secret.name] : [],
  );
}

/** The names of the secrets set on the environment's Worker; rejects, with wrangler's reason, when it cannot tell. */
export async function listDeployedSecrets(environment: string, wranglerConfig: string): Promise<string[]> {
  const stdout = await wranglerOutput(
    ["secret", "list", "--env", environment, "--format", "json", "--config", wranglerConfig],
    ["secret", "list", "--env", environment],
  );
  return parseSecretList(stdout);
}

/** The required secrets missing from `present`, and a paired secret whose partner is set without it. */
export function missingSecrets(present: readonly string[]): Requirement[] {
  const set = new Set(present);
  const needed: Requirement[] = [
    ...requiredProductionSecrets,
    ...pairedProductionSecrets
      .filter(({ when }) => set.has(when))
      .map(({ name, when, why }) => ({ name, why: `${when} is set; ${why}` })),
  ];
  return needed.filter(({ name }) => !set.has(name));
}
