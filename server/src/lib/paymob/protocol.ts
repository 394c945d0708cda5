/**
 * Paymob's wire format (shared/paymob.md §2, §4), as both sides of it see it: our adapter, which
 * talks to Paymob, and the built-in sandbox, which answers like Paymob. Only the fields we send or
 * read are typed; Paymob sends more.
 */

/**
 * Our own query parameter, not Paymob's (issue 26 §2): the language the buyer started the payment
 * in, on the hosted page's address (which our sandbox shows in it) and on the shop's return address
 * (which sends the buyer to the result page in it). Paymob signs only its own fields, so the
 * parameter never touches the HMAC.
 */
export const LANGUAGE_PARAM = 'lang';

export type IntentionItem = { name: string; amount: number; description?: string; quantity: number };

export type BillingData = {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  street: string;
  building: string;
  floor: string;
  apartment: string;
  city: string;
  state: string;
  country: string;
  postal_code: string;
};

/** POST {api}/v1/intention/ with `Authorization: Token <secret key>` (paymob.md §2.1). */
export type IntentionRequest = {
  /** Piastres. */
  amount: number;
  currency: string;
  payment_methods: number[];
  items: IntentionItem[];
  billing_data: BillingData;
  special_reference: string;
  notification_url: string;
  redirection_url: string;
  extras?: Record<string, unknown>;
};

/** HTTP 201 (paymob.md §2.2). */
export type IntentionResponse = {
  id: string;
  client_secret: string;
  intention_order_id: number;
  special_reference: string;
  status: string;
  intention_detail: { amount: number; currency: string; items: IntentionItem[]; billing_data: BillingData };
  payment_methods: unknown[];
};

/** A transaction as callbacks and the inquiry carry it (paymob.md §4.1). */
export type PaymobTransaction = {
  id: number;
  pending: boolean;
  amount_cents: number;
  success: boolean;
  is_auth: boolean;
  is_capture: boolean;
  is_standalone_payment: boolean;
  is_voided: boolean;
  is_refunded: boolean;
  is_3d_secure: boolean;
  integration_id: number;
  has_parent_transaction: boolean;
  parent_transaction?: number | null;
  is_void?: boolean;
  is_refund?: boolean;
  refunded_amount_cents?: number;
  error_occured: boolean;
  owner: number;
  created_at: string;
  currency: string;
  order: { id: number; merchant_order_id: string | null; amount_cents: number };
  source_data: { pan: string; type: string; sub_type: string };
  data?: { message?: string; txn_response_code?: string };
};

/** The POST transaction callback's body; the HMAC comes as `?hmac=` (paymob.md §4.1). */
export type TransactionCallback = { type: 'TRANSACTION'; obj: PaymobTransaction };
