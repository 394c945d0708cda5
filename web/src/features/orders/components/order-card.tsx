import type { MyOrder } from '@the-gate/contract/my-orders';
import { hasReceipt } from '@the-gate/contract/my-orders-rules';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { formatLongDate, formatMoney } from '@/lib/format';
import { Message } from '@/lib/i18n/message';
import { downloadReceipt } from '../api/download-receipt';
import { t } from '../i18n';
import { OrderStatusBadge } from './order-status-badge';

export const RECEIPT_FAILED = t('receiptFailed');

const egp = (cents: number) => formatMoney(cents / 100);

/** An amount on one line: the label on the left, the money on the right. */
function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={strong ? 'flex justify-between gap-4 font-semibold text-slate-900' : 'flex justify-between gap-4'}>
      <dt>{label}</dt>
      <dd className="whitespace-nowrap">{value}</dd>
    </div>
  );
}

/**
 * One payment of My Orders (issue 25 §7): its date, reference and status, each line, the discount
 * with its promo code, the amount, any refund, and "Download receipt" once money was taken.
 */
export function OrderCard({ order }: { order: MyOrder }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const headingId = `order-${order.reference}`;
  const referenceId = `${headingId}-reference`;

  async function download() {
    setBusy(true);
    setProblem(null);
    try {
      await downloadReceipt(order.reference);
    } catch (error) {
      setProblem((error instanceof ApiError && error.serverMessage) || RECEIPT_FAILED);
    } finally {
      setBusy(false);
    }
  }

  return (
    <article
      aria-labelledby={`${headingId} ${referenceId}`}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {formatLongDate(order.completedAt ?? order.createdAt)}
          </h2>
          <p id={referenceId} className="text-sm wrap-anywhere text-slate-500">
            <Message t={t} id="reference" values={{ reference: order.reference }} components={{ 0: <bdi /> }} />
          </p>
        </div>
        <OrderStatusBadge status={order.status} />
      </header>
      <ul aria-label={t('items')} className="mt-4 divide-y divide-slate-100 border-y border-slate-100">
        {order.lines.map((line) => (
          <li key={`${line.itemType}-${line.itemId}`} className="flex justify-between gap-4 py-2 text-sm">
            <span className="min-w-0 wrap-anywhere text-slate-800">
              {line.title}
              {line.quantity > 1 && <span className="text-slate-500"> × {line.quantity}</span>}
            </span>
            <span className="whitespace-nowrap text-slate-700">{egp(line.lineTotalCents)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-3 flex flex-col gap-1 text-sm text-slate-700">
        {order.discountCents > 0 && (
          <>
            <Row label={t('subtotal')} value={egp(order.subtotalCents)} />
            <Row
              label={order.promoCode ? t('discountWithCode', { code: order.promoCode }) : t('discount')}
              value={`−${egp(order.discountCents)}`}
            />
          </>
        )}
        <Row label={t('amount')} value={egp(order.amountCents)} strong />
        {order.refundedCents > 0 && <Row label={t('refunded')} value={`−${egp(order.refundedCents)}`} />}
      </dl>
      {hasReceipt(order.status) && (
        <div className="mt-4 flex flex-col items-start gap-2">
          <Button variant="outline" onClick={download} disabled={busy}>
            <Download aria-hidden="true" />
            {busy ? t('downloading') : t('downloadReceipt')}
          </Button>
          <p role="alert" className="text-sm text-red-700 empty:hidden">
            {problem}
          </p>
        </div>
      )}
    </article>
  );
}
