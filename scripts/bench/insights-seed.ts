// The site's numbers as months of traffic would leave them in D1 (schema: migrations/), for `npm run
// bench:console`: rows shaped like the ones POST /api/visit and the contact route store (insights-store.ts), made
// up from a seeded random source so that every run draws the same traffic. Written as SQL for `wrangler d1 execute`.
import { createHash } from "node:crypto";
import { languageOfPath } from "../../app/lib/language/languages.ts";
import { randomSource } from "./seeded-random.ts";

export interface SeedShape {
  /** The last day seeded (UTC, `YYYY-MM-DD`), and how many days up to it. */
  today: string;
  days: number;
  viewsPerDay: number;
  /** The site's pages, as visited (`/es/vision`). */
  pages: readonly string[];
}

/** Rows a statement: a few hundred keep each well within D1's statement length (100 KB). */
const ROWS_A_STATEMENT = 250;
/** Pages a visitor reads on average, so a day of views comes from fewer visitors. */
const VIEWS_A_VISITOR = 2.5;
/** Contacts and bookings for every 1,000 page views. */
const CONTACTS_PER_MILLE = 5;
const BOOKINGS_PER_MILLE = 2;

/** Values with their weights: how often each comes up, relative to the others. */
type Weighted<T> = readonly (readonly [value: T, weight: number])[];

/** Where visits come from, as [referring host, utm_source]: search, social, a newsletter, and campaigns' long tail. */
const sources: Weighted<readonly [string, string]> = [
  [["", ""], 45],
  [["www.google.com", ""], 20],
  [["www.linkedin.com", ""], 9],
  [["", "newsletter"], 7],
  [["news.example.net", ""], 4],
  [["duckduckgo.com", ""], 3],
  [["www.bing.com", ""], 2],
  ...Array.from({ length: 40 }, (_, index) => [["", `partner-${index + 1}`], 0.25] as const),
];
/** Countries, the first most frequent (about 1/rank); XX is Cloudflare's unknown. */
const countries: Weighted<string> =
  "US GB DE ES MX FR NL AR CO CL IT CA IN BR PT SE CH IE BE AT PL DK NO FI JP AU SG XX"
    .split(" ")
    .map((country, rank) => [country, 1 / (rank + 1)]);
const devices: Weighted<string> = [
  ["phone", 55],
  ["desktop", 40],
  ["tablet", 5],
];

/** The statements that seed the days ending `today`: page views, conversions and each day's intake. */
export function insightsSeedStatements({ today, days, viewsPerDay, pages }: SeedShape): string[] {
  const random = randomSource(20261126);
  const pick = <T>(items: Weighted<T>): T => {
    let left = random() * items.reduce((sum, [, weight]) => sum + weight, 0);
    // The last one also takes what rounding leaves over.
    for (const [index, [value, weight]] of items.entries()) {
      left -= weight;
      if (left <= 0 || index === items.length - 1) return value;
    }
    throw new Error("nothing to pick from");
  };
  /** A measure as browsers report them, spread around a median (log-normal), in whole units. */
  const measure = (median: number, spread: number) => {
    const gaussian = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
    return Math.round(median * Math.exp(spread * gaussian));
  };
  // Pages by popularity within their language (about 1/rank, in the sitemap's order), English read more than the
  // other languages, and now and then an address that is no page.
  const paths: Weighted<string> = [
    ...pages.map((page) => {
      const locale = languageOfPath(page);
      const rank = pages.filter((other) => languageOfPath(other) === locale).indexOf(page);
      return [page, (locale === "en" ? 0.7 : 0.3) / (rank + 1)] as const;
    }),
    ["other", 0.05],
  ];
  const text = (value: string) => `'${value.replaceAll("'", "''")}'`;
  const nullable = (value: number | null) => (value === null ? "NULL" : String(value));

  const views: string[] = [];
  const conversions: string[] = [];
  const intake: string[] = [];
  for (let back = days - 1; back >= 0; back--) {
    const day = new Date(Date.parse(`${today}T00:00:00Z`) - back * 86_400_000).toISOString().slice(0, 10);
    const visitors = Math.ceil(viewsPerDay / VIEWS_A_VISITOR);
    for (let view = 0; view < viewsPerDay; view++) {
      const path = pick(paths);
      const [referrer, utmSource] = pick(sources);
      const visitor = createHash("sha256")
        .update(`${day} ${Math.floor(random() * visitors)}`)
        .digest("hex")
        .slice(0, 32);
      // Some views end before a measure is taken; most have no interaction, so no INP.
      const measured = random() > 0.03;
      const vitals = measured
        ? [
            random() > 0.05 ? measure(1800, 0.5) : null,
            random() > 0.6 ? measure(120, 0.7) : null,
            random() > 0.3 ? measure(25, 1.2) : 0,
            measure(1100, 0.45),
            measure(320, 0.6),
          ]
        : [null, null, null, null, null];
      views.push(
        [
          text(day),
          text(path),
          text(languageOfPath(path)),
          text(utmSource || referrer || "direct"),
          text(referrer),
          text(utmSource),
          text(utmSource ? "email" : ""),
          text(utmSource ? "autumn-launch" : ""),
          text(""),
          text(""),
          text(pick(countries)),
          text(pick(devices)),
          text(visitor),
          ...vitals.map(nullable),
        ].join(", "),
      );
    }
    const conversionsToday = Math.round((viewsPerDay * (CONTACTS_PER_MILLE + BOOKINGS_PER_MILLE)) / 1000);
    for (let conversion = 0; conversion < conversionsToday; conversion++) {
      const kind = random() * (CONTACTS_PER_MILLE + BOOKINGS_PER_MILLE) < CONTACTS_PER_MILLE ? "contact" : "booking";
      const path = pick(paths);
      const [referrer, utmSource] = pick(sources);
      conversions.push(
        [text(day), text(kind), text(path), text(languageOfPath(path)), text(utmSource || referrer || "direct")].join(
          ", ",
        ),
      );
    }
    intake.push(`${text(day)}, ${viewsPerDay}, ${viewsPerDay}`);
  }

  const inserts = (table: string, columns: string, rows: readonly string[]) =>
    Array.from(
      { length: Math.ceil(rows.length / ROWS_A_STATEMENT) },
      (_, batch) =>
        `INSERT INTO ${table} (${columns}) VALUES ${rows
          .slice(batch * ROWS_A_STATEMENT, (batch + 1) * ROWS_A_STATEMENT)
          .map((row) => `(${row})`)
          .join(", ")};`,
    );
  return [
    ...inserts(
      "page_views",
      "day, path, locale, source, referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content, country, device, visitor, lcp, inp, cls, fcp, ttfb",
      views,
    ),
    ...inserts("conversions", "day, kind, path, locale, source", conversions),
    ...inserts("daily_intake", "day, received, stored", intake),
  ];
}
