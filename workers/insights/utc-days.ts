/** Days as the insights store them: UTC dates, `YYYY-MM-DD`, which sort and compare as text. */

const DAY_MS = 86_400_000;

/**
 * The last day asked for and the moments it spans. Every beacon asks for the day of its moment, and nearly all
 * fall on the same day as the one before: a comparison of two numbers then answers, instead of a Date and its text.
 */
let last = { day: "", from: 0, to: 0 };

/** The UTC date of a moment (ms since the epoch). */
export function dayOf(time: number): string {
  if (time >= last.from && time < last.to) return last.day;
  const from = Math.floor(time / DAY_MS) * DAY_MS;
  const day = new Date(from).toISOString().slice(0, 10);
  last = { day, from, to: from + DAY_MS };
  return day;
}

/** The day `count` days before `day`. */
export const daysBefore = (day: string, count: number): string =>
  dayOf(Date.parse(`${day}T00:00:00Z`) - count * DAY_MS);

/** The same date `count` calendar months before `day` (the month's last day where it is shorter). */
export function monthsBefore(day: string, count: number): string {
  const [year = 0, month = 1, date = 1] = day.split("-").map(Number);
  const lastOfMonth = new Date(Date.UTC(year, month - 1 - count + 1, 0)).getUTCDate();
  return dayOf(Date.UTC(year, month - 1 - count, Math.min(date, lastOfMonth)));
}
