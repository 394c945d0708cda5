import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CustomerList, CustomerRow } from '@the-gate/contract/admin-customers';
import { describe, expect, it } from 'vitest';
import { reply, requestedPaths } from '@/test/stub-api';
import { renderAdmin } from '../test/render-admin';

/** Issue 25 §3: the back office's customers, searched by the server, the search and page in the address. */

const row = (id: string, overrides: Partial<CustomerRow> = {}): CustomerRow => ({
  id,
  email: `${id}@example.com`,
  name: `Customer ${id}`,
  phone: '+201001234567',
  createdAt: '2026-11-20T09:30:00.000Z',
  isActive: true,
  paymentsCount: 2,
  staffRole: null,
  ...overrides,
});

const LIST: CustomerList = {
  items: [
    row('c1', { name: 'Sara Ahmed' }),
    row('c2', { name: 'Omar Ali', isActive: false, paymentsCount: 0, staffRole: 'editor' }),
  ],
  totalCount: 30,
};

describe('Customers list (issue 25 §3)', { timeout: 20_000 }, () => {
  it('lists the rows the server sent: name linked to the customer page, e-mail, phone, payments, account state', async () => {
    renderAdmin({ path: '/admin/customers', role: 'manager', routes: { '/api/admin/customers': LIST } });
    const table = await screen.findByRole('table', { name: 'Customers, page 1 of 2' }, { timeout: 4000 });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((tr) =>
        within(tr)
          .getAllByRole('cell')
          .map((td) => td.textContent),
      ),
    ).toEqual([
      ['Sara Ahmed', 'c1@example.com', '+201001234567', expect.any(String), '2', 'Active'],
      ['Omar Ali', 'c2@example.com', '+201001234567', expect.any(String), '0', 'DisabledEditor'],
    ]);
    expect(within(table).getByRole('link', { name: 'Sara Ahmed' })).toHaveAttribute('href', '/admin/customers/c1');
    expect(screen.getByRole('status')).toHaveTextContent('Customers 1–2 of 30');
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(nav).getByRole('link', { name: 'Customers' })).toHaveAttribute('aria-current', 'page');
  });

  it('sends the search typed (a phone as the customer writes it) and keeps it and the page in the address', async () => {
    const { fetchMock, history } = renderAdmin({
      path: '/admin/customers?page=2',
      role: 'owner',
      routes: {
        '/api/admin/customers?page=2': LIST,
        '/api/admin/customers?q=0100+123': { items: [row('c1')], totalCount: 1 },
      },
    });
    await screen.findByRole('table', { name: 'Customers, page 2 of 2' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search customers' }), '0100 123');
    await waitFor(() => expect(requestedPaths(fetchMock)).toContain('/api/admin/customers?q=0100+123'));
    await waitFor(() => expect(history.at(-1)).toBe('/admin/customers?q=0100+123'));
    expect(await screen.findByText('Customers 1–1 of 1')).toHaveAttribute('role', 'status');
  });

  it('says when nothing matches, and offers a retry when the list cannot load', async () => {
    const empty = renderAdmin({
      path: '/admin/customers?q=nobody',
      role: 'manager',
      routes: { '/api/admin/customers?q=nobody': { items: [], totalCount: 0 } },
    });
    const table = await screen.findByRole('table', {}, { timeout: 4000 });
    expect(within(table).getByRole('cell')).toHaveTextContent('No customers match the search.');
    expect(screen.getByRole('searchbox', { name: 'Search customers' })).toHaveValue('nobody');
    empty.unmount();
    renderAdmin({
      path: '/admin/customers',
      role: 'manager',
      routes: { '/api/admin/customers': reply(500, { message: 'Internal Server Error' }) },
    });
    // The query is asked again once before it fails (lib/query-client.ts).
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('Customers could not load');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('is not offered to an editor (customers.read)', async () => {
    renderAdmin({ path: '/admin/customers', role: 'editor', routes: { '/api/admin/customers': LIST } });
    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    expect(within(nav).queryByRole('link', { name: 'Customers' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: /Customers/ })).not.toBeInTheDocument();
  });
});
