import { type ColumnDef, createColumnHelper, type RowData, tableFeatures, useTable } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';

/** The table features the back office's lists use: none beyond the core (the server pages and sorts). */
export const tableFeaturesUsed = tableFeatures({});
type Features = typeof tableFeaturesUsed;

/** A column helper for rows of `T`, with the back office's table features. */
export const columnsFor = <T extends RowData>() => createColumnHelper<Features, T>();

type Props<T extends RowData> = {
  /** What the table lists, read out as its caption. */
  caption: string;
  // biome-ignore lint/suspicious/noExplicitAny: a column's value type differs per column.
  columns: ColumnDef<Features, T, any>[];
  data: T[];
  getRowId: (row: T) => string;
  /** Shown in one row across the table when there is nothing to list. */
  empty: string;
  /** Sorting done by the server: the headers of `columns` it can sort by become buttons. */
  sorting?: TableSorting | undefined;
  /** While a new page is on its way: the rows shown are the previous ones. */
  busy?: boolean | undefined;
};

/** Which column the server sorted by and how, and what a press on a sortable header does. */
export type TableSorting = {
  /** The column ids the server can sort by. */
  sortable: readonly string[];
  column: string | null;
  order: 'asc' | 'desc';
  onSort: (column: string) => void;
};

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A back-office list as a real `<table>` (issue 24 §6, TanStack Table): a caption and column headers
 * for screen readers; on a phone the table scrolls sideways inside its own box, not the page.
 * The table library holds the rows and cells; the markup and its accessibility are ours.
 */
export function DataTable<T extends RowData>({ caption, columns, data, getRowId, empty, sorting, busy }: Props<T>) {
  const table = useTable({ features: tableFeaturesUsed, columns, data, getRowId });
  const rows = table.getRowModel().rows;
  return (
    // A region that takes focus, so a keyboard can scroll a table wider than a phone; `relative`
    // keeps the screen-reader-only header inside it rather than widening the page.
    <section
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable).
      tabIndex={0}
      className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      <table
        aria-busy={busy || undefined}
        className={`w-full min-w-[36rem] border-collapse text-start text-sm ${busy ? 'opacity-60' : ''}`}
      >
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sortable = sorting?.sortable.includes(header.column.id) ?? false;
                const sorted = sortable && sorting?.column === header.column.id ? sorting.order : null;
                const content = header.isPlaceholder ? null : <table.FlexRender header={header} />;
                const SortIcon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={sorted ? ARIA_SORT[sorted] : undefined}
                    className="border-b border-slate-200 px-3 py-2 font-semibold text-slate-700"
                  >
                    {sortable && sorting ? (
                      <button
                        type="button"
                        onClick={() => sorting.onSort(header.column.id)}
                        className="-mx-1 inline-flex items-center gap-1 rounded px-1 font-semibold hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500"
                      >
                        {content}
                        <SortIcon className={`size-3.5 ${sorted ? '' : 'text-slate-400'}`} aria-hidden="true" />
                      </button>
                    ) : (
                      content
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-3 py-6 text-center text-slate-600">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.id} className="border-b border-slate-100 align-top last:border-b-0">
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} className="px-3 py-2">
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </section>
  );
}
