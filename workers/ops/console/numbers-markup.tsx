import { renderToStaticMarkup } from "react-dom/server";
import type { InsightsReport } from "../../insights/insights-report";
import { NumbersPage, type NumbersPageData } from "./numbers-page";

/**
 * The numbers page's document, drawn once a snapshot. Drawing it is most of a view's CPU (tables of every page,
 * source and country), and its figures change only with a new snapshot: report-snapshots.ts hands back the same
 * figures, the same objects, while the stored snapshot is the same, so the markup drawn from them is kept with them
 * (the last drawn for each, as it depends also on when it was counted and whether that is stale), and a new
 * snapshot or a new isolate draws it afresh.
 */
const drawn = new WeakMap<InsightsReport, { key: string; markup: string }>();

export function numbersMarkup(data: NumbersPageData): string {
  const { days, snapshot } = data;
  const key = `${days} ${snapshot.madeAt} ${snapshot.stale}`;
  const last = drawn.get(snapshot.report);
  if (last?.key === key) return last.markup;
  const markup = `<!doctype html>${renderToStaticMarkup(<NumbersPage {...data} />)}`;
  drawn.set(snapshot.report, { key, markup });
  return markup;
}
