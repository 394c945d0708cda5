import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { CONSULTATION_REQUESTS_PATH } from '@/features/inbox/api/consultation-send-request';
import { createMemoryRouter, RouterProvider } from '@/test/memory-router';
import { deferred, reply, requestsTo, stubApi } from '@/test/stub-api';
import { ForSchoolsPage } from './for-schools';

/** For Schools as the router shows it: the schools feature's page with the inbox's dialog (issue 23 §1). */
function renderForSchools() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: paths.forSchools.path, element: <ForSchoolsPage /> }], {
    initialEntries: [paths.forSchools.href()],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup() };
}

type User = ReturnType<typeof renderForSchools>['user'];

const dialog = () => screen.getByRole('dialog', { name: 'Request a Consultation' });
const input = (name: RegExp) => within(dialog()).getByRole('textbox', { name });

/** Opens the dialog and waits for its form, which loads on first use (issue 23 §5). */
async function openDialog(user: User) {
  await user.click(screen.getAllByRole('button', { name: 'Request a Consultation' })[0]!);
  await screen.findByRole('form', { name: 'Consultation request' });
  return dialog();
}

async function fillRequired(user: User) {
  await user.type(input(/^Your name/), 'Hany Saleh');
  await user.type(input(/^Email/), 'hany.saleh@example.edu.eg');
  await user.type(input(/^School name/), 'Nile Valley School');
}

describe("/for-schools, with the inbox's consultation dialog", () => {
  it('opens the consultation form from Request a Consultation (SCH-02)', async () => {
    stubApi({});
    const { user } = renderForSchools();
    const form = await openDialog(user);
    expect(within(form).getByRole('textbox', { name: /^Your name/ })).toBeRequired();
    expect(within(form).getByRole('textbox', { name: /^Email/ })).toHaveAttribute('type', 'email');
    expect(within(form).getByRole('textbox', { name: /^School name/ })).toBeRequired();
    expect(within(form).getByRole('textbox', { name: /^Phone/ })).not.toBeRequired();
  });

  it('posts the request, shows Sending..., then the server’s words', async () => {
    const answer = deferred<unknown>();
    const fetchMock = stubApi({ [CONSULTATION_REQUESTS_PATH]: () => answer.promise });
    const { user } = renderForSchools();
    await openDialog(user);
    await fillRequired(user);
    await user.type(input(/^Phone/), '01001234567');

    await user.click(within(dialog()).getByRole('button', { name: 'Send Request' }));

    expect(await within(dialog()).findByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(requestsTo(fetchMock, CONSULTATION_REQUESTS_PATH)).toEqual([
      expect.objectContaining({
        method: 'POST',
        body: {
          name: 'Hany Saleh',
          email: 'hany.saleh@example.edu.eg',
          schoolName: 'Nile Valley School',
          phone: '01001234567',
          message: null,
        },
      }),
    ]);

    answer.resolve(reply(201, { success: true, message: 'Thank you, we will contact you soon.' }));

    expect(await within(dialog()).findByRole('status')).toHaveTextContent('Thank you, we will contact you soon.');
    await user.click(within(dialog()).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // The next opening starts a new, empty request.
    await openDialog(user);
    expect(input(/^Your name/)).toHaveValue('');
    expect(within(dialog()).queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the server’s message on a 4xx and keeps what was typed', async () => {
    stubApi({ [CONSULTATION_REQUESTS_PATH]: reply(400, { message: 'Please enter a valid email address' }) });
    const { user } = renderForSchools();
    await openDialog(user);
    await fillRequired(user);

    await user.click(within(dialog()).getByRole('button', { name: 'Send Request' }));

    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(input(/^Your name/)).toHaveValue('Hany Saleh');
    expect(input(/^School name/)).toHaveValue('Nile Valley School');
  });

  it('keeps what was typed when the dialog is closed before sending', async () => {
    const fetchMock = stubApi({});
    const { user } = renderForSchools();
    await openDialog(user);
    await fillRequired(user);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await openDialog(user);

    expect(input(/^Your name/)).toHaveValue('Hany Saleh');
    expect(input(/^School name/)).toHaveValue('Nile Valley School');
    expect(requestsTo(fetchMock, CONSULTATION_REQUESTS_PATH)).toEqual([]);
  });
});
