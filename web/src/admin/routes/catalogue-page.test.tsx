import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminMaterialList, AdminMaterialRow } from '@the-gate/contract/admin-catalogue';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { reply, requestedPaths, requestsTo, type StubRequest } from '@/test/stub-api';
import { renderAdmin } from '../test/render-admin';

/** Issue 24 §2, §4, §6: the back office's list of materials, its query in the address, and the CSV. */

const row = (id: number, overrides: Partial<AdminMaterialRow> = {}): AdminMaterialRow => ({
  id,
  title: `Material ${id}`,
  typeId: 2,
  typeName: 'Worksheets',
  price: 1500,
  isFree: false,
  status: 'published',
  yearGroup: 'Year 7',
  thumbnailPath: `/uploads/covers/${id}.webp`,
  hasFile: true,
  pages: 12,
  updatedAt: '2026-11-20T09:30:00.000Z',
  ...overrides,
});

const LIST: AdminMaterialList = {
  items: [
    row(1, { title: 'Grammar drills' }),
    row(2, { title: 'Free reading pack', price: 0, isFree: true, status: 'draft', hasFile: false, pages: null }),
  ],
  totalCount: 60,
};
const TYPES = [
  { id: 2, name: 'Worksheets', description: null },
  { id: 3, name: 'Exams', description: null },
];

function renderList(
  path: string,
  routes: Record<string, unknown> = {},
  role: 'owner' | 'manager' | 'editor' = 'owner',
) {
  return renderAdmin({
    path,
    role,
    routes: { '/api/material-types': TYPES, ...routes },
  });
}

const headerOf = (name: string) =>
  screen.getAllByRole('columnheader').find((th) => th.textContent === name) as HTMLElement;

describe('Materials list (issue 24 §6)', () => {
  it('lists the rows the server sent: title linked to its edit page, type, year, price as the shop writes it, status and PDF', async () => {
    renderList('/admin/catalogue', { '/api/admin/materials': LIST });
    const table = await screen.findByRole('table', { name: 'Materials, page 1 of 3' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Cover', 'Title', 'Type', 'Year', 'Price', 'Status', 'PDF', 'Updated']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('link', { name: 'Grammar drills' })).toHaveAttribute(
      'href',
      '/admin/catalogue/materials/1',
    );
    expect(first).toHaveTextContent('Worksheets');
    expect(first).toHaveTextContent('Year 7');
    expect(first).toHaveTextContent('EGP 1,500.00');
    expect(first).toHaveTextContent('Published');
    expect(first).toHaveTextContent('Yes, 12 pages');
    expect(second).toHaveTextContent('Free');
    expect(second).toHaveTextContent('Draft');
    expect(within(second!).getAllByRole('cell')[6]).toHaveTextContent(/^No$/);
    expect(screen.getByText('Materials 1–2 of 60')).toBeInTheDocument();
  });

  it('puts the search (once typing rests), the filters, the sort and the page in the address and the request', async () => {
    const { fetchMock, history } = renderList('/admin/catalogue', {
      '/api/admin/materials': LIST,
      '/api/admin/materials?search=grammar': LIST,
      '/api/admin/materials?search=grammar&status=published': LIST,
      '/api/admin/materials?search=grammar&status=published&typeId=3': LIST,
      '/api/admin/materials?search=grammar&status=published&typeId=3&year=Year+6': LIST,
      '/api/admin/materials?search=grammar&status=published&typeId=3&year=Year+6&sort=title&order=asc': LIST,
      '/api/admin/materials?search=grammar&status=published&typeId=3&year=Year+6&sort=title&order=desc': LIST,
      '/api/admin/materials?search=grammar&status=published&typeId=3&year=Year+6&sort=title&order=desc&page=2': LIST,
    });
    await screen.findByRole('table');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'grammar');
    await waitFor(() => expect(history.at(-1)).toBe('/admin/catalogue?search=grammar'));
    // One request for the whole word, not one per key.
    expect(requestedPaths(fetchMock).filter((path) => path.startsWith('/api/admin/materials?'))).toEqual([
      '/api/admin/materials?search=grammar',
    ]);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'published');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Exams');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Year' }), 'Year 6');
    await waitFor(() =>
      expect(history.at(-1)).toBe('/admin/catalogue?search=grammar&status=published&typeId=3&year=Year+6'),
    );

    await userEvent.click(within(headerOf('Title')).getByRole('button'));
    await waitFor(() => expect(headerOf('Title')).toHaveAttribute('aria-sort', 'ascending'));
    expect(history.at(-1)).toContain('&sort=title&order=asc');
    await userEvent.click(within(headerOf('Title')).getByRole('button'));
    await waitFor(() => expect(headerOf('Title')).toHaveAttribute('aria-sort', 'descending'));
    expect(headerOf('Price')).not.toHaveAttribute('aria-sort');

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('table', { name: 'Materials, page 2 of 3' })).toBeInTheDocument();
    expect(history.at(-1)).toBe(
      '/admin/catalogue?search=grammar&status=published&typeId=3&year=Year+6&sort=title&order=desc&page=2',
    );
    expect(requestedPaths(fetchMock)).toContain(
      '/api/admin/materials?search=grammar&status=published&typeId=3&year=Year+6&sort=title&order=desc&page=2',
    );
    // A new filter starts again at the first page.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '');
    await waitFor(() =>
      expect(history.at(-1)).toBe('/admin/catalogue?search=grammar&status=published&typeId=3&sort=title&order=desc'),
    );
  });

  it('opens with the list the address names, its filters shown', async () => {
    const { fetchMock } = renderList('/admin/catalogue?status=archived&year=Year+8&page=3', {
      '/api/admin/materials?status=archived&year=Year+8&page=3': LIST,
    });
    expect(await screen.findByRole('table', { name: 'Materials, page 3 of 3' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('archived');
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveValue('Year 8');
    expect(requestedPaths(fetchMock)).not.toContain('/api/admin/materials');
  });

  it('follows the address when it changes (Back, a shared link): filters and search box included', async () => {
    const { fetchMock, navigate } = renderList('/admin/catalogue?search=verbs&status=draft', {
      '/api/admin/materials?search=verbs&status=draft': LIST,
      '/api/admin/materials': LIST,
    });
    await screen.findByRole('table');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('verbs');
    act(() => navigate('/admin/catalogue'));
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue(''));
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('');
    await waitFor(() => expect(requestedPaths(fetchMock)).toContain('/api/admin/materials'));
  });

  it('says when nothing matches the search', async () => {
    renderList('/admin/catalogue?search=zzz', { '/api/admin/materials?search=zzz': { items: [], totalCount: 0 } });
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('cell')).toHaveTextContent('No materials match the search and filters.');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('zzz');
  });

  it('shows the error state with a retry when the server fails', async () => {
    renderList('/admin/catalogue', { '/api/admin/materials': reply(500, { message: 'boom' }) });
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('Materials could not load');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows an editor no New material, no import and no export (issue 24 §1)', async () => {
    renderList('/admin/catalogue', { '/api/admin/materials': LIST }, 'editor');
    await screen.findByRole('table');
    expect(screen.queryByRole('link', { name: 'New material' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('CSV file')).not.toBeInTheDocument();
  });

  it('shows a manager New material, Export CSV and Import CSV', async () => {
    renderList('/admin/catalogue', { '/api/admin/materials': LIST }, 'manager');
    await screen.findByRole('table');
    expect(screen.getByRole('link', { name: 'New material' })).toHaveAttribute(
      'href',
      '/admin/catalogue/materials/new',
    );
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(screen.getByLabelText('CSV file')).toBeInTheDocument();
  });
});

describe('CSV export (issue 24 §4)', () => {
  it('downloads the export with the bearer token, as a file', async () => {
    const createObjectURL = vi.fn(() => 'blob:materials');
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
    const { fetchMock } = renderList('/admin/catalogue', {
      '/api/admin/materials': LIST,
      '/api/admin/materials/export': 'id,title\n1,Grammar drills\n',
    });
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0]?.download).toMatch(/^materials-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(clicks[0]?.getAttribute('href')).toBe('blob:materials');
    const [request] = requestsTo(fetchMock, '/api/admin/materials/export');
    expect(request?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(await (createObjectURL.mock.calls[0] as unknown as [Blob])[0].text()).toBe('id,title\n1,Grammar drills\n');
  });
});

const csvFile = (text: string) => new File([text], 'materials.csv', { type: 'text/csv' });

describe('CSV import (issue 24 §4)', () => {
  it('checks the file by a dry run and shows its errors by row, offering no import', async () => {
    const { fetchMock } = renderList('/admin/catalogue', {
      '/api/admin/materials': LIST,
      '/api/admin/materials/import?dryRun=true': {
        rows: 4,
        created: 1,
        updated: 1,
        errors: [
          { row: 3, message: 'The title is required.' },
          { row: 5, message: 'There is no material type with this id. Choose one of the listed types.' },
        ],
      },
    });
    await screen.findByRole('table');
    await userEvent.upload(screen.getByLabelText('CSV file'), csvFile('id,title\n,\n'));
    const errors = await screen.findByRole('table', { name: 'Errors in materials.csv, by row' });
    expect(
      within(errors)
        .getAllByRole('row')
        .slice(1)
        .map((tr) =>
          within(tr)
            .getAllByRole('cell')
            .map((td) => td.textContent),
        ),
    ).toEqual([
      ['3', 'The title is required.'],
      ['5', 'There is no material type with this id. Choose one of the listed types.'],
    ]);
    expect(screen.getByText(/materials\.csv has 2 errors: nothing was imported/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply import' })).not.toBeInTheDocument();
    const [dryRun] = requestsTo(fetchMock, '/api/admin/materials/import?dryRun=true');
    expect(dryRun?.body).toBe('id,title\n,\n');
    expect(dryRun?.headers.get('Content-Type')).toBe('text/csv');
    expect(dryRun?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(requestsTo(fetchMock, '/api/admin/materials/import?dryRun=false')).toEqual([]);
  });

  it('applies a clean file only when asked, then lists again', async () => {
    const result = { rows: 3, created: 1, updated: 1, errors: [] };
    const { fetchMock } = renderList('/admin/catalogue', {
      '/api/admin/materials': LIST,
      '/api/admin/materials/import?dryRun=true': result,
      '/api/admin/materials/import?dryRun=false': (request: StubRequest) => (request.method === 'POST' ? result : {}),
    });
    await screen.findByRole('table');
    await userEvent.upload(screen.getByLabelText('CSV file'), csvFile('id,title\n1,A\n,B\n'));
    expect(await screen.findByText('materials.csv is ready: 3 rows, 1 to create, 1 to update.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/admin/materials/import?dryRun=false')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Apply import' }));
    expect(await screen.findByText('Imported materials.csv: 1 created, 1 updated.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/admin/materials/import?dryRun=false').map((r) => r.body)).toEqual([
      'id,title\n1,A\n,B\n',
    ]);
    await waitFor(() => expect(requestsTo(fetchMock, '/api/admin/materials')).toHaveLength(2));
  });
});
