import type { RouterContextProvider } from "react-router";
import * as v from "valibot";
import { siteEnvContext } from "~/lib/document/request-context.server";
import { type ContactConfig, readContactConfig } from "./contact-config.server";

/**
 * The deployment's configuration, read from the Worker's vars and secrets (wrangler.toml, `wrangler secret put`,
 * .dev.vars) and checked in this one place. The Worker reads it once per isolate, at the first request, and hands
 * the result to everything that needs it: the pages' loaders through React Router's context, the contact
 * endpoint through Hono's.
 */
export interface SiteEnv {
  environment: "development" | "staging" | "production";
  /** Public origin, no trailing slash: canonical URLs, share tags, sitemap, robots.txt. */
  origin: string;
  /** Only production asks search engines in; staging and local builds must stay out of the index. */
  indexable: boolean;
  /** Where contact messages go, or why they cannot go anywhere (the endpoint then answers 503). */
  contact: ContactConfig;
  /** The operations API's bearer token (`OPS_TOKEN`); read only by the Worker's ops routes. */
  ops: OpsConfig;
}

/** Off (no token: every ops path is a 404), on, or misconfigured (a token too short to be safe: 503). */
type OpsConfig = { access: "off" } | { access: "token"; token: string } | { access: "invalid"; problem: string };

/** A token anyone could guess in a few million tries is no lock: 32 characters at least (`openssl rand -hex 32`). */
const OPS_TOKEN_MIN_LENGTH = 32;

function readOpsConfig(raw: string | undefined): OpsConfig {
  const token = raw?.trim();
  if (!token) return { access: "off" };
  if (token.length < OPS_TOKEN_MIN_LENGTH) {
    return { access: "invalid", problem: `OPS_TOKEN is shorter than ${OPS_TOKEN_MIN_LENGTH} characters` };
  }
  return { access: "token", token };
}

/** Every var and secret the site reads, as the Worker receives them (any may be unset). */
export type EnvVars = Partial<
  Record<
    | "ENVIRONMENT"
    | "SITE_ORIGIN"
    | "EMAILJS_API_URL"
    | "EMAILJS_SERVICE_ID"
    | "EMAILJS_TEMPLATE_ID"
    | "EMAILJS_PUBLIC_KEY"
    | "EMAILJS_PRIVATE_KEY"
    | "CONTACT_BLOCKLIST"
    | "CONTACT_SEND_INTERVAL_MS"
    | "CONTACT_PROVIDER_TIMEOUT_MS"
    | "CONTACT_ANSWER_BUDGET_MS"
    | "CONTACT_BACKOFF_CAP_SECONDS"
    | "CONTACT_RETRY_WINDOW_HOURS"
    | "CONTACT_RETENTION_DAYS"
    | "OPS_TOKEN",
    string
  >
>;

const environmentSchema = v.picklist(["development", "staging", "production"]);
const originSchema = v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//));

const read = new WeakMap<object, SiteEnv>();

/**
 * Checks the vars once per env object (the Worker's env lives as long as its isolate). A wrong ENVIRONMENT or
 * SITE_ORIGIN throws: the build prerenders every page through this, so the deployment never gets that far. The
 * contact settings never throw: a mistake there makes only the contact endpoint unavailable, and says why.
 */
export function readSiteEnv(vars: EnvVars): SiteEnv {
  const known = read.get(vars);
  if (known) return known;
  const environment = v.safeParse(environmentSchema, vars.ENVIRONMENT);
  const origin = v.safeParse(originSchema, vars.SITE_ORIGIN);
  if (!environment.success)
    throw new Error(`ENVIRONMENT must be development, staging or production, not ${JSON.stringify(vars.ENVIRONMENT)}`);
  if (!origin.success) throw new Error(`SITE_ORIGIN must be an http(s) URL, not ${JSON.stringify(vars.SITE_ORIGIN)}`);
  const env: SiteEnv = {
    environment: environment.output,
    origin: new URL(origin.output).origin,
    indexable: environment.output === "production",
    contact: readContactConfig(vars),
    ops: readOpsConfig(vars.OPS_TOKEN),
  };
  read.set(vars, env);
  return env;
}

/** The deployment's configuration, in a loader. */
export function siteEnvOf(context: Readonly<RouterContextProvider>): SiteEnv {
  return context.get(siteEnvContext);
}
