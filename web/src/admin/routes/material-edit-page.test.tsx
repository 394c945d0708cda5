import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminMaterial } from '@the-gate/contract/admin-catalogue';
import type { StaffRole } from '@the-gate/contract/staff-rules';
import { describe, expect, it } from 'vitest';
import { reply, requestsTo, type StubRequest } from '@/test/stub-api';
import { LEAVE_QUESTION } from '../admin-context';
import { renderAdmin } from '../test/render-admin';

/** Issue 24 §2, §3, §6: a material's edit and new pages, by role. */

const UPDATED_AT = '2026-11-20T09:30:00.000Z';
const material = (overrides: Partial<AdminMaterial> = {}): AdminMaterial => ({
  id: 7,
  title: 'Grammar drills',
  briefDescription: 'Short drills.',
  description: '<p>Drills</p>',
  price: 150,
  isFree: false,
  thumbnailPath: '/uploads/covers/7.webp',
  previewUrl: null,
  previewFilePath: null,
  downloadUrl: null,
  filePath: null,
  author: 'Ann Author',
  publishDate: '2026-09-01T00:00:00.000Z',
  pages: null,
  subject: 'English',
  typeId: 2,
  typeName: 'Worksheets',
  type: { id: 2, name: 'Worksheets' },
  category: null,
  tags: [
    { id: 1, key: 'levels', value: 'Year 7' },
    { id: 2, key: 'skill', value: 'Grammar' },
  ],
  downloadCount: 0,
  viewCount: 0,
  isDownloadable: true,
  isStandalone: true,
  fileSize: null,
  status: 'draft',
  createdAt: '2026-11-01T09:30:00.000Z',
  updatedAt: UPDATED_AT,
  ...overrides,
});
const TYPES = [
  { id: 2, name: 'Worksheets', description: null },
  { id: 3, name: 'Exams', description: null },
];

/** The edit page at /admin/catalogue/materials/7; `patch` answers the PATCH, the GET answers `current()`. */
function renderEdit({
  role = 'owner',
  patch = () => ({}),
  current = () => material(),
  extra = {},
  confirm,
}: {
  role?: StaffRole;
  patch?: (request: StubRequest) => unknown;
  current?: () => AdminMaterial;
  extra?: Record<string, unknown>;
  confirm?: boolean;
} = {}) {
  return renderAdmin({
    path: '/admin/catalogue/materials/7',
    role,
    ...(confirm !== undefined && { confirm }),
    routes: {
      '/api/material-types': TYPES,
      '/api/admin/materials/7': (request: StubRequest) => (request.method === 'PATCH' ? patch(request) : current()),
      ...extra,
    },
  });
}

const form = () => screen.findByRole('form', { name: 'Material details' });
const titleBox = () => screen.getByRole('textbox', { name: /^Title/ });
const priceBox = () => screen.getByRole('spinbutton', { name: 'Price (EGP)' });
const patches = (fetchMock: ReturnType<typeof renderEdit>['fetchMock']) =>
  requestsTo(fetchMock, '/api/admin/materials/7').filter((request) => request.method === 'PATCH');

describe('Material edit page (issue 24 §6)', () => {
  it('opens with the material: its fields, its year as a select and its other tags as rows', async () => {
    renderEdit();
    await form();
    expect(titleBox()).toHaveValue('Grammar drills');
    expect(priceBox()).toHaveValue(150);
    expect(screen.getByRole('combobox', { name: /^Type/ })).toHaveValue('2');
    expect(screen.getByRole('combobox', { name: /^Year/ })).toHaveValue('Year 7');
    expect(screen.getByRole('textbox', { name: 'Tag 1 key' })).toHaveValue('skill');
    expect(screen.queryByRole('textbox', { name: 'Tag 2 key' })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Publish date/)).toHaveValue('2026-09-01');
  });

  it('sends only the changed fields with the updatedAt it opened, then shows the saved values (issue 24 §2)', async () => {
    let saved = material();
    const { fetchMock } = renderEdit({
      patch: () => {
        saved = material({ title: 'Grammar drills, new', updatedAt: '2026-11-27T10:00:00.000Z' });
        return {};
      },
      current: () => saved,
    });
    await form();
    await userEvent.clear(titleBox());
    await userEvent.type(titleBox(), 'Grammar drills, new');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Year/ }), 'Year 8');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    expect(patches(fetchMock).map((request) => request.body)).toEqual([
      {
        title: 'Grammar drills, new',
        tags: [
          { key: 'skill', value: 'Grammar' },
          { key: 'levels', value: 'Year 8' },
        ],
        expectedUpdatedAt: UPDATED_AT,
      },
    ]);
    // The form now holds what the server saved: nothing unsaved, and the next save expects the new version.
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Year/ })).toHaveValue('Year 7'));
    expect(titleBox()).toHaveValue('Grammar drills, new');
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /^Subject/ }), ' 2');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patches(fetchMock)).toHaveLength(2));
    expect(patches(fetchMock)[1]?.body).toEqual({
      subject: 'English 2',
      expectedUpdatedAt: '2026-11-27T10:00:00.000Z',
    });
  });

  it('keeps what was typed when the contract refuses it, sending nothing', async () => {
    const { fetchMock } = renderEdit();
    await form();
    await userEvent.clear(titleBox());
    await userEvent.type(titleBox(), '   ');
    await userEvent.clear(priceBox());
    await userEvent.type(priceBox(), '12.345');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The title is required.')).toBeInTheDocument();
    expect(
      screen.getByText('The price must be a number of pounds from 0 to 1,000,000, with at most two decimals.'),
    ).toBeInTheDocument();
    expect(titleBox()).toHaveValue('   ');
    expect(priceBox()).toHaveValue(12.345);
    expect(patches(fetchMock)).toEqual([]);
  });

  it('shows a stale form refused (409) and keeps what was typed', async () => {
    const stale =
      'Someone else changed this material since you opened it. Reload it to see their change, then make yours again.';
    renderEdit({ patch: () => reply(409, { message: stale }) });
    await form();
    await userEvent.type(screen.getByRole('textbox', { name: /^Author/ }), ' and Bob');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(stale);
    expect(screen.getByRole('textbox', { name: /^Author/ })).toHaveValue('Ann Author and Bob');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it("shows the server's 400 and keeps what was typed", async () => {
    const message = 'There is no material type with this id. Choose one of the listed types.';
    renderEdit({ patch: () => reply(400, { message }) });
    await form();
    await screen.findByRole('option', { name: 'Exams' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Type/ }), 'Exams');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('combobox', { name: /^Type/ })).toHaveValue('3');
  });

  it('lets an editor change texts but not the price, free flag, status or PDF (issue 24 §1)', async () => {
    let saved = material();
    const { fetchMock } = renderEdit({
      role: 'editor',
      patch: () => {
        saved = material({ subject: 'Reading' });
        return {};
      },
      current: () => saved,
    });
    await form();
    expect(priceBox()).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Free' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('PDF file')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Cover picture')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('textbox', { name: /^Subject/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Subject/ }), 'Reading');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patches(fetchMock)).toHaveLength(1));
    expect(patches(fetchMock)[0]?.body).toEqual({ subject: 'Reading', expectedUpdatedAt: UPDATED_AT });
  });

  it('lets a manager publish, sending the status with the updatedAt it opened', async () => {
    let saved = material();
    const { fetchMock } = renderEdit({
      role: 'manager',
      patch: () => {
        saved = material({ status: 'published', updatedAt: '2026-11-27T11:00:00.000Z' });
        return {};
      },
      current: () => saved,
    });
    await form();
    expect(screen.queryByRole('button', { name: 'Unpublish (to draft)' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('button', { name: 'Unpublish (to draft)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    expect(patches(fetchMock).map((request) => request.body)).toEqual([
      { status: 'published', expectedUpdatedAt: UPDATED_AT },
    ]);
  });

  it('asks before a navigation would lose unsaved changes, and stays when told to', async () => {
    const { confirm, history } = renderEdit({
      confirm: false,
      extra: { '/api/admin/materials': { items: [], totalCount: 0 } },
    });
    await form();
    await userEvent.type(titleBox(), ' 2');
    // The page's own link back (the navigation's section is named Materials too).
    await userEvent.click(within(screen.getByRole('main')).getByRole('link', { name: 'Materials' }));
    expect(confirm).toHaveBeenCalledWith(LEAVE_QUESTION);
    expect(history.at(-1)).toBe('/admin/catalogue/materials/7');
    expect(titleBox()).toHaveValue('Grammar drills 2');
  });

  it('asks the browser to keep the tab while there are unsaved changes, and not once they are undone', async () => {
    renderEdit();
    await form();
    const closing = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(closing()).toBe(false);
    await userEvent.type(titleBox(), ' 2');
    expect(closing()).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Undo changes' }));
    expect(titleBox()).toHaveValue('Grammar drills');
    await waitFor(() => expect(closing()).toBe(false));
  });

  it('uploads the PDF as the multipart field file and says its page count (issue 24 §3)', async () => {
    let saved = material();
    const { fetchMock } = renderEdit({
      extra: {
        '/api/admin/materials/7/file': () => {
          saved = material({ pages: 12, filePath: '/files/7.pdf' });
          return { pages: 12 };
        },
      },
      current: () => saved,
    });
    await form();
    const pdf = new File(['%PDF-1.7'], 'drills.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('PDF file'), pdf);
    expect(await screen.findByText('PDF uploaded: 12 pages.')).toBeInTheDocument();
    expect(screen.getByText('PDF uploaded, 12 pages.')).toBeInTheDocument();
    const puts = requestsTo(fetchMock, '/api/admin/materials/7/file');
    expect(puts.map((request) => request.method)).toEqual(['PUT']);
    expect(puts[0]!.headers.get('Authorization')).toBe('Bearer token-1');
    expect((puts[0]!.body as FormData).get('file')).toBe(pdf);
  });

  it("shows the server's refusal of an upload (413)", async () => {
    renderEdit({
      extra: { '/api/admin/materials/7/thumbnail': reply(413, { message: 'The picture must be at most 10 MB.' }) },
    });
    await form();
    await userEvent.upload(screen.getByLabelText('Cover picture'), new File(['x'], 'cover.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The picture must be at most 10 MB.');
  });
});

describe('New material page (issue 24 §2)', () => {
  it('creates a Draft from the contract-checked fields and opens its edit page without asking', async () => {
    const { fetchMock, history, confirm } = renderAdmin({
      path: '/admin/catalogue/materials/new',
      routes: {
        '/api/material-types': TYPES,
        '/api/admin/materials': { id: 7 },
        '/api/admin/materials/7': material(),
      },
    });
    const newForm = await screen.findByRole('form', { name: 'New material' });
    await userEvent.click(within(newForm).getByRole('button', { name: 'Create material' }));
    expect(await screen.findByText('The title is required.')).toBeInTheDocument();
    expect(screen.getByText('Choose a material type.')).toBeInTheDocument();
    await userEvent.type(titleBox(), 'Grammar drills');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Type/ }), 'Worksheets');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Year/ }), 'Year 7');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Free' }));
    await userEvent.click(within(newForm).getByRole('button', { name: 'Create material' }));
    await waitFor(() => expect(history.at(-1)).toBe('/admin/catalogue/materials/7'));
    expect(confirm).not.toHaveBeenCalled();
    expect(requestsTo(fetchMock, '/api/admin/materials')[0]?.body).toEqual({
      title: 'Grammar drills',
      briefDescription: null,
      description: '',
      price: 0,
      isFree: true,
      typeId: 2,
      tags: [{ key: 'levels', value: 'Year 7' }],
      author: null,
      subject: null,
      publishDate: null,
      isDownloadable: true,
      isStandalone: true,
    });
    expect(await screen.findByRole('form', { name: 'Material details' })).toBeInTheDocument();
  });

  it('is not for an editor', async () => {
    renderAdmin({ path: '/admin/catalogue/materials/new', role: 'editor', routes: { '/api/material-types': TYPES } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not for your role' })).toBeInTheDocument();
  });
});
