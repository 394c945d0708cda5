import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CONSULTATION_REQUESTS_PATH } from '@/features/inbox/api/consultation-send-request';
import { SCHOOL_SERVICE_PATHS } from '@/features/schools/lib/schools-paths';
import { createMemoryRouter, RouterProvider } from '@/test/memory-router';
import { reply, requestsTo, stubApi } from '@/test/stub-api';
import { SchoolServicePage } from './school-service';

/** A school service page as the router shows it, with the inbox's dialog (issue 23 §1). */
function renderSchoolService(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    SCHOOL_SERVICE_PATHS.map((servicePath) => ({ path: servicePath, element: <SchoolServicePage /> })),
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup() };
}

describe("a school service page, with the inbox's consultation dialog (RT-44)", () => {
  it('asks for a consultation about the service, with the message started for the visitor', async () => {
    const fetchMock = stubApi({ [CONSULTATION_REQUESTS_PATH]: reply(201, { success: true, message: 'Thank you.' }) });
    const { user } = renderSchoolService('/assessment-solutions');
    await user.click(screen.getAllByRole('button', { name: 'Request a Consultation' })[0]!);
    // The form loads on first use (issue 23 §5).
    await screen.findByRole('form', { name: 'Consultation request' });
    const dialog = screen.getByRole('dialog', { name: 'Request a Consultation' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Your name/ }), 'Salma Nabil');
    await user.type(within(dialog).getByRole('textbox', { name: /^Email/ }), 'salma@example.com');
    await user.type(within(dialog).getByRole('textbox', { name: /^School name/ }), 'Delta Heights School');

    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent('Thank you.');
    expect(requestsTo(fetchMock, CONSULTATION_REQUESTS_PATH)[0]?.body).toEqual({
      name: 'Salma Nabil',
      email: 'salma@example.com',
      schoolName: 'Delta Heights School',
      phone: null,
      message: 'We would like to know more about Assessment Solutions for our school.',
    });
  });
});
