import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@/config/paths';
import { createMemoryRouter, RouterProvider } from '@/test/memory-router';
import { ContactPage } from '../routes/contact-page';
import { DistributorsPage } from '../routes/distributors-page';

/**
 * Stands in for the inbox's contact form, which the app hands the contact page and a feature's tests
 * cannot import (app/routes/contact.test.tsx tries the real one).
 */
export const STUB_CONTACT_FORM = <form aria-label="Stand-in contact form" />;

/** Renders the contact and distributor screens as the router will register them. */
export function renderScreens(initialEntry: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: paths.home.path, element: <h1>Home page</h1> },
      { path: paths.contact.path, element: <ContactPage form={STUB_CONTACT_FORM} /> },
      { path: paths.distributors.path, element: <DistributorsPage /> },
    ],
    { initialEntries: [initialEntry] },
  );
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, user };
}
