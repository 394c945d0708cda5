import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatAmount } from './html';
import { checkoutUrl, createIntention, type Sandbox, startSandbox, stopSandbox } from './sandbox-test-kit';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => stopSandbox(sandbox));

const getPage = (url: string) => sandbox.t.app.inject({ method: 'GET', url });

/** The label of the control an input id names, checked through `<label for>`. */
function labelFor(page: string, id: string): string | undefined {
  return new RegExp(`<label for="${id}">([^<]*)</label>`).exec(page)?.[1];
}

describe('GET /paymob-sandbox/unifiedcheckout/ (paymob.md §2.3)', () => {
  it('shows the merchant, the amount, the items and the four labelled card fields', async () => {
    const intention = await createIntention(sandbox, {
      amount: 123_450,
      items: [
        { name: 'Reading pack', amount: 61_725, quantity: 2 },
        { name: 'Free sampler', amount: 0, quantity: 1 },
      ],
    });
    const response = await getPage(checkoutUrl(sandbox, intention.client_secret));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const page = response.body;
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(page).toMatch(/<title>Pay EGP 1,234\.50 \| The Gate<\/title>/);
    expect(page).toContain('<p class="merchant">The Gate</p>');
    expect(page).toContain('Reading pack × 2');
    expect(page).toContain('Free sampler × 1');
    expect(labelFor(page, 'card-number')).toBe('Card number');
    expect(labelFor(page, 'card-expiry')).toBe('Expiry (MM/YY)');
    expect(labelFor(page, 'card-cvv')).toBe('CVV');
    expect(labelFor(page, 'card-name')).toBe('Name on card');
    for (const autocomplete of ['cc-number', 'cc-exp', 'cc-csc', 'cc-name']) {
      expect(page).toContain(`autocomplete="${autocomplete}"`);
    }
    expect(page).toMatch(/id="card-number" name="cardNumber" type="text" autocomplete="cc-number" inputmode="numeric"/);
    expect(page).toContain('<button type="submit" class="pay">Pay EGP 1,234.50</button>');
    expect(page).toContain('Pay EGP 1,234.50 with wallet</button>');
    expect(labelFor(page, 'wallet-number')).toBe('Wallet number');
    expect(labelFor(page, 'wallet-mpin')).toBe('MPIN');
    expect(labelFor(page, 'wallet-otp')).toBe('OTP');
    expect(page).toContain('>Cancel payment</button>');
    expect(page).toContain(`value="${intention.client_secret}"`);
  });

  it('shows only the payment methods the intention allows', async () => {
    const cardOnly = await createIntention(sandbox, { payment_methods: [sandbox.credentials.cardIntegrationId] });
    const page = (await getPage(checkoutUrl(sandbox, cardOnly.client_secret))).body;
    expect(page).toContain('Pay EGP 199.00</button>');
    expect(page).not.toContain('Wallet number');
  });

  it('escapes HTML in item names', async () => {
    const name = '<script>alert("x")</script> & <b>bold</b>';
    const intention = await createIntention(sandbox, { items: [{ name, amount: 19_900, quantity: 1 }] });
    const page = (await getPage(checkoutUrl(sandbox, intention.client_secret))).body;
    expect(page).not.toContain('<script>');
    expect(page).not.toContain('<b>bold</b>');
    expect(page).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt; × 1');
  });

  it('works under a strict Content-Security-Policy: no script, no inline style, a linked stylesheet', async () => {
    const intention = await createIntention(sandbox);
    const response = await getPage(checkoutUrl(sandbox, intention.client_secret));
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("style-src 'self'");
    expect(policy).toContain("form-action 'self' https://shop.test");
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i);
    const href = /<link rel="stylesheet" href="([^"]+)">/.exec(response.body)?.[1];
    expect(href).toBe('/paymob-sandbox/unifiedcheckout/assets/checkout.css');
    const css = await getPage(href!);
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.body).toContain('max-width: 28rem');
  });

  it('shows the test-mode banner with the test cards and wallet', async () => {
    const intention = await createIntention(sandbox);
    const page = (await getPage(checkoutUrl(sandbox, intention.client_secret))).body;
    expect(page).toContain('<h2 id="test-mode-heading">Test mode — no real payment is taken</h2>');
    for (const credential of ['5123 4567 8901 2346', '4111 1111 1111 1111', '4000 0000 0000 0002', '01010101010']) {
      expect(page).toContain(credential);
    }
  });

  it('answers an unknown client secret or another public key with "This payment link is not valid."', async () => {
    const intention = await createIntention(sandbox);
    const unknown = await getPage(checkoutUrl(sandbox, 'egy_csk_test_0000'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('This payment link is not valid.');
    expect(unknown.headers['content-type']).toBe('text/html; charset=utf-8');
    const wrongKey = await getPage(checkoutUrl(sandbox, intention.client_secret, 'egy_pk_test_other'));
    expect(wrongKey.statusCode).toBe(404);
    expect(wrongKey.body).toContain('This payment link is not valid.');
    const bare = await getPage('/paymob-sandbox/unifiedcheckout/');
    expect(bare.statusCode).toBe(404);
  });

  it('parses form bodies for the sandbox only: the rest of the API still takes JSON', async () => {
    const response = await sandbox.t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=a&password=b',
    });
    expect(response.statusCode).toBe(415);
  });

  it('answers the same page without the trailing slash', async () => {
    const intention = await createIntention(sandbox);
    const url = checkoutUrl(sandbox, intention.client_secret).replace('/unifiedcheckout/?', '/unifiedcheckout?');
    const response = await getPage(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Pay EGP 199.00</button>');
  });
});

describe('formatAmount', () => {
  it('shows piastres as pounds with two decimals and thousands separators', () => {
    expect(formatAmount(123_450)).toBe('EGP 1,234.50');
    expect(formatAmount(19_900)).toBe('EGP 199.00');
    expect(formatAmount(5)).toBe('EGP 0.05');
    expect(formatAmount(123_456_789_01)).toBe('EGP 123,456,789.01');
  });
});
