import { TEST_SECRET_KEY, TEST_SITE_KEY, testSecretPattern } from "./turnstile-test-keys";
import { present, urlProblem } from "./var-values";
import type { WorkerVars } from "./worker-vars";

/**
 * The bot check on the contact form (Cloudflare Turnstile), from three Worker bindings:
 *
 * - `TURNSTILE_SITE_KEY` (var, public): the widget's key, written into the pages.
 * - `TURNSTILE_SECRET_KEY` (secret): the key the Worker proves a token with.
 * - `TURNSTILE_VERIFY_URL` (var): the siteverify API (default Cloudflare's; https outside development, since the
 *   secret travels in the request body).
 *
 * In development with neither key set, Cloudflare's documented test keys stand in (an invisible widget whose
 * token always passes), so a fresh checkout's form works. Anywhere else both keys are required, and without them
 * the contact endpoint is unavailable and says why, like a missing provider key.
 */

export interface HumanProofSettings {
  siteKey: string;
  secretKey: string;
  verifyUrl: string;
  /**
   * Cloudflare's test secrets answer every token the same way, for a page on any host: the answer's hostname
   * says nothing about this site.
   */
  testSecret: boolean;
}

const DEFAULT_TURNSTILE_VERIFY_URL = "https://challenges.cloudflare.com/turnstile/v0/siteverify";

/** The widget's key the pages carry: the var's, or in development without keys the test key; null without one. */
export function turnstileSiteKey(vars: WorkerVars): string | null {
  const siteKey = present(vars.TURNSTILE_SITE_KEY);
  if (siteKey) return siteKey;
  const development = vars.ENVIRONMENT === "development";
  return development && !present(vars.TURNSTILE_SECRET_KEY) ? TEST_SITE_KEY : null;
}

export function readHumanProofSettings(vars: WorkerVars): { settings: HumanProofSettings } | { problems: string[] } {
  const development = vars.ENVIRONMENT === "development";
  const useTestKeys = development && !present(vars.TURNSTILE_SITE_KEY) && !present(vars.TURNSTILE_SECRET_KEY);
  const siteKey = turnstileSiteKey(vars);
  const secretKey = useTestKeys ? TEST_SECRET_KEY : present(vars.TURNSTILE_SECRET_KEY);
  const verifyUrl = present(vars.TURNSTILE_VERIFY_URL) ?? DEFAULT_TURNSTILE_VERIFY_URL;

  const problems: string[] = [];
  if (!siteKey) problems.push("TURNSTILE_SITE_KEY is not set");
  if (!secretKey) problems.push("TURNSTILE_SECRET_KEY is not set");
  const urlWrong = urlProblem("TURNSTILE_VERIFY_URL", verifyUrl, development);
  if (urlWrong) problems.push(urlWrong);
  if (problems.length > 0 || !siteKey || !secretKey) return { problems };
  return { settings: { siteKey, secretKey, verifyUrl, testSecret: testSecretPattern.test(secretKey) } };
}
