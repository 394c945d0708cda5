import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CART_STORAGE_KEY, type CartItem } from '@the-gate/contract/cart';
import { useEffect } from 'react';
import { vi } from 'vitest';
import { paths } from '@/config/paths';
import { CartProvider, useCart } from '@/stores/cart/cart-store';
import { CartProbe } from '@/test/cart-probe';
import { createMemoryRouter, RouterProvider } from '@/test/memory-router';
import { CheckoutView } from '../components/checkout-view';
import { PaymentStatusPage } from '../routes/payment-status-page';
import { everyType, TOKEN } from './fixtures';

/** The drawer is open while the checkout view shows, as in the app. */
function OpenDrawer() {
  const { setOpen } = useCart();
  useEffect(() => setOpen(true), [setOpen]);
  return null;
}

export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

type Options = { lines?: CartItem[]; signedIn?: boolean; entry?: string };

/**
 * The checkout view at `entry` (a page of the shop), inside the providers the app gives it, with
 * the cart holding `lines` and, unless `signedIn` is false, a stored token. The cart feature's
 * drawer is not used: features do not import each other; the probe shows the drawer's state.
 */
export function renderCheckout({ lines = everyType, signedIn = true, entry = '/materials?q=grammar' }: Options = {}) {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(lines));
  if (signedIn) sessionStorage.setItem('auth_token', TOKEN);
  const onBack = vi.fn();
  const assignLocation = vi.fn();
  const queryClient = testQueryClient();
  const router = createMemoryRouter(
    [
      { path: paths.materials.path, element: <CheckoutView onBack={onBack} assignLocation={assignLocation} /> },
      { path: paths.paymentStatus.path, element: <h1>Payment status page</h1> },
      { path: paths.login.path, element: <h1>Login page</h1> },
    ],
    { initialEntries: [entry] },
  );
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <CartProvider>
        <OpenDrawer />
        <RouterProvider router={router} />
        <CartProbe />
      </CartProvider>
    </QueryClientProvider>,
  );
  return { ...view, user, router, onBack, assignLocation, queryClient };
}

/** The payment result page at `entry`, with the cart holding `lines`. */
export function renderPaymentStatus(entry: string, { lines = everyType }: { lines?: CartItem[] } = {}) {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(lines));
  const reloadPage = vi.fn();
  const queryClient = testQueryClient();
  const router = createMemoryRouter(
    [
      { path: paths.paymentStatus.path, element: <PaymentStatusPage reloadPage={reloadPage} /> },
      { path: paths.paymentStatusF.path, element: <PaymentStatusPage reloadPage={reloadPage} /> },
      { path: paths.myMaterials.path, element: <h1>My Materials page</h1> },
      { path: paths.materials.path, element: <h1>Materials page</h1> },
      { path: paths.home.path, element: <h1>Home page</h1> },
      { path: paths.login.path, element: <h1>Login page</h1> },
    ],
    { initialEntries: [entry] },
  );
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <CartProvider>
        <RouterProvider router={router} />
        <CartProbe />
      </CartProvider>
    </QueryClientProvider>,
  );
  return { ...view, user, router, reloadPage, queryClient };
}

export const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
export const submitButton = () => screen.getByRole('button', { name: /^(Proceed to Payment|Processing\.\.\.)$/ });

/** Types a valid customer into the form, replacing whatever the prefill put there. */
export async function fillCustomer(
  user: ReturnType<typeof userEvent.setup>,
  values: Partial<Record<'Full Name' | 'Email Address' | 'Phone Number' | 'Street Address' | 'City', string>> = {},
) {
  const all = {
    'Full Name': 'Sara Ahmed',
    'Email Address': 'sara@example.com',
    'Phone Number': '+20 100 123 4567',
    'Street Address': '12 Nile Street',
    City: 'Cairo',
    ...values,
  };
  for (const [label, value] of Object.entries(all)) {
    await user.clear(field(label));
    if (value) await user.type(field(label), value);
  }
}
