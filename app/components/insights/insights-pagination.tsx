import type { InsightsText } from "~/content/insights/insights-text-schema";
import { fillIn } from "~/lib/language/fill-in";

interface InsightsPaginationProps {
  page: number;
  count: number;
  /** The address of listing page `n`, in the listing's language. */
  pathOf: (page: number) => string;
  words: InsightsText["pagination"];
}

const linkClass =
  "inline-flex items-center gap-2 rounded-full border border-white/15 px-4 py-2 text-sm text-slate-200 hover:border-violet-300 hover:text-white";

/** The listing's pages, as real links: newer entries before, older after, and where the reader is. */
export function InsightsPagination({ page, count, pathOf, words }: InsightsPaginationProps) {
  if (count <= 1) return null;
  return (
    <nav aria-label={words.label} className="mt-14 flex flex-wrap items-center justify-between gap-4">
      {page > 1 ? (
        <a href={pathOf(page - 1)} rel="prev" className={linkClass}>
          <span aria-hidden="true">←</span> {words.newer}
        </a>
      ) : (
        <span />
      )}
      <p className="text-sm text-slate-400">{fillIn(words.position, { page, count })}</p>
      {page < count ? (
        <a href={pathOf(page + 1)} rel="next" className={linkClass}>
          {words.older} <span aria-hidden="true">→</span>
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}
