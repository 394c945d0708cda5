import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CartProvider } from '@/stores/cart/cart-store';
import { SessionProvider } from '@/stores/session/session-store';
import { createMemoryRouter, Outlet, RouterProvider } from '@/test/memory-router';
import { NotFoundPage } from '../routes/not-found';
import { RootLayout } from './root-layout';

function renderLayout(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <RootLayout>
            <Outlet />
          </RootLayout>
        ),
        children: [{ path: '*', element: <NotFoundPage /> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SessionProvider>
        <CartProvider>
          <RouterProvider router={router} />
        </CartProvider>
      </SessionProvider>
    </QueryClientProvider>,
  );
}

describe('the layout in Arabic (issue 26 §1, §2)', () => {
  it('names the bar’s pages in Arabic, and offers the same page in English', () => {
    renderLayout('/materials?year=5');
    const bar = screen.getByRole('navigation', { name: 'القائمة الرئيسية' });
    for (const name of ['الرئيسية', 'من نحن', 'اتصل بنا', 'للطلاب', 'للمعلمين']) {
      expect(within(bar).getByRole('link', { name })).toBeInTheDocument();
    }
    const english = within(bar).getByRole('link', { name: 'English' });
    expect(english).toHaveAttribute('href', '/materials?year=5');
    expect(english).toHaveAttribute('hreflang', 'en');
    expect(screen.getByRole('button', { name: 'فتح القائمة' })).toBeInTheDocument();
  });

  it('writes the footer in Arabic, the phone number still left to right', () => {
    renderLayout('/nowhere');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('تابعنا')).toBeVisible();
    expect(within(footer).getByRole('link', { name: 'الشروط والأحكام' })).toHaveAttribute('href', '/terms');
    expect(within(footer).getByRole('link', { name: /\+20/ })).toHaveAttribute('dir', 'ltr');
    expect(
      within(footer).getByText(new RegExp(`© ${new Date().getFullYear()} The Gate. جميع الحقوق محفوظة.`)),
    ).toBeVisible();
  });
});
