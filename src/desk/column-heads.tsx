import type { ReactNode } from 'react';

/** A desk table's head: one row of column headers, each naming its column for screen readers
 *  (`scope="col"`), in the order given. `sortedBy` marks the column the rows are in order of, and
 *  which way, so a screen reader says it on that head (aria-sort). */
export function ColumnHeads({
  columns,
  sortedBy,
}: {
  columns: readonly ReactNode[];
  sortedBy?: { column: number; direction: 'ascending' | 'descending' };
}) {
  return (
    <thead>
      <tr className="border-b border-border">
        {columns.map((column, index) => (
          // A table's columns are fixed: a column's place is its identity.
          <th key={index} scope="col" className="p-2 text-start" aria-sort={sortedBy?.column === index ? sortedBy.direction : undefined}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
