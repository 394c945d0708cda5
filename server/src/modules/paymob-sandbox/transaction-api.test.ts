import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../../test/harness';
import { concatenateTransaction, hmacMatches } from '../../lib/paymob/hmac';
import type { IntentionResponse, PaymobTransaction } from '../../lib/paymob/protocol';
import {
  APPROVED_CARD,
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

function post(
  path: string,
  payload: Record<string, unknown>,
  authorization = `Token ${sandbox.credentials.secretKey}`,
) {
  return sandbox.t.app.inject({ method: 'POST', url: `/paymob-sandbox${path}`, headers: { authorization }, payload });
}
const inquire = (payload: Record<string, unknown>, authorization?: string) =>
  post('/api/ecommerce/orders/transaction_inquiry', payload, authorization);

async function paidIntention(card = APPROVED_CARD): Promise<{ intention: IntentionResponse; transactionId: number }> {
  const intention = await createIntention(sandbox);
  const query = redirectQuery(await submit(sandbox, 'pay', intention.client_secret, card));
  return { intention, transactionId: Number(query.get('id')) };
}

describe('POST /paymob-sandbox/api/ecommerce/orders/transaction_inquiry (paymob.md §7)', () => {
  it('answers 404 before any transaction, then the latest one by order_id and by merchant_order_id', async () => {
    const intention = await createIntention(sandbox);
    const before = await inquire({ order_id: intention.intention_order_id });
    expect(before.statusCode).toBe(404);
    expect(json(before)).toEqual({ detail: 'Not found.' });

    await submit(sandbox, 'pay', intention.client_secret, { ...APPROVED_CARD, cardNumber: '4000000000000002' });
    await submit(sandbox, 'pay', intention.client_secret, APPROVED_CARD);
    const [, paidCallback] = sandbox.receiver.forOrder(intention.intention_order_id);

    const byOrder = await inquire({ order_id: intention.intention_order_id });
    expect(byOrder.statusCode).toBe(200);
    const transaction = json<PaymobTransaction>(byOrder);
    expect(transaction).toEqual(paidCallback!.body.obj);
    expect(transaction).toMatchObject({ success: true, order: { id: intention.intention_order_id } });

    const byReference = await inquire({ merchant_order_id: intention.special_reference });
    expect(json(byReference)).toEqual(transaction);
  });

  it('answers 404 for an unknown order and 400 without an order', async () => {
    expect((await inquire({ order_id: 999 })).statusCode).toBe(404);
    expect((await inquire({ merchant_order_id: 'never-used' })).statusCode).toBe(404);
    expect((await inquire({})).statusCode).toBe(400);
  });

  it('refuses an inquiry without the secret key', async () => {
    const { intention } = await paidIntention();
    const missing = await inquire({ order_id: intention.intention_order_id }, '');
    expect(missing.statusCode).toBe(401);
    expect(json(missing)).toEqual({ detail: 'Authentication credentials were not provided.' });
    const wrong = await inquire({ order_id: intention.intention_order_id }, 'Token nope');
    expect(json(wrong)).toEqual({ detail: 'Invalid token.' });
  });
});

describe('POST /paymob-sandbox/api/acceptance/void_refund/refund and /void (paymob.md §7)', () => {
  it('a refund creates a child transaction, reports it by a signed is_refund callback and marks the parent', async () => {
    const { intention, transactionId } = await paidIntention();
    const response = await post('/api/acceptance/void_refund/refund', {
      transaction_id: transactionId,
      amount_cents: 5_000,
    });
    expect(response.statusCode).toBe(200);
    const refund = json<PaymobTransaction>(response);
    expect(refund).toMatchObject({
      success: true,
      is_refund: true,
      has_parent_transaction: true,
      parent_transaction: transactionId,
      amount_cents: 5_000,
      order: { id: intention.intention_order_id, merchant_order_id: intention.special_reference },
    });
    expect(refund.id).toBeGreaterThan(transactionId);

    // The callback is sent after the answer.
    await expect.poll(() => sandbox.receiver.forOrder(intention.intention_order_id).length).toBe(2);
    const callback = sandbox.receiver.forOrder(intention.intention_order_id)[1]!;
    expect(callback.body.obj).toEqual(refund);
    expect(
      hmacMatches(sandbox.credentials.hmacSecret, concatenateTransaction(refund), callback.query.get('hmac')),
    ).toBe(true);

    const voided = await post('/api/acceptance/void_refund/void', { transaction_id: transactionId });
    expect(voided.statusCode).toBe(400);
    expect(json(voided)).toEqual({ detail: 'This transaction has already been refunded.' });
  });

  it('partial refunds add up on the payment, which the inquiry answers with their running total (issue 22 §1)', async () => {
    const { intention, transactionId } = await paidIntention();
    const refund = (amountCents: number) =>
      post('/api/acceptance/void_refund/refund', { transaction_id: transactionId, amount_cents: amountCents });
    const inquired = async () => json<PaymobTransaction>(await inquire({ order_id: intention.intention_order_id }));

    expect((await refund(5_000)).statusCode).toBe(200);
    // The payment itself, not the refund: flagged, with how much of it has gone back so far.
    expect(await inquired()).toMatchObject({
      id: transactionId,
      success: true,
      is_refund: false,
      is_refunded: true,
      refunded_amount_cents: 5_000,
      amount_cents: 19_900,
    });

    const tooMuch = await refund(14_901);
    expect(tooMuch.statusCode).toBe(400);
    expect(json(tooMuch)).toEqual({ detail: 'The refund amount exceeds what is left to refund.' });
    expect((await refund(14_900)).statusCode).toBe(200);
    expect(await inquired()).toMatchObject({ id: transactionId, is_refunded: true, refunded_amount_cents: 19_900 });

    const again = await refund(100);
    expect(again.statusCode).toBe(400);
    expect(json(again)).toEqual({ detail: 'This transaction has already been refunded.' });
    await expect.poll(() => sandbox.receiver.forOrder(intention.intention_order_id).length).toBe(3);
  });

  it('refuses to refund more than was paid, a declined payment, an unknown transaction, or without the key', async () => {
    const { transactionId } = await paidIntention();
    const tooMuch = await post('/api/acceptance/void_refund/refund', {
      transaction_id: transactionId,
      amount_cents: 19_901,
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(json(tooMuch)).toEqual({ detail: 'The refund amount exceeds the transaction amount.' });

    const declined = await paidIntention({ ...APPROVED_CARD, cardNumber: '4000000000000002' });
    const refused = await post('/api/acceptance/void_refund/refund', {
      transaction_id: declined.transactionId,
      amount_cents: 100,
    });
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toEqual({ detail: 'Only a successful transaction can be refunded.' });

    const unknown = await post('/api/acceptance/void_refund/refund', { transaction_id: 1, amount_cents: 100 });
    expect(unknown.statusCode).toBe(404);
    const invalid = await post('/api/acceptance/void_refund/refund', { transaction_id: 'x' });
    expect(json(invalid)).toEqual({
      transaction_id: ['A valid integer is required.'],
      amount_cents: ['This field is required.'],
    });
    const anonymous = await post(
      '/api/acceptance/void_refund/refund',
      { transaction_id: transactionId, amount_cents: 1 },
      '',
    );
    expect(anonymous.statusCode).toBe(401);
  });

  it('a void reverses the whole payment with an is_void callback, once', async () => {
    const { intention, transactionId } = await paidIntention();
    const response = await post('/api/acceptance/void_refund/void', { transaction_id: transactionId });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({
      is_void: true,
      is_refund: false,
      success: true,
      amount_cents: 19_900,
      parent_transaction: transactionId,
    });
    await expect.poll(() => sandbox.receiver.forOrder(intention.intention_order_id).length).toBe(2);
    expect(sandbox.receiver.forOrder(intention.intention_order_id)[1]!.body.obj).toMatchObject({ is_void: true });
    expect(json(await inquire({ order_id: intention.intention_order_id }))).toMatchObject({
      id: transactionId,
      is_voided: true,
      is_void: false,
    });

    const again = await post('/api/acceptance/void_refund/void', { transaction_id: transactionId });
    expect(json(again)).toEqual({ detail: 'This transaction has already been voided.' });
  });

  const TEST_WALLET = { walletNumber: '01010101010', mpin: '123456', otp: '123456' };

  it('voids only a card payment, and only on the Cairo day it was made (paymob.md §7, issue 25 §2)', async () => {
    const wallet = await createIntention(sandbox);
    const walletQuery = redirectQuery(await submit(sandbox, 'wallet', wallet.client_secret, TEST_WALLET));
    const walletVoid = await post('/api/acceptance/void_refund/void', {
      transaction_id: Number(walletQuery.get('id')),
    });
    expect(walletVoid.statusCode).toBe(400);
    expect(json(walletVoid)).toEqual({ detail: 'Only card transactions can be voided.' });

    // A card payment made two days ago has settled: it can be refunded, not voided.
    const { transactionId } = await paidIntention();
    await sandbox.t.db
      .update(paymobSandboxTransactions)
      .set({ createdAtText: new Date(Date.now() - 2 * 86_400_000).toISOString().replace('Z', '000') })
      .where(eq(paymobSandboxTransactions.id, transactionId));
    const late = await post('/api/acceptance/void_refund/void', { transaction_id: transactionId });
    expect(late.statusCode).toBe(400);
    expect(json(late)).toEqual({
      detail: 'This transaction can no longer be voided: it has been settled. Refund it instead.',
    });
    const refund = await post('/api/acceptance/void_refund/refund', {
      transaction_id: transactionId,
      amount_cents: 100,
    });
    expect(refund.statusCode).toBe(200);
  });
});
