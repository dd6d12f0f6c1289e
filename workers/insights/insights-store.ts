import type { BeaconVitals } from "./beacon-schema";

/**
 * The writes of the site's numbers into D1 (schema: migrations/). Each runs after the answer (`waitUntil`), in one
 * batch: one round trip, one transaction.
 */

/** What is kept of one beacon: no address, no user agent, nothing that names a person. */
export interface StoredBeacon {
  kind: "view" | "booking";
  day: string;
  /** A page of the site, or `other` (page-buckets.ts). */
  path: string;
  locale: string;
  source: string;
  referrer: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  utm_term: string;
  utm_content: string;
  country: string;
  device: string;
  visitor: string;
  vitals: BeaconVitals;
}

/** A conversion the Worker counts itself, from the server's own truth (a contact message the outbox accepted). */
export interface Conversion {
  kind: "contact" | "booking";
  day: string;
  path: string;
  locale: string;
  source: string;
}

/** Time measures in whole ms; CLS, a score, in thousandths: whole numbers count and compare exactly. */
function stored(value: number | null | undefined, scale = 1): number | null {
  return typeof value === "number" ? Math.round(value * scale) : null;
}

/**
 * Counts a beacon in the day's intake and stores it while the day's count is within `ceiling`; past it the beacon
 * is counted only. Resolves whether it was stored.
 */
export async function storeBeacon(db: D1Database, beacon: StoredBeacon, ceiling: number): Promise<boolean> {
  const { day } = beacon;
  const withinCeiling = "(SELECT received FROM daily_intake WHERE day = ?1) <= ?2";
  const row =
    beacon.kind === "view"
      ? db
          .prepare(
            `INSERT INTO page_views (day, path, locale, source, referrer, utm_source, utm_medium, utm_campaign,
               utm_term, utm_content, country, device, visitor, lcp, inp, cls, fcp, ttfb)
             SELECT ?1, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19
             WHERE ${withinCeiling}`,
          )
          .bind(
            day,
            ceiling,
            beacon.path,
            beacon.locale,
            beacon.source,
            beacon.referrer,
            beacon.utm_source,
            beacon.utm_medium,
            beacon.utm_campaign,
            beacon.utm_term,
            beacon.utm_content,
            beacon.country,
            beacon.device,
            beacon.visitor,
            stored(beacon.vitals.LCP),
            stored(beacon.vitals.INP),
            stored(beacon.vitals.CLS, 1000),
            stored(beacon.vitals.FCP),
            stored(beacon.vitals.TTFB),
          )
      : db
          .prepare(
            `INSERT INTO conversions (day, kind, path, locale, source) SELECT ?1, 'booking', ?3, ?4, ?5
             WHERE ${withinCeiling}`,
          )
          .bind(day, ceiling, beacon.path, beacon.locale, beacon.source);
  const [, inserted] = await db.batch([
    db
      .prepare(
        `INSERT INTO daily_intake (day, received, stored) VALUES (?1, 1, 0)
         ON CONFLICT (day) DO UPDATE SET received = received + 1`,
      )
      .bind(day),
    row,
    db.prepare("UPDATE daily_intake SET stored = stored + 1 WHERE day = ?1 AND received <= ?2").bind(day, ceiling),
  ]);
  return (inserted?.meta.changes ?? 0) > 0;
}

export async function storeConversion(db: D1Database, conversion: Conversion): Promise<void> {
  await db
    .prepare("INSERT INTO conversions (day, kind, path, locale, source) VALUES (?1, ?2, ?3, ?4, ?5)")
    .bind(conversion.day, conversion.kind, conversion.path, conversion.locale, conversion.source)
    .run();
}
