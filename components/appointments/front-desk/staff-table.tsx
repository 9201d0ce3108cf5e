'use client';

import { type ReactNode, useId } from 'react';
import { useStaffRead } from './use-staff-read';

/**
 * A read-only staff list on /schedule (docs/front-desk.md): a section titled
 * `title`, the rows `read` returns as a table with `columns` as headers and `cells(row)` per
 * row, `empty` when there are none, or why they could not be read.
 */
export function StaffTable<T>({
  'data-testid': testId,
  title,
  read,
  empty,
  columns,
  rowKey,
  cells,
}: {
  'data-testid': string;
  title: string;
  /** Reads the rows; a new function reads again. */
  read: () => Promise<T[]>;
  empty: string;
  columns: readonly string[];
  rowKey: (row: T) => string | number;
  /** The row's cells, one per column. */
  cells: (row: T) => readonly ReactNode[];
}) {
  const id = useId();
  const { rows, error } = useStaffRead(read);
  return (
    <section aria-labelledby={`${id}-title`} data-testid={testId}>
      <h2 id={`${id}-title`}>{title}</h2>
      {error ? <p role="alert">{error}</p> : null}
      {rows && !rows.length ? <p>{empty}</p> : null}
      {rows?.length ? (
        <table>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {cells(row).map((cell, index) => (
                  <td key={columns[index]}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
