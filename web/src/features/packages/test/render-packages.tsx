import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { paths } from '@/config/paths';
import { CartProvider } from '@/stores/cart/cart-store';
import { CartProbe } from '@/test/cart-probe';
import { createMemoryRouter, type RouteObject, RouterProvider } from '@/test/memory-router';
import { PackageDetailPage } from '../routes/package-detail-page';
import { PackagesPage } from '../routes/packages-page';
import { PackagesYearPage } from '../routes/packages-year-page';

/** Pages outside this feature that its links lead to. */
const elsewhere: RouteObject[] = [
  { path: paths.home.path, element: <h1>Home page</h1> },
  { path: paths.material.path, element: <h1>Material page</h1> },
  { path: paths.materialsYearItem.path, element: <h1>Collection page</h1> },
];

function renderRouter(routes: RouteObject[], initialEntry: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
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

/** Renders the package screens as the app will, at `initialEntry`. */
export function renderPackages(initialEntry: string) {
  return renderRouter(
    [
      ...elsewhere,
      { path: paths.packages.path, element: <PackagesPage /> },
      { path: paths.packagesYear.path, element: <PackagesYearPage /> },
      { path: paths.packageDetail.path, element: <PackageDetailPage /> },
    ],
    initialEntry,
  );
}

/** Renders one of the components other pages compose, on a page of its own, with the package screens behind its links. */
export function renderPackagesComponent(ui: ReactNode) {
  return renderRouter(
    [
      { path: '/test', element: ui },
      ...elsewhere.slice(1),
      { path: paths.packages.path, element: <h1>Packages page</h1> },
      { path: paths.packagesYear.path, element: <h1>Year packages page</h1> },
      { path: paths.packageDetail.path, element: <h1>Package page</h1> },
    ],
    '/test',
  );
}
