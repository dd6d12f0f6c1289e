import { type DayFigures, readDailyFigures } from "./daily-figures";
import { type InsightsReport, readInsights } from "./insights-report";
import { dayOf, daysBefore } from "./utc-days";

/**
 * The numbers the ops console draws for the last N days, from a snapshot kept in D1 (`report_snapshots`, one a
 * range): the report reads every raw row and every daily histogram of its range (exact percentiles need every
 * sample), a second or more once a site has months of a few thousand views a day, too long to wait for on every
 * view (decision 0028). So:
 *
 * - a snapshot made in the last 5 minutes is drawn as it is;
 * - one made in the last hour (today) is drawn at once, saying when it was made, and a new one is made after the
 *   answer: while someone uses the console no view waits for a count, and each says when it is older than 5 minutes;
 * - otherwise (none yet, an older one, one of another day or of another shape), one is made before the answer.
 *
 * The ops API (GET /api/ops/insights) keeps reading the rows themselves, for any range.
 */

/** A snapshot's figures are shared by the views that read the same stored snapshot: read them, never change them. */
export interface NumbersSnapshot {
  report: InsightsReport;
  daily: DayFigures[];
  /** When it was made, ms since the epoch. */
  madeAt: number;
  /** Older than 5 minutes: a new one is being made. */
  stale: boolean;
}

const FRESH_MS = 5 * 60 * 1000;
const DRAWN_AT_ONCE_MS = 60 * 60 * 1000;
/** The version of the stored JSON's shape: change it with InsightsReport or DayFigures, so no older one is read. */
const SHAPE = 1;

/** Makes the snapshot of the last `days` days as of `now`, and keeps it unless a later one was kept meanwhile. */
async function makeSnapshot(db: D1Database, days: number, now: number): Promise<NumbersSnapshot> {
  const to = dayOf(now);
  const from = daysBefore(to, days - 1);
  const [report, daily] = await Promise.all([readInsights(db, from, to), readDailyFigures(db, from, to)]);
  await db
    .prepare(
      `INSERT INTO report_snapshots (days, day, made_at, shape, figures) VALUES (?1, ?2, ?3, ?4, ?5)
       ON CONFLICT (days) DO UPDATE SET day = excluded.day, made_at = excluded.made_at, shape = excluded.shape,
         figures = excluded.figures
       WHERE excluded.made_at > report_snapshots.made_at`,
    )
    .bind(days, to, now, SHAPE, JSON.stringify({ report, daily }))
    .run();
  return { report, daily, madeAt: now, stale: false };
}

type Figures = Pick<NumbersSnapshot, "report" | "daily">;

/** The figures last read of each range, with the stored text they were read from. */
const lastRead = new Map<number, { text: string; figures: Figures }>();

/**
 * A stored snapshot's figures. While the stored text is the same, the same objects as the last read: unparsed
 * again, and a page drawn from them can be kept with them (the console's numbers page is).
 */
function figuresOf(days: number, text: string): Figures {
  const last = lastRead.get(days);
  if (last?.text === text) return last.figures;
  // Written by makeSnapshot above, in this shape.
  const figures = JSON.parse(text) as Figures;
  lastRead.set(days, { text, figures });
  return figures;
}

/**
 * The snapshot to draw for the last `days` days at `now`; `later` runs work after the answer (the route's
 * `waitUntil`).
 */
export async function numbersSnapshot(
  db: D1Database,
  days: number,
  now: number,
  later: (work: () => Promise<unknown>) => void,
): Promise<NumbersSnapshot> {
  const kept = await db
    .prepare(
      "SELECT made_at, figures FROM report_snapshots WHERE days = ?1 AND day = ?2 AND shape = ?3 AND made_at >= ?4",
    )
    .bind(days, dayOf(now), SHAPE, now - DRAWN_AT_ONCE_MS)
    .first<{ made_at: number; figures: string }>();
  if (!kept) return makeSnapshot(db, days, now);
  const { report, daily } = figuresOf(days, kept.figures);
  const stale = now - kept.made_at > FRESH_MS;
  if (stale) later(() => makeSnapshot(db, days, now));
  return { report, daily, madeAt: kept.made_at, stale };
}
