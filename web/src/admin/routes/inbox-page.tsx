import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ServerList } from '../components/server-list';
import { getMessages, messagesKey } from '../inbox/inbox-api';
import { InboxFilters } from '../inbox/inbox-filters';
import { INBOX_LIST } from '../inbox/list-rules';
import { messageColumns } from '../inbox/message-columns';
import { useListQuery } from '../lib/list-url-state';

/** The server lists newest first; no column sorts. */
const NO_SORT = {};

/**
 * The forms inbox (issue 25 §6): contact messages, consultation requests and Notify Me requests,
 * New first by default, filtered by kind, status and text, all of it in the address.
 */
export function InboxPage() {
  const { query, change, page } = useListQuery(INBOX_LIST);
  const list = useQuery({
    queryKey: messagesKey(query),
    queryFn: ({ signal }) => getMessages(query, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <ServerList
      title="Inbox"
      noun="Messages"
      filters={<InboxFilters query={query} onChange={change} />}
      list={list}
      query={NO_SORT}
      page={page}
      filtered={Boolean(query.q || query.kind)}
      emptyText={
        query.status
          ? { none: 'No messages yet.', noMatch: 'No messages match the search and filters.' }
          : {
              none: 'No new messages: everything has been handled.',
              noMatch: 'No new messages match the search and filters.',
            }
      }
      columns={messageColumns}
      sortable={[]}
      getRowId={(row) => `${row.kind}-${row.id}`}
      change={change}
    />
  );
}
