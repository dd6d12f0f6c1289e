/** Days as the insights store them: UTC dates, `YYYY-MM-DD`, which sort and compare as text. */

const DAY_MS = 86_400_000;

/** The UTC date of a moment (ms since the epoch). */
export const dayOf = (time: number): string => new Date(time).toISOString().slice(0, 10);

/** The day `count` days before `day`. */
export const daysBefore = (day: string, count: number): string =>
  dayOf(Date.parse(`${day}T00:00:00Z`) - count * DAY_MS);
