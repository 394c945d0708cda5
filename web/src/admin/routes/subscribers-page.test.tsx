import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SubscriberList } from '@the-gate/contract/admin-inbox';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { requestsTo } from '@/test/stub-api';
import { renderAdmin } from '../test/render-admin';

/** Issue 25 §6: the newsletter's subscribers: search, unsubscribe (asked first), Export CSV. */

const LIST: SubscriberList = {
  items: [
    { id: 2, email: 'second@readers.example', createdAt: '2026-11-21T10:00:00.000Z' },
    { id: 1, email: 'first@readers.example', createdAt: '2026-11-20T10:00:00.000Z' },
  ],
  totalCount: 2,
};

describe('Newsletter subscribers (issue 25 §6)', () => {
  it('lists the addresses and puts the search in the address and the request', async () => {
    const { history } = renderAdmin({
      path: '/admin/subscribers',
      role: 'manager',
      routes: {
        '/api/admin/newsletter-subscribers': LIST,
        '/api/admin/newsletter-subscribers?q=first': { items: [LIST.items[1]], totalCount: 1 },
      },
    });
    // The first find waits for the page's chunk to load.
    const table = await screen.findByRole('table', { name: 'Subscribers, page 1 of 1' }, { timeout: 5000 });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('second@readers.example');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'first');
    await waitFor(() => expect(history.at(-1)).toBe('/admin/subscribers?q=first'));
    expect(await screen.findByText('Subscribers 1–1 of 1')).toBeInTheDocument();
  });

  it('unsubscribes an address only once the dialog is confirmed', async () => {
    const { fetchMock } = renderAdmin({
      path: '/admin/subscribers',
      routes: {
        '/api/admin/newsletter-subscribers': LIST,
        '/api/admin/newsletter-subscribers/1': {},
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe first@readers.example' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Unsubscribe first@readers.example?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requestsTo(fetchMock, '/api/admin/newsletter-subscribers/1')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe first@readers.example' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('first@readers.example unsubscribed.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/admin/newsletter-subscribers/1').map((r) => r.method)).toEqual(['DELETE']);
  });

  it('downloads the CSV export with the bearer token, as a dated file', async () => {
    const createObjectURL = vi.fn(() => 'blob:subscribers');
    // jsdom has no object URLs: lend them for this test only.
    const { createObjectURL: lacking, revokeObjectURL: lackingToo } = URL;
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    onTestFinished(() => {
      Object.assign(URL, { createObjectURL: lacking, revokeObjectURL: lackingToo });
    });
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    const { fetchMock } = renderAdmin({
      path: '/admin/subscribers',
      routes: {
        '/api/admin/newsletter-subscribers': LIST,
        '/api/admin/newsletter-subscribers/export': 'email,subscribed_at\r\n',
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0]?.download).toMatch(/^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
    const [request] = requestsTo(fetchMock, '/api/admin/newsletter-subscribers/export');
    expect(request?.headers.get('Authorization')).toBe('Bearer token-1');
  });
});
