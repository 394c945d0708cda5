import { screen, waitFor } from '@testing-library/react';
import { TEST_MODE_NOTICE } from '@the-gate/contract/payment-rules';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reply, stubApi } from '@/test/stub-api';
import { checkoutApi } from '../test/fixtures';
import { renderCheckout, submitButton } from '../test/render-checkout';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Issue 22 §4: while the built-in sandbox takes payments, checkout says no real payment is taken. */
describe('the test-mode notice', () => {
  it('shows "Test mode — no real payment is taken" beside Proceed to Payment when the server is in test mode', async () => {
    stubApi(checkoutApi());
    renderCheckout();
    expect(await screen.findByText('Test mode — no real payment is taken')).toBeVisible();
    expect(TEST_MODE_NOTICE).toBe('Test mode — no real payment is taken');
    // In the footer with the button, so it is seen at the moment of paying, on a phone too.
    expect(screen.getByText(TEST_MODE_NOTICE).parentElement).toBe(submitButton().parentElement);
  });

  it('says nothing of test mode with a real Paymob account, or when the server cannot tell', async () => {
    const fetchMock = stubApi({ ...checkoutApi(), '/api/payments/mode': { testMode: false } });
    const first = renderCheckout();
    await waitFor(() => expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/payments/mode'));
    await waitFor(() => expect(submitButton()).toBeEnabled());
    expect(screen.queryByText(TEST_MODE_NOTICE)).not.toBeInTheDocument();
    first.unmount();

    stubApi({ ...checkoutApi(), '/api/payments/mode': reply(500, { message: 'Internal error' }) });
    renderCheckout();
    await waitFor(() => expect(submitButton()).toBeEnabled());
    expect(screen.queryByText(TEST_MODE_NOTICE)).not.toBeInTheDocument();
  });
});
