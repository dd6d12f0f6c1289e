import { insightPath } from "~/content/insights/insight-paths";
import type { InsightSummary } from "~/content/insights/insight-summary";
import type { InsightsText } from "~/content/insights/insights-text-schema";
import type { Language } from "~/lib/language/languages";
import { InsightCard } from "./insight-card";

interface InsightListProps {
  entries: readonly InsightSummary[];
  language: Language;
  kinds: InsightsText["kinds"];
  /** The cards' titles: h2 on the listing, h3 inside the home page's section. */
  level: 2 | 3;
  className?: string;
}

/** Entries as a grid of cards (the listing, the home page's newest), in the order given: one, two or three a row. */
export function InsightList({ entries, language, kinds, level, className }: InsightListProps) {
  const List = level === 2 ? "ol" : "ul";
  return (
    <List className={["grid gap-6 sm:grid-cols-2 lg:grid-cols-3", className].filter(Boolean).join(" ")}>
      {entries.map((entry) => (
        <InsightCard
          key={entry.slug}
          entry={entry}
          href={insightPath(language, entry.slug)}
          kindLabel={kinds[entry.kind]}
          level={level}
          photoSizes="(min-width: 1152px) 352px, (min-width: 1024px) 30vw, (min-width: 640px) 45vw, 90vw"
        />
      ))}
    </List>
  );
}
