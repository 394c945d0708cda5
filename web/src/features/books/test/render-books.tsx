import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent, { type Options } from '@testing-library/user-event';
import { paths } from '@/config/paths';
import { CartProvider } from '@/stores/cart/cart-store';
import { CartProbe } from '@/test/cart-probe';
import { createMemoryRouter, RouterProvider } from '@/test/memory-router';
import { DigitalBookPage } from '../routes/digital-book-page';
import { DigitalBooksPage } from '../routes/digital-books-page';

/** A route that mounts the detail screen without an `:id`, for BD-08. */
export const NO_ID_PATH = '/book-without-id';

/** Renders the book screens as the app will, at `initialEntry`. */
export function renderBooks(initialEntry: string, userOptions?: Options) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: paths.home.path, element: <h1>Home page</h1> },
      { path: paths.digitalBooks.path, element: <DigitalBooksPage /> },
      { path: paths.digitalBook.path, element: <DigitalBookPage /> },
      { path: NO_ID_PATH, element: <DigitalBookPage /> },
    ],
    { initialEntries: [initialEntry] },
  );
  const user = userEvent.setup(userOptions);
  const view = render(
    <QueryClientProvider client={queryClient}>
      <CartProvider>
        <RouterProvider router={router} />
        <CartProbe />
      </CartProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, user, queryClient };
}
