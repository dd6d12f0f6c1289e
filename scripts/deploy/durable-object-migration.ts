// Whether a deploy would run a Durable Object migration: the deployed Worker's migration tag (Cloudflare's API, as
// wrangler reads it before it uploads: GET /accounts/<id>/workers/services/<name>, default_environment.script
// .migration_tag) against the `[[migrations]]` tags of wrangler.toml. Cloudflare refuses such a change as a version
// upload (error 10211: it must be a plain `wrangler deploy`) and refuses any rollback across it, so the release asks
// for an explicit input before it goes ahead (scripts/deploy/release.ts).
import * as v from "valibot";

export interface PendingMigration {
  /** The deployed Worker's tag; undefined for a Worker that has run no migration (or does not exist yet). */
  from: string | undefined;
  to: string;
}

/** The migration a deploy would run, or null when the deployed tag is already the configuration's last. */
export function pendingMigration(
  configTags: readonly string[],
  deployedTag: string | undefined,
): PendingMigration | null {
  const last = configTags.at(-1);
  if (last === undefined || deployedTag === last) return null;
  return { from: deployedTag, to: last };
}

const serviceSchema = v.object({
  success: v.literal(true),
  result: v.object({
    default_environment: v.object({ script: v.object({ migration_tag: v.optional(v.nullable(v.string())) }) }),
  }),
});

/**
 * The Worker's deployed migration tag; undefined when it has none or does not exist (404). Rejects when the API
 * cannot be asked or answers something else: a release must not guess.
 */
export async function deployedMigrationTag({
  accountId,
  apiToken,
  worker,
  apiBase = "https://api.cloudflare.com/client/v4",
  fetchImpl = fetch,
}: {
  accountId: string;
  apiToken: string;
  worker: string;
  apiBase?: string;
  fetchImpl?: typeof fetch;
}): Promise<string | undefined> {
  const url = `${apiBase}/accounts/${encodeURIComponent(accountId)}/workers/services/${encodeURIComponent(worker)}`;
  const response = await fetchImpl(url, {
    headers: { Authorization: `Bearer ${apiToken}` },
    signal: AbortSignal.timeout(30_000),
  });
  if (response.status === 404) return undefined;
  const body: unknown = await response.json().catch(() => null);
  const parsed = v.safeParse(serviceSchema, body);
  if (!response.ok || !parsed.success) {
    throw new Error(`Cloudflare's API answered ${response.status} for the Worker ${worker}'s migration tag`);
  }
  return parsed.output.result.default_environment.script.migration_tag ?? undefined;
}
