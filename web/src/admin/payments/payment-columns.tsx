import { columnsFor } from '../components/data-table';
import { PriceText, TitleLink, updatedCell } from '../components/item-cells';
import { paymentPath } from '../paths';
import type { AdminPaymentRow } from './api';
import { formatCents } from './money';
import { OrderStatusBadge } from './order-status-badge';

const helper = columnsFor<AdminPaymentRow>();

/** The columns of the payments table (issue 25 §1); the ids of the sortable ones are the server's sort names. */
export const paymentColumns = [
  helper.accessor('createdAt', { header: 'Date', cell: updatedCell }),
  helper.accessor('reference', {
    header: 'Reference',
    cell: ({ row }) => (
      <span className="whitespace-nowrap">
        <TitleLink to={paymentPath(row.original.reference)}>{row.original.reference}</TitleLink>
      </span>
    ),
  }),
  helper.accessor('customer', {
    header: 'Customer',
    cell: ({ row }) => (
      // On one line each: a narrow screen scrolls the table in its box rather than breaking an address.
      <span className="block whitespace-nowrap">
        <span className="block">{row.original.customer.name || '—'}</span>
        <span className="block text-slate-600">{row.original.customer.email}</span>
      </span>
    ),
  }),
  helper.accessor('amountCents', {
    id: 'amount',
    header: 'Amount',
    cell: (info) => <PriceText>{formatCents(info.getValue())}</PriceText>,
  }),
  helper.accessor('refundedCents', {
    header: 'Refunded',
    cell: (info) => <PriceText>{info.getValue() > 0 ? formatCents(info.getValue()) : '—'}</PriceText>,
  }),
  helper.accessor('status', { header: 'Status', cell: (info) => <OrderStatusBadge status={info.getValue()} /> }),
  helper.accessor('promoCode', { header: 'Promo code', cell: (info) => info.getValue() ?? '—' }),
];

/** The columns the server can sort by: the date and the amount. */
export const PAYMENT_SORTABLE_COLUMNS = ['createdAt', 'amount'] as const;
