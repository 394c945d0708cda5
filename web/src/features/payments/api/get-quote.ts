import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentCartItem, QuoteResponse } from '@the-gate/contract/payments';
import { ApiError, apiFetch } from '@/lib/api-client';
import { readAuthToken } from '@/lib/auth-token';
import { t } from '../i18n';

/** When the server's own words are missing (a network failure, an unreadable answer). */
export const QUOTE_UNAVAILABLE = t('quoteUnavailable');

/** A refused quote, worded by the server ("This promo code has expired.") when it said something. */
export class QuoteError extends Error {
  override name = 'QuoteError';
}

/** A promo code as the server reads it: case and surrounding spaces do not matter. */
export const normalizePromoCode = (code: string) => code.trim().toUpperCase();

/**
 * POST /api/payments/quote (Bearer): the server's price of the cart, with a promo code applied.
 * The cart's own prices are only a first guess; the server charges from its own data.
 */
export async function getQuote(
  cartItems: PaymentCartItem[],
  promoCode: string | null,
  signal?: AbortSignal,
): Promise<QuoteResponse> {
  let answer: unknown;
  try {
    answer = await apiFetch<unknown>('/api/payments/quote', {
      method: 'POST',
      body: promoCode ? { cartItems, promoCode } : { cartItems },
      signal,
    });
  } catch (error) {
    throw new QuoteError((error instanceof ApiError && error.serverMessage) || QUOTE_UNAVAILABLE);
  }
  const quote = answer as Partial<QuoteResponse> & { message?: unknown };
  if (quote?.success !== true || typeof quote.amount !== 'number' || !Array.isArray(quote.lines)) {
    throw new QuoteError(typeof quote?.message === 'string' && quote.message ? quote.message : QUOTE_UNAVAILABLE);
  }
  return quote as QuoteResponse;
}

export const quoteQueryOptions = (cartItems: PaymentCartItem[], promoCode: string | null) =>
  queryOptions({
    queryKey: ['payments', 'quote', cartItems, promoCode],
    queryFn: ({ signal }) => getQuote(cartItems, promoCode, signal),
    // A refused code or an unavailable item will not change on a retry.
    retry: false,
    // Fresh for a minute, so the quote just fetched to apply a code is not asked for twice; every
    // opening of the form still asks again (refetchOnMount below).
    staleTime: 60_000,
    refetchOnMount: 'always',
  });

/** Asked only for a signed-in buyer (the call needs the token) with something in the cart. */
export function useQuote(cartItems: PaymentCartItem[], promoCode: string | null) {
  return useQuery({
    ...quoteQueryOptions(cartItems, promoCode),
    enabled: cartItems.length > 0 && readAuthToken() !== null,
  });
}
