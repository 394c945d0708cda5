import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../../test/harness';
import type { IntentionResponse } from '../../lib/paymob/protocol';
import { intentionBody, postIntention, type Sandbox, startSandbox, stopSandbox } from './sandbox-test-kit';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => stopSandbox(sandbox));

const body = (overrides: Record<string, unknown> = {}) => intentionBody(sandbox.credentials, overrides);

describe('POST /paymob-sandbox/v1/intention/ (paymob.md §2)', () => {
  it('refuses a request without the secret key, or with another one, as Paymob does', async () => {
    const missing = await postIntention(sandbox, body(), '');
    expect(missing.statusCode).toBe(401);
    expect(json(missing)).toEqual({ detail: 'Authentication credentials were not provided.' });

    const bearer = await postIntention(sandbox, body(), `Bearer ${sandbox.credentials.secretKey}`);
    expect(json(bearer)).toEqual({ detail: 'Authentication credentials were not provided.' });

    const wrong = await postIntention(sandbox, body(), `Token ${sandbox.credentials.secretKey}x`);
    expect(wrong.statusCode).toBe(401);
    expect(json(wrong)).toEqual({ detail: 'Invalid token.' });

    const publicKey = await postIntention(sandbox, body(), `Token ${sandbox.credentials.publicKey}`);
    expect(publicKey.statusCode).toBe(401);
  });

  it('creates an intention with a pi_test id, a client secret and a nine-digit order id', async () => {
    const request = body();
    const response = await postIntention(sandbox, request);
    expect(response.statusCode).toBe(201);
    const intention = json<IntentionResponse & Record<string, unknown>>(response);
    expect(intention.id).toMatch(/^pi_test_[0-9a-f]{32}$/);
    expect(intention.client_secret).toMatch(/^egy_csk_test_[0-9a-f]{32}$/);
    expect(intention.intention_order_id).toBeGreaterThanOrEqual(217_500_001);
    expect(intention).toMatchObject({
      special_reference: request.special_reference,
      status: 'intended',
      confirmed: false,
      intention_detail: { amount: 19_900, currency: 'EGP', items: request.items, billing_data: request.billing_data },
    });
    expect(intention.payment_methods).toEqual([
      expect.objectContaining({ integration_id: sandbox.credentials.cardIntegrationId, live: false }),
      expect.objectContaining({ integration_id: sandbox.credentials.walletIntegrationId, live: false }),
    ]);
    expect(Date.parse(String(intention.created))).not.toBeNaN();

    const next = json<IntentionResponse>(await postIntention(sandbox, body()));
    expect(next.intention_order_id).toBe(intention.intention_order_id + 1);
    expect(next.client_secret).not.toBe(intention.client_secret);
  });

  it('fills the optional billing fields with "NA", as Paymob accepts them', async () => {
    const billing = { first_name: 'Mona', last_name: 'Ali', email: 'm@x.eg', phone_number: '+2010' };
    const intention = json<IntentionResponse>(await postIntention(sandbox, body({ billing_data: billing })));
    expect(intention.intention_detail.billing_data).toMatchObject({
      ...billing,
      street: 'NA',
      city: 'NA',
      floor: 'NA',
    });
  });

  it('refuses an amount that is not a positive whole number of piastres, and another currency', async () => {
    for (const amount of [199.5, '19900', 0, -100]) {
      const response = await postIntention(sandbox, body({ amount }));
      expect(response.statusCode, String(amount)).toBe(400);
      expect(Object.keys(json(response))).toEqual(['amount']);
    }
    const missing = await postIntention(sandbox, body({ amount: undefined }));
    expect(json(missing)).toEqual({ amount: ['This field is required.'] });
    const dollars = await postIntention(sandbox, body({ currency: 'USD' }));
    expect(dollars.statusCode).toBe(400);
    expect(json(dollars)).toEqual({ currency: ['"USD" is not a valid choice.'] });
  });

  it('answers 404 for an integration id that is not the card or wallet one', async () => {
    const response = await postIntention(
      sandbox,
      body({ payment_methods: [sandbox.credentials.cardIntegrationId, 1] }),
    );
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ detail: 'Integration ID/Name does not exist or is not active.' });
    const empty = await postIntention(sandbox, body({ payment_methods: [] }));
    expect(empty.statusCode).toBe(400);
    expect(json(empty)).toEqual({ payment_methods: ['This list may not be empty.'] });
  });

  it('requires each item to have a name and an integer amount, summing to the amount', async () => {
    const noName = await postIntention(sandbox, body({ items: [{ amount: 19_900, quantity: 1 }] }));
    expect(noName.statusCode).toBe(400);
    expect(json(noName)).toEqual({ items: ['This field is required.'] });
    const noAmount = await postIntention(sandbox, body({ items: [{ name: 'Book', quantity: 1 }] }));
    expect(json(noAmount)).toEqual({ items: ['This field is required.'] });
    const missing = await postIntention(sandbox, body({ items: undefined }));
    expect(json(missing)).toEqual({ items: ['This field is required.'] });

    const mismatch = await postIntention(sandbox, body({ items: [{ name: 'Book', amount: 9_000, quantity: 2 }] }));
    expect(mismatch.statusCode).toBe(400);
    expect(json(mismatch)).toEqual({ detail: "The sum of items amounts doesn't match the intention amount." });

    const lines = [
      { name: 'Book', amount: 9_000, quantity: 2 },
      { name: 'Shipping', amount: 1_900 },
    ];
    expect((await postIntention(sandbox, body({ items: lines }))).statusCode).toBe(201);
  });

  it('requires the billing name, e-mail and phone number', async () => {
    const { phone_number: _, ...withoutPhone } = body().billing_data;
    const response = await postIntention(sandbox, body({ billing_data: withoutPhone }));
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ billing_data: ['phone_number is required'] });
    const none = await postIntention(sandbox, body({ billing_data: undefined }));
    expect(json(none)).toEqual({ billing_data: ['This field is required.'] });
  });

  it('requires a special reference, once only', async () => {
    const missing = await postIntention(sandbox, body({ special_reference: '' }));
    expect(json(missing)).toEqual({ special_reference: ['This field is required.'] });
    const first = body();
    expect((await postIntention(sandbox, first)).statusCode).toBe(201);
    const again = await postIntention(sandbox, body({ special_reference: first.special_reference }));
    expect(again.statusCode).toBe(400);
    expect(json(again)).toEqual({ detail: 'An intention with this special reference already exists.' });
  });

  it('requires absolute http(s) notification and redirection URLs', async () => {
    const response = await postIntention(
      sandbox,
      body({ notification_url: '/api/payments/paymob/callback', redirection_url: 'javascript:alert(1)' }),
    );
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({
      notification_url: ['Enter a valid URL.'],
      redirection_url: ['Enter a valid URL.'],
    });
  });

  it('answers a body that is not JSON with a Paymob-style detail', async () => {
    const response = await sandbox.t.app.inject({
      method: 'POST',
      url: '/paymob-sandbox/v1/intention/',
      headers: { authorization: `Token ${sandbox.credentials.secretKey}`, 'content-type': 'application/json' },
      payload: '{"amount":',
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ detail: 'JSON parse error.' });
  });

  it('refuses a NUL or half a surrogate pair anywhere in the body with 400, before storing anything (issue 13)', async () => {
    const billing = body().billing_data;
    for (const spoiled of [
      body({ special_reference: 'pay\u0000' }),
      body({ billing_data: { ...billing, first_name: 'Mona\uD800' } }),
      body({ extras: { deep: [{ note: 'a\u0000b' }] } }),
    ]) {
      const response = await postIntention(sandbox, spoiled);
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({ detail: 'Text must not contain control characters or invalid Unicode.' });
    }
  });

  it('keeps its routes out of our OpenAPI document and answers unknown sandbox paths with 404', async () => {
    const document = await sandbox.t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(document.statusCode).toBe(200);
    expect(document.body).not.toContain('paymob-sandbox');
    const unknown = await sandbox.t.app.inject({ method: 'GET', url: '/paymob-sandbox/v1/nothing' });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toEqual({ detail: 'Not found.' });
  });
});
