import type { Licence } from '@the-gate/contract/licences';
import type { QuoteLine, QuoteResponse } from '@the-gate/contract/payments';
import { apiFetch } from '@/lib/api-client';

export const QUOTE_PATH = '/api/payments/quote';

/**
 * POST /api/payments/quote with one "Add seats" line (issue 27 §3): the server's price of a seat, for
 * the cart line to show until checkout quotes the whole cart again. It also refuses a licence that
 * ended, before anything is in the cart.
 */
export async function quoteSeats(licence: Licence, quantity: number): Promise<QuoteLine> {
  const quote = await apiFetch<QuoteResponse>(QUOTE_PATH, {
    method: 'POST',
    body: { cartItems: [{ itemType: licence.itemType, itemId: licence.itemId, quantity, licenceId: licence.id }] },
  });
  const line = quote.lines[0];
  if (!line) throw new Error('The quote has no line.');
  return line;
}
