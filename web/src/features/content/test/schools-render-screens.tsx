import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { paths } from '@/config/paths';
import { CASE_STUDY_PATH, SCHOOL_SERVICE_PATHS } from '../lib/schools-paths';
import { CaseStudyPage } from '../routes/case-study-page';
import { ContactPage } from '../routes/contact-page';
import { DistributorsPage } from '../routes/distributors-page';
import { ForSchoolsPage } from '../routes/schools-page';
import { SchoolServicePage } from '../routes/schools-service-page';

/** A path outside the five, mounted on the service screen to see its not-found message. */
export const UNKNOWN_SERVICE_PATH = '/no-such-service';

/** Renders the contact, school and distributor screens as the router will register them. */
export function renderScreens(initialEntry: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: paths.home.path, element: <h1>Home page</h1> },
      { path: paths.contact.path, element: <ContactPage /> },
      { path: paths.forSchools.path, element: <ForSchoolsPage /> },
      ...[...SCHOOL_SERVICE_PATHS, UNKNOWN_SERVICE_PATH].map((path) => ({ path, element: <SchoolServicePage /> })),
      { path: CASE_STUDY_PATH, element: <CaseStudyPage /> },
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
