import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CASE_STUDY_PATH, caseStudyHref } from '@/features/schools/lib/schools-paths';
import { createMemoryRouter, RouterProvider } from '@/test/memory-router';
import { stubApi } from '@/test/stub-api';
import { CaseStudyPage } from './case-study';

/** A case study as the router shows it, with the inbox's dialog (issue 23 §1). */
function renderCaseStudy(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: CASE_STUDY_PATH, element: <CaseStudyPage /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup() };
}

describe("a case study, with the inbox's consultation dialog (RT-45)", () => {
  it("the closing band's 'Request a Consultation' opens the consultation form, its message left to the visitor", async () => {
    stubApi({});
    const { user } = renderCaseStudy(caseStudyHref('greenfield'));
    const band = screen.getByRole('region', { name: 'Want results like these at your school?' });
    await user.click(within(band).getByRole('button', { name: 'Request a Consultation' }));
    // The form loads on first use (issue 23 §5).
    await screen.findByRole('form', { name: 'Consultation request' });
    const dialog = screen.getByRole('dialog', { name: 'Request a Consultation' });
    expect(within(dialog).getByRole('textbox', { name: /^School name/ })).toBeRequired();
    expect(within(dialog).getByRole('textbox', { name: /^How can we help\?/ })).toHaveValue('');
  });
});
