// How the smoke check asks a deployed site: every request with a time limit, no redirect followed, and, when it
// checks a version before that version takes traffic, Cloudflare's version override header (the version is in the
// deployment at 0 %: only a request naming it reaches it). A transient failure (no answer, 429, 502, 503, 504: an
// edge still spreading a deployment, a cold start) is tried again a few times before a check reads it; and before
// anything is checked, the site is asked until the version it was given is the one answering, up to a deadline.
import { setTimeout as sleepFor } from "node:timers/promises";

/** A check's failure, and why. */
export class CheckFailed extends Error {}

export type Requester = (url: string, init?: RequestInit) => Promise<Response>;

/** Per request: a deployed site answers in well under a second; a cold start or a far region may take a few. */
const REQUEST_TIMEOUT_MS = 15_000;
/** Statuses an edge gives while it settles, or a moment's overload: worth asking again. */
export const TRANSIENT_STATUSES: ReadonlySet<number> = new Set([429, 502, 503, 504]);

export interface Clock {
  now: () => number;
  sleep: (ms: number) => Promise<void>;
}
const realClock: Clock = { now: () => Date.now(), sleep: (ms) => sleepFor(ms) };

/** The version to ask for: the Worker's name (the header's key) and the version's id. */
export interface VersionOverride {
  worker: string;
  id: string;
}

/** The `Cloudflare-Workers-Version-Overrides` value naming one version of one Worker (a structured dictionary). */
export function versionOverrideHeader({ worker, id }: VersionOverride): string {
  return `${worker}="${id}"`;
}

/**
 * A requester: `fetch` with the time limit (a fresh signal each try, from `timeLimit`) and no redirects, the override
 * header when given one, and up to `retries` more tries of a transient failure, waiting 1 s, then 2 s, 4 s...
 * between them. The last answer is returned whatever its status; a request that never got one rejects with a CheckFailed. Once a request got no
 * answer through all its tries, the site is down as far as the check can tell: each request after it is tried once,
 * until one is answered, so a site that is not there fails every check in seconds rather than a minute of waits.
 */
export function requester({
  override,
  retries = 3,
  clock = realClock,
  fetchImpl = fetch,
  timeLimit = (ms) => AbortSignal.timeout(ms),
}: {
  override?: VersionOverride;
  retries?: number;
  clock?: Clock;
  fetchImpl?: typeof fetch;
  timeLimit?: (ms: number) => AbortSignal;
} = {}): Requester {
  let unanswered = false;
  return async (url, init = {}) => {
    const headers = new Headers(init.headers);
    if (override) headers.set("Cloudflare-Workers-Version-Overrides", versionOverrideHeader(override));
    for (let attempt = 0; ; attempt += 1) {
      const last = unanswered || attempt >= retries;
      try {
        const response = await fetchImpl(url, {
          redirect: "manual",
          signal: timeLimit(REQUEST_TIMEOUT_MS),
          ...init,
          headers,
        });
        unanswered = false;
        if (last || !TRANSIENT_STATUSES.has(response.status)) return response;
        // The answer is dropped unread: release its body.
        await response.body?.cancel();
      } catch (error) {
        if (last) {
          unanswered = true;
          const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : "";
          throw new CheckFailed(
            `no answer from ${url} (${error instanceof Error ? error.message : String(error)}${cause})`,
          );
        }
      }
      await clock.sleep(1000 * 2 ** attempt);
    }
  };
}

/** The version `/api/health` says is answering, or why none could be read. */
async function answeringVersion(request: Requester, origin: string): Promise<string> {
  let response: Response;
  try {
    response = await request(`${origin}/api/health`);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  const body = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `an answer ${response.status} that is not JSON`;
  }
  const version = parsed !== null && typeof parsed === "object" && "version" in parsed ? parsed.version : "";
  return typeof version === "string" && version ? version : `an answer ${response.status} naming no version`;
}

/** How long a new version may take to answer: Cloudflare spreads a deployment across its edge in seconds. */
const VERSION_DEADLINE_MS = 120_000;
const VERSION_POLL_MS = 3000;

/**
 * Resolves once `/api/health` names `version` as the one answering (asked every VERSION_POLL_MS); rejects with a
 * CheckFailed saying what answered instead once `deadlineMs` has passed.
 */
export async function waitForVersion(
  request: Requester,
  origin: string,
  version: string,
  { clock = realClock, deadlineMs = VERSION_DEADLINE_MS }: { clock?: Clock; deadlineMs?: number } = {},
): Promise<string> {
  const started = clock.now();
  for (;;) {
    const seen = await answeringVersion(request, origin);
    if (seen === version) return `version ${version} answers`;
    const waited = clock.now() - started;
    if (waited >= deadlineMs) {
      throw new CheckFailed(`after ${Math.round(waited / 1000)} s the site still answers with ${seen}`);
    }
    await clock.sleep(Math.min(VERSION_POLL_MS, deadlineMs - waited));
  }
}
