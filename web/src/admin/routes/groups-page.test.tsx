import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminGroupList, AdminGroupRow } from '@the-gate/contract/admin-groups';
import { describe, expect, it } from 'vitest';
import { requestedPaths } from '@/test/stub-api';
import { renderAdmin } from '../test/render-admin';

/** Issue 24 §6: the back office's list of packages, digital books and collections, its query in the address. */

const row = (id: number, overrides: Partial<AdminGroupRow> = {}): AdminGroupRow => ({
  id,
  name: `Group ${id}`,
  kind: 'package',
  tier: 'Pro',
  year: 'Year 7',
  price: 900,
  isFree: false,
  status: 'published',
  materialCount: 12,
  thumbnailPath: null,
  updatedAt: '2026-11-20T09:30:00.000Z',
  ...overrides,
});

const LIST: AdminGroupList = {
  items: [
    row(1, { name: 'Year 7 Pro package' }),
    row(2, { name: 'Reading book', kind: 'book', tier: null, year: null, isFree: true, price: 0, status: 'draft' }),
  ],
  totalCount: 30,
};

describe('Packages & books list (issue 24 §6)', () => {
  it('lists the rows the server sent: name linked to its edit page, kind with tier, year, price, status, count', async () => {
    renderAdmin({ path: '/admin/catalogue/groups', routes: { '/api/admin/groups': LIST } });
    const table = await screen.findByRole('table', { name: 'Packages and books, page 1 of 2' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((tr) =>
        within(tr)
          .getAllByRole('cell')
          .slice(1)
          .map((td) => td.textContent),
      ),
    ).toEqual([
      [
        'Year 7 Pro package',
        'Package, Pro',
        'Year 7',
        expect.stringContaining('900'),
        'Published',
        '12',
        expect.any(String),
      ],
      ['Reading book', 'Digital book', '—', 'Free', 'Draft', '12', expect.any(String)],
    ]);
    expect(within(table).getByRole('link', { name: 'Year 7 Pro package' })).toHaveAttribute(
      'href',
      '/admin/catalogue/groups/1',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Packages and books 1–2 of 30');
    // The section is marked in the navigation, and Materials (a shorter start of the address) is not.
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(nav).getByRole('link', { name: 'Packages & books' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Materials' })).not.toHaveAttribute('aria-current');
  });

  it('puts the kind, year and status filters, the search, the sort and the page in the address and the request', async () => {
    const { fetchMock, history } = renderAdmin({
      path: '/admin/catalogue/groups?kind=book&page=2',
      routes: {
        '/api/admin/groups?kind=book&page=2': LIST,
        '/api/admin/groups?kind=book&year=Year+6': LIST,
        '/api/admin/groups?status=archived&kind=book&year=Year+6': LIST,
        '/api/admin/groups?search=grammar&status=archived&kind=book&year=Year+6': LIST,
        '/api/admin/groups?search=grammar&status=archived&kind=book&year=Year+6&sort=name&order=asc': LIST,
      },
    });
    await screen.findByRole('table', { name: 'Packages and books, page 2 of 2' });
    expect(screen.getByRole('combobox', { name: 'Kind' })).toHaveValue('book');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Year' }), 'Year 6');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'archived');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'grammar');
    await waitFor(() =>
      expect(requestedPaths(fetchMock)).toContain(
        '/api/admin/groups?search=grammar&status=archived&kind=book&year=Year+6',
      ),
    );
    await userEvent.click(await screen.findByRole('button', { name: /Name/ }));
    await waitFor(() =>
      expect(history.at(-1)).toBe(
        '/admin/catalogue/groups?search=grammar&status=archived&kind=book&year=Year+6&sort=name&order=asc',
      ),
    );
  });

  it('offers a manager "New package or book" and an editor not (issue 24 §1)', async () => {
    const manager = renderAdmin({
      path: '/admin/catalogue/groups',
      role: 'manager',
      routes: { '/api/admin/groups': LIST },
    });
    expect(await screen.findByRole('link', { name: 'New package or book' })).toHaveAttribute(
      'href',
      '/admin/catalogue/groups/new',
    );
    manager.unmount();
    renderAdmin({ path: '/admin/catalogue/groups', role: 'editor', routes: { '/api/admin/groups': LIST } });
    await screen.findByRole('table');
    expect(screen.queryByRole('link', { name: 'New package or book' })).not.toBeInTheDocument();
  });
});
