import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { reply, requestedPaths, requestsTo } from '@/test/stub-api';
import type { AdminPaymentList, AdminPaymentRow } from '../payments/api';
import { renderAdmin } from '../test/render-admin';

/** Issue 25 §1: the back office's payments list, its search and filters in the address and the request. */

const row = (reference: string, overrides: Partial<AdminPaymentRow> = {}): AdminPaymentRow => ({
  reference,
  createdAt: '2026-11-20T09:30:00.000Z',
  completedAt: '2026-11-20T09:31:00.000Z',
  status: 'Completed',
  amountCents: 150000,
  refundedCents: 0,
  customer: { id: 'u7', name: 'Mona Hassan', email: 'mona@example.com' },
  lineCount: 2,
  promoCode: null,
  ...overrides,
});

const LIST: AdminPaymentList = {
  items: [
    row('PAY-1', { promoCode: 'GATE2025' }),
    row('PAY-2', { status: 'Partially refunded', amountCents: 1999, refundedCents: 500 }),
    row('PAY-3', { status: 'Pending', completedAt: null, customer: { id: 'u8', name: '', email: 'x@example.com' } }),
  ],
  totalCount: 30,
};

const headerOf = (name: string) =>
  screen.getAllByRole('columnheader').find((th) => th.textContent === name) as HTMLElement;

describe('Payments list (issue 25 §1)', () => {
  it('lists date, reference linked to its page, customer, amount in EGP, refunded, status and promo code', async () => {
    renderAdmin({ path: '/admin/payments', role: 'manager', routes: { '/api/admin/payments': LIST } });
    // The page's screen is loaded on first use: the first time in a run takes a moment.
    const table = await screen.findByRole('table', { name: 'Payments, page 1 of 2' }, { timeout: 4000 });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Date', 'Reference', 'Customer', 'Amount', 'Refunded', 'Status', 'Promo code']);
    const [, first, second, third] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('link', { name: 'PAY-1' })).toHaveAttribute('href', '/admin/payments/PAY-1');
    expect(first).toHaveTextContent('Mona Hassan');
    expect(first).toHaveTextContent('mona@example.com');
    expect(first).toHaveTextContent('EGP 1,500.00');
    expect(first).toHaveTextContent('GATE2025');
    expect(first).toHaveTextContent('Completed');
    expect(second).toHaveTextContent('EGP 19.99');
    expect(second).toHaveTextContent('EGP 5.00');
    expect(second).toHaveTextContent('Partially refunded');
    expect(third).toHaveTextContent('Pending');
    expect(screen.getByText('Payments 1–3 of 30')).toBeInTheDocument();
  });

  it('puts the search, status, days, sort and page in the address and the request, and exports with the same filters', async () => {
    const base = '/api/admin/payments?q=mona%40example.com&status=Partially+refunded&from=2026-11-01&to=2026-11-30';
    const { fetchMock, history } = renderAdmin({
      path: '/admin/payments',
      routes: {
        '/api/admin/payments': LIST,
        '/api/admin/payments?q=mona%40example.com': LIST,
        '/api/admin/payments?q=mona%40example.com&status=Partially+refunded': LIST,
        '/api/admin/payments?q=mona%40example.com&status=Partially+refunded&from=2026-11-01': LIST,
        [base]: LIST,
        [`${base}&sort=amount&order=asc`]: LIST,
        [`${base}&sort=amount&order=desc`]: LIST,
        [`${base}&sort=amount&order=desc&page=2`]: LIST,
        '/api/admin/payments/export?q=mona%40example.com&status=Partially+refunded&from=2026-11-01&to=2026-11-30':
          'reference,createdAt\r\nPAY-2,2026-11-20\r\n',
      },
    });
    await screen.findByRole('table');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'mona@example.com');
    await waitFor(() => expect(history.at(-1)).toBe('/admin/payments?q=mona%40example.com'));
    // One request for the whole address, not one per key.
    expect(requestedPaths(fetchMock).filter((path) => path.startsWith('/api/admin/payments?'))).toEqual([
      '/api/admin/payments?q=mona%40example.com',
    ]);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Partially refunded');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-30' } });
    await waitFor(() =>
      expect(history.at(-1)).toBe(
        '/admin/payments?q=mona%40example.com&status=Partially+refunded&from=2026-11-01&to=2026-11-30',
      ),
    );
    await userEvent.click(within(headerOf('Amount')).getByRole('button'));
    await waitFor(() => expect(headerOf('Amount')).toHaveAttribute('aria-sort', 'ascending'));
    await userEvent.click(within(headerOf('Amount')).getByRole('button'));
    await waitFor(() => expect(headerOf('Amount')).toHaveAttribute('aria-sort', 'descending'));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('table', { name: 'Payments, page 2 of 2' })).toBeInTheDocument();
    expect(requestedPaths(fetchMock)).toContain(`${base}&sort=amount&order=desc&page=2`);

    // The export: the list's filters (not its sort or page), with the token, saved as a file.
    const createObjectURL = vi.fn(() => 'blob:payments');
    const { createObjectURL: lacking, revokeObjectURL: lackingToo } = URL;
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    try {
      await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    } finally {
      Object.assign(URL, { createObjectURL: lacking, revokeObjectURL: lackingToo });
    }
    const [exported] = requestsTo(
      fetchMock,
      '/api/admin/payments/export?q=mona%40example.com&status=Partially+refunded&from=2026-11-01&to=2026-11-30',
    );
    expect(exported?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(await (createObjectURL.mock.calls[0] as unknown as [Blob])[0].text()).toBe(
      'reference,createdAt\r\nPAY-2,2026-11-20\r\n',
    );
  });

  it('opens with the list the address names, and leaves out what the server would refuse', async () => {
    const { fetchMock } = renderAdmin({
      path: '/admin/payments?status=Refunded&from=2026-13-45&to=2026-11-30&sort=title&page=2',
      routes: { '/api/admin/payments?status=Refunded&to=2026-11-30&page=2': LIST },
    });
    expect(await screen.findByRole('table', { name: 'Payments, page 2 of 2' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Refunded');
    expect(screen.getByLabelText('From')).toHaveValue('');
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-30');
    expect(requestedPaths(fetchMock)).not.toContain('/api/admin/payments');
  });

  it('says when the From day is after the To day', async () => {
    renderAdmin({
      path: '/admin/payments?from=2026-11-30&to=2026-11-01',
      routes: { '/api/admin/payments?from=2026-11-30&to=2026-11-01': { items: [], totalCount: 0 } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The From day is after the To day, so no payment can match. Change one of them.',
    );
  });

  it('says when there are no payments at all, when none match, and when the list could not load', async () => {
    const { unmount } = renderAdmin({
      path: '/admin/payments?q=zzz',
      routes: { '/api/admin/payments?q=zzz': { items: [], totalCount: 0 } },
    });
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('cell')).toHaveTextContent('No payments match the search and filters.');
    unmount();
    const second = renderAdmin({
      path: '/admin/payments',
      routes: { '/api/admin/payments': { items: [], totalCount: 0 } },
    });
    expect(await screen.findByText('No payments yet.', { selector: 'p' })).toHaveAttribute('role', 'status');
    second.unmount();
    renderAdmin({ path: '/admin/payments', routes: { '/api/admin/payments': reply(500, { message: 'Boom' }) } });
    // After the one retry the data cache makes.
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('Payments could not load');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('who sees Payments (issue 25 §1, payments.read)', () => {
  it('shows a manager the section right after the catalogue and the blog, and opens it', async () => {
    renderAdmin({ path: '/admin/payments', role: 'manager', routes: { '/api/admin/payments': LIST } });
    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links.slice(links.indexOf('Taxonomies'), links.indexOf('Taxonomies') + 3)).toEqual([
      'Taxonomies',
      'Blog',
      'Payments',
    ]);
    expect(within(nav).getByRole('link', { name: 'Payments' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payments' })).toBeInTheDocument();
  });

  it('hides it from an editor, who is told the page is not for their role and asks nothing of the server', async () => {
    const { fetchMock } = renderAdmin({ path: '/admin/payments/PAY-1', role: 'editor' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not for your role' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(nav).queryByRole('link', { name: 'Payments' })).not.toBeInTheDocument();
    expect(requestedPaths(fetchMock).some((path) => path.startsWith('/api/admin/payments'))).toBe(false);
  });

  it('keeps a customer out of the back office altogether', async () => {
    const { fetchMock } = renderAdmin({ path: '/admin/payments', role: null });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You do not have access to the back office' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Payments' })).not.toBeInTheDocument();
    expect(requestedPaths(fetchMock)).toEqual(['/api/auth/me']);
  });
});
