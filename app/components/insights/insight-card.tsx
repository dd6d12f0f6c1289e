import type { InsightSummary } from "~/content/insights/insight-summary";
import { EntryPhoto } from "./entry-photo";
import { InsightDate } from "./insight-date";

interface InsightCardProps {
  entry: InsightSummary;
  /** Where the entry's page is, in the listing's language. */
  href: string;
  /** What the entry is, in the page's language ("Case study"). */
  kindLabel: string;
  /** The title's heading level: h2 on the listing, h3 inside the home page's section. */
  level?: 2 | 3;
  /** How wide the photo shows (the `sizes` attribute). */
  photoSizes: string;
}

/**
 * An entry in a list (the Insights listing, the home page's newest entries): its photo when it has one, what it is
 * and when it was published, its title (the link to it, whose area covers the whole card) and its description.
 */
export function InsightCard({ entry, href, kindLabel, level = 2, photoSizes }: InsightCardProps) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <li className="group relative flex flex-col overflow-hidden rounded-3xl border border-white/10 bg-white/[0.03] transition-colors hover:border-violet-300/60">
      {entry.photo !== undefined && <EntryPhoto photo={entry.photo} sizes={photoSizes} />}
      <div className="flex flex-1 flex-col p-6 sm:p-7">
        <p className="text-xs font-semibold tracking-[0.15em] text-teal-300 uppercase">
          {kindLabel} <span aria-hidden="true">·</span>{" "}
          <InsightDate date={entry.date} className="tracking-normal text-slate-400 normal-case" />
        </p>
        <Heading className="mt-3 text-xl font-semibold tracking-tight text-balance text-white">
          <a href={href} className="after:absolute after:inset-0 group-hover:text-violet-100">
            {entry.title}
          </a>
        </Heading>
        <p className="mt-3 leading-relaxed text-slate-300">{entry.description}</p>
      </div>
    </li>
  );
}
