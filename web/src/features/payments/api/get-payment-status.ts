import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAYMENT_MESSAGES } from '@the-gate/contract/payment-rules';
import { useState } from 'react';
import { ApiError, apiFetch } from '@/lib/api-client';
import { readAuthToken } from '@/lib/auth-token';
import { t } from '../i18n';
import { type PaymentResult, paymentOutcome, readServerResult } from '../lib/payment-result';

/** The status check's own texts (A§8, PS-08, PS-09). */
export const STATUS_MESSAGES = {
  authenticationRequired: PAYMENT_MESSAGES.statusAuthenticationRequired,
  failed: t('statusCheckFailed'),
  statusFailed: (status: number) => t('statusFailedWithCode', { status }),
} as const;

/** A failed status check; `loginRequired` offers the Log in link (no token, or a 401). */
export class StatusCheckError extends Error {
  override name = 'StatusCheckError';

  constructor(
    message: string,
    readonly loginRequired = false,
  ) {
    super(message);
  }
}

/** GET /api/payments/{reference}/status (Bearer; A§7, PS-04..PS-09). */
export async function getPaymentStatus(reference: string, signal?: AbortSignal): Promise<PaymentResult> {
  // PS-08: without a token nothing is sent.
  if (!readAuthToken()) throw new StatusCheckError(STATUS_MESSAGES.authenticationRequired, true);
  let body: unknown;
  try {
    body = await apiFetch<unknown>(`/api/payments/${encodeURIComponent(reference)}/status`, { signal });
  } catch (error) {
    if (error instanceof ApiError) {
      throw new StatusCheckError(
        error.serverMessage || STATUS_MESSAGES.statusFailed(error.status),
        error.status === 401,
      );
    }
    if (signal?.aborted) throw error;
    throw new StatusCheckError(STATUS_MESSAGES.failed);
  }
  return readServerResult(body, reference);
}

export const paymentStatusQueryOptions = (reference: string) =>
  queryOptions({
    queryKey: ['payments', 'status', reference],
    queryFn: ({ signal }) => getPaymentStatus(reference, signal),
    // 'Check Again' is the user's retry; a 404 or 401 will not change by itself.
    retry: false,
    staleTime: 0,
  });

/**
 * AMB-18, reading 2: the Pending screen says the page refreshes automatically, so it does. While the
 * payment is Pending the status is asked again every 10 s, for at most 5 minutes from the first
 * check (A§9: a payment may take up to 5 minutes); after that 'Refresh Status' remains.
 */
export const PENDING_POLL_MS = 10_000;
export const PENDING_POLL_LIMIT_MS = 5 * 60_000;

/** The verified status of `reference`; none asked for when it is null (PS-02, PS-07). */
export function usePaymentStatus(reference: string | null) {
  const [startedAt] = useState(Date.now);
  return useQuery({
    ...paymentStatusQueryOptions(reference ?? ''),
    enabled: reference !== null,
    refetchInterval: (query) =>
      paymentOutcome(query.state.data?.status) === 'Pending' && Date.now() - startedAt < PENDING_POLL_LIMIT_MS
        ? PENDING_POLL_MS
        : false,
  });
}
