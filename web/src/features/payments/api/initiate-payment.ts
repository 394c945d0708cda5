import { useMutation } from '@tanstack/react-query';
import { PAYMENT_MESSAGES } from '@the-gate/contract/payment-rules';
import type { InitiatePaymentRequest } from '@the-gate/contract/payments';
import { ApiError, apiFetch } from '@/lib/api-client';
import { readAuthToken } from '@/lib/auth-token';
import { t } from '../i18n';

/**
 * A failed initiation, worded as A§8 prescribes. An empty message means there is nothing to say
 * (a network failure); the Payment Error box then shows its fallback (DRW-15).
 * `loginRequired`: no token or a 401, so the box also offers the Log in link.
 */
export class PaymentError extends Error {
  override name = 'PaymentError';

  constructor(
    message: string,
    readonly loginRequired = false,
  ) {
    super(message);
  }
}

export type StartedPayment = { paymentReference: string; paymentUrl: string };

/** Only a web address is followed: the browser is sent there with a full navigation. */
function isWebAddress(url: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(url, window.location.origin).protocol);
  } catch {
    return false;
  }
}

/**
 * POST /api/payments/initiate (A§7, PAY-03..PAY-09, PAY-14..PAY-17). The body is built by the
 * caller from ids, quantities and the customer: no price is ever sent.
 */
export async function initiatePayment(request: InitiatePaymentRequest): Promise<StartedPayment> {
  // Service level (PAY-17, ERR-01): nothing is sent without a token.
  if (!readAuthToken()) throw new PaymentError(PAYMENT_MESSAGES.authenticationRequired, true);
  let answer: unknown;
  try {
    answer = await apiFetch<unknown>('/api/payments/initiate', { method: 'POST', body: request });
  } catch (error) {
    // Non-OK: the JSON body's message, else the status (PAY-14, PAY-15).
    if (error instanceof ApiError) {
      throw new PaymentError(
        error.serverMessage || t('initiationFailedWithCode', { status: error.status }),
        error.status === 401,
      );
    }
    throw new PaymentError('');
  }
  const body = (typeof answer === 'object' && answer !== null ? answer : {}) as Record<string, unknown>;
  const { success, message, paymentReference, paymentUrl } = body;
  // A 200 that is not a success: its message, else "Payment initiation failed" (PAY-16).
  if (success !== true) {
    throw new PaymentError(typeof message === 'string' && message ? message : t('initiationFailed'));
  }
  // A success we cannot follow (no reference, or an address that is not a web page) has failed too.
  if (
    typeof paymentReference !== 'string' ||
    paymentReference === '' ||
    typeof paymentUrl !== 'string' ||
    !isWebAddress(paymentUrl)
  ) {
    throw new PaymentError(t('initiationFailed'));
  }
  return { paymentReference, paymentUrl };
}

export function useInitiatePayment() {
  return useMutation({ mutationFn: initiatePayment });
}
