import { ColumnHeads } from "./column-heads";
import type { DayFigures } from "../../insights/daily-figures";

const WIDTH = 720;
const HEIGHT = 220;
const LEFT = 44;
const BOTTOM = 24;
const TOP = 8;

/** A round number at or above `max`, for the axis: 1, 2 or 5 times a power of ten. */
function axisTop(max: number): number {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  return [1, 2, 5, 10].map((step) => step * power).find((top) => top >= max) ?? 10 * power;
}

/**
 * Visits and page views per day, as paired columns drawn on the server in SVG, and the same figures as a table (for
 * screen readers, and for copying).
 */
export function DailyChart({ days }: { days: readonly DayFigures[] }) {
  const top = axisTop(Math.max(...days.map((day) => day.views), 0));
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const slot = (WIDTH - LEFT) / Math.max(days.length, 1);
  const bar = Math.max(Math.min(slot / 2 - 1, 14), 1);
  const y = (value: number) => TOP + plotHeight - (value / top) * plotHeight;
  const labelEvery = Math.ceil(days.length / 8);
  return (
    <figure>
      <figcaption id="daily-caption">Visits and page views per day (UTC)</figcaption>
      <svg className="chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby="daily-caption">
        {[0, top / 2, top].map((tick) => (
          <g key={tick}>
            <line className="axis" x1={LEFT} x2={WIDTH} y1={y(tick)} y2={y(tick)} />
            <text x={LEFT - 6} y={y(tick) + 4} textAnchor="end">
              {tick}
            </text>
          </g>
        ))}
        {days.map((day, index) => {
          const x = LEFT + index * slot + (slot - 2 * bar) / 2;
          return (
            <g key={day.day}>
              <rect className="views" x={x} y={y(day.views)} width={bar} height={y(0) - y(day.views)} />
              <rect className="visitors" x={x + bar} y={y(day.visitors)} width={bar} height={y(0) - y(day.visitors)} />
              {index % labelEvery === 0 && (
                <text x={x + bar} y={HEIGHT - 6} textAnchor="middle">
                  {day.day.slice(5)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <ul className="legend">
        <li>
          <span className="views" />
          Page views
        </li>
        <li>
          <span className="visitors" />
          Visits (daily visitors)
        </li>
      </ul>
      <details>
        <summary>The figures as a table</summary>
        <table>
          <ColumnHeads labels={["Day"]} figures={["Visits", "Page views"]} />
          <tbody>
            {days.map((day) => (
              <tr key={day.day}>
                <th scope="row">{day.day}</th>
                <td className="number">{day.visitors}</td>
                <td className="number">{day.views}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
