import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SearchFilter } from '../components/list-filters';
import { ServerList } from '../components/server-list';
import { customerColumns } from '../customers/customer-columns';
import { customersKey, getCustomers } from '../customers/customers-api';
import { CUSTOMERS_LIST } from '../customers/list-rules';
import { useListQuery } from '../lib/list-url-state';

/**
 * Customers (issue 25 §3): every account, newest first, searched by the server by name, e-mail or
 * phone (typed as the customer would, "0100 123"), paged, all of it in the address.
 */
export function CustomersPage() {
  const { query, change, page } = useListQuery(CUSTOMERS_LIST);
  const list = useQuery({
    queryKey: customersKey(query),
    queryFn: ({ signal }) => getCustomers(query, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <ServerList
      title="Customers"
      noun="Customers"
      emptyText={{ none: 'No customers yet.', noMatch: 'No customers match the search.' }}
      filters={
        <div className="max-w-xl">
          <SearchFilter
            value={query.q}
            label="Search customers"
            placeholder="Name, e-mail or phone"
            onSearch={(q) => change({ q })}
          />
        </div>
      }
      list={list}
      query={{}}
      page={page}
      filtered={Boolean(query.q)}
      columns={customerColumns}
      sortable={[]}
      getRowId={(row) => row.id}
      change={change}
    />
  );
}
