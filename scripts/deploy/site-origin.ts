// node scripts/deploy/site-origin.ts <environment>
//
// Prints `origin=<SITE_ORIGIN>` of the environment in wrangler.toml: the address the deploy workflow names as the
// GitHub environment's URL and hands to the smoke check. Read from the file the build reads, so the check goes
// where the pages say they live. Exit 2: no such environment, or its SITE_ORIGIN is not an http(s) origin.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { unstable_readConfig } from "wrangler";

/** The environment's SITE_ORIGIN, as an origin (no path); throws when it is missing or not an http(s) URL. */
export function siteOrigin(wranglerConfig: string, environment: string): string {
  const { definedEnvironments = [] } = unstable_readConfig({ config: wranglerConfig }) as {
    definedEnvironments?: string[];
  };
  if (!definedEnvironments.includes(environment)) {
    throw new Error(`${path.basename(wranglerConfig)} has no environment "${environment}"`);
  }
  const { vars } = unstable_readConfig({ config: wranglerConfig, env: environment }) as {
    vars: Record<string, unknown>;
  };
  const value = vars.SITE_ORIGIN;
  const url = typeof value === "string" && URL.canParse(value) ? new URL(value) : undefined;
  if (!url || !/^https?:$/.test(url.protocol)) {
    throw new Error(`SITE_ORIGIN of [env.${environment}] is not an http(s) URL: ${JSON.stringify(value)}`);
  }
  return url.origin;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const [environment, ...rest] = process.argv.slice(2);
  if (!environment || rest.length > 0) {
    console.error("usage: node scripts/deploy/site-origin.ts <environment>   (staging or production)");
    process.exit(2);
  }
  try {
    console.log(`origin=${siteOrigin(path.join(import.meta.dirname, "../../wrangler.toml"), environment)}`);
  } catch (error) {
    console.error(`site origin: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 2;
  }
}
