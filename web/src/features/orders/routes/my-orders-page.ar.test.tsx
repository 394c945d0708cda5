import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { SessionProvider } from '@/stores/session/session-store';
import { createMemoryRouter, RouterProvider } from '@/test/memory-router';
import { stubApi } from '@/test/stub-api';
import { MY_ORDERS_PATH } from '../api/get-my-orders';
import { ordersPage, paidOrder, partlyRefunded, pendingOrder } from '../test/fixtures';
import { MyOrdersPage } from './my-orders-page';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

/** Intl's direction marks and no-break spaces out, so the text compares as it reads. */
const plain = (text: string | null | undefined) =>
  (text ?? '').replace(/[\u200e\u200f\u061c]/g, '').replace(/\u00a0/g, ' ');

function renderOrders(signedIn = true) {
  if (signedIn) {
    sessionStorage.setItem('auth_token', 'token-1');
    sessionStorage.setItem('user_data', JSON.stringify({ fullName: 'Sara Ahmed', email: 'sara@example.com' }));
  }
  const router = createMemoryRouter([{ path: paths.myOrders.path, element: <MyOrdersPage /> }], {
    initialEntries: [paths.myOrders.href()],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
}

const order = (reference: string) => screen.getByRole('article', { name: new RegExp(`المرجع ${reference}`) });

describe('My Orders in Arabic (issue 26 §2, §5)', () => {
  it('shows each order’s status, amounts in ج.م., the receipt and the count in Arabic', async () => {
    stubApi({ [MY_ORDERS_PATH]: ordersPage([pendingOrder, paidOrder, partlyRefunded]) });
    renderOrders();
    expect(screen.getByRole('heading', { level: 1, name: 'طلباتي' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'طلباتك' });
    expect(document.title).toBe('طلباتي | The Gate');
    expect(screen.getByText('3 طلبات')).toBeInTheDocument();

    const paid = order(paidOrder.reference);
    expect(within(paid).getByRole('heading', { name: '20 نوفمبر 2026' })).toBeInTheDocument();
    expect(within(paid).getByText('مكتمل')).toBeInTheDocument();
    expect(within(paid).getByText(paidOrder.reference).tagName).toBe('BDI');
    expect(plain(within(paid).getByText('الخصم (GATE2025)').nextElementSibling?.textContent)).toBe('−50.00 ج.م.');
    expect(plain(within(paid).getByText('المبلغ').nextElementSibling?.textContent)).toBe('450.00 ج.م.');
    expect(within(paid).getByRole('button', { name: 'تنزيل الإيصال' })).toBeInTheDocument();

    const refunded = order(partlyRefunded.reference);
    expect(within(refunded).getByText('مُسترد جزئيًا')).toBeInTheDocument();
    expect(plain(within(refunded).getByText('المبلغ المُسترد').nextElementSibling?.textContent)).toBe('−60.00 ج.م.');
    expect(within(order(pendingOrder.reference)).getByText('قيد الانتظار')).toBeInTheDocument();
  });

  it('counts orders with Arabic plurals and pages in Arabic', async () => {
    stubApi({ [MY_ORDERS_PATH]: ordersPage([paidOrder], 25) });
    renderOrders();
    expect(await screen.findByText('25 طلبًا، الصفحة 1 من 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'طلبات أقدم' })).toBeInTheDocument();
  });

  it('tells a visitor in Arabic to sign in first', async () => {
    stubApi({});
    renderOrders(false);
    expect(screen.getByText('يجب تسجيل الدخول لعرض طلباتك')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'الذهاب إلى تسجيل الدخول' })).toBeInTheDocument();
  });

  it('says in Arabic that there are no orders yet', async () => {
    stubApi({ [MY_ORDERS_PATH]: ordersPage([]) });
    renderOrders();
    expect(await screen.findByText('لا توجد لديك طلبات بعد.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تصفّح المواد التعليمية' })).toBeInTheDocument();
  });
});
