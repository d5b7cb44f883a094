import type { ReactNode } from 'react';

/** A desk table's head: one row of column headers, each naming its column for screen readers
 *  (`scope="col"`), in the order given. */
export function ColumnHeads({ columns }: { columns: readonly ReactNode[] }) {
  return (
    <thead>
      <tr className="border-b border-border">
        {columns.map((column, index) => (
          // A table's columns are fixed: a column's place is its identity.
          <th key={index} scope="col" className="p-2 text-start">
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
