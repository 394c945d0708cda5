import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Subscriber } from '@the-gate/contract/admin-inbox';
import { CsvExportButton } from '../components/csv-export-button';
import { columnsFor } from '../components/data-table';
import { SearchFilter } from '../components/list-filters';
import { ServerList } from '../components/server-list';
import { exportSubscribersCsv, getSubscribers, subscribersKey } from '../inbox/inbox-api';
import { SUBSCRIBERS_LIST } from '../inbox/list-rules';
import { UnsubscribeButton } from '../inbox/subscriber-actions';
import { formatWhen } from '../lib/format-when';
import { useListQuery } from '../lib/list-url-state';

const helper = columnsFor<Subscriber>();

const columns = [
  helper.accessor('email', {
    header: 'E-mail',
    cell: (info) => <span className="break-all">{info.getValue()}</span>,
  }),
  helper.accessor('createdAt', {
    header: 'Subscribed',
    cell: (info) => (
      <time dateTime={info.getValue()} className="whitespace-nowrap">
        {formatWhen(info.getValue())}
      </time>
    ),
  }),
  helper.display({
    id: 'actions',
    header: 'Actions',
    cell: ({ row }) => <UnsubscribeButton subscriber={row.original} />,
  }),
];

/** The server lists newest first; no column sorts. */
const NO_SORT = {};

/**
 * The newsletter's subscribers (issue 25 §6): newest first, searched by address (in the address
 * bar), each with Unsubscribe (asked first), and the whole list as CSV.
 */
export function SubscribersPage() {
  const { query, change, page } = useListQuery(SUBSCRIBERS_LIST);
  const list = useQuery({
    queryKey: subscribersKey(query),
    queryFn: ({ signal }) => getSubscribers(query, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <ServerList
      title="Newsletter subscribers"
      noun="Subscribers"
      actions={<CsvExportButton load={exportSubscribersCsv} fileName="newsletter-subscribers" />}
      filters={
        <div className="max-w-md">
          <SearchFilter value={query.q} placeholder="E-mail address" onSearch={(q) => change({ q })} />
        </div>
      }
      list={list}
      query={NO_SORT}
      page={page}
      filtered={Boolean(query.q)}
      columns={columns}
      sortable={[]}
      getRowId={(row) => String(row.id)}
      change={change}
    />
  );
}
