import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '@the-gate/contract/staff';
import { useRef } from 'react';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { Button } from '@/components/ui/button';
import { useSearchParams } from '@/lib/router';
import { auditKey, getAuditPage } from '../api/audit';
import { AuditChange } from '../components/audit-change';
import { columnsFor, DataTable } from '../components/data-table';
import { PageTitle } from '../components/page-title';

const helper = columnsFor<AuditEntry>();

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const formatAt = (at: string) => {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? at : when.format(date);
};

const columns = [
  helper.accessor('at', {
    header: 'When',
    cell: (info) => (
      <time dateTime={info.getValue()} className="whitespace-nowrap">
        {formatAt(info.getValue())}
      </time>
    ),
  }),
  // Never broken inside a word ("syste m" at 390 px): a long e-mail widens the table, which scrolls in its own box.
  helper.accessor('actor', {
    header: 'Who',
    cell: (info) => <span className="whitespace-nowrap">{info.getValue()}</span>,
  }),
  helper.accessor('action', { header: 'What' }),
  helper.display({
    id: 'item',
    header: 'Item',
    cell: ({ row }) => `${row.original.entity} ${row.original.entityId}`,
  }),
  helper.display({
    id: 'change',
    header: 'Before → after',
    cell: ({ row }) => <AuditChange before={row.original.before} after={row.original.after} />,
  }),
];

/** The page number in the address: a whole number from 1, anything else the first page. */
function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The audit log (owners, issue 24 §5): every change made through the back office, newest first,
 * a page at a time (`?page=` in the address, so Back and a shared link keep the page).
 */
export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const audit = useQuery({
    queryKey: auditKey(page),
    queryFn: ({ signal }) => getAuditPage(page, signal),
    placeholderData: keepPreviousData,
  });
  // The server's page size is the longest page seen (every page but the last is full).
  const pageSize = useRef(0);
  const items = audit.data?.items ?? [];
  pageSize.current = Math.max(pageSize.current, items.length);
  const total = audit.data?.totalCount ?? 0;
  const first = (page - 1) * pageSize.current + 1;
  const last = first + items.length - 1;
  const goTo = (next: number) => setParams(next === 1 ? {} : { page: String(next) });

  return (
    <>
      <PageTitle title="Audit log" />
      {audit.isPending ? (
        <LoadingState label="Loading the audit log..." layout="start" />
      ) : audit.isError ? (
        <ErrorState
          title="The audit log could not load"
          message="Check your connection and try again."
          onRetry={() => void audit.refetch()}
        />
      ) : (
        <div className="space-y-3">
          <p role="status" className="text-sm text-slate-700">
            {items.length === 0
              ? total === 0
                ? 'No changes recorded yet.'
                : `No entries on page ${page}.`
              : `Entries ${first}–${last} of ${total}`}
          </p>
          <DataTable
            caption={`Audit log, page ${page}`}
            columns={columns}
            data={items}
            getRowId={(entry) => `${entry.at} ${entry.entity} ${entry.entityId} ${entry.action}`}
            empty="Nothing on this page."
          />
          <nav aria-label="Audit log pages" className="flex items-center justify-between gap-2">
            <Button variant="outline" disabled={page <= 1 || audit.isFetching} onClick={() => goTo(page - 1)}>
              Previous page
            </Button>
            <span className="text-sm text-slate-700">Page {page}</span>
            <Button
              variant="outline"
              disabled={items.length === 0 || last >= total || audit.isFetching}
              onClick={() => goTo(page + 1)}
            >
              Next page
            </Button>
          </nav>
        </div>
      )}
    </>
  );
}
