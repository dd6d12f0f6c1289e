import { InsightCard } from "~/components/insights/insight-card";
import { useSiteText } from "~/components/layout/site-text";
import { SectionHeading } from "~/components/ui/section-heading";
import { insightPath, insightsListPath } from "~/content/insights/insight-paths";
import type { InsightSummary } from "~/content/insights/insight-summary";
import type { InsightsText } from "~/content/insights/insights-text-schema";

export interface LatestInsightsProps {
  /** The newest published entries of the page's language (three at most; the section is left out with none). */
  entries: readonly InsightSummary[];
  words: Pick<InsightsText, "latest" | "kinds" | "eyebrow">;
}

/** The home page's newest Insights entries (id "insights"), each a card, and the way to all of them. */
export function LatestInsights({ entries, words }: LatestInsightsProps) {
  const { language } = useSiteText();
  return (
    <section
      id="insights"
      aria-labelledby="insights-title"
      className="render-when-near mx-auto max-w-6xl [contain-intrinsic-size:auto_760px] px-5 py-24 sm:px-8 sm:py-28"
    >
      <SectionHeading
        id="insights-title"
        eyebrow={words.eyebrow}
        heading={words.latest.heading}
        lede={words.latest.lede}
      />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {entries.map((entry) => (
          <InsightCard
            key={entry.slug}
            entry={entry}
            href={insightPath(language, entry.slug)}
            kindLabel={words.kinds[entry.kind]}
            level={3}
            photoSizes="(min-width: 1152px) 352px, (min-width: 1024px) 30vw, (min-width: 640px) 45vw, 90vw"
          />
        ))}
      </ul>
      <p className="mt-10">
        <a
          href={insightsListPath(language)}
          className="inline-flex items-center gap-2 rounded-full border border-white/15 px-5 py-2.5 text-sm font-medium text-slate-100 hover:border-violet-300 hover:text-white"
        >
          {words.latest.all} <span aria-hidden="true">→</span>
        </a>
      </p>
    </section>
  );
}
