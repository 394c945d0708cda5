import { act, screen, waitFor, within } from '@testing-library/react';
import { CART_STORAGE_KEY } from '@the-gate/contract/cart';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestedPaths, stubApi } from '@/test/stub-api';
import { PENDING_POLL_LIMIT_MS, PENDING_POLL_MS } from '../api/get-payment-status';
import { everyType, paymentStatus, STATUS_PATH, TOKEN } from '../test/fixtures';
import { renderPaymentStatus } from '../test/render-checkout';

beforeEach(() => {
  sessionStorage.setItem('auth_token', TOKEN);
  localStorage.setItem('pendingPayment', 'PAY-2026-0001');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const ENTRY = '/payment-status?ref=PAY-2026-0001';

async function showResult(status: Record<string, unknown>) {
  const fetchMock = stubApi({ [STATUS_PATH]: paymentStatus(status) });
  const view = renderPaymentStatus(ENTRY);
  await waitFor(() => expect(screen.queryByText('Checking Payment Status')).not.toBeInTheDocument());
  return { ...view, fetchMock };
}

const heading = () => screen.getByRole('heading', { level: 1 });
const probe = () => screen.getByTestId('cart-probe');
const cartKept = () => {
  expect(probe()).toHaveTextContent('material:5x2,book:30x1,course:7x1,package:12x1');
  expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]')).toHaveLength(everyType.length);
  expect(localStorage.getItem('pendingPayment')).toBe('PAY-2026-0001');
};
const actionNames = () =>
  [...screen.queryAllByRole('link'), ...screen.queryAllByRole('button')].map((control) => control.textContent);

describe('Completed', () => {
  it('PS-10 PS-11 shows "Payment Successful!" in green, the access message and the two actions', async () => {
    await showResult({ status: 'Completed' });
    expect(heading()).toHaveTextContent(/^Payment Successful!$/);
    expect(heading()).toHaveClass('text-green-700');
    expect(
      screen.getByText('Your payment has been processed successfully. You now have access to your purchased items.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go To My Materials' })).toHaveAttribute('href', '/my-materials');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('PS-10 a verified Completed empties the cart, forgets pendingPayment and refetches cached pages', async () => {
    const fetchMock = stubApi({ [STATUS_PATH]: paymentStatus() });
    const { queryClient } = renderPaymentStatus(ENTRY);
    queryClient.setQueryData(['book', 30], { id: 30, downloadUrl: null });
    await screen.findByRole('heading', { name: 'Payment Successful!' });

    await waitFor(() => expect(probe()).toHaveTextContent(/^$/));
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null')).toEqual([]);
    expect(localStorage.getItem('pendingPayment')).toBeNull();
    expect(queryClient.getQueryState(['book', 30])?.isInvalidated).toBe(true);
    // The status itself is not asked again for nothing.
    expect(requestedPaths(fetchMock)).toEqual([STATUS_PATH]);
  });

  it('PS-19 AMB-06 shows the verified order: reference, date, lines, discount and amount', async () => {
    await showResult({ status: 'Completed' });
    const details = screen.getByRole('region', { name: 'Order details' });
    const value = (label: string) => within(details).getByText(label).nextElementSibling?.textContent;
    expect(value('Reference')).toBe('PAY-2026-0001');
    expect(value('Date')).toBe('November 20, 2026');
    expect(value('Payment method')).toBe('Card');
    expect(
      within(details)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Reading Sheet × 2EGP 220.00',
      'Grammar Handbook × 1EGP 240.00',
      'Essay Course × 1EGP 500.00',
      'Year 5 Starter Package × 1EGP 300.00',
    ]);
    expect(value('Subtotal')).toBe('EGP 1,260.00');
    expect(value('Discount')).toBe('GATE2025 (−EGP 126.00)');
    expect(value('Amount')).toBe('EGP 1,134.00');
  });

  it('issue 23 §7: each amount is one piece that never breaks across lines, "(−EGP 126.00)" included', async () => {
    await showResult({ status: 'Completed' });
    const details = screen.getByRole('region', { name: 'Order details' });
    for (const amount of ['(−EGP 126.00)', 'EGP 1,260.00', 'EGP 1,134.00', 'EGP 220.00']) {
      expect(within(details).getByText(amount)).toHaveClass('whitespace-nowrap');
    }
    // The reference may still wrap, but only where it must, not at every line end.
    expect(within(details).getByText('PAY-2026-0001')).not.toHaveClass('break-all');
  });
});

describe('Failed', () => {
  it('PS-12 PS-13 shows "Payment Failed" in red with the failure reason; the cart and pendingPayment stay', async () => {
    const { user, router, reloadPage } = await showResult({
      status: 'Failed',
      success: false,
      completedAt: null,
      failureReason: 'Card declined',
    });
    expect(heading()).toHaveTextContent(/^Payment Failed$/);
    expect(heading()).toHaveClass('text-red-700');
    expect(screen.getByText('Card declined')).toBeInTheDocument();
    cartKept();

    await user.click(screen.getByRole('button', { name: 'Check Again' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('link', { name: 'Continue Shopping' }));
    expect(router.state.location.pathname).toBe('/materials');
  });

  it('PS-12 without a reason it says "Your payment could not be processed. Please try again or contact support."', async () => {
    await showResult({ status: 'Failed', failureReason: null });
    expect(
      screen.getByText('Your payment could not be processed. Please try again or contact support.'),
    ).toBeInTheDocument();
  });
});

describe('Pending', () => {
  it('PS-14 PS-15 shows "Payment Pending" in yellow, the message, the 5-minute note and its actions', async () => {
    const { user, reloadPage } = await showResult({ status: 'Pending', success: false, completedAt: null });
    expect(heading()).toHaveTextContent(/^Payment Pending$/);
    expect(heading()).toHaveClass('text-yellow-700');
    expect(screen.getByText('Your payment is being processed. This may take a few minutes.')).toBeInTheDocument();
    expect(
      screen.getByText('Processing can take up to 5 minutes. This page refreshes automatically.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await user.click(screen.getByRole('button', { name: 'Refresh Status' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
    cartKept();
  });

  it('PS-16 AMB-18 (reading 2) it asks again every 10 s for 5 minutes, then stops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fetchMock } = await showResult({ status: 'Pending' });
    expect(requestedPaths(fetchMock)).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(PENDING_POLL_MS));
    expect(requestedPaths(fetchMock)).toHaveLength(2);

    await act(() => vi.advanceTimersByTimeAsync(PENDING_POLL_LIMIT_MS));
    const afterFiveMinutes = requestedPaths(fetchMock).length;
    expect(afterFiveMinutes).toBeGreaterThanOrEqual(PENDING_POLL_LIMIT_MS / PENDING_POLL_MS - 1);
    expect(afterFiveMinutes).toBeLessThanOrEqual(PENDING_POLL_LIMIT_MS / PENDING_POLL_MS + 1);

    await act(() => vi.advanceTimersByTimeAsync(2 * 60_000));
    expect(requestedPaths(fetchMock)).toHaveLength(afterFiveMinutes);
  });

  it('PS-16 a payment that completes while polled shows success, clears the cart and stops asking', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    const fetchMock = stubApi({
      [STATUS_PATH]: () => {
        calls += 1;
        return paymentStatus({ status: calls === 1 ? 'Pending' : 'Completed' });
      },
    });
    renderPaymentStatus(ENTRY);
    await screen.findByRole('heading', { name: 'Payment Pending' });

    await act(() => vi.advanceTimersByTimeAsync(PENDING_POLL_MS));
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(probe()).toHaveTextContent(/^$/);
    await act(() => vi.advanceTimersByTimeAsync(3 * PENDING_POLL_MS));
    expect(requestedPaths(fetchMock)).toHaveLength(2);
  });

  it.each([['Processing'], ['completed']])(
    'PS-17 AMB-35 (c) the status %j is treated as Pending and grants nothing',
    async (status) => {
      await showResult({ status });
      expect(heading()).toHaveTextContent(/^Payment Pending$/);
      cartKept();
    },
  );
});

describe('no status', () => {
  it.each([
    ['null', { status: null }],
    ['missing', { status: undefined }],
  ])('PS-18 a %s status shows "Payment Status Unknown" and no actions', async (_, status) => {
    await showResult(status);
    expect(heading()).toHaveTextContent(/^Payment Status Unknown$/);
    expect(screen.getByText('Unable to determine payment status.')).toBeInTheDocument();
    expect(actionNames()).toEqual([]);
    cartKept();
  });
});
