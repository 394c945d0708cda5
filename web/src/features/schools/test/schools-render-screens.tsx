import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@/config/paths';
import { createMemoryRouter, RouterProvider } from '@/test/memory-router';
import type { ConsultationControl } from '../lib/consultation-slot';
import { CASE_STUDY_PATH, SCHOOL_SERVICE_PATHS } from '../lib/schools-paths';
import { CaseStudyPage } from '../routes/case-study-page';
import { ForSchoolsPage } from '../routes/schools-page';
import { SchoolServicePage } from '../routes/schools-service-page';

/** A path outside the five, mounted on the service screen to see its not-found message. */
export const UNKNOWN_SERVICE_PATH = '/no-such-service';

/**
 * Stands in for the inbox's consultation dialog, which the app hands in and a feature's tests cannot
 * import (app/routes/for-schools.test.tsx tries the real one): a button that shows the topic it got.
 */
export const StubConsultation: ConsultationControl = ({ topic, triggerClassName }) => (
  <button type="button" className={triggerClassName} data-topic={topic ?? ''}>
    Request a Consultation
  </button>
);

/** Renders the school screens as the router will register them, with the stand-in dialog. */
export function renderScreens(initialEntry: string) {
  const router = createMemoryRouter(
    [
      { path: paths.home.path, element: <h1>Home page</h1> },
      { path: paths.forSchools.path, element: <ForSchoolsPage consultation={StubConsultation} /> },
      ...[...SCHOOL_SERVICE_PATHS, UNKNOWN_SERVICE_PATH].map((path) => ({
        path,
        element: <SchoolServicePage consultation={StubConsultation} />,
      })),
      { path: CASE_STUDY_PATH, element: <CaseStudyPage consultation={StubConsultation} /> },
    ],
    { initialEntries: [initialEntry] },
  );
  const user = userEvent.setup();
  const view = render(<RouterProvider router={router} />);
  return { ...view, router, user };
}
