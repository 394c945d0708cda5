import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { SessionProvider } from '@/stores/session/session-store';
import { createMemoryRouter, RouterProvider } from '@/test/memory-router';
import { reply, requestsTo, stubApi } from '@/test/stub-api';
import { receiptPath } from '../api/download-receipt';
import { MY_ORDERS_PATH } from '../api/get-my-orders';
import { LOAD_FAILED_MESSAGE, NO_ORDERS_MESSAGE, SIGNED_OUT_MESSAGE } from '../components/orders-states';
import { ordersPage, paidOrder, partlyRefunded, pendingOrder } from '../test/fixtures';
import { MyOrdersPage } from './my-orders-page';

/** Issue 25 §7: My Orders lists the buyer's payments and downloads their receipts. */

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

function signIn() {
  sessionStorage.setItem('auth_token', 'token-1');
  sessionStorage.setItem('user_data', JSON.stringify({ fullName: 'Sara Ahmed', email: 'sara@example.com' }));
}

function renderOrders(initialEntry = paths.myOrders.href()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: paths.myOrders.path, element: <MyOrdersPage /> },
      { path: paths.login.path, element: <h1>Login page</h1> },
      { path: paths.materials.path, element: <h1>Materials page</h1> },
    ],
    { initialEntries: [initialEntry] },
  );
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { router, user };
}

const order = (reference: string) => screen.getByRole('article', { name: new RegExp(`Reference ${reference}`) });

describe('/my-orders (issue 25 §7)', () => {
  it('asks nothing of a visitor and offers a sign-in that comes back here', () => {
    const fetchMock = stubApi({});
    renderOrders();
    expect(screen.getByText(SIGNED_OUT_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute(
      'href',
      '/login?redirecturl=%2Fmy-orders',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lists each payment with its date, lines, discount and promo code, amount, status and refund', async () => {
    signIn();
    const fetchMock = stubApi({ [MY_ORDERS_PATH]: ordersPage([pendingOrder, paidOrder, partlyRefunded]) });
    renderOrders();
    await screen.findByRole('list', { name: 'Your orders' });
    expect(requestsTo(fetchMock, MY_ORDERS_PATH)[0]?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(screen.getByText('3 orders')).toBeInTheDocument();

    const paid = order(paidOrder.reference);
    expect(within(paid).getByRole('heading', { name: 'November 20, 2026' })).toBeInTheDocument();
    expect(within(paid).getByText('Completed')).toBeInTheDocument();
    expect(within(paid).getByRole('listitem')).toHaveTextContent('Year 6 Gold packageEGP 500.00');
    expect(within(paid).getByText('Discount (GATE2025)').nextElementSibling).toHaveTextContent('−EGP 50.00');
    expect(within(paid).getByText('Amount').nextElementSibling).toHaveTextContent('EGP 450.00');
    expect(within(paid).queryByText('Refunded')).not.toBeInTheDocument();
    expect(within(paid).getByRole('button', { name: 'Download receipt' })).toBeInTheDocument();

    const refunded = order(partlyRefunded.reference);
    expect(within(refunded).getByText('Partially refunded')).toBeInTheDocument();
    expect(within(refunded).queryByText(/Discount/)).not.toBeInTheDocument();
    expect(within(refunded).getByText('Refunded').nextElementSibling).toHaveTextContent('−EGP 60.00');
    expect(within(refunded).getByRole('button', { name: 'Download receipt' })).toBeInTheDocument();

    // A payment that took no money has no receipt.
    const pending = order(pendingOrder.reference);
    expect(within(pending).getByText('Pending')).toBeInTheDocument();
    expect(within(pending).queryByRole('button', { name: 'Download receipt' })).not.toBeInTheDocument();
  });

  it('downloads the receipt with the session token and saves it as receipt-{reference}.pdf', async () => {
    signIn();
    const fetchMock = stubApi({
      [MY_ORDERS_PATH]: ordersPage([paidOrder]),
      [receiptPath(paidOrder.reference)]: '%PDF-1.7 receipt',
    });
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:receipt');
    const { createObjectURL: lacking, revokeObjectURL: lackingToo } = URL;
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.href} ${this.download}`);
    });
    try {
      const { user } = renderOrders();
      await user.click(await screen.findByRole('button', { name: 'Download receipt' }));
      await vi.waitFor(() => expect(saved).toEqual([`blob:receipt receipt-${paidOrder.reference}.pdf`]));
      const [request] = requestsTo(fetchMock, receiptPath(paidOrder.reference));
      expect(request?.headers.get('Authorization')).toBe('Bearer token-1');
      expect(await createObjectURL.mock.calls[0]![0].text()).toBe('%PDF-1.7 receipt');
    } finally {
      Object.assign(URL, { createObjectURL: lacking, revokeObjectURL: lackingToo });
    }
  });

  it('says why a receipt could not be had, in the server’s words', async () => {
    signIn();
    stubApi({
      [MY_ORDERS_PATH]: ordersPage([paidOrder]),
      [receiptPath(paidOrder.reference)]: reply(409, {
        success: false,
        message: 'A receipt is available once the payment is completed.',
      }),
    });
    const { user } = renderOrders();
    await user.click(await screen.findByRole('button', { name: 'Download receipt' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A receipt is available once the payment is completed.');
  });

  it('says "You have no orders yet." with a link to the materials', async () => {
    signIn();
    stubApi({ [MY_ORDERS_PATH]: ordersPage([]) });
    const { user, router } = renderOrders();
    expect(await screen.findByText(NO_ORDERS_MESSAGE)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Browse Materials' }));
    expect(router.state.location.pathname).toBe('/materials');
  });

  it('shows a failed load with Try Again, which loads again', async () => {
    signIn();
    let calls = 0;
    stubApi({ [MY_ORDERS_PATH]: () => (++calls === 1 ? reply(500, { message: 'boom' }) : ordersPage([paidOrder])) });
    const { user } = renderOrders();
    expect(await screen.findByRole('alert')).toHaveTextContent(LOAD_FAILED_MESSAGE);
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('list', { name: 'Your orders' })).toBeInTheDocument();
  });

  it('pages through older orders with the page in the address', async () => {
    signIn();
    const fetchMock = stubApi({
      [MY_ORDERS_PATH]: ordersPage([paidOrder], 25),
      [`${MY_ORDERS_PATH}?page=2`]: ordersPage([partlyRefunded], 25, 2),
    });
    const { user, router } = renderOrders();
    await screen.findByText('25 orders, page 1 of 2');
    await user.click(screen.getByRole('link', { name: 'Older orders' }));
    expect(await screen.findByText('25 orders, page 2 of 2')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(order(partlyRefunded.reference)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Newer orders' })).toHaveAttribute('href', '/my-orders');
    expect(requestsTo(fetchMock, `${MY_ORDERS_PATH}?page=2`)).toHaveLength(1);
  });
});
