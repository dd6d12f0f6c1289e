/**
 * A horizontal bar chart drawn on the server as SVG, and the same figures as a table (for screen readers, and for
 * copying): the chart is an image named by its caption, the table says everything it shows.
 */

export interface Bar {
  label: string;
  value: number;
}

const ROW = 22;
const LABEL_WIDTH = 220;
const WIDTH = 640;
const BAR_SPACE = WIDTH - LABEL_WIDTH - 60;

/** Cuts a label to what fits the chart's label column; the table beside it has the whole. */
const shortLabel = (label: string) => (label.length > 32 ? `${label.slice(0, 31)}…` : label);

export function BarChart({
  id,
  caption,
  bars,
  valueName,
  format = String,
}: {
  id: string;
  caption: string;
  bars: readonly Bar[];
  /** What the value is, as the table's column says it: "Page views". */
  valueName: string;
  format?: (value: number) => string;
}) {
  if (bars.length === 0) return <p>{caption}: nothing yet.</p>;
  const max = Math.max(...bars.map((bar) => bar.value), 1);
  const height = bars.length * ROW + 8;
  return (
    <figure>
      <figcaption id={`${id}-caption`}>{caption}</figcaption>
      <svg className="chart" viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-labelledby={`${id}-caption`}>
        {bars.map((bar, index) => {
          const y = index * ROW + 4;
          const width = Math.max((bar.value / max) * BAR_SPACE, bar.value > 0 ? 2 : 0);
          return (
            <g key={`${bar.label} ${index}`}>
              <text x={LABEL_WIDTH - 8} y={y + 14} textAnchor="end">
                {shortLabel(bar.label)}
              </text>
              <rect className="views" x={LABEL_WIDTH} y={y + 3} width={width} height={ROW - 8} rx="2" />
              <text x={LABEL_WIDTH + width + 6} y={y + 14}>
                {format(bar.value)}
              </text>
            </g>
          );
        })}
      </svg>
      <details>
        <summary>The figures as a table</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">{caption}</th>
              <th scope="col" className="number">
                {valueName}
              </th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar, index) => (
              <tr key={`${bar.label} ${index}`}>
                <th scope="row">{bar.label}</th>
                <td className="number">{format(bar.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
