import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { concatenateQuery, concatenateTransaction, hmacMatches } from '../../lib/paymob/hmac';
import { createIntention, redirectQuery, type Sandbox, startSandbox, stopSandbox, submit } from './sandbox-test-kit';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => stopSandbox(sandbox));

const TEST_WALLET = { walletNumber: '01010101010', mpin: '123456', otp: '123456' };

describe('paying with a mobile wallet on the hosted page (paymob.md §8)', () => {
  it('the test wallet with MPIN 123456 and OTP 123456 pays, reported like a card payment', async () => {
    const intention = await createIntention(sandbox);
    const query = redirectQuery(await submit(sandbox, 'wallet', intention.client_secret, TEST_WALLET));
    expect(query.get('success')).toBe('true');
    expect(query.get('source_data.type')).toBe('wallet');
    expect(hmacMatches(sandbox.credentials.hmacSecret, concatenateQuery(query), query.get('hmac'))).toBe(true);

    const [callback] = sandbox.receiver.forOrder(intention.intention_order_id);
    const { obj } = callback!.body;
    expect(hmacMatches(sandbox.credentials.hmacSecret, concatenateTransaction(obj), callback!.query.get('hmac'))).toBe(
      true,
    );
    expect(obj).toMatchObject({
      success: true,
      amount_cents: 19_900,
      integration_id: sandbox.credentials.walletIntegrationId,
      source_data: { type: 'wallet', sub_type: 'wallet', pan: '01010101010' },
      order: { id: intention.intention_order_id, merchant_order_id: intention.special_reference },
    });
  });

  it('a wrong OTP is refused on the page, keeping the wallet number but not the secrets', async () => {
    const intention = await createIntention(sandbox);
    const response = await submit(sandbox, 'wallet', intention.client_secret, { ...TEST_WALLET, otp: '654321' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(
      '<p class="form-error" id="wallet-error" role="alert">The MPIN or OTP is not correct.</p>',
    );
    expect(response.body).toMatch(/id="wallet-otp"[^>]*aria-describedby="wallet-error" aria-invalid="true"/);
    expect(response.body).toContain('value="01010101010"');
    expect(response.body).not.toContain('654321');
    expect(sandbox.receiver.forOrder(intention.intention_order_id)).toEqual([]);

    const wrongMpin = await submit(sandbox, 'wallet', intention.client_secret, { ...TEST_WALLET, mpin: '000000' });
    expect(wrongMpin.statusCode).toBe(400);
    expect(wrongMpin.body).toContain('The MPIN or OTP is not correct.');

    // Still payable with the right codes.
    expect(redirectQuery(await submit(sandbox, 'wallet', intention.client_secret, TEST_WALLET)).get('success')).toBe(
      'true',
    );
  });

  it('a malformed wallet number and missing codes are refused next to their fields', async () => {
    const intention = await createIntention(sandbox);
    const response = await submit(sandbox, 'wallet', intention.client_secret, {
      walletNumber: '12345',
      mpin: '',
      otp: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('id="wallet-number-error">Enter an 11-digit mobile number starting with 01.</p>');
    expect(response.body).toContain('id="wallet-mpin-error">Enter the MPIN.</p>');
    expect(response.body).toContain('id="wallet-otp-error">Enter the OTP.</p>');
    expect(sandbox.receiver.forOrder(intention.intention_order_id)).toEqual([]);
  });

  it('another wallet is declined', async () => {
    const intention = await createIntention(sandbox);
    const query = redirectQuery(
      await submit(sandbox, 'wallet', intention.client_secret, { ...TEST_WALLET, walletNumber: '01123456789' }),
    );
    expect(query.get('success')).toBe('false');
    expect(sandbox.receiver.forOrder(intention.intention_order_id)[0]?.body.obj.source_data.pan).toBe('01123456789');
  });

  it('a card-only intention refuses the wallet form', async () => {
    const intention = await createIntention(sandbox, { payment_methods: [sandbox.credentials.cardIntegrationId] });
    const response = await submit(sandbox, 'wallet', intention.client_secret, TEST_WALLET);
    expect(response.statusCode).toBe(404);
    expect(sandbox.receiver.forOrder(intention.intention_order_id)).toEqual([]);
  });
});
