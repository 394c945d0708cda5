import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminMessageList, AdminMessageRow } from '@the-gate/contract/admin-inbox';
import { describe, expect, it } from 'vitest';
import { requestedPaths } from '@/test/stub-api';
import { renderAdmin } from '../test/render-admin';

/** Issue 25 §6: the forms inbox, New by default, its kind, status and search in the address. */

const row = (id: number, overrides: Partial<AdminMessageRow> = {}): AdminMessageRow => ({
  kind: 'contact',
  id,
  name: 'Sara Ahmed',
  email: 'sara@family.example',
  summary: `Question ${id}`,
  preview: 'Do you have answer keys?',
  createdAt: '2026-11-20T09:30:00.000Z',
  status: 'new',
  handledAt: null,
  handledBy: null,
  repliesCount: 0,
  ...overrides,
});

const LIST: AdminMessageList = {
  items: [
    row(1),
    row(2, { kind: 'notify', name: null, email: 'hana@family.example', summary: 'payments', preview: '' }),
    row(3, {
      kind: 'consultation',
      summary: 'Nile Academy',
      status: 'handled',
      handledBy: 'manager@the-gate.example',
      handledAt: '2026-11-21T10:00:00.000Z',
      repliesCount: 2,
    }),
  ],
  totalCount: 3,
};

describe('Inbox (issue 25 §6)', () => {
  it('asks for New messages by default and lists who wrote, about what (linked), the kind and the status', async () => {
    const { fetchMock } = renderAdmin({
      path: '/admin/inbox',
      role: 'manager',
      routes: { '/api/admin/messages?status=new': LIST },
    });
    // The first find waits for the page's chunk to load.
    const table = await screen.findByRole('table', { name: 'Messages, page 1 of 1' }, { timeout: 5000 });
    expect(requestedPaths(fetchMock)).toContain('/api/admin/messages?status=new');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['About', 'From', 'Kind', 'Status', 'Received']);
    const [, first, second, third] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('link', { name: 'Question 1' })).toHaveAttribute('href', '/admin/inbox/contact/1');
    expect(first).toHaveTextContent('Do you have answer keys?');
    expect(first).toHaveTextContent('New');
    expect(second).toHaveTextContent('Notify me');
    expect(within(second!).getByRole('link', { name: 'payments' })).toHaveAttribute('href', '/admin/inbox/notify/2');
    expect(third).toHaveTextContent('Handled');
    expect(third).toHaveTextContent('by manager@the-gate.example');
    expect(third).toHaveTextContent('2 replies');
    expect(screen.getByText('Messages 1–3 of 3')).toBeInTheDocument();
  });

  it('puts the kind, the status and the search in the address and the request', async () => {
    const { history } = renderAdmin({
      path: '/admin/inbox',
      routes: {
        '/api/admin/messages?status=new': LIST,
        '/api/admin/messages?kind=consultation&status=new': LIST,
        '/api/admin/messages?kind=consultation&status=handled': LIST,
        '/api/admin/messages?kind=consultation': LIST,
        '/api/admin/messages?kind=consultation&q=Nile': { items: [], totalCount: 0 },
      },
    });
    await screen.findByRole('table');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'consultation');
    await waitFor(() => expect(history.at(-1)).toBe('/admin/inbox?kind=consultation'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'handled');
    await waitFor(() => expect(history.at(-1)).toBe('/admin/inbox?kind=consultation&status=handled'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'all');
    await waitFor(() => expect(history.at(-1)).toBe('/admin/inbox?kind=consultation&status=all'));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'Nile');
    await waitFor(() => expect(history.at(-1)).toBe('/admin/inbox?kind=consultation&status=all&q=Nile'));
    expect(
      await screen.findByText('No messages match the search and filters.', { selector: '[role=status]' }),
    ).toBeInTheDocument();
  });

  it('says when nothing new is left', async () => {
    renderAdmin({ path: '/admin/inbox', routes: { '/api/admin/messages?status=new': { items: [], totalCount: 0 } } });
    expect(
      await screen.findByText('No new messages: everything has been handled.', { selector: '[role=status]' }),
    ).toBeInTheDocument();
  });

  it('is not in the navigation of an editor, and its address says so', async () => {
    renderAdmin({ path: '/admin/inbox', role: 'editor' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not for your role' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(nav).queryByRole('link', { name: 'Inbox' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Subscribers' })).not.toBeInTheDocument();
  });
});
