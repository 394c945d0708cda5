import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent, { type Options } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { paths } from '@/config/paths';
import { CartProvider, useCart } from '@/stores/cart/cart-store';
import { DigitalBookPage } from '../routes/digital-book-page';
import { DigitalBooksPage } from '../routes/digital-books-page';

type Reply = { status: number; body: unknown };
/** A non-OK answer for `stubApi`; a string body is sent as is, anything else as JSON. */
export const reply = (status: number, body: unknown): Reply => ({ status, body });
const isReply = (value: unknown): value is Reply =>
  typeof value === 'object' && value !== null && 'status' in value && 'body' in value;

/**
 * Replaces `fetch` with the given answers, keyed by the exact request path. Any other path answers
 * 404 `{"message":"Not found."}`, as the server does. Each call gets a fresh Response.
 */
export function stubApi(routes: Record<string, unknown>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const answer = url in routes ? routes[url] : reply(404, { message: 'Not found.' });
    const { status, body } = isReply(answer) ? answer : { status: 200, body: answer };
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The requested paths, in order. */
export const requestedPaths = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map(([input]) => String(input));

/** Shows the cart's state so tests can see the drawer open and the lines (CART-03). */
function CartProbe() {
  const cart = useCart();
  return (
    <output data-testid="cart-probe" data-open={cart.isOpen ? 'true' : 'false'}>
      {cart.items.map((item) => `${item.type}:${item.id}x${item.quantity}`).join(',')}
    </output>
  );
}

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
