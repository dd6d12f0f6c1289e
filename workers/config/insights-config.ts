import type { WorkerVars } from "./worker-vars";

/**
 * The site's numbers (workers/insights/): `INSIGHTS_DAILY_EVENTS`, the most beacons stored in a UTC day (10,000 by
 * default; 0 stores none). Past it a beacon is counted, not stored, so a flood cannot fill the database or run up
 * its writes. A value that is not a whole number in range is a problem named in the log, and nothing is stored
 * until it is fixed; the pages never notice.
 */
export type InsightsConfig = { dailyEvents: number; problem?: undefined } | { dailyEvents: 0; problem: string };

const INSIGHTS_DAILY_EVENTS_DEFAULT = 10_000;
const INSIGHTS_DAILY_EVENTS_MAX = 10_000_000;

export function readInsightsConfig(vars: WorkerVars): InsightsConfig {
  const text = vars.INSIGHTS_DAILY_EVENTS?.trim();
  if (!text) return { dailyEvents: INSIGHTS_DAILY_EVENTS_DEFAULT };
  const value = Number(text);
  if (!/^\d+$/.test(text) || value > INSIGHTS_DAILY_EVENTS_MAX) {
    return {
      dailyEvents: 0,
      problem: `INSIGHTS_DAILY_EVENTS is not a whole number from 0 to ${INSIGHTS_DAILY_EVENTS_MAX}`,
    };
  }
  return { dailyEvents: value };
}
