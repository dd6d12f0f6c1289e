// node scripts/deploy/secrets-check.ts <environment>     (the deploy workflow runs it before anything is built)
//
// Checks that the environment's Worker has every secret it needs, by name: `wrangler secret list` gives names and
// never values, and this prints only the names that are missing. Unlike the preflight, which only warns outside
// production, it holds every environment the pipeline deploys to the same list: an unattended deploy that nobody
// reads the warnings of would put up a staging site whose contact form answers 503.
// Exit 0: every secret is set. Exit 1: some are missing (named, with what goes wrong without each). Exit 2: the
// check could not run (no login, no network, a wrong environment).
import path from "node:path";
import { pathToFileURL } from "node:url";
import { listDeployedSecrets, missingSecrets } from "./worker-secrets.ts";

const wranglerConfig = path.join(import.meta.dirname, "../../wrangler.toml");

/** The report and the exit status for the names `wrangler secret list` gave. */
export function secretsReport(environment: string, present: readonly string[]): { lines: string[]; code: 0 | 1 } {
  const missing = missingSecrets(present);
  if (missing.length === 0)
    return { lines: [`secrets of the ${environment} Worker: every one needed is set`], code: 0 };
  return {
    lines: [
      `secrets of the ${environment} Worker: ${missing.length} missing`,
      ...missing.map(({ name, why }) => `  ${name}: not set (${why})`),
      `set each with \`npx wrangler secret put NAME --env ${environment}\`; deploy refused`,
    ],
    code: 1,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const [environment, ...rest] = process.argv.slice(2);
  if (!environment || rest.length > 0) {
    console.error("usage: node scripts/deploy/secrets-check.ts <environment>   (staging or production)");
    process.exit(2);
  }
  try {
    const { lines, code } = secretsReport(environment, await listDeployedSecrets(environment, wranglerConfig));
    for (const line of lines) console.log(line);
    process.exitCode = code;
  } catch (error) {
    console.error(`secrets check: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`);
    process.exitCode = 2;
  }
}
