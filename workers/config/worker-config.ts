import type { SiteEnv } from "~/lib/document/request-context.server";
import { type AlertConfig, readAlertConfig } from "./alert-config";
import { type ContactConfig, readContactConfig } from "./contact-config";
import { type EditorConfigVars, readEditorConfig } from "./editor-sign-in-config";
import { type InsightsConfig, readInsightsConfig } from "./insights-config";
import { type OpsConfig, readOpsConfig } from "./ops-config";
import { readSiteConfig } from "./site-config";
import type { WorkerVars } from "./worker-vars";

/**
 * The deployment's configuration, read from the Worker's vars and secrets and checked in this one place. The
 * Worker reads it once per isolate, at the first request, and hands each part to what needs it: the pages get
 * `site` through React Router's context, the contact route and the outbox `contact`, the ops route `ops`, and
 * the outbox's alerts `alerts`.
 */
export interface WorkerConfig {
  site: SiteEnv;
  /** Where contact messages go, or why they cannot go anywhere (the endpoint then answers 503). */
  contact: ContactConfig;
  ops: OpsConfig;
  /** Where the outbox tells ops something needs them. */
  alerts: AlertConfig;
  /** How many of the site's page-view beacons are stored a day. */
  insights: InsightsConfig;
  /** The content editor at /admin: its repository and how people sign in to it. */
  editor: EditorConfigVars;
}

const read = new WeakMap<object, WorkerConfig>();

/**
 * Checks the vars once per env object (the Worker's env lives as long as its isolate). A wrong ENVIRONMENT or
 * SITE_ORIGIN throws; the contact and ops settings never do: a mistake there makes only their endpoints
 * unavailable, and says why.
 */
export function readWorkerConfig(vars: WorkerVars): WorkerConfig {
  const known = read.get(vars);
  if (known) return known;
  const config: WorkerConfig = {
    site: readSiteConfig(vars),
    contact: readContactConfig(vars),
    ops: readOpsConfig(vars),
    alerts: readAlertConfig(vars),
    insights: readInsightsConfig(vars),
    editor: readEditorConfig(vars),
  };
  read.set(vars, config);
  return config;
}
