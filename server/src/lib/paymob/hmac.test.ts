import { describe, expect, it } from 'vitest';
import { concatenateQuery, concatenateTransaction, hmacHex, hmacMatches, transactionQuery } from './hmac';
import type { PaymobTransaction } from './protocol';

/** The documentation's sample (shared/paymob.md §5), with the made-up secret of the notes. */
const SECRET = 'example-hmac-secret';
const DIGEST =
  'fd3e505811dcc838a7ec90f438d64074f70b76174a883ef467cf04b60db814b0aa9eab48c8c163153864f10efeff98b74169a9e6f391a1cb9a27f9c04d05a7c5';
const sample: PaymobTransaction = {
  id: 192036465,
  pending: false,
  amount_cents: 100000,
  success: true,
  is_auth: false,
  is_capture: false,
  is_standalone_payment: true,
  is_voided: false,
  is_refunded: false,
  is_3d_secure: true,
  integration_id: 4097558,
  has_parent_transaction: false,
  error_occured: false,
  owner: 302852,
  created_at: '2024-06-13T11:33:44.592345',
  currency: 'EGP',
  order: { id: 217503754, merchant_order_id: 'PAY-1', amount_cents: 100000 },
  source_data: { pan: '2346', sub_type: 'MasterCard', type: 'card' },
  data: { message: 'Approved' },
};

describe('Paymob HMAC (shared/paymob.md §5)', () => {
  it('concatenates the 20 fields of the documentation sample in the fixed order', () => {
    expect(concatenateTransaction(sample)).toBe(
      '1000002024-06-13T11:33:44.592345EGPfalsefalse1920364654097558truefalsefalsefalsetruefalse217503754302852false2346MasterCardcardtrue',
    );
  });

  it('matches the test vector of the notes', () => {
    expect(hmacHex(SECRET, concatenateTransaction(sample))).toBe(DIGEST);
    expect(hmacMatches(SECRET, concatenateTransaction(sample), DIGEST)).toBe(true);
    expect(hmacMatches(SECRET, concatenateTransaction(sample), DIGEST.toUpperCase())).toBe(true);
  });

  it('refuses a tampered amount, another secret, a truncated or a missing HMAC', () => {
    const tampered = { ...sample, amount_cents: 100 };
    expect(hmacMatches(SECRET, concatenateTransaction(tampered), DIGEST)).toBe(false);
    expect(hmacMatches('another-secret', concatenateTransaction(sample), DIGEST)).toBe(false);
    expect(hmacMatches(SECRET, concatenateTransaction(sample), DIGEST.slice(0, 127))).toBe(false);
    expect(hmacMatches(SECRET, concatenateTransaction(sample), undefined)).toBe(false);
  });

  it('renders a missing value as the empty string', () => {
    const { source_data: _, ...withoutSource } = sample;
    expect(concatenateTransaction(withoutSource)).toBe(
      '1000002024-06-13T11:33:44.592345EGPfalsefalse1920364654097558truefalsefalsefalsetruefalse217503754302852falsetrue',
    );
  });

  it('signs the flat GET query the same way, with the order id under "order" or "order_id"', () => {
    const query = transactionQuery(sample, SECRET);
    expect(query.get('order')).toBe('217503754');
    expect(query.get('source_data.sub_type')).toBe('MasterCard');
    expect(query.get('hmac')).toBe(DIGEST);
    expect(concatenateQuery(query)).toBe(concatenateTransaction(sample));
    const legacy = new URLSearchParams(query);
    legacy.delete('order');
    legacy.set('order_id', '217503754');
    expect(hmacMatches(SECRET, concatenateQuery(legacy), DIGEST)).toBe(true);
  });
});
