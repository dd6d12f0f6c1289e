import { InsightList } from "~/components/insights/insight-list";
import { useSiteText } from "~/components/layout/site-text";
import { SectionHeading } from "~/components/ui/section-heading";
import { insightsListPath } from "~/content/insights/insight-paths";
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
      <InsightList entries={entries} language={language} kinds={words.kinds} level={3} className="mt-12" />
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
