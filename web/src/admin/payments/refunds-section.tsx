import type { OrderStatus } from '@the-gate/contract/order-status';
import { useEffect, useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatWhen } from '../lib/format-when';
import type { AdminPayment, AdminRefund } from './api';
import { DetailSection } from './detail-section';
import { formatCents } from './money';
import { RefundForm } from './refund-form';

/** Only a completed payment, refunded in part or not at all, can be refunded (the API's rule, paymob.md §7). */
const REFUNDABLE: readonly OrderStatus[] = ['Completed', 'Partially refunded'];

const REFUND_VARIANTS = { Requested: 'accent', Confirmed: 'success', Refused: 'danger' } as const;

function RefundItem({ refund }: { refund: AdminRefund }) {
  return (
    <li className="space-y-1 border-b border-slate-100 pb-3 text-sm last:border-b-0 last:pb-0">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">
          {refund.kind === 'void' ? 'Void' : 'Refund'} of {formatCents(refund.amountCents)}
        </span>
        <Badge variant={REFUND_VARIANTS[refund.status] ?? 'secondary'}>{refund.status}</Badge>
      </div>
      <p className="text-slate-600">
        Asked by {refund.requestedBy} on <time dateTime={refund.requestedAt}>{formatWhen(refund.requestedAt)}</time>
        {refund.confirmedAt && (
          <>
            ; confirmed on <time dateTime={refund.confirmedAt}>{formatWhen(refund.confirmedAt)}</time>
          </>
        )}
      </p>
      <p>Reason: {refund.reason}</p>
      {refund.message && <p className="text-slate-600">Paymob: {refund.message}</p>}
    </li>
  );
}

/**
 * The payment's refunds and voids (issue 25 §2), and the Refund action for a role that may refund
 * while something is left to refund. While one waits for Paymob, the page asks again (see the
 * detail page) and says so here.
 */
export function RefundsSection({ payment, canRefund }: { payment: AdminPayment; canRefund: boolean }) {
  const [open, setOpen] = useState(false);
  const refundButton = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  // Once the form closes (cancelled or sent), the keyboard is back on the button that opened it.
  useEffect(() => {
    if (wasOpen.current && !open) refundButton.current?.focus();
    wasOpen.current = open;
  }, [open]);
  const offered = canRefund && REFUNDABLE.includes(payment.status) && payment.refundableCents > 0;
  const waiting = payment.refunds.some((refund) => refund.status === 'Requested');
  return (
    <DetailSection
      title="Refunds"
      actions={
        offered &&
        !open && (
          <Button ref={refundButton} variant="outline" onClick={() => setOpen(true)}>
            Refund
          </Button>
        )
      }
    >
      {offered && open && <RefundForm payment={payment} onClose={() => setOpen(false)} />}
      <p role="status" className="text-sm text-slate-700">
        {waiting ? 'Waiting for Paymob to confirm the refund. This page updates by itself.' : ''}
      </p>
      {payment.refunds.length === 0 ? (
        <p className="text-sm text-slate-600">No refunds.</p>
      ) : (
        <ul className="space-y-3">
          {payment.refunds.map((refund) => (
            <RefundItem key={refund.id} refund={refund} />
          ))}
        </ul>
      )}
    </DetailSection>
  );
}
