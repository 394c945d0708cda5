import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@/config/paths';
import { CartProvider } from '@/stores/cart/cart-store';
import { CartProbe } from '@/test/cart-probe';
import { createMemoryRouter, RouterProvider } from '@/test/memory-router';
import { BooksAndNotesPage } from '../routes/books-and-notes-page';
import { MaterialDetailPage } from '../routes/material-detail-page';
import { MaterialsPage } from '../routes/materials-page';
import { MaterialsTypePage } from '../routes/materials-type-page';
import { MaterialsYearItemPage } from '../routes/materials-year-item-page';
import { MaterialsYearPage } from '../routes/materials-year-page';

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

export const GROUPS_PATH = '/api/material-groups';

/** /materials (or `entry`) once its first answer is on screen. */
export async function renderLoadedMaterials(entry = '/materials') {
  const view = renderCatalogue(entry);
  await screen.findByText(/We found \d+ materials? for you/);
  return view;
}

/** The headings of the result cards, in order. */
export const cardTitles = () =>
  screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
export const searchBox = () => screen.getByRole('searchbox', { name: 'Search materials' });
