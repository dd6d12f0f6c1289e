import { vitalNames } from "~/lib/visit/visit-beacon";
import { dayOf, daysBefore, monthsBefore } from "./utc-days";

/**
 * Retention, run once a day by the Cron Trigger (wrangler.toml `[triggers]`): raw page views and conversions
 * older than 30 days are rolled up into daily totals and deleted, daily totals older than 13 months are deleted,
 * and so are the salts of days gone by (daily-visitor.ts). One batch, so one transaction: a day is either all raw
 * or all totals, never both, and a failed run leaves everything as it was for the next run to do.
 */

const RAW_DAYS = 30;
const TOTALS_MONTHS = 13;

export interface Rollup {
  /** Raw rows before this day were rolled up. */
  rolledBefore: string;
  /** Totals before this day were deleted. */
  keptFrom: string;
  views: number;
  conversions: number;
}

/** Adds to a total rolled up before (a day is rolled once, but a rerun must never lose what is there). */
const upsert = (table: string, keys: string, sums: string) =>
  `ON CONFLICT (${keys}) DO UPDATE SET ${sums
    .split(",")
    .map((column) => `${column.trim()} = ${table}.${column.trim()} + excluded.${column.trim()}`)
    .join(", ")}`;

const VIEWS_KEYS = "day, facet, key, locale";
const viewsInto = (select: string) =>
  `INSERT INTO daily_views (day, facet, key, locale, views, visitors) ${select} ${upsert("daily_views", VIEWS_KEYS, "views, visitors")}`;

const STATEMENTS = [
  viewsInto(
    "SELECT day, 'total', '', '', COUNT(*), COUNT(DISTINCT visitor) FROM page_views WHERE day < ?1 GROUP BY day",
  ),
  viewsInto(
    "SELECT day, 'page', path, locale, COUNT(*), COUNT(DISTINCT visitor) FROM page_views WHERE day < ?1 GROUP BY day, path, locale",
  ),
  ...(["source", "country", "device"] as const).map((column) =>
    viewsInto(
      `SELECT day, '${column}', ${column}, '', COUNT(*), 0 FROM page_views WHERE day < ?1 GROUP BY day, ${column}`,
    ),
  ),
  `INSERT INTO daily_conversions (day, kind, path, locale, source, count)
     SELECT day, kind, path, locale, source, COUNT(*) FROM conversions WHERE day < ?1 GROUP BY day, kind, path, locale, source
     ${upsert("daily_conversions", "day, kind, path, locale, source", "count")}`,
  ...vitalNames.flatMap((metric) =>
    (["path", "country"] as const).map(
      (column) =>
        `INSERT INTO daily_vitals (day, facet, key, metric, value, samples)
           SELECT day, '${column === "path" ? "page" : "country"}', ${column}, '${metric}', ${metric.toLowerCase()}, COUNT(*)
           FROM page_views WHERE day < ?1 AND ${metric.toLowerCase()} IS NOT NULL
           GROUP BY day, ${column}, ${metric.toLowerCase()}
         ${upsert("daily_vitals", "day, facet, key, metric, value", "samples")}`,
    ),
  ),
  "DELETE FROM page_views WHERE day < ?1",
  "DELETE FROM conversions WHERE day < ?1",
  ...["daily_views", "daily_conversions", "daily_vitals", "daily_intake"].map(
    (table) => `DELETE FROM ${table} WHERE day < ?2`,
  ),
  "DELETE FROM daily_salt WHERE day < ?3",
];

/** Rolls up and deletes what is due at `now` (ms since the epoch: the scheduled event's time). */
export async function rollUpInsights(db: D1Database, now: number): Promise<Rollup> {
  const today = dayOf(now);
  const rolledBefore = daysBefore(today, RAW_DAYS);
  const keptFrom = monthsBefore(today, TOTALS_MONTHS);
  const values = [rolledBefore, keptFrom, today];
  // Each statement is given the parameters it names (?1 to ?3), up to the highest: D1 refuses more.
  const highest = (sql: string) => Math.max(...[...sql.matchAll(/\?(\d)/g)].map((match) => Number(match[1])));
  const results = await db.batch(STATEMENTS.map((sql) => db.prepare(sql).bind(...values.slice(0, highest(sql)))));
  const deleted = (sql: string) => results[STATEMENTS.indexOf(sql)]?.meta.changes ?? 0;
  return {
    rolledBefore,
    keptFrom,
    views: deleted("DELETE FROM page_views WHERE day < ?1"),
    conversions: deleted("DELETE FROM conversions WHERE day < ?1"),
  };
}
