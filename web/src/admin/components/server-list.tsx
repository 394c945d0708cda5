import type { UseQueryResult } from '@tanstack/react-query';
import type { ColumnDef, RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { listSummary, nextSort, pageCount } from '../lib/list-url-state';
import { DataTable, type tableFeaturesUsed } from './data-table';
import { PageTitle } from './page-title';
import { Pager } from './pager';

type Props<T extends RowData> = {
  title: string;
  /** What the rows are, as the summary, caption and pager say it ("Materials"). */
  noun: string;
  /** The buttons beside the title (New, Export). */
  actions?: ReactNode;
  /** The search and filters above the table. */
  filters: ReactNode;
  /** What follows the list (the CSV import). */
  after?: ReactNode;
  list: UseQueryResult<{ items: T[]; totalCount: number }>;
  query: { sort?: string | undefined; order?: string | undefined };
  page: number;
  /** A search or filter is set: the empty state says so. */
  filtered: boolean;
  /** What an empty list says, when the noun does not read well ("No materials yet."). */
  emptyText?: { none: string; noMatch: string };
  // biome-ignore lint/suspicious/noExplicitAny: a column's value type differs per column.
  columns: ColumnDef<typeof tableFeaturesUsed, T, any>[];
  sortable: readonly string[];
  getRowId: (row: T) => string;
  change: (change: { sort?: string; order?: string; page?: string }) => void;
};

/**
 * A back-office list page, the same for every kind (issue 24 §6): the title and its buttons, the
 * filters, then a loading state, an error with a retry, or the summary (a live status), the table
 * sorted by the server and the pager; everything the list shows comes from the address.
 */
export function ServerList<T extends RowData>(props: Props<T>) {
  const { title, noun, actions, filters, after, list, query, page, filtered, columns, sortable, getRowId, change } =
    props;
  const lower = noun.toLowerCase();
  const emptyText = props.emptyText ?? {
    none: `No ${lower} yet.`,
    noMatch: `No ${lower} match the search and filters.`,
  };
  const total = list.data?.totalCount ?? 0;
  const items = list.data?.items ?? [];
  const pages = pageCount(total);
  const empty = filtered ? emptyText.noMatch : emptyText.none;
  return (
    <>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <PageTitle title={title} inline />
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      <div className="space-y-4">
        {filters}
        {list.isPending ? (
          <LoadingState label={`Loading ${lower}...`} layout="start" />
        ) : list.isError ? (
          <ErrorState
            title={`${noun} could not load`}
            message="Check your connection and try again."
            onRetry={() => void list.refetch()}
          />
        ) : (
          <>
            <p role="status" className="text-sm text-slate-700">
              {items.length === 0 && total === 0 ? empty : listSummary(noun, page, items.length, total, filtered)}
            </p>
            <DataTable
              caption={`${noun}, page ${page} of ${pages}`}
              columns={columns}
              data={items}
              getRowId={getRowId}
              empty={empty}
              busy={list.isFetching && list.isPlaceholderData}
              sorting={{
                sortable,
                column: query.sort ?? null,
                order: query.order === 'desc' ? 'desc' : 'asc',
                onSort: (column) => change(nextSort(query, column)),
              }}
            />
            <Pager
              label={`${noun} pages`}
              page={page}
              pages={pages}
              busy={list.isFetching}
              onPage={(next) => change({ page: String(next) })}
            />
          </>
        )}
        {after}
      </div>
    </>
  );
}
