import type { ReactNode } from 'react';

export interface DataTableColumn {
  heading: string;
  /** Figures line up on the right. */
  numeric?: boolean;
}

/**
 * A table of records on a white card that scrolls sideways on a phone: the scrolling region is
 * named and focusable, so a keyboard user can scroll it too. The rows are the caller's.
 */
export function DataTable({
  label,
  columns,
  children,
}: {
  label: string;
  columns: readonly (string | DataTableColumn)[];
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="mt-4 overflow-x-auto rounded-2xl border border-slate-200 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-pink"
    >
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
        <thead className="bg-slate-50 text-ink">
          <tr>
            {columns.map((column) => {
              const { heading, numeric } = typeof column === 'string' ? { heading: column, numeric: false } : column;
              return (
                <th key={heading} scope="col" className={`px-4 py-3 font-semibold${numeric ? ' text-right' : ''}`}>
                  {heading}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 bg-white text-ink">{children}</tbody>
      </table>
    </div>
  );
}
