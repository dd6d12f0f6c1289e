import { useSiteText } from "~/components/layout/site-text";

/** An entry's day (`YYYY-MM-DD`) as the page's language writes it: "October 14, 2026", "14 de octubre de 2026". */
export function InsightDate({ date, className }: { date: string; className?: string }) {
  const { language } = useSiteText();
  const written = new Intl.DateTimeFormat(language, {
    dateStyle: "long",
    timeZone: "UTC",
  }).format(new Date(`${date}T00:00:00Z`));
  return (
    <time dateTime={date} className={className}>
      {written}
    </time>
  );
}
