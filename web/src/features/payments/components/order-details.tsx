import type { ReactNode } from 'react';
import { formatLongDate, formatMoney } from '@/lib/format';
import { t } from '../i18n';
import type { PaymentResult } from '../lib/payment-result';
import { Amount } from './amount';

/** A long value (the reference) wraps where it must, but never inside an amount. */
function Row({ label, value }: { label: string; value: ReactNode }) {
  if (!value) return null;
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-slate-600">{label}</dt>
      <dd className="min-w-0 text-end font-medium wrap-anywhere text-slate-900">{value}</dd>
    </div>
  );
}

/**
 * The order behind a result (PS-19, AMB-06): reference, date, method, the lines and the amount.
 * A result built from the address has only what the address said (PS-03).
 */
export function OrderDetails({ result }: { result: PaymentResult }) {
  // Our payments are in EGP; another currency in the address is shown as written (PS-03).
  const amount =
    result.amount === null ? null : (
      <Amount>
        {result.currency === 'EGP' ? formatMoney(result.amount) : `${result.currency} ${result.amount.toFixed(2)}`}
      </Amount>
    );
  const discount = result.discount ? (
    <>
      {result.promoCode ? `${result.promoCode} ` : ''}
      <Amount>(−{formatMoney(result.discount)})</Amount>
    </>
  ) : null;
  return (
    <section
      aria-label={t('orderDetails')}
      className="mt-6 rounded-lg border border-slate-200 bg-slate-50 p-4 text-start text-sm"
    >
      <dl className="space-y-1.5">
        <Row label={t('reference')} value={<bdi>{result.paymentReference}</bdi>} />
        <Row label={t('date')} value={formatLongDate(result.completedAt ?? result.createdAt)} />
        <Row
          label={t('paymentMethod')}
          value={
            // The server's name of the method, in the page's language; one it does not know, as it is.
            result.paymentMethod &&
            t('paymentMethodName', {
              method: result.paymentMethod === 'Mobile wallet' ? 'wallet' : result.paymentMethod,
            })
          }
        />
      </dl>
      {result.items.length > 0 ? (
        <ul aria-label={t('items')} className="mt-3 space-y-1.5 border-t border-slate-200 pt-3">
          {result.items.map((line) => (
            <li key={`${line.itemType}-${line.itemId}`} className="flex justify-between gap-4">
              <span className="min-w-0 break-words text-slate-700">
                <bdi>{line.title}</bdi> × {line.quantity}
              </span>
              <span className="shrink-0 font-medium text-slate-900">
                <Amount>{formatMoney(line.lineTotal)}</Amount>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <dl className="mt-3 space-y-1.5 border-t border-slate-200 pt-3">
        {discount && result.subtotal !== null ? (
          <Row label={t('subtotal')} value={<Amount>{formatMoney(result.subtotal)}</Amount>} />
        ) : null}
        <Row label={t('discount')} value={discount} />
        <Row label={t('amount')} value={amount} />
      </dl>
    </section>
  );
}
