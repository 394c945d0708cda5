import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CART_STORAGE_KEY } from '@the-gate/contract/cart';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CartProvider } from '@/stores/cart/cart-store';
import { SessionProvider } from '@/stores/session/session-store';
import { createMemoryRouter, Outlet, type RouteObject, RouterProvider } from '@/test/memory-router';
import { stubApi } from '@/test/stub-api';
import { AppRoutes } from '../router';
import { NotFoundPage } from '../routes/not-found';
import { RootLayout } from './root-layout';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The layout around the not-found page at `path`, or the app's own pages (`app`). */
function renderLayout(path = '/nowhere', { app = false } = {}) {
  const router = createMemoryRouter(layoutRoutes, { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={new QueryClient()}>
      <SessionProvider>
        <CartProvider>
          <RouterProvider router={router}>{app ? <AppRoutes /> : undefined}</RouterProvider>
        </CartProvider>
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { ...view, router };
}

const layoutRoutes: RouteObject[] = [
  {
    element: (
      <RootLayout>
        <Outlet />
      </RootLayout>
    ),
    children: [{ path: '*', element: <NotFoundPage /> }],
  },
];

const storeCart = () =>
  localStorage.setItem(
    CART_STORAGE_KEY,
    JSON.stringify([{ id: 5, type: 'material', title: 'Reading Sheet', price: 100, quantity: 1, isFree: false }]),
  );

describe('the navigation bar', () => {
  it('NAV-04 shows Home, About, Contact, For Students and For Teachers, in order, with their targets', () => {
    renderLayout();
    const bar = screen.getByRole('navigation', { name: 'Main' });
    const links = within(bar)
      .getAllByRole('link')
      .filter((link) => !link.closest('[hidden]'))
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      [expect.stringContaining('The Gate'), '/'],
      ['Home', '/'],
      ['About', '/about'],
      ['Contact', '/contact'],
      ['For Students', '/student-services'],
      ['For Teachers', '/for-teachers'],
      // The same page in Arabic (issue 26 §1).
      ['العربية', '/ar/nowhere'],
      ['Log in', '/login'],
      ['Sign up', '/signup'],
    ]);
  });

  it('NAV-09 offers Log in and Sign up to an anonymous visitor', () => {
    renderLayout();
    const bar = screen.getByRole('navigation', { name: 'Main' });
    expect(within(bar).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(within(bar).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  });

  it('NAV-14, NAV-15 lists Distributors only in the mobile menu', async () => {
    renderLayout();
    expect(screen.queryByRole('link', { name: 'Distributors' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('link', { name: 'Distributors' })).toHaveAttribute('href', '/distributors');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'Distributors' })).not.toBeInTheDocument();
  });
});

describe('the language switch (issue 26 §1)', () => {
  it('goes to the same page in Arabic, from the bar and the footer, and remembers the choice', async () => {
    renderLayout('/materials?year=5#top');
    const bar = screen.getByRole('navigation', { name: 'Main' });
    const footer = screen.getByRole('contentinfo');
    for (const place of [bar, footer]) {
      const link = within(place).getByRole('link', { name: 'العربية' });
      expect(link).toHaveAttribute('href', '/ar/materials?year=5#top');
      expect(link).toHaveAttribute('hreflang', 'ar');
      expect(link).toHaveAttribute('lang', 'ar');
    }
    within(footer)
      .getByRole('link', { name: 'العربية' })
      .addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(within(footer).getByRole('link', { name: 'العربية' }));
    expect(document.cookie).toContain('gate_language=ar');
  });
});

describe('the footer', () => {
  it('FTR-01..FTR-06 shows the blurb, contact details, social and legal links and the current year', () => {
    renderLayout();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('Your Cambridge Checkpoint English Hub — Learn, Teach, Succeed')).toBeVisible();
    expect(within(footer).getByText(/New Cairo, Egypt/)).toBeVisible();
    expect(within(footer).getByRole('link', { name: /\+20/ })).toHaveAttribute('href', expect.stringMatching(/^tel:/));
    expect(within(footer).getByRole('link', { name: /@/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    for (const network of ['facebook', 'linkedin', 'whatsapp']) {
      expect(within(footer).getByRole('link', { name: network })).toHaveAttribute('target', '_blank');
    }
    expect(within(footer).getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/terms');
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(within(footer).getByText(new RegExp(`© ${new Date().getFullYear()}`))).toBeVisible();
  });
});

describe('the not-found page', () => {
  it('NF-01..NF-04 shows 404, the message and a way home, inside the layout', () => {
    renderLayout('/x/y/z');
    expect(screen.getByText('404')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});

describe('the cart drawer in the app', () => {
  it('DRW-16 AMB-19 an address ending in #cart opens the drawer, then the fragment is dropped', async () => {
    storeCart();
    const { router } = renderLayout('/nowhere?q=1#cart');
    expect(await screen.findByRole('dialog', { name: 'Shopping Cart' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    expect(router.state.location.pathname + router.state.location.search).toBe('/nowhere?q=1');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('an address without #cart leaves the drawer closed', () => {
    storeCart();
    renderLayout('/nowhere#top');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('CART-18 DRW-14 the checkout feature supplies the drawer second view; the back arrow returns to the list', async () => {
    storeCart();
    sessionStorage.setItem('auth_token', 'token-1');
    stubApi({ '/api/auth/me': { fullName: 'Sara Ahmed', email: 'sara@example.com', mobileNumber: '+201001234567' } });
    const user = userEvent.setup();
    renderLayout();
    await user.click(screen.getByRole('button', { name: 'Shopping cart, 1 item' }));
    const drawer = await screen.findByRole('dialog', { name: 'Shopping Cart' });
    await user.click(within(drawer).getByRole('button', { name: 'Proceed to Checkout' }));

    expect(await within(drawer).findByRole('group', { name: 'Personal Information' })).toBeInTheDocument();
    expect(within(drawer).getByRole('region', { name: 'Order Summary' })).toBeInTheDocument();
    await waitFor(() => expect(within(drawer).getByLabelText('Full Name')).toHaveValue('Sara Ahmed'));

    await user.click(within(drawer).getByRole('button', { name: 'Back to cart' }));
    expect(within(drawer).getByRole('list', { name: 'Cart items' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('group', { name: 'Personal Information' })).not.toBeInTheDocument();
  });
});

describe('the payment result routes', () => {
  it.each([['/payment-status'], ['/payment-statusf']])(
    'RT-12 RT-13 AMB-01 %s shows the payment result page',
    async (path) => {
      renderLayout(path, { app: true });
      expect(await screen.findByText('No payment reference found')).toBeInTheDocument();
      expect(screen.getByRole('banner')).toBeInTheDocument();
    },
  );
});
