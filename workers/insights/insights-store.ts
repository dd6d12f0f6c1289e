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

/** A stored beacon's columns after its kind, in the order `beaconRows` reads them. */
const beaconColumns = (beacon: StoredBeacon) => [
  beacon.kind,
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
];

/**
 * Counts beacons of one day in its intake and stores them in their order while the day's count is within
 * `ceiling`; past it a beacon is counted only. However many there are, that is one batch of at most four
 * statements: the beacons go in as one JSON array (`json_each`), since a statement takes at most 100 bound values.
 * The intake's count is raised first, so the room left for these is the ceiling less the count before them; the
 * beacon at index `key` is stored while `key` is below that room. Resolves how many were stored.
 */
export async function storeBeacons(
  db: D1Database,
  day: string,
  beacons: readonly StoredBeacon[],
  ceiling: number,
): Promise<number> {
  const count = beacons.length;
  if (count === 0) return 0;
  const rows = JSON.stringify(beacons.map(beaconColumns));
  // ?1 the day, ?2 the rows, ?3 how many, ?4 the ceiling.
  const withinRoom = "key < ?4 - ((SELECT received FROM daily_intake WHERE day = ?1) - ?3)";
  const intake = db
    .prepare(
      `INSERT INTO daily_intake (day, received, stored) VALUES (?1, ?2, 0)
       ON CONFLICT (day) DO UPDATE SET received = received + ?2`,
    )
    .bind(day, count);
  const stores: D1PreparedStatement[] = [];
  if (beacons.some((beacon) => beacon.kind === "view")) {
    stores.push(
      db
        .prepare(
          `INSERT INTO page_views (day, path, locale, source, referrer, utm_source, utm_medium, utm_campaign,
             utm_term, utm_content, country, device, visitor, lcp, inp, cls, fcp, ttfb)
           SELECT ?1, value ->> 1, value ->> 2, value ->> 3, value ->> 4, value ->> 5, value ->> 6, value ->> 7,
             value ->> 8, value ->> 9, value ->> 10, value ->> 11, value ->> 12, value ->> 13, value ->> 14,
             value ->> 15, value ->> 16, value ->> 17
           FROM json_each(?2) WHERE value ->> 0 = 'view' AND ${withinRoom}`,
        )
        .bind(day, rows, count, ceiling),
    );
  }
  if (beacons.some((beacon) => beacon.kind === "booking")) {
    stores.push(
      db
        .prepare(
          `INSERT INTO conversions (day, kind, path, locale, source)
           SELECT ?1, 'booking', value ->> 1, value ->> 2, value ->> 3
           FROM json_each(?2) WHERE value ->> 0 = 'booking' AND ${withinRoom}`,
        )
        .bind(day, rows, count, ceiling),
    );
  }
  const results = await db.batch([
    intake,
    ...stores,
    db
      .prepare("UPDATE daily_intake SET stored = stored + MAX(0, MIN(?2, ?3 - (received - ?2))) WHERE day = ?1")
      .bind(day, count, ceiling),
  ]);
  return results.slice(1, 1 + stores.length).reduce((sum, result) => sum + result.meta.changes, 0);
}

/** Stores conversions of one day in one statement, however many (their fields as one JSON array, as beacons go). */
export async function storeConversions(db: D1Database, day: string, conversions: readonly Conversion[]): Promise<void> {
  const rows = JSON.stringify(conversions.map(({ kind, path, locale, source }) => [kind, path, locale, source]));
  await db
    .prepare(
      `INSERT INTO conversions (day, kind, path, locale, source)
       SELECT ?1, value ->> 0, value ->> 1, value ->> 2, value ->> 3 FROM json_each(?2)`,
    )
    .bind(day, rows)
    .run();
}
