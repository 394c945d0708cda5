import type { PaymobTransaction } from './protocol';

/**
 * The documentation's sample transaction (shared/paymob.md §5), whose 20 signed values are known,
 * with the made-up secret the notes computed its digest with. For tests of the signature and of
 * the signed fields' shapes.
 */
export const DOCS_SAMPLE_SECRET = 'example-hmac-secret';
export const DOCS_SAMPLE_DIGEST =
  'fd3e505811dcc838a7ec90f438d64074f70b76174a883ef467cf04b60db814b0aa9eab48c8c163153864f10efeff98b74169a9e6f391a1cb9a27f9c04d05a7c5';
export const docsSample: PaymobTransaction = {
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
