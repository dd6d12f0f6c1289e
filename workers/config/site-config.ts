import * as v from "valibot";
import type { SiteEnv } from "~/lib/document/request-context.server";
import { turnstileSiteKey } from "./human-proof-config";
import type { WorkerVars } from "./worker-vars";

const environmentSchema = v.picklist(["development", "staging", "production"]);
const originSchema = v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//));

/**
 * What the pages know of the deployment, from ENVIRONMENT, SITE_ORIGIN and TURNSTILE_SITE_KEY. A wrong ENVIRONMENT
 * or SITE_ORIGIN throws: the build prerenders every page through the Worker, so such a deployment never gets that
 * far. A missing site key does not: the contact endpoint then answers 503 and says why (contact-config.ts).
 */
export function readSiteConfig(vars: WorkerVars): SiteEnv {
  const environment = v.safeParse(environmentSchema, vars.ENVIRONMENT);
  const origin = v.safeParse(originSchema, vars.SITE_ORIGIN);
  if (!environment.success)
    throw new Error(`ENVIRONMENT must be development, staging or production, not ${JSON.stringify(vars.ENVIRONMENT)}`);
  if (!origin.success) throw new Error(`SITE_ORIGIN must be an http(s) URL, not ${JSON.stringify(vars.SITE_ORIGIN)}`);
  return {
    environment: environment.output,
    origin: new URL(origin.output).origin,
    indexable: environment.output === "production",
    turnstileSiteKey: turnstileSiteKey(vars),
  };
}
