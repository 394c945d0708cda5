import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CsvExportButton } from '../components/csv-export-button';
import { ServerList } from '../components/server-list';
import { useListQuery } from '../lib/list-url-state';
import { exportPaymentsCsv, getAdminPayments, paymentsKey } from '../payments/api';
import { PAYMENTS_LIST } from '../payments/list-query';
import { PAYMENT_SORTABLE_COLUMNS, paymentColumns } from '../payments/payment-columns';
import { PaymentsFilters } from '../payments/payments-filters';

/**
 * The shop's payments (issue 25 §1): searched by reference, e-mail or name, filtered by status and
 * days, sorted by date or amount and paged by the server, all of it in the address; the CSV export
 * takes the same filters.
 */
export function PaymentsPage() {
  const { query, change, page } = useListQuery(PAYMENTS_LIST);
  const list = useQuery({
    queryKey: paymentsKey(query),
    queryFn: ({ signal }) => getAdminPayments(query, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <ServerList
      title="Payments"
      noun="Payments"
      actions={<CsvExportButton load={() => exportPaymentsCsv(query)} fileName="payments" />}
      filters={<PaymentsFilters query={query} onChange={change} />}
      list={list}
      query={query}
      page={page}
      filtered={Boolean(query.q || query.status || query.from || query.to)}
      columns={paymentColumns}
      sortable={PAYMENT_SORTABLE_COLUMNS}
      getRowId={(row) => row.reference}
      change={change}
    />
  );
}
