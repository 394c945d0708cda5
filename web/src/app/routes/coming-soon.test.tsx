import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NOTIFY_REQUESTS_PATH } from '@/features/inbox/api/coming-soon-request-notify';
import { MemoryRouter } from '@/test/memory-router';
import { reply, requestsTo, stubApi } from '@/test/stub-api';
import { ComingSoonPage } from './coming-soon';

function renderComingSoon() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/coming-soon']}>
        <ComingSoonPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), field: screen.getByRole('textbox', { name: 'Email address' }) };
}

const notifyMe = () => screen.getByRole('button', { name: 'Notify Me' });

// The page is the content feature's, the form the inbox's: the app composes them (issue 23 §1).
describe('/coming-soon', () => {
  it("PH-06 says payments are coming soon and shows an e-mail input and a 'Notify Me' button", () => {
    const { field } = renderComingSoon();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Payment System Coming Soon');
    expect(field).toHaveAttribute('type', 'email');
    expect(field).toBeRequired();
    expect(notifyMe()).toHaveAttribute('type', 'submit');
    expect(document.title).toBe('Payments Coming Soon | The Gate');
  });

  it('Notify Me posts { email }, clears the field and confirms (our decision on PH-07)', async () => {
    const fetchMock = stubApi({ [NOTIFY_REQUESTS_PATH]: reply(201, { success: true }) });
    const { user, field } = renderComingSoon();
    await user.type(field, 'karim@example.com');
    await user.click(notifyMe());

    expect(await screen.findByRole('status')).toHaveTextContent("We'll let you know.");
    expect(requestsTo(fetchMock, NOTIFY_REQUESTS_PATH)).toEqual([
      expect.objectContaining({ method: 'POST', body: { email: 'karim@example.com' } }),
    ]);
    expect(field).toHaveValue('');
  });

  it('a refusal shows the server message under the field and keeps what was typed', async () => {
    stubApi({ [NOTIFY_REQUESTS_PATH]: reply(400, { message: 'Please enter a valid e-mail address.' }) });
    const { user, field } = renderComingSoon();
    await user.type(field, 'karim@example.com');
    await user.click(notifyMe());

    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid e-mail address.');
    expect(field).toHaveValue('karim@example.com');
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);
  });

  it('typing again clears the last answer', async () => {
    stubApi({ [NOTIFY_REQUESTS_PATH]: reply(400, { message: 'Please enter a valid e-mail address.' }) });
    const { user, field } = renderComingSoon();
    await user.type(field, 'karim@example.com');
    await user.click(notifyMe());
    await screen.findByRole('alert');
    await user.type(field, 'm');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it("with an empty field the browser's validation blocks the submit: no request, no message", async () => {
    const fetchMock = stubApi({ [NOTIFY_REQUESTS_PATH]: reply(201, { success: true }) });
    const { user, field } = renderComingSoon();
    await user.click(notifyMe());
    expect(field).toBeInvalid();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);
  });
});
