import { useQuery, useQueryClient } from '@tanstack/react-query';
import { can } from '@the-gate/contract/staff-rules';
import { useEffect, useRef } from 'react';
import { useParams } from 'wouter';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { ApiError } from '@/lib/api-client';
import { useStaffRole } from '../admin-context';
import { BackLink } from '../components/item-edit-page';
import { PageTitle } from '../components/page-title';
import { formatWhen } from '../lib/format-when';
import { adminPaths } from '../paths';
import { type AdminPayment, getAdminPayment, paymentKey } from '../payments/api';
import { OrderStatusBadge } from '../payments/order-status-badge';
import { AmountsSection, CustomerSection } from '../payments/payment-facts';
import { LinesSection } from '../payments/payment-lines';
import { TimelineSection } from '../payments/payment-timeline';
import { hasReceipt, ResendReceiptButton } from '../payments/receipt-button';
import { RefundsSection } from '../payments/refunds-section';

/** How often the page asks again while a refund waits for Paymob's confirmation. */
export const REFUND_POLL_MS = 2000;

/** Ask again while a refund is Requested: Paymob confirms or refuses it a moment later (issue 25 §2). */
const pollWhileRequested = (payment: AdminPayment | undefined) =>
  payment?.refunds.some((refund) => refund.status === 'Requested') ? REFUND_POLL_MS : false;

/**
 * Once a refund under way is confirmed or refused, the payments lists are marked stale: the list,
 * opened again, shows the new status rather than the one it cached.
 */
function useListsFollowRefunds(waiting: boolean) {
  const queryClient = useQueryClient();
  const wasWaiting = useRef(waiting);
  useEffect(() => {
    if (wasWaiting.current && !waiting) void queryClient.invalidateQueries({ queryKey: ['admin', 'payments'] });
    wasWaiting.current = waiting;
  }, [waiting, queryClient]);
}

function PaymentDetail({ payment }: { payment: AdminPayment }) {
  const role = useStaffRole();
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <p className="text-sm text-slate-700">
          {payment.completedAt ? `Paid ${formatWhen(payment.completedAt)}` : 'Not paid'} · created{' '}
          {formatWhen(payment.createdAt)}
        </p>
        {hasReceipt(payment.status) && (
          <ResendReceiptButton reference={payment.reference} email={payment.customer.email} />
        )}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <CustomerSection customer={payment.customer} />
        <AmountsSection payment={payment} />
      </div>
      <LinesSection lines={payment.lines} />
      <RefundsSection payment={payment} canRefund={can(role, 'payments.refund')} />
      <TimelineSection events={payment.timeline} />
    </div>
  );
}

/**
 * A payment's page (issue 25 §1, §2): its reference and status, the customer, the lines and
 * amounts, refunds with the Refund action, the timeline, and Re-send receipt.
 */
export function PaymentDetailPage() {
  const { reference = '' } = useParams<{ reference: string }>();
  const payment = useQuery({
    queryKey: paymentKey(reference),
    queryFn: ({ signal }) => getAdminPayment(reference, signal),
    refetchInterval: (query) => pollWhileRequested(query.state.data),
  });
  const notFound = payment.error instanceof ApiError && payment.error.status === 404;
  useListsFollowRefunds(pollWhileRequested(payment.data) !== false);
  return (
    <>
      <BackLink to={adminPaths.payments} label="Payments" />
      <div className="mb-6 flex flex-wrap items-center gap-3">
        <PageTitle title={payment.data ? payment.data.reference : 'Payment'} inline />
        {payment.data && <OrderStatusBadge status={payment.data.status} />}
      </div>
      {payment.isPending ? (
        <LoadingState label="Loading the payment..." layout="start" />
      ) : payment.isError && !payment.data ? (
        <ErrorState
          title={notFound ? 'There is no such payment' : 'The payment could not load'}
          message={
            notFound ? 'Check the reference, or find the payment in the list.' : 'Check your connection and try again.'
          }
          {...(!notFound && { onRetry: () => void payment.refetch() })}
        />
      ) : (
        <PaymentDetail payment={payment.data} />
      )}
    </>
  );
}
