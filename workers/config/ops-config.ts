import type { WorkerVars } from "./worker-vars";

/** Off (no token: every ops path is a 404), on, or misconfigured (a token too short to be safe: 503). */
export type OpsConfig = { access: "off" } | { access: "token"; token: string } | { access: "invalid"; problem: string };

/** A token anyone could guess in a few million tries is no lock: 32 characters at least (`openssl rand -hex 32`). */
const OPS_TOKEN_MIN_LENGTH = 32;

/** The operations API's bearer token, `OPS_TOKEN`. */
export function readOpsConfig(vars: WorkerVars): OpsConfig {
  const token = vars.OPS_TOKEN?.trim();
  if (!token) return { access: "off" };
  if (token.length < OPS_TOKEN_MIN_LENGTH) {
    return { access: "invalid", problem: `OPS_TOKEN is shorter than ${OPS_TOKEN_MIN_LENGTH} characters` };
  }
  return { access: "token", token };
}
