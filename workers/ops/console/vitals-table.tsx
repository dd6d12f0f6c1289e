import { type VitalName, vitalNames } from "~/lib/visit/visit-beacon";
import type { InsightsReport } from "../../insights/insights-report";
import { type VitalRating, vitalThresholds } from "../../insights/vital-ratings";

type Summary = InsightsReport["vitals"][number] | InsightsReport["vitalsByCountry"][number];

const ratingNames: Record<VitalRating, string> = {
  good: "good",
  "needs-improvement": "needs improvement",
  poor: "poor",
};

/** A measure's value as web.dev writes it: times in ms, CLS as a score. */
const vitalValue = (metric: VitalName, value: number) =>
  metric === "CLS" ? value.toFixed(2) : `${Math.round(value)} ms`;

/** The bands of each measure, as the table's note states them. */
const bands = vitalNames
  .map((metric) => {
    const [good, poorAbove] = vitalThresholds[metric];
    return `${metric} good up to ${vitalValue(metric, good)}, poor above ${vitalValue(metric, poorAbove)}`;
  })
  .join("; ");

/**
 * Real visitors' Core Web Vitals: the 75th percentile of each measure by page or by country, each rated in
 * web.dev's bands (good, needs improvement, poor), the rating in words as well as in colour.
 */
export function VitalsTable({
  caption,
  keyName,
  rows,
}: {
  caption: string;
  keyName: "path" | "country";
  rows: readonly Summary[];
}) {
  // Each row's summaries by measure, looked up once a cell: the first summary of a key and measure, as rows come.
  const summaries = new Map<string, Partial<Record<VitalName, Summary>>>();
  for (const row of rows) {
    const key = (row as Record<string, string>)[keyName] ?? "";
    const byMetric = summaries.get(key) ?? {};
    byMetric[row.metric] ??= row;
    summaries.set(key, byMetric);
  }
  const keys = [...summaries.keys()];
  if (keys.length === 0) return <p>{caption}: no measure yet.</p>;
  return (
    <div className="table-scroll">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{keyName === "path" ? "Page" : "Country"}</th>
            {vitalNames.map((metric) => (
              <th key={metric} scope="col" className="number">
                {metric} p75
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {keys.map((key) => (
            <tr key={key}>
              <th scope="row">{key}</th>
              {vitalNames.map((metric) => {
                const summary = summaries.get(key)?.[metric];
                return (
                  <td key={metric} className="number">
                    {summary ? (
                      <>
                        {`${vitalValue(metric, summary.p75)} `}
                        <span className={`rating-${summary.rating}`}>{ratingNames[summary.rating]}</span>
                        <br />
                        <span className="muted">{`${summary.samples} samples`}</span>
                      </>
                    ) : (
                      "–"
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted">Bands (web.dev): {bands}.</p>
    </div>
  );
}
