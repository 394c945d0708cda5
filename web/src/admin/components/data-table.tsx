import { type ColumnDef, createColumnHelper, type RowData, tableFeatures, useTable } from '@tanstack/react-table';

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
};

/**
 * A back-office list as a real `<table>` (issue 24 §6, TanStack Table): a caption and column headers
 * for screen readers; on a phone the table scrolls sideways inside its own box, not the page.
 * The table library holds the rows and cells; the markup and its accessibility are ours.
 */
export function DataTable<T extends RowData>({ caption, columns, data, getRowId, empty }: Props<T>) {
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
      <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  className="border-b border-slate-200 px-3 py-2 font-semibold text-slate-700"
                >
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </th>
              ))}
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
