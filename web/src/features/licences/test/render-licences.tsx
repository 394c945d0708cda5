import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { paths } from '@/config/paths';
import { CartProvider, useCart } from '@/stores/cart/cart-store';
import { SessionProvider } from '@/stores/session/session-store';
import { createMemoryRouter, RouterProvider } from '@/test/memory-router';
import { BUYER_EMAIL } from './fixtures';

export function signIn(email = BUYER_EMAIL) {
  sessionStorage.setItem('auth_token', 'token-1');
  sessionStorage.setItem('user_data', JSON.stringify({ fullName: 'Sara Ahmed', email }));
}

/** Whether the cart drawer was asked to open: the app's drawer itself is another feature's. */
function CartOpen() {
  const { isOpen } = useCart();
  return <output aria-label="cart state">{isOpen ? 'open' : 'closed'}</output>;
}

export const cartState = () => screen.getByRole('status', { name: 'cart state' });

/** One page of the feature at `entry`, with the pages its links lead to standing by. */
export function renderPage(page: { path: string; element: ReactNode }, entry = page.path) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      page,
      { path: paths.login.path, element: <h1>Login page</h1> },
      { path: paths.signup.path, element: <h1>Sign-up page</h1> },
      { path: paths.materials.path, element: <h1>Materials page</h1> },
      { path: paths.myMaterials.path, element: <h1>My Materials page</h1> },
      { path: paths.myCourses.path, element: <h1>My Courses page</h1> },
    ],
    { initialEntries: [entry] },
  );
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <CartProvider>
          <RouterProvider router={router} />
          <CartOpen />
        </CartProvider>
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { router, user };
}
