// node scripts/deploy/release.ts is the logic; this is the command:
//
//   node scripts/deploy/release-command.ts <environment> [--durable-object-migration]
//
// `npm run deploy` and the deploy jobs (staging.yml, production.yml) run it with CLOUDFLARE_API_TOKEN and
// CLOUDFLARE_ACCOUNT_ID set; OPS_ALERT_WEBHOOK_URL, where set, is where a failed rollback is reported. In GitHub
// Actions it writes the job summary ($GITHUB_STEP_SUMMARY) and `origin=` and `version-id=` to $GITHUB_OUTPUT.
// Exit 0: released. Exit 1: refused or failed (rolled back where it could be). Exit 2: the command is wrong.
import { spawn } from "node:child_process";
import { appendFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { unstable_readConfig } from "wrangler";
import { deployedMigrationTag } from "./durable-object-migration.ts";
import { postAlert } from "./ops-alert.ts";
import { type ReleaseTools, release } from "./release.ts";
import { siteOrigin } from "./site-origin.ts";
import { wranglerWithOutput } from "./wrangler-command.ts";

const root = path.join(import.meta.dirname, "../..");
const wranglerConfig = path.join(root, "wrangler.toml");

/** What a release reads of an environment's configuration. */
function workerConfig(environment: string): { name: string; migrationTags: string[] } {
  const { name = "", migrations = [] } = unstable_readConfig({ config: wranglerConfig, env: environment }) as {
    name?: string;
    migrations?: { tag: string }[];
  };
  return { name, migrationTags: migrations.map(({ tag }) => tag) };
}

/** Runs a command from the project root, its output shown as it comes; resolves with its exit code. */
function shown(command: string, args: string[], env: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ["ignore", "inherit", "inherit"],
      env: { ...process.env, ...env },
    });
    child.on("error", () => {
      resolve(127);
    });
    child.on("close", (code) => {
      resolve(code ?? 1);
    });
  });
}

/**
 * What a release's build is given over the shell's environment: the environment to build, and the limit of files a
 * version takes as the code says it (scripts/build/deployed-files.ts), blank so that a STATIC_FILE_LIMIT left in a
 * shell by the build bench, whose checkouts are never deployed, does not hold a real release to another.
 */
export const releaseBuildEnv = (environment: string) => ({ CLOUDFLARE_ENV: environment, STATIC_FILE_LIMIT: "" });

/** The tools of a real release: the project's wrangler, build, preflight and smoke check, GitHub's files. */
export function realTools(environment: string): ReleaseTools {
  const { CLOUDFLARE_ACCOUNT_ID = "", CLOUDFLARE_API_TOKEN = "", CLOUDFLARE_API_BASE_URL } = process.env;
  const { name: worker } = workerConfig(environment);
  return {
    wrangler: (args) => wranglerWithOutput(args.includes("--config") ? args : [...args, "--config", wranglerConfig]),
    step: async (name) => {
      const code =
        name === "preflight"
          ? await shown(process.execPath, ["scripts/deploy/preflight.ts", environment])
          : await shown("npm", ["run", "build"], releaseBuildEnv(environment));
      if (code !== 0) throw new Error(`the ${name} failed (exit ${code})`);
    },
    smoke: async (args) => (await shown(process.execPath, ["scripts/deploy/smoke-check.ts", ...args])) === 0,
    deployedMigrationTag: () =>
      deployedMigrationTag({
        accountId: CLOUDFLARE_ACCOUNT_ID,
        apiToken: CLOUDFLARE_API_TOKEN,
        worker,
        ...(CLOUDFLARE_API_BASE_URL === undefined ? {} : { apiBase: CLOUDFLARE_API_BASE_URL }),
      }),
    summary: (markdown) => {
      console.log(markdown.trim());
      if (process.env.GITHUB_STEP_SUMMARY) appendFileSync(process.env.GITHUB_STEP_SUMMARY, `${markdown}\n`);
    },
    alert: (text) => postAlert(process.env.OPS_ALERT_WEBHOOK_URL, text, console.error),
    log: (line) => {
      console.log(`release: ${line}`);
    },
  };
}

/** The address of the run, for alerts: GitHub's, or the machine's when run by hand. */
export function runUrl(env: Record<string, string | undefined> = process.env): string {
  const { GITHUB_SERVER_URL, GITHUB_REPOSITORY, GITHUB_RUN_ID } = env;
  return GITHUB_SERVER_URL && GITHUB_REPOSITORY && GITHUB_RUN_ID
    ? `${GITHUB_SERVER_URL}/${GITHUB_REPOSITORY}/actions/runs/${GITHUB_RUN_ID}`
    : "(run by hand, not in GitHub Actions)";
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const [environment, ...flags] = process.argv.slice(2);
  if (!environment || flags.some((flag) => flag !== "--durable-object-migration")) {
    console.error("usage: node scripts/deploy/release-command.ts <environment> [--durable-object-migration]");
    process.exit(2);
  }
  const config = workerConfig(environment);
  const origin = siteOrigin(wranglerConfig, environment);
  if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `origin=${origin}\n`);
  const outcome = await release(
    {
      name: environment,
      worker: config.name,
      origin,
      migrationTags: config.migrationTags,
      allowMigration: flags.includes("--durable-object-migration"),
      commit: (process.env.GITHUB_SHA ?? "the working copy").slice(0, 12),
      runUrl: runUrl(),
    },
    realTools(environment),
  );
  if (process.env.GITHUB_OUTPUT && outcome.version) {
    appendFileSync(process.env.GITHUB_OUTPUT, `version-id=${outcome.version}\n`);
  }
  process.exitCode = outcome.released ? 0 : 1;
}
