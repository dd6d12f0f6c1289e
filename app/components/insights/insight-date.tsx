import { useSiteText } from "~/components/layout/site-text";

/**
 * One formatter a language, made the first time a date is written in it: making an `Intl.DateTimeFormat` costs far
 * more than formatting with one (about half a millisecond a page when each date made its own), and the build
 * prerenders a page for every entry, its date on it, and listings of twelve.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(language: string): Intl.DateTimeFormat {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" });
    formatters.set(language, formatter);
  }
  return formatter;
}

/** An entry's day (`YYYY-MM-DD`) as the page's language writes it: "October 14, 2026", "14 de octubre de 2026". */
export function InsightDate({ date, className }: { date: string; className?: string }) {
  const { language } = useSiteText();
  const written = formatterFor(language).format(new Date(`${date}T00:00:00Z`));
  return (
    <time dateTime={date} className={className}>
      {written}
    </time>
  );
}
