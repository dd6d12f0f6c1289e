import { vitalNames, type VitalName } from "~/lib/visit/visit-beacon";
import { ratingOf, type VitalRating } from "./vital-ratings";

/**
 * The site's numbers over a range of days, read from D1: the raw rows of the last 30 days and the daily totals of
 * the days before (insights-rollup.ts), which never overlap, summed. Visitors are counted a day at a time (a
 * visitor's hash lives one day), so over a range they are the sum of each day's. Percentiles are exact over any
 * range: the totals keep how many samples had each value. One batch of reads, one round trip.
 */

export interface InsightsReport {
  from: string;
  to: string;
  views: number;
  visitors: number;
  /** Beacons counted past the daily ceiling, and not stored. */
  overCeiling: number;
  pages: { path: string; locale: string; views: number; visitors: number }[];
  sources: { source: string; views: number }[];
  countries: { country: string; views: number }[];
  devices: { device: string; views: number }[];
  conversions: { kind: "contact" | "booking"; path: string; locale: string; source: string; count: number }[];
  vitals: VitalSummary<"path">[];
  vitalsByCountry: VitalSummary<"country">[];
}

type VitalSummary<Key extends string> = Record<Key, string> & {
  metric: VitalName;
  p75: number;
  samples: number;
  rating: VitalRating;
};

/** The longest list a facet answers with (pages are bounded by the site; sources are what campaigns make them). */
const LIST_LIMIT = 100;

/** The raw rows in range (?1 to ?2, inclusive). */
const RAW = "FROM page_views WHERE day BETWEEN ?1 AND ?2";
const TOTALS = (facet: string) => `FROM daily_views WHERE facet = '${facet}' AND day BETWEEN ?1 AND ?2`;

/** Views of one facet (a column of page_views), most first. */
const facetViews = (column: "source" | "country" | "device", facet: string) =>
  `SELECT key AS ${column}, SUM(views) AS views FROM (
     SELECT ${column} AS key, COUNT(*) AS views ${RAW} GROUP BY ${column}
     UNION ALL SELECT key, views ${TOTALS(facet)}
   ) GROUP BY key ORDER BY views DESC, key LIMIT ${LIST_LIMIT}`;

/** Each measure's column of page_views, for a row of the measures' names (D1 allows few UNION terms: no unpivot by union). */
const measureColumn = `CASE metric ${vitalNames.map((metric) => `WHEN '${metric}' THEN ${metric.toLowerCase()}`).join(" ")} END`;

/** The 75th percentile of each measure by page or by country (nearest rank: the value at or above 75% of samples). */
const percentiles = (column: "path" | "country") =>
  `WITH metrics (metric) AS (VALUES ${vitalNames.map((metric) => `('${metric}')`).join(", ")}),
   samples (key, metric, value, n) AS (
     SELECT ${column}, metric, ${measureColumn}, 1 FROM page_views CROSS JOIN metrics WHERE day BETWEEN ?1 AND ?2
     UNION ALL SELECT key, metric, value, samples FROM daily_vitals
       WHERE facet = '${column === "path" ? "page" : "country"}' AND day BETWEEN ?1 AND ?2
   ), counted AS (
     SELECT key, metric, value, SUM(n) AS n FROM samples WHERE value IS NOT NULL GROUP BY key, metric, value
   ), ranked AS (
     SELECT key, metric, value,
       SUM(n) OVER (PARTITION BY key, metric ORDER BY value ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS upto,
       SUM(n) OVER (PARTITION BY key, metric) AS total
     FROM counted
   )
   SELECT key AS ${column}, metric, MIN(value) AS p75, total AS samples FROM ranked WHERE upto * 4 >= total * 3
   GROUP BY key, metric, total ORDER BY total DESC, key, metric LIMIT ${LIST_LIMIT * vitalNames.length}`;

const QUERIES = {
  totals: `SELECT SUM(views) AS views, SUM(visitors) AS visitors FROM (
             SELECT COUNT(*) AS views, COUNT(DISTINCT day || ' ' || visitor) AS visitors ${RAW}
             UNION ALL SELECT views, visitors ${TOTALS("total")})`,
  overCeiling: "SELECT SUM(received - stored) AS overCeiling FROM daily_intake WHERE day BETWEEN ?1 AND ?2",
  pages: `SELECT path, locale, SUM(views) AS views, SUM(visitors) AS visitors FROM (
            SELECT path, locale, COUNT(*) AS views, COUNT(DISTINCT day || ' ' || visitor) AS visitors ${RAW}
              GROUP BY path, locale
            UNION ALL SELECT key, locale, views, visitors ${TOTALS("page")}
          ) GROUP BY path, locale ORDER BY views DESC, path, locale LIMIT ${LIST_LIMIT}`,
  sources: facetViews("source", "source"),
  countries: facetViews("country", "country"),
  devices: facetViews("device", "device"),
  conversions: `SELECT kind, path, locale, source, SUM(count) AS count FROM (
                  SELECT kind, path, locale, source, COUNT(*) AS count FROM conversions
                    WHERE day BETWEEN ?1 AND ?2 GROUP BY kind, path, locale, source
                  UNION ALL SELECT kind, path, locale, source, count FROM daily_conversions WHERE day BETWEEN ?1 AND ?2
                ) GROUP BY kind, path, locale, source ORDER BY count DESC, kind, path, locale, source
                LIMIT ${LIST_LIMIT}`,
  vitals: percentiles("path"),
  vitalsByCountry: percentiles("country"),
} as const;

type Row = Record<string, unknown>;

/** The report for the days `from` to `to` (UTC dates, inclusive). */
export async function readInsights(db: D1Database, from: string, to: string): Promise<InsightsReport> {
  const names = Object.keys(QUERIES) as (keyof typeof QUERIES)[];
  const results = await db.batch<Row>(names.map((name) => db.prepare(QUERIES[name]).bind(from, to)));
  const rows = Object.fromEntries(names.map((name, index) => [name, results[index]?.results ?? []])) as Record<
    keyof typeof QUERIES,
    Row[]
  >;
  const [totals] = rows.totals;
  return {
    from,
    to,
    views: Number(totals?.views ?? 0),
    visitors: Number(totals?.visitors ?? 0),
    overCeiling: Number(rows.overCeiling[0]?.overCeiling ?? 0),
    pages: rows.pages as InsightsReport["pages"],
    sources: rows.sources as InsightsReport["sources"],
    countries: rows.countries as InsightsReport["countries"],
    devices: rows.devices as InsightsReport["devices"],
    conversions: rows.conversions as InsightsReport["conversions"],
    vitals: rows.vitals.map((row) => summary(row, "path")),
    vitalsByCountry: rows.vitalsByCountry.map((row) => summary(row, "country")),
  };
}

function summary<Key extends "path" | "country">(row: Row, key: Key): VitalSummary<Key> {
  const metric = row.metric as VitalName;
  // CLS is stored in thousandths (insights-store.ts).
  const p75 = metric === "CLS" ? Number(row.p75) / 1000 : Number(row.p75);
  return {
    [key]: String(row[key]),
    metric,
    p75,
    samples: Number(row.samples),
    rating: ratingOf(metric, p75),
  } as VitalSummary<Key>;
}
