import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { paths } from '@/config/paths';
import { CartProvider, useCart } from '@/stores/cart/cart-store';
import { BooksAndNotesPage } from '../routes/books-and-notes-page';
import { MaterialDetailPage } from '../routes/material-detail-page';
import { MaterialsPage } from '../routes/materials-page';
import { MaterialsTypePage } from '../routes/materials-type-page';
import { MaterialsYearItemPage } from '../routes/materials-year-item-page';
import { MaterialsYearPage } from '../routes/materials-year-page';

type Reply = { status: number; body: unknown };
/** A non-OK answer for `stubApi`; a string body is sent as is, anything else as JSON. */
export const reply = (status: number, body: unknown): Reply => ({ status, body });
const isReply = (value: unknown): value is Reply =>
  typeof value === 'object' && value !== null && 'status' in value && 'body' in value;

/**
 * Replaces `fetch` with the given answers, keyed by the exact request path ("/api/materials?...").
 * Any other path answers 404 `{"message":"Not found."}`. Each call gets a fresh Response.
 */
export function stubApi(routes: Record<string, unknown>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
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

/** Renders the catalogue screens as the app will, at `initialEntry`. */
export function renderCatalogue(initialEntry: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: paths.home.path, element: <h1>Home page</h1> },
      { path: paths.materials.path, element: <MaterialsPage /> },
      { path: paths.booksAndNotes.path, element: <BooksAndNotesPage /> },
      { path: paths.materialsType.path, element: <MaterialsTypePage /> },
      { path: paths.materialsYear.path, element: <MaterialsYearPage /> },
      { path: paths.materialsYearItem.path, element: <MaterialsYearItemPage /> },
      { path: paths.material.path, element: <MaterialDetailPage /> },
      { path: paths.packagesYear.path, element: <h1>Packages page</h1> },
    ],
    { initialEntries: [initialEntry] },
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
  return { ...view, router, user, queryClient };
}

export const MATERIALS_PATH = '/api/materials?isStandalone=true';
export const TYPES_PATH = '/api/material-types';
export const LEVEL_TAGS_PATH = '/api/tags?searchTerm=Level';
export const SKILL_TAGS_PATH = '/api/tags?searchTerm=Sub-strand';
export const GROUPS_PATH = '/api/material-groups';
