import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { concatenateTransaction, hmacMatches } from '../../lib/paymob/hmac';
import { appendQuery } from './callbacks';
import {
  APPROVED_CARD,
  createIntention,
  redirectQuery,
  type Sandbox,
  startSandbox,
  stopSandbox,
  submit,
} from './sandbox-test-kit';

/** The receiver fails the first callback it gets with a 500. */
let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox([500]);
});
afterAll(() => stopSandbox(sandbox));

describe('the transaction callback (paymob.md §4.1)', () => {
  it('is retried when the shop first answers 500, without holding up the buyer', async () => {
    const intention = await createIntention(sandbox);
    const response = await submit(sandbox, 'pay', intention.client_secret, APPROVED_CARD);
    expect(redirectQuery(response).get('success')).toBe('true');
    expect(sandbox.receiver.forOrder(intention.intention_order_id)).toHaveLength(1);

    await expect.poll(() => sandbox.receiver.forOrder(intention.intention_order_id).length, { timeout: 5_000 }).toBe(2);
    const [first, retry] = sandbox.receiver.forOrder(intention.intention_order_id);
    expect(retry!.body).toEqual(first!.body);
    expect(
      hmacMatches(sandbox.credentials.hmacSecret, concatenateTransaction(retry!.body.obj), retry!.query.get('hmac')),
    ).toBe(true);
    // Delivered: no third attempt.
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    expect(sandbox.receiver.forOrder(intention.intention_order_id)).toHaveLength(2);
  });

  it('keeps the notification URL query and adds the HMAC after it', async () => {
    const intention = await createIntention(sandbox, { notification_url: `${sandbox.receiver.url}?shop=gate` });
    await submit(sandbox, 'pay', intention.client_secret, APPROVED_CARD);
    const [callback] = sandbox.receiver.forOrder(intention.intention_order_id);
    expect(callback!.query.get('shop')).toBe('gate');
    expect(callback!.query.get('hmac')).toMatch(/^[0-9a-f]{128}$/);
  });
});

describe('appendQuery', () => {
  it('adds a query with "?" or "&", before any fragment', () => {
    const query = new URLSearchParams({ a: '1', b: 'x y' });
    expect(appendQuery('https://shop.test/r', query)).toBe('https://shop.test/r?a=1&b=x+y');
    expect(appendQuery('https://shop.test/r?from=paymob', query)).toBe('https://shop.test/r?from=paymob&a=1&b=x+y');
    expect(appendQuery('https://shop.test/r?', query)).toBe('https://shop.test/r?a=1&b=x+y');
    expect(appendQuery('https://shop.test/r#done', query)).toBe('https://shop.test/r?a=1&b=x+y#done');
  });
});
