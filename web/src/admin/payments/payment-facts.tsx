import { Link } from '@/lib/router';
import { formatWhen } from '../lib/format-when';
import { ADMIN_BASE } from '../paths';
import type { AdminPayment } from './api';
import { DetailSection, Facts } from './detail-section';
import { formatCents } from './money';

/** A customer's page in the back office (issue 25 §3, built beside this one). */
export const customerPagePath = (id: string) => `${ADMIN_BASE}/customers/${encodeURIComponent(id)}`;

/** Who paid: name, e-mail, phone and address as the checkout took them, and a link to their page. */
export function CustomerSection({ customer }: { customer: AdminPayment['customer'] }) {
  const address = [customer.street1, customer.city, customer.country].filter(Boolean).join(', ');
  return (
    <DetailSection title="Customer">
      <Facts
        facts={[
          ['Name', customer.name || '—'],
          [
            'E-mail',
            <a key="email" href={`mailto:${customer.email}`} className="break-all text-brand-700 underline">
              {customer.email}
            </a>,
          ],
          ['Phone', customer.phone || '—'],
          ['Address', address || '—'],
        ]}
      />
      <p className="text-sm">
        <Link to={customerPagePath(customer.id)} className="font-medium text-brand-700 underline underline-offset-2">
          Open the customer's page
        </Link>
      </p>
    </DetailSection>
  );
}

/** What was charged and what can still be refunded, with how it was paid (issue 25 §1). */
export function AmountsSection({ payment }: { payment: AdminPayment }) {
  const discount =
    payment.discountCents > 0
      ? `− ${formatCents(payment.discountCents)}${payment.promoCode ? ` (${payment.promoCode})` : ''}`
      : payment.promoCode
        ? `None (${payment.promoCode})`
        : 'None';
  return (
    <DetailSection title="Amounts">
      <Facts
        facts={[
          ['Subtotal', formatCents(payment.subtotalCents)],
          ['Discount', discount],
          ['Amount', <strong key="amount">{formatCents(payment.amountCents)}</strong>],
          ['Refunded', formatCents(payment.refundedCents)],
          ['Refundable', formatCents(payment.refundableCents)],
          ['Created', formatWhen(payment.createdAt)],
          ['Completed', payment.completedAt ? formatWhen(payment.completedAt) : '—'],
          ['Method', payment.paymentMethod ?? '—'],
          ['Paymob transaction', payment.providerTransactionId ?? '—'],
          ...(payment.failureReason ? [['Failure', payment.failureReason] as const] : []),
          ['Receipt sent', payment.receiptSentAt ? formatWhen(payment.receiptSentAt) : '—'],
        ]}
      />
    </DetailSection>
  );
}
