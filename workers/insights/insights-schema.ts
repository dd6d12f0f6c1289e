/**
 * Whether the insights database has the schema this Worker was built for. Its schema is migrations/*.sql, applied
 * by `wrangler d1 migrations apply`, which records the file name of each migration it ran in the database's
 * `d1_migrations` table (`id`, `name`, `applied_at`; the Worker tests' `applyD1Migrations` keeps the same table). A
 * deploy whose migrations did not run still serves every page, but each query that reads a newer table fails: the
 * health check and the ops console name the missing migrations instead of a bare error.
 */

/** The migration files the build saw, by name. Only the names are read: the SQL is never loaded by the Worker. */
// Stryker disable next-line all: Vite reads import.meta.glob's arguments as written, so they cannot be switched.
const migrationFiles = import.meta.glob<string>("../../migrations/*.sql", { query: "?raw", import: "default" });

/** Every migration of the repository, in the order wrangler applies them (by file name). */
export const repositoryMigrations: readonly string[] = Object.keys(migrationFiles)
  .map((file) => file.slice(file.lastIndexOf("/") + 1))
  .sort();

/** The repository's migrations the database has not recorded, in order; empty when its schema is current. */
export async function missingMigrations(db: D1Database): Promise<string[]> {
  let applied: ReadonlySet<string>;
  try {
    const { results } = await db.prepare("SELECT name FROM d1_migrations").all<{ name: string }>();
    applied = new Set(results.map((row) => row.name));
  } catch (error) {
    // A database no migration ever ran on has no ledger either.
    if (!String(error).includes("no such table: d1_migrations")) throw error;
    applied = new Set();
  }
  // A database ahead of this Worker (the next deploy's migrations applied before its code goes live) is current.
  return repositoryMigrations.filter((name) => !applied.has(name));
}

/**
 * What to tell ops about a schema missing `missing`, with the command that mends it in `environment` (a deployed
 * one is migrated remotely, as `npm run deploy` does; development locally, as `npm start` does).
 */
export function schemaBehindMessage(missing: readonly string[], environment: string): string {
  const count = missing.length === 1 ? "1 migration" : `${missing.length} migrations`;
  const where = environment === "development" ? "--local" : `--remote --env ${environment}`;
  return (
    `the insights database is behind the site: ${count} not applied (${missing.join(", ")}); ` +
    `run npx wrangler d1 migrations apply INSIGHTS_DB ${where}`
  );
}
