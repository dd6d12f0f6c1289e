import { daysBefore } from "./utc-days";

/** One day's page views and visits (that day's distinct visitors). */
export interface DayFigures {
  day: string;
  views: number;
  visitors: number;
}

/**
 * Page views and visits for each day from `from` to `to` (UTC dates, inclusive), a day without any included as
 * zeros: from the raw rows of the last 30 days and the daily totals before them (which never overlap).
 */
export async function readDailyFigures(db: D1Database, from: string, to: string): Promise<DayFigures[]> {
  const { results } = await db
    .prepare(
      `SELECT day, SUM(views) AS views, SUM(visitors) AS visitors FROM (
         SELECT day, COUNT(*) AS views, COUNT(DISTINCT visitor) AS visitors FROM page_views
           WHERE day BETWEEN ?1 AND ?2 GROUP BY day
         UNION ALL SELECT day, views, visitors FROM daily_views WHERE facet = 'total' AND day BETWEEN ?1 AND ?2
       ) GROUP BY day`,
    )
    .bind(from, to)
    .all<{ day: string; views: number; visitors: number }>();
  const byDay = new Map(results.map((row) => [row.day, row]));
  const days: DayFigures[] = [];
  for (let day = to; day >= from; day = daysBefore(day, 1)) {
    const row = byDay.get(day);
    days.unshift({ day, views: row?.views ?? 0, visitors: row?.visitors ?? 0 });
  }
  return days;
}
