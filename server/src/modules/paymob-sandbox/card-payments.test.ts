import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { concatenateQuery, concatenateTransaction, hmacMatches } from '../../lib/paymob/hmac';
import { recordPayment } from './repository';
import {
  APPROVED_CARD,
  checkoutUrl,
  createIntention,
  redirectQuery,
  type Sandbox,
  startSandbox,
  stopSandbox,
  submit,
} from './sandbox-test-kit';
import { paymobSandboxTransactions } from './schema';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => stopSandbox(sandbox));

const transactionsOf = (orderId: number) =>
  sandbox.t.db.select().from(paymobSandboxTransactions).where(eq(paymobSandboxTransactions.orderId, orderId));

describe('paying by card on the hosted page (paymob.md §4, §5, §8)', () => {
  it('an approved test card is reported by a signed callback, then the buyer is sent back with a signed query', async () => {
    const intention = await createIntention(sandbox, { extras: { local_payment_id: 'pay_42' } });
    const response = await submit(sandbox, 'pay', intention.client_secret, APPROVED_CARD);

    const query = redirectQuery(response);
    expect(query.get('success')).toBe('true');
    expect(query.get('order')).toBe(String(intention.intention_order_id));
    expect(query.get('merchant_order_id')).toBe(intention.special_reference);
    expect(hmacMatches(sandbox.credentials.hmacSecret, concatenateQuery(query), query.get('hmac'))).toBe(true);

    // The first callback attempt is awaited before the redirect (Paymob's order).
    const [callback, ...more] = sandbox.receiver.forOrder(intention.intention_order_id);
    expect(more).toEqual([]);
    expect(callback!.body.type).toBe('TRANSACTION');
    const { obj } = callback!.body;
    expect(hmacMatches(sandbox.credentials.hmacSecret, concatenateTransaction(obj), callback!.query.get('hmac'))).toBe(
      true,
    );
    expect(obj).toMatchObject({
      success: true,
      pending: false,
      amount_cents: 19_900,
      currency: 'EGP',
      is_refund: false,
      is_void: false,
      is_refunded: false,
      is_voided: false,
      is_3d_secure: true,
      is_standalone_payment: true,
      has_parent_transaction: false,
      parent_transaction: null,
      error_occured: false,
      integration_id: sandbox.credentials.cardIntegrationId,
      owner: sandbox.credentials.merchantId,
      order: { id: intention.intention_order_id, merchant_order_id: intention.special_reference, amount_cents: 19_900 },
      source_data: { pan: '2346', type: 'card', sub_type: 'MasterCard' },
      data: { message: 'Approved' },
      payment_key_claims: { extra: { local_payment_id: 'pay_42' }, billing_data: { first_name: 'Mona' } },
    });
    expect(obj.id).toBeGreaterThanOrEqual(190_000_001);
    expect(obj.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}$/);
    expect(query.get('id')).toBe(String(obj.id));
    expect(query.get('created_at')).toBe(obj.created_at);
  });

  it('the Visa test card is approved with sub_type "Visa"', async () => {
    const intention = await createIntention(sandbox);
    const response = await submit(sandbox, 'pay', intention.client_secret, {
      ...APPROVED_CARD,
      cardNumber: '4111111111111111',
    });
    expect(redirectQuery(response).get('source_data.sub_type')).toBe('Visa');
    expect(sandbox.receiver.forOrder(intention.intention_order_id)[0]?.body.obj.success).toBe(true);
  });

  it('the card 4000000000000002 is declined with "Card declined"', async () => {
    const intention = await createIntention(sandbox);
    const response = await submit(sandbox, 'pay', intention.client_secret, {
      ...APPROVED_CARD,
      cardNumber: '4000 0000 0000 0002',
    });
    const query = redirectQuery(response);
    expect(query.get('success')).toBe('false');
    expect(query.get('data.message')).toBe('Card declined');
    expect(hmacMatches(sandbox.credentials.hmacSecret, concatenateQuery(query), query.get('hmac'))).toBe(true);
    const [callback] = sandbox.receiver.forOrder(intention.intention_order_id);
    expect(callback!.body.obj).toMatchObject({ success: false, pending: false, data: { message: 'Card declined' } });
  });

  it('a test card with another CVV is declined', async () => {
    const intention = await createIntention(sandbox);
    const response = await submit(sandbox, 'pay', intention.client_secret, { ...APPROVED_CARD, cvv: '321' });
    expect(redirectQuery(response).get('success')).toBe('false');
    expect(sandbox.receiver.forOrder(intention.intention_order_id)[0]?.body.obj.data?.message).toBe('Card declined');
  });

  it('a number that fails the Luhn check is refused on the page: no transaction, no callback, typed values kept', async () => {
    const intention = await createIntention(sandbox);
    const typed = { cardNumber: '5123 4567 8901 2345', expiry: '01/39', cvv: '987', cardName: 'Mona <Ali>' };
    const response = await submit(sandbox, 'pay', intention.client_secret, typed);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('<p class="field-error" id="card-number-error">Card number is not valid.</p>');
    expect(response.body).toMatch(
      /id="card-number"[^>]*value="5123 4567 8901 2345"[^>]*aria-describedby="card-number-error" aria-invalid="true"/,
    );
    expect(response.body).toContain('value="01/39"');
    expect(response.body).toContain('value="Mona &lt;Ali&gt;"');
    // The CVV is never written back (the random keys in the page may contain any digits, so the
    // CVV input's own value is what is checked).
    expect(response.body).not.toContain('value="987"');
    expect(response.body).toMatch(/id="card-cvv"[^>]* value=""/);
    expect(await transactionsOf(intention.intention_order_id)).toEqual([]);
    expect(sandbox.receiver.forOrder(intention.intention_order_id)).toEqual([]);
  });

  it('an expired or malformed expiry, a short CVV and a missing name are refused next to their fields', async () => {
    const intention = await createIntention(sandbox);
    const expired = await submit(sandbox, 'pay', intention.client_secret, { ...APPROVED_CARD, expiry: '01/20' });
    expect(expired.statusCode).toBe(400);
    expect(expired.body).toContain('<p class="field-error" id="card-expiry-error">The card has expired.</p>');
    expect(expired.body).toContain('value="5123 4567 8901 2346"');

    const malformed = await submit(sandbox, 'pay', intention.client_secret, {
      ...APPROVED_CARD,
      expiry: '13/39',
      cvv: '12',
      cardName: ' ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toContain('id="card-expiry-error">Enter the expiry as MM/YY.</p>');
    expect(malformed.body).toContain('id="card-cvv-error">Enter the 3 or 4 digit CVV.</p>');
    expect(malformed.body).toContain('id="card-name-error">Enter the name on the card.</p>');
    expect(await transactionsOf(intention.intention_order_id)).toEqual([]);
    expect(sandbox.receiver.forOrder(intention.intention_order_id)).toEqual([]);
  });

  it('an intention cannot be paid twice: the second attempt is told it has been completed, with no callback', async () => {
    const intention = await createIntention(sandbox);
    redirectQuery(await submit(sandbox, 'pay', intention.client_secret, APPROVED_CARD));
    const again = await submit(sandbox, 'pay', intention.client_secret, APPROVED_CARD);
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('This payment has already been completed.');
    const page = await sandbox.t.app.inject({
      method: 'GET',
      url: `/paymob-sandbox/unifiedcheckout/?publicKey=${sandbox.credentials.publicKey}&clientSecret=${intention.client_secret}`,
    });
    expect(page.body).toContain('This payment has already been completed.');
    expect(page.body).not.toContain('Card number');
    expect(sandbox.receiver.forOrder(intention.intention_order_id)).toHaveLength(1);
    expect(await transactionsOf(intention.intention_order_id)).toHaveLength(1);
  });

  it('issue 23 §7: the page of a paid intention, reached with Back, leads back to the shop with the signed return', async () => {
    const intention = await createIntention(sandbox);
    const paid = redirectQuery(await submit(sandbox, 'pay', intention.client_secret, APPROVED_CARD));
    const page = await sandbox.t.app.inject({ method: 'GET', url: checkoutUrl(sandbox, intention.client_secret) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Payment completed</h1>');
    const link = /<a class="return" href="([^"]+)">Return to The Gate<\/a>/.exec(page.body);
    expect(link, 'a link back to the shop').not.toBeNull();
    const href = new URL(link![1]!.replaceAll('&amp;', '&'));
    expect(`${href.origin}${href.pathname}`).toBe('https://shop.test/payments/result');
    // The same signed answer as the redirect after paying, so the shop shows its own, real status.
    expect(Object.fromEntries(href.searchParams)).toEqual(Object.fromEntries(paid));
    expect(
      hmacMatches(sandbox.credentials.hmacSecret, concatenateQuery(href.searchParams), href.searchParams.get('hmac')),
    ).toBe(true);
    // Showing the page pays nothing and tells the shop nothing more.
    expect(sandbox.receiver.forOrder(intention.intention_order_id)).toHaveLength(1);
    expect(await transactionsOf(intention.intention_order_id)).toHaveLength(1);
  });

  it('two submits of the same page at once pay once', async () => {
    const intention = await createIntention(sandbox);
    const answers = await Promise.all([
      submit(sandbox, 'pay', intention.client_secret, APPROVED_CARD),
      submit(sandbox, 'pay', intention.client_secret, APPROVED_CARD),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([302, 409]);
    expect(await transactionsOf(intention.intention_order_id)).toHaveLength(1);
  });

  it("the payment itself refuses a paid intention, past the page's own check (a race between two tabs)", async () => {
    const intention = await createIntention(sandbox);
    redirectQuery(await submit(sandbox, 'pay', intention.client_secret, APPROVED_CARD));
    const payment = {
      success: true,
      integrationId: sandbox.credentials.cardIntegrationId,
      sourceType: 'card',
      sourceSubType: 'Visa',
      pan: '1111',
      message: 'Approved',
      txnResponseCode: 'APPROVED',
      createdAtText: '2026-11-23T11:33:44.592345',
    };
    expect(await recordPayment(sandbox.t.db, intention.id, payment, 'paid')).toBe('already-paid');
    expect(await transactionsOf(intention.intention_order_id)).toHaveLength(1);
  });

  it('a declined intention can be paid afterwards', async () => {
    const intention = await createIntention(sandbox);
    const declined = await submit(sandbox, 'pay', intention.client_secret, {
      ...APPROVED_CARD,
      cardNumber: '4000000000000002',
    });
    expect(redirectQuery(declined).get('success')).toBe('false');
    const paid = await submit(sandbox, 'pay', intention.client_secret, APPROVED_CARD);
    expect(redirectQuery(paid).get('success')).toBe('true');
    const callbacks = sandbox.receiver.forOrder(intention.intention_order_id);
    expect(callbacks.map((callback) => callback.body.obj.success)).toEqual([false, true]);
    expect(callbacks[1]!.body.obj.id).toBeGreaterThan(callbacks[0]!.body.obj.id);
  });

  it('cancelling records a declined "Payment cancelled" transaction, reports it and sends the buyer back', async () => {
    const intention = await createIntention(sandbox);
    const query = redirectQuery(await submit(sandbox, 'cancel', intention.client_secret));
    expect(query.get('success')).toBe('false');
    expect(query.get('data.message')).toBe('Payment cancelled');
    const [callback] = sandbox.receiver.forOrder(intention.intention_order_id);
    expect(callback!.body.obj).toMatchObject({ success: false, data: { message: 'Payment cancelled' } });
  });

  it('refuses a form for an unknown intention or another public key', async () => {
    const intention = await createIntention(sandbox);
    const unknown = await submit(sandbox, 'pay', 'egy_csk_test_nope', APPROVED_CARD);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('This payment link is not valid.');
    const wrongKey = await sandbox.t.app.inject({
      method: 'POST',
      url: '/paymob-sandbox/unifiedcheckout/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        ...APPROVED_CARD,
        publicKey: 'egy_pk_test_x',
        clientSecret: intention.client_secret,
      }).toString(),
    });
    expect(wrongKey.statusCode).toBe(404);
    expect(await transactionsOf(intention.intention_order_id)).toEqual([]);
  });
});
