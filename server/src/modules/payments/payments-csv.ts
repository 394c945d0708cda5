import type { AdminPaymentsExportQuery } from '@the-gate/contract/admin-payments';
import type { Database } from '../../db/client';
import { toCsv } from '../../lib/csv';
import { paymentsToExport, statusOfPayment } from './admin-list';
import { toCents } from './pricing';
import { refundedCentsOfPayment } from './refund-confirmation';

export const PAYMENTS_CSV_HEADER = [
  'reference',
  'createdAt',
  'completedAt',
  'status',
  'customerName',
  'customerEmail',
  'customerPhone',
  'lines',
  'subtotal',
  'discount',
  'promoCode',
  'amount',
  'refunded',
  'paymentMethod',
  'providerTransactionId',
] as const;

/** EGP with two decimals and no grouping, as a spreadsheet reads a number: "1500.00". */
const egp = (cents: number) => (cents / 100).toFixed(2);

/**
 * The payments for the accountant (issue 25 §1): every payment the list's filter matches, newest first,
 * one row each, amounts in EGP; every cell neutralised by lib/csv.ts (a name typed at checkout may
 * start with "=").
 */
export async function paymentsCsv(db: Database, query: AdminPaymentsExportQuery): Promise<string> {
  const rows = (await paymentsToExport(db, query)).map(({ payment, lines }) => [
    payment.paymentReference,
    payment.createdAt.toISOString(),
    payment.completedAt?.toISOString() ?? '',
    statusOfPayment(payment),
    payment.customerName,
    payment.customerEmail,
    payment.customerPhone,
    lines.map((line) => `${line.titleSnapshot} × ${line.quantity}`).join('; '),
    egp(toCents(payment.subtotal)),
    egp(toCents(payment.discount)),
    payment.promoCode ?? '',
    egp(toCents(payment.amount)),
    egp(refundedCentsOfPayment(payment)),
    payment.paymentMethod ?? '',
    payment.providerTransactionId ?? '',
  ]);
  return toCsv(PAYMENTS_CSV_HEADER, rows);
}
