import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentMode } from '@the-gate/contract/payments';
import { apiFetch } from '@/lib/api-client';

/** GET /api/payments/mode: whether payments go to the built-in test sandbox (issue 22 §4). */
export function getPaymentMode(signal?: AbortSignal): Promise<PaymentMode> {
  return apiFetch<PaymentMode>('/api/payments/mode', { signal });
}

export const paymentModeQueryOptions = () =>
  queryOptions({
    queryKey: ['payments', 'mode'],
    queryFn: ({ signal }) => getPaymentMode(signal),
    // It changes only when the server restarts with other settings.
    staleTime: 5 * 60_000,
    // A notice, not a step of the payment: without an answer the checkout says nothing more.
    retry: false,
  });

/** True only once the server has said that no real payment is taken. */
export function useTestMode(): boolean {
  return useQuery(paymentModeQueryOptions()).data?.testMode === true;
}
