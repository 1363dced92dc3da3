import type { ReactNode } from 'react';

/** One column's heading: its words (or a node: words for screen readers only), its own classes, its sort. */
export interface ColumnHeading {
  heading: ReactNode;
  /** The React key when `heading` is not a string. */
  key?: string;
  className?: string;
  /** Figures line up on the right. */
  numeric?: boolean;
  sort?: 'ascending' | 'descending';
}

/**
 * A table's header row: one `<th scope="col">` a column, each with `cellClassName` and then its own classes. A
 * column given as `null` or `false` (shown only sometimes) is left out.
 */
export function ColumnHeadings({
  columns,
  cellClassName,
}: {
  columns: readonly (string | ColumnHeading | null | false)[];
  cellClassName: string;
}) {
  return (
    <tr>
      {columns.map((column) => {
        if (!column) return null;
        const {
          heading,
          key,
          className = '',
          numeric = false,
          sort,
        } = typeof column === 'string' ? { heading: column } : column;
        const classes = [cellClassName, numeric ? 'text-right' : '', className].filter(Boolean).join(' ');
        return (
          <th key={key ?? String(heading)} scope="col" aria-sort={sort} className={classes}>
            {heading}
          </th>
        );
      })}
    </tr>
  );
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
  columns: readonly (string | ColumnHeading)[];
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
          <ColumnHeadings columns={columns} cellClassName="px-4 py-3 font-semibold" />
        </thead>
        <tbody className="divide-y divide-slate-200 bg-white text-ink">{children}</tbody>
      </table>
    </div>
  );
}
