import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@/config/paths';
import { createMemoryRouter, type RouteObject, RouterProvider } from '@/test/memory-router';

/** Pages outside the blog that its screens link to. */
const elsewhere: RouteObject[] = [
  { path: paths.home.path, element: <h1>Home page</h1> },
  { path: paths.material.path, element: <h1>Material page</h1> },
  { path: paths.packages.path, element: <h1>Packages page</h1> },
  { path: paths.packageDetail.path, element: <h1>Package page</h1> },
];

/** Renders the given blog screens (and stand-ins for the pages they link to) at `initialEntry`. */
export function renderBlog(routes: RouteObject[], initialEntry: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([...routes, ...elsewhere], { initialEntries: [initialEntry] });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, user, queryClient };
}
