import * as v from "valibot";
import type { SiteEnv } from "~/lib/document/request-context.server";
import type { WorkerVars } from "./worker-vars";

const environmentSchema = v.picklist(["development", "staging", "production"]);
const originSchema = v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//));

/**
 * What the pages know of the deployment, from ENVIRONMENT and SITE_ORIGIN. A wrong value throws: the build
 * prerenders every page through the Worker, so such a deployment never gets that far.
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
  };
}
