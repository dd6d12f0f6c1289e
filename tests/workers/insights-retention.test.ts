// Retention of the site's numbers, run by the Worker's scheduled handler (the Cron Trigger's event, with its
// scheduled time as the clock): raw rows older than 30 days rolled up into daily totals and deleted, totals older
// than 13 months deleted; and the daily salt of the visitor hashes replaced each day, the old one deleted.
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import worker from "../../workers/app";
import { captureWorkerLogs, DAY } from "./contact-request";
import { emptyInsightsEachTest, report, rowsOf, sendBeacon, viewBeacon } from "./insights-request";

captureWorkerLogs();
emptyInsightsEachTest();
afterEach(() => {
  vi.useRealTimers();
});

/** Noon UTC on a fixed day, so that days ago are whole days whatever the time the test runs. */
const NOW = Date.UTC(2026, 10, 26, 12);
const daysAgo = (days: number) => NOW - days * DAY;
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The Worker's clock (Date only; timers keep real time) at `time`. */
const clockAt = (time: number) => vi.useFakeTimers({ toFake: ["Date"], now: time });

/** The Cron Trigger's daily event at `time`, through the Worker's scheduled handler. */
async function scheduledRunAt(time: number): Promise<void> {
  const ctx = createExecutionContext();
  worker.scheduled(createScheduledController({ scheduledTime: time, cron: "17 3 * * *" }), env, ctx);
  await waitOnExecutionContext(ctx);
}

/** A day's traffic: three views by two visitors on two pages, from two countries and devices, and a booking. */
async function trafficOn(time: number): Promise<void> {
  clockAt(time);
  const first = { "CF-Connecting-IP": "192.0.2.10" };
  await sendBeacon({ headers: first, cf: { country: "BR" }, body: viewBeacon({ vitals: { LCP: 1800, CLS: 0.02 } }) });
  await sendBeacon({
    headers: first,
    cf: { country: "BR" },
    body: viewBeacon({ path: "/es/vision", utm_source: "newsletter", vitals: { LCP: 2600, INP: 250 } }),
  });
  await sendBeacon({
    headers: { "CF-Connecting-IP": "192.0.2.11" },
    cf: { country: "SG" },
    body: viewBeacon({ device: "phone", referrer: "news.example.net", vitals: { LCP: 4200, TTFB: 900 } }),
  });
  await sendBeacon({ headers: first, body: viewBeacon({ kind: "booking", path: "/services/mvp-builder" }) });
}

describe("the daily run", () => {
  it("rolls raw rows older than 30 days up into daily totals and deletes them; the numbers read the same", async () => {
    await trafficOn(daysAgo(40));
    await trafficOn(daysAgo(31));
    await trafficOn(daysAgo(30));
    await trafficOn(daysAgo(2));
    clockAt(NOW);
    const before = await report(60);
    expect(before).toMatchObject({ views: 12, visitors: 8 });

    await scheduledRunAt(NOW);

    const rawDays = new Set((await rowsOf("page_views")).map((row) => row.day));
    expect([...rawDays].sort()).toEqual([dayOf(daysAgo(30)), dayOf(daysAgo(2))]);
    expect(new Set((await rowsOf("conversions")).map((row) => row.day))).toEqual(rawDays);
    const rolledDays = new Set((await rowsOf("daily_views")).map((row) => row.day));
    expect([...rolledDays].sort()).toEqual([dayOf(daysAgo(40)), dayOf(daysAgo(31))]);
    // Views, visitors, every facet, conversions and the exact percentiles are unchanged by the rollup.
    expect(await report(60)).toEqual(before);
    // A range that holds only rolled-up days reads from the totals alone.
    clockAt(daysAgo(31));
    expect(await report(1)).toMatchObject({ views: 3, visitors: 2, conversions: [{ kind: "booking", count: 1 }] });
  });

  it("a second run on the same day changes nothing", async () => {
    await trafficOn(daysAgo(45));
    clockAt(NOW);
    await scheduledRunAt(NOW);
    const once = await report(60);
    await scheduledRunAt(NOW);
    expect(await report(60)).toEqual(once);
    expect(once.views).toBe(3);
  });

  it("deletes daily totals older than 13 months, and the intake counts with them", async () => {
    await trafficOn(Date.UTC(2025, 9, 20, 12));
    await trafficOn(Date.UTC(2025, 9, 30, 12));
    // Rolled up the next month.
    await scheduledRunAt(Date.UTC(2025, 11, 1, 12));
    expect(await rowsOf("page_views")).toEqual([]);
    // 13 months after 2025-10-26 (the run's day, 2026-11-26, minus 13 months): the 20th goes, the 30th stays.
    await scheduledRunAt(NOW);
    const kept = (rows: Record<string, unknown>[]) => [...new Set(rows.map((row) => row.day))];
    expect(kept(await rowsOf("daily_views"))).toEqual(["2025-10-30"]);
    expect(kept(await rowsOf("daily_vitals"))).toEqual(["2025-10-30"]);
    expect(kept(await rowsOf("daily_conversions"))).toEqual(["2025-10-30"]);
    expect(kept(await rowsOf("daily_intake"))).toEqual(["2025-10-30"]);
  });
});

describe("the daily salt", () => {
  it("is replaced the next day and the old one deleted: the same visitor is a new hash, counted once a day", async () => {
    const visitor = { "CF-Connecting-IP": "192.0.2.20" };
    clockAt(daysAgo(1));
    await sendBeacon({ headers: visitor });
    await sendBeacon({ headers: visitor });
    const yesterday = await rowsOf("daily_salt");
    clockAt(NOW);
    await sendBeacon({ headers: visitor });
    const today = await rowsOf("daily_salt");
    expect(today).toHaveLength(1);
    expect(today[0]?.day).toBe(dayOf(NOW));
    expect(today[0]?.salt).toMatch(/^[0-9a-f]{64}$/);
    expect(today[0]?.salt).not.toBe(yesterday[0]?.salt);
    const hashes = (await rowsOf("page_views")).map((row) => row.visitor);
    expect(hashes[0]).toBe(hashes[1]);
    expect(hashes[2]).not.toBe(hashes[0]);
    expect(await report(2)).toMatchObject({ views: 3, visitors: 2 });
  });

  it("a salt of a day gone by is deleted by the daily run even when no beacon came to replace it", async () => {
    clockAt(daysAgo(3));
    await sendBeacon();
    expect(await rowsOf("daily_salt")).toHaveLength(1);
    await scheduledRunAt(NOW);
    expect(await rowsOf("daily_salt")).toEqual([]);
  });
});
