import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NEWSLETTER_SUBSCRIPTIONS_PATH } from '@/features/inbox/api/info-subscribe-newsletter';
import { MemoryRouter } from '@/test/memory-router';
import { deferred, reply, requestsTo, stubApi } from '@/test/stub-api';
import { InfoPage } from './info';

function renderInfo() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/info']}>
        <InfoPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

// The information center is the content feature's, the sign-up the inbox's: the app composes them (issue 23 §1).
describe('the newsletter (INFO-05, our decision: the address is stored)', () => {
  async function openConnect() {
    renderInfo();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Connect With Us' }));
    return { user, field: screen.getByRole('textbox', { name: 'Email address' }) };
  }

  it("has an e-mail field and 'Subscribe', which posts { email }, clears the field and confirms", async () => {
    const fetchMock = stubApi({ [NEWSLETTER_SUBSCRIPTIONS_PATH]: reply(201, { success: true }) });
    const { user, field } = await openConnect();
    expect(field).toHaveAttribute('type', 'email');
    expect(field).toBeRequired();

    await user.type(field, 'mona@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText("You're subscribed.")).toBeInTheDocument();
    expect(requestsTo(fetchMock, NEWSLETTER_SUBSCRIPTIONS_PATH)).toEqual([
      expect.objectContaining({ method: 'POST', body: { email: 'mona@example.com' } }),
    ]);
    expect(field).toHaveValue('');
  });

  it('a refusal shows the server message under the field and keeps what was typed', async () => {
    stubApi({ [NEWSLETTER_SUBSCRIPTIONS_PATH]: reply(429, { message: 'Too many attempts. Please try again later.' }) });
    const { user, field } = await openConnect();
    await user.type(field, 'mona@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many attempts. Please try again later.');
    expect(field).toHaveValue('mona@example.com');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Too many attempts. Please try again later.');
    expect(screen.queryByText("You're subscribed.")).not.toBeInTheDocument();
  });

  it('a server failure shows a generic message and keeps what was typed', async () => {
    stubApi({ [NEWSLETTER_SUBSCRIPTIONS_PATH]: reply(500, 'boom') });
    const { user, field } = await openConnect();
    await user.type(field, 'mona@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(field).toHaveValue('mona@example.com');
  });

  it('an empty or malformed address is stopped by the browser and sends nothing', async () => {
    const fetchMock = stubApi({ [NEWSLETTER_SUBSCRIPTIONS_PATH]: reply(201, { success: true }) });
    const { user, field } = await openConnect();
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await user.type(field, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(field).toBeInvalid();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('the button is disabled while the request is on its way', async () => {
    const answer = deferred<unknown>();
    stubApi({ [NEWSLETTER_SUBSCRIPTIONS_PATH]: () => answer.promise });
    const { user, field } = await openConnect();
    await user.type(field, 'mona@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeDisabled();
    answer.resolve(reply(201, { success: true }));
    expect(await screen.findByText("You're subscribed.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });
});
