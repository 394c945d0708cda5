import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminMessage } from '@the-gate/contract/admin-inbox';
import { describe, expect, it } from 'vitest';
import { reply, requestsTo } from '@/test/stub-api';
import { renderAdmin } from '../test/render-admin';

/** Issue 25 §6: one message, marked handled or new, answered by e-mail. */

const MESSAGE: AdminMessage = {
  kind: 'contact',
  id: 7,
  name: 'Sara Ahmed',
  email: 'sara@family.example',
  summary: 'Answer keys',
  createdAt: '2026-11-20T09:30:00.000Z',
  status: 'new',
  handledAt: null,
  handledBy: null,
  message: 'Do you have answer keys?\nFor Year 7.',
  fields: [{ label: 'Subject', value: 'Answer keys' }],
  replies: [],
};
const PATH = '/api/admin/messages/contact/7';

const HANDLED: AdminMessage = {
  ...MESSAGE,
  status: 'handled',
  handledAt: '2026-11-21T10:00:00.000Z',
  handledBy: 'owner@example.com',
};

describe('A message of the inbox (issue 25 §6)', () => {
  it('shows the whole message and marks it handled, then new again', async () => {
    const { fetchMock } = renderAdmin({
      path: '/admin/inbox/contact/7',
      routes: {
        [PATH]: ({ method, body }: { method: string; body: { status: string } }) =>
          method === 'PATCH' ? (body.status === 'handled' ? HANDLED : MESSAGE) : MESSAGE,
      },
    });
    // The first find waits for the page's chunk to load.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contact: Answer keys' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Do you have answer keys\?/)).toHaveTextContent('Do you have answer keys? For Year 7.');
    expect(screen.getByRole('link', { name: 'sara@family.example' })).toHaveAttribute(
      'href',
      'mailto:sara@family.example',
    );
    expect(screen.getByText('Not handled yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark as handled' }));
    expect(await screen.findByText(/Handled by owner@example.com/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark as new' }));
    expect(await screen.findByText('Not handled yet.')).toBeInTheDocument();
    expect(
      requestsTo(fetchMock, PATH)
        .filter((r) => r.method === 'PATCH')
        .map((r) => r.body),
    ).toEqual([{ status: 'handled' }, { status: 'new' }]);
  });

  it('sends a reply, announces it and lists it with who and when', async () => {
    const sent: AdminMessage = {
      ...HANDLED,
      replies: [
        {
          id: 1,
          subject: 'Re: Answer keys',
          body: 'Yes, in each pack.',
          sentBy: 'owner@example.com',
          sentAt: '2026-11-21T10:00:00.000Z',
        },
      ],
    };
    const { fetchMock } = renderAdmin({
      path: '/admin/inbox/contact/7',
      routes: { [PATH]: MESSAGE, [`${PATH}/replies`]: reply(201, sent) },
    });
    await userEvent.type(await screen.findByRole('textbox', { name: /Reply/ }), 'Yes, in each pack.');
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Reply sent to sara@family.example.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, `${PATH}/replies`).map((r) => r.body)).toEqual([{ body: 'Yes, in each pack.' }]);
    const replies = screen.getByRole('region', { name: 'Replies' });
    expect(within(replies).getByText('Yes, in each pack.')).toBeInTheDocument();
    expect(within(replies).getByText(/owner@example.com/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Reply/ })).toHaveValue('');
  });

  it('keeps the typed reply and says the server’s words when the mail fails', async () => {
    renderAdmin({
      path: '/admin/inbox/contact/7',
      routes: {
        [PATH]: MESSAGE,
        [`${PATH}/replies`]: reply(502, { message: 'The reply could not be sent: the mail server did not accept it.' }),
      },
    });
    await userEvent.type(await screen.findByRole('textbox', { name: /Subject/ }), 'Keys');
    await userEvent.type(screen.getByRole('textbox', { name: /Reply/ }), 'Kept text');
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The reply could not be sent: the mail server did not accept it.',
    );
    expect(screen.getByRole('textbox', { name: /Reply/ })).toHaveValue('Kept text');
    expect(screen.getByRole('textbox', { name: /Subject/ })).toHaveValue('Keys');
  });

  it('refuses an empty reply without a request', async () => {
    const { fetchMock } = renderAdmin({ path: '/admin/inbox/contact/7', routes: { [PATH]: MESSAGE } });
    await userEvent.click(await screen.findByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('The reply is required.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, `${PATH}/replies`)).toEqual([]);
  });

  it('says so when there is no such message', async () => {
    renderAdmin({ path: '/admin/inbox/contact/999' });
    // The query retries once before it gives up.
    expect(await screen.findByText('There is no such message', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Edit message | Back office | The Gate'));
  });
});
