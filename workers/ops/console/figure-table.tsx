import { ColumnHeads } from "./column-heads";

/** One row of a figure table: the texts that name it (the first heads the row), then its figures. */
export interface FigureRow {
  key: string;
  labels: readonly string[];
  figures: readonly (number | string)[];
}

/**
 * A console table of figures, scrolled sideways on a narrow screen: the columns that name a row, then the figures,
 * set to the right. The first naming column heads its row for screen readers.
 */
export function FigureTable({
  caption,
  labels,
  figures,
  rows,
}: {
  caption: string;
  labels: readonly string[];
  figures: readonly string[];
  rows: readonly FigureRow[];
}) {
  return (
    <div className="table-scroll">
      <table>
        <caption>{caption}</caption>
        <ColumnHeads labels={labels} figures={figures} />
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {row.labels.map((label, index) =>
                index === 0 ? (
                  <th key={index} scope="row">
                    {label}
                  </th>
                ) : (
                  <td key={index}>{label}</td>
                ),
              )}
              {row.figures.map((figure, index) => (
                <td key={index} className="number">
                  {figure}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
