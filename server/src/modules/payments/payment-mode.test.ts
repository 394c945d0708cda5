import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';

/** Issue 22 §4: checkout says "Test mode" exactly while payments go to the built-in sandbox. */

const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

async function modeOf(env: Record<string, string>) {
  const t = await createTestApp({ seed: false, env });
  apps.push(t);
  const response = await t.app.inject({ url: '/api/payments/mode' });
  return { status: response.statusCode, body: response.json(), cache: response.headers['cache-control'] };
}

describe('GET /api/payments/mode', () => {
  it('says test mode while the built-in sandbox takes the payments, to anyone, cacheably', async () => {
    expect(await modeOf({})).toEqual({ status: 200, body: { testMode: true }, cache: 'public, max-age=300' });
  });

  it('says live once a Paymob account is configured', async () => {
    const account = {
      PAYMOB_SECRET_KEY: 'egy_sk_test_0123456789',
      PAYMOB_PUBLIC_KEY: 'egy_pk_test_0123456789',
      PAYMOB_HMAC_SECRET: '0123456789ABCDEF',
      PAYMOB_INTEGRATION_IDS: '4097558',
    };
    expect((await modeOf(account)).body).toEqual({ testMode: false });
  });
});
