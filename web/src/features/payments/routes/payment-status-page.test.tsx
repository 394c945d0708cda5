import { screen, waitFor, within } from '@testing-library/react';
import { CART_STORAGE_KEY } from '@the-gate/contract/cart';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, reply, requestedPaths, stubApi } from '@/test/stub-api';
import { everyType, paymentStatus, STATUS_PATH, TOKEN } from '../test/fixtures';
import { renderPaymentStatus } from '../test/render-checkout';

beforeEach(() => {
  sessionStorage.setItem('auth_token', TOKEN);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const title = () => screen.getByRole('heading', { level: 1 });
/** The page's live region (the cart probe, an <output>, is a status too). */
const liveRegion = () => {
  const [region, ...others] = screen.getAllByRole('status').filter((element) => element.tagName !== 'OUTPUT');
  if (!region || others.length > 0) throw new Error('Expected exactly one live region');
  return region;
};
const cartKept = () => {
  expect(screen.getByTestId('cart-probe')).toHaveTextContent('material:5x2,book:30x1,course:7x1,package:12x1');
  expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]')).toHaveLength(everyType.length);
};

describe('finding the payment', () => {
  it('PS-01 shows "Checking Payment Status" while the check runs, in the live region the result then fills', async () => {
    const answer = deferred<unknown>();
    stubApi({ [STATUS_PATH]: () => answer.promise });
    renderPaymentStatus('/payment-status?ref=PAY-2026-0001');
    const region = liveRegion();
    expect(region).toHaveTextContent(/^Checking Payment StatusPlease wait while we verify your payment\.\.\.$/);
    expect(region).toHaveAttribute('aria-busy', 'true');

    answer.resolve(paymentStatus({ status: 'Pending' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Pending' })).toBeInTheDocument();
    // The same element: screen readers hear the change rather than a new region appearing.
    expect(liveRegion()).toBe(region);
    expect(region).toHaveAttribute('aria-busy', 'false');
  });

  it('PS-04 PS-06 without ref it looks up the stored pendingPayment, with the token', async () => {
    localStorage.setItem('pendingPayment', 'ABC');
    const fetchMock = stubApi({
      '/api/payments/ABC/status': paymentStatus({ paymentReference: 'ABC', status: 'Failed' }),
    });
    renderPaymentStatus('/payment-status');
    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
    expect(requestedPaths(fetchMock)).toEqual(['/api/payments/ABC/status']);
    const init = fetchMock.mock.calls[0]?.[1];
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-sara');
  });

  it('PS-05 the ref in the address comes before the stored one', async () => {
    localStorage.setItem('pendingPayment', 'ABC');
    const fetchMock = stubApi({
      '/api/payments/XYZ/status': paymentStatus({ paymentReference: 'XYZ', status: 'Failed' }),
    });
    renderPaymentStatus('/payment-status?ref=XYZ');
    await screen.findByRole('heading', { name: 'Payment Failed' });
    expect(requestedPaths(fetchMock)).toEqual(['/api/payments/XYZ/status']);
  });

  it('PS-07 ERR-17 with no reference anywhere it shows "No payment reference found" and asks nothing', () => {
    const fetchMock = stubApi({});
    renderPaymentStatus('/payment-status');
    expect(liveRegion()).toHaveTextContent('No payment reference found');
    expect(screen.queryByText('Checking Payment Status')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('RT-13 AMB-01 /payment-statusf shows the same screen', async () => {
    stubApi({ [STATUS_PATH]: paymentStatus({ status: 'Failed' }) });
    renderPaymentStatus('/payment-statusf?ref=PAY-2026-0001');
    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
  });
});

describe('a failed status check', () => {
  it('PS-08 ERR-02 without a token it shows "Authentication required", asks nothing and offers Log in back here', async () => {
    sessionStorage.clear();
    localStorage.setItem('pendingPayment', 'PAY-2026-0001');
    const fetchMock = stubApi({ [STATUS_PATH]: paymentStatus() });
    renderPaymentStatus('/payment-status?ref=PAY-2026-0001');
    await waitFor(() => expect(liveRegion()).toHaveTextContent('Authentication required'));
    expect(within(liveRegion()).getByText('Authentication required').textContent).toBe('Authentication required');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?redirecturl=%2Fpayment-status%3Fref%3DPAY-2026-0001',
    );
    expect(localStorage.getItem('pendingPayment')).toBe('PAY-2026-0001');
    cartKept();
  });

  it.each([
    ['the server message', reply(404, { success: false, message: 'Payment not found' }), 'Payment not found'],
    ['"Status check failed: {code}" without one (ERR-06)', reply(500, '<html>oops</html>'), 'Status check failed: 500'],
  ])('PS-09 a non-OK check shows %s', async (_, answer, message) => {
    stubApi({ [STATUS_PATH]: answer });
    renderPaymentStatus('/payment-status?ref=PAY-2026-0001');
    const text = await within(liveRegion()).findByText(message);
    expect(text.textContent).toBe(message);
    expect(screen.queryByRole('heading', { name: 'Payment Failed' })).not.toBeInTheDocument();
    cartKept();
  });

  it('PS-09 ERR-07 a network failure shows "Failed to check payment status"; Check Again asks again', async () => {
    let calls = 0;
    stubApi({
      [STATUS_PATH]: () => {
        calls += 1;
        if (calls === 1) throw new TypeError('Failed to fetch');
        return paymentStatus({ status: 'Failed' });
      },
    });
    const { user } = renderPaymentStatus('/payment-status?ref=PAY-2026-0001');
    expect(await within(liveRegion()).findByText('Failed to check payment status')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check Again' }));
    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
  });
});

describe('a result carried by the address (PS-02, PS-03, PS-20)', () => {
  it('PS-02 PS-20 (reading 2) ref and status in the query show the result, ask nothing, and clear nothing', () => {
    localStorage.setItem('pendingPayment', 'X1');
    const fetchMock = stubApi({});
    renderPaymentStatus('/payment-status?ref=X1&status=Completed&amount=100&currency=EGP');
    expect(title()).toHaveTextContent('Payment Successful!');
    const details = screen.getByRole('region', { name: 'Order details' });
    expect(within(details).getByText('Reference').nextElementSibling).toHaveTextContent('X1');
    expect(within(details).getByText('Payment method').nextElementSibling).toHaveTextContent('Gateway');
    expect(within(details).getByText('Amount').nextElementSibling).toHaveTextContent(/^EGP 100\.00$/);
    expect(fetchMock).not.toHaveBeenCalled();
    // Unverified: anyone can type this address, so the cart and the pending payment stay.
    cartKept();
    expect(localStorage.getItem('pendingPayment')).toBe('X1');
  });

  it('PS-02 PS-03 ref and status in the hash work too, and the currency defaults to EGP', () => {
    const fetchMock = stubApi({});
    renderPaymentStatus('/payment-status#ref=X2&status=Failed&amount=49.5');
    expect(title()).toHaveTextContent('Payment Failed');
    expect(screen.getByText('Amount').nextElementSibling).toHaveTextContent(/^EGP 49\.50$/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('PS-02 a ref without a status is looked up on the server', async () => {
    const fetchMock = stubApi({ [STATUS_PATH]: paymentStatus({ status: 'Failed' }) });
    renderPaymentStatus('/payment-status?ref=PAY-2026-0001#status=Completed');
    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
    expect(requestedPaths(fetchMock)).toEqual([STATUS_PATH]);
  });
});
