/**
 * A console table's column headings: first the columns that name a row, then those that hold figures, which are set
 * to the right like the figures under them.
 */
export function ColumnHeads({ labels, figures }: { labels: readonly string[]; figures: readonly string[] }) {
  return (
    <thead>
      <tr>
        {labels.map((label) => (
          <th key={label} scope="col">
            {label}
          </th>
        ))}
        {figures.map((figure) => (
          <th key={figure} scope="col" className="number">
            {figure}
          </th>
        ))}
      </tr>
    </thead>
  );
}
