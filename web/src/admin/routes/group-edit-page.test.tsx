import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminGroup } from '@the-gate/contract/admin-groups';
import type { StaffRole } from '@the-gate/contract/staff-rules';
import { describe, expect, it } from 'vitest';
import { reply, requestsTo, type StubRequest } from '@/test/stub-api';
import { renderAdmin } from '../test/render-admin';

/** Issue 24 §6: a package's, book's or collection's edit and new pages, by role. */

const UPDATED_AT = '2026-11-20T09:30:00.000Z';
const CONTENTS = [
  { id: 11, title: 'Grammar drills', status: 'published' as const },
  { id: 12, title: 'Reading pack', status: 'draft' as const },
  { id: 13, title: 'Mock exam', status: 'published' as const },
];
const group = (overrides: Partial<AdminGroup> = {}): AdminGroup => ({
  id: 5,
  name: 'Year 7 Pro',
  title: 'Year 7 Pro',
  typeName: 'Package',
  price: 900,
  isFree: false,
  thumbnailPath: null,
  materialCount: 3,
  tags: [],
  description: '<p>All of Year 7</p>',
  briefDescription: null,
  isDownloadable: true,
  mainThumbnailPath: null,
  author: null,
  pages: null,
  publishDate: null,
  downloadCount: 0,
  downloadUrl: null,
  previewFilePath: null,
  categoryId: null,
  category: null,
  status: 'draft',
  createdAt: '2026-11-01T09:30:00.000Z',
  updatedAt: UPDATED_AT,
  kind: 'package',
  tier: 'Pro',
  year: 'Year 7',
  materialIds: CONTENTS.map((item) => item.id),
  contents: CONTENTS,
  childGroupIds: [],
  includedGroups: [],
  ...overrides,
});

function renderEdit({
  role = 'owner',
  patch = () => ({}),
  current = () => group(),
  extra = {},
}: {
  role?: StaffRole;
  patch?: (request: StubRequest) => unknown;
  current?: () => AdminGroup;
  extra?: Record<string, unknown>;
} = {}) {
  return renderAdmin({
    path: '/admin/catalogue/groups/5',
    role,
    routes: {
      '/api/admin/groups/5': (request: StubRequest) => (request.method === 'PATCH' ? patch(request) : current()),
      ...extra,
    },
  });
}

const form = () => screen.findByRole('form', { name: 'Package or book details' });
const patches = (fetchMock: ReturnType<typeof renderEdit>['fetchMock']) =>
  requestsTo(fetchMock, '/api/admin/groups/5').filter((request) => request.method === 'PATCH');
const contentTitles = () =>
  within(screen.getByRole('list', { name: 'Included materials' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace(/^\d+\./, '').replace(/(Published|Draft|Archived)$/, ''));

describe('Package or book edit page (issue 24 §6)', () => {
  it('reorders the contents from the keyboard, keeping the focus on the moved row, and sends only the new order', async () => {
    const { fetchMock } = renderEdit();
    await form();
    expect(contentTitles()).toEqual(['Grammar drills', 'Reading pack', 'Mock exam']);
    screen.getByRole('button', { name: 'Move down: Grammar drills' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(contentTitles()).toEqual(['Reading pack', 'Grammar drills', 'Mock exam']);
    expect(screen.getByRole('button', { name: 'Move down: Grammar drills' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // At the end "Move down" is disabled: the focus goes to the same row's "Move up".
    expect(contentTitles()).toEqual(['Reading pack', 'Mock exam', 'Grammar drills']);
    expect(screen.getByRole('button', { name: 'Move up: Grammar drills' })).toHaveFocus();
    expect(screen.getByText('Grammar drills moved to position 3 of 3.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove: Reading pack' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patches(fetchMock)).toHaveLength(1));
    expect(patches(fetchMock)[0]?.body).toEqual({ materialIds: [13, 11], expectedUpdatedAt: UPDATED_AT });
  });

  it('adds a material found by a search of the catalogue, at the end, once', async () => {
    const { fetchMock } = renderEdit({
      extra: {
        '/api/admin/materials?search=vocab': {
          items: [
            { id: 21, title: 'Vocabulary cards', status: 'published' },
            { id: 11, title: 'Grammar drills', status: 'published' },
          ],
          totalCount: 2,
        },
      },
    });
    await form();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Add a material' }), 'vocab');
    const found = await screen.findByRole('list', { name: 'Materials found' });
    expect(within(found).getByRole('button', { name: 'Add: Grammar drills' })).toBeDisabled();
    await userEvent.click(within(found).getByRole('button', { name: 'Add: Vocabulary cards' }));
    expect(contentTitles()).toEqual(['Grammar drills', 'Reading pack', 'Mock exam', 'Vocabulary cards']);
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patches(fetchMock)).toHaveLength(1));
    expect(patches(fetchMock)[0]?.body).toEqual({ materialIds: [11, 12, 13, 21], expectedUpdatedAt: UPDATED_AT });
  });

  it('lets an editor change texts but not the price, kind, tier, contents or status (issue 24 §1)', async () => {
    const { fetchMock } = renderEdit({ role: 'editor' });
    await form();
    expect(screen.getByRole('spinbutton', { name: 'Price (EGP)' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Free' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: /^Kind/ })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: /^Tier/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^Move up/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('searchbox', { name: 'Add a material' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /^Author/ }), 'Ann');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patches(fetchMock)).toHaveLength(1));
    expect(patches(fetchMock)[0]?.body).toEqual({ author: 'Ann', expectedUpdatedAt: UPDATED_AT });
  });

  it('turns a package into a digital book, sending the kind with no tier', async () => {
    const { fetchMock } = renderEdit();
    await form();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Kind/ }), 'book');
    expect(screen.getByRole('combobox', { name: /^Tier/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patches(fetchMock)).toHaveLength(1));
    expect(patches(fetchMock)[0]?.body).toEqual({ kind: 'book', tier: null, expectedUpdatedAt: UPDATED_AT });
  });

  it('publishes with the updatedAt it opened (catalogue.publish)', async () => {
    let saved = group();
    const { fetchMock } = renderEdit({
      role: 'manager',
      patch: () => {
        saved = group({ status: 'published', updatedAt: '2026-11-27T10:00:00.000Z' });
        return {};
      },
      current: () => saved,
    });
    await form();
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('button', { name: 'Unpublish (to draft)' })).toBeInTheDocument();
    expect(patches(fetchMock)[0]?.body).toEqual({ status: 'published', expectedUpdatedAt: UPDATED_AT });
  });

  it("shows the server's refusal (409) and keeps what was typed", async () => {
    const stale = 'Someone else changed this package since you opened it.';
    renderEdit({ patch: () => reply(409, { message: stale }) });
    await form();
    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), ' 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(stale);
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Year 7 Pro 2026');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('uploads the cover and the main picture to their own addresses', async () => {
    const { fetchMock } = renderEdit({
      extra: {
        '/api/admin/groups/5/thumbnail': { thumbnailPath: '/uploads/a.webp' },
        '/api/admin/groups/5/main-thumbnail': { thumbnailPath: '/uploads/b.webp' },
      },
    });
    await form();
    const picture = new File(['x'], 'cover.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Cover picture'), picture);
    expect(await screen.findByText('The new cover is saved.')).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('Main picture'), picture);
    expect(await screen.findByText('The new main picture is saved.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/admin/groups/5/thumbnail').map((r) => r.method)).toEqual(['PUT']);
    expect(requestsTo(fetchMock, '/api/admin/groups/5/main-thumbnail').map((r) => r.method)).toEqual(['PUT']);
  });
});

describe('New package or book (issue 24 §6)', () => {
  it("shows the server's refusal keeping what was typed, then creates a Draft and opens its edit page", async () => {
    const needsTier = 'A package needs a tier: Starter, Basic or Pro.';
    const { fetchMock, history } = renderAdmin({
      path: '/admin/catalogue/groups/new',
      routes: {
        '/api/admin/groups': (request: StubRequest) =>
          (request.body as { tier?: string | null }).tier ? reply(201, { id: 9 }) : reply(400, { message: needsTier }),
        '/api/admin/groups/9': group({ id: 9, name: 'Year 6 Starter' }),
      },
    });
    await screen.findByRole('form', { name: 'New package or book' });
    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'Year 6 Starter');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(needsTier);
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Year 6 Starter');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Tier/ }), 'Starter');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Year/ }), 'Year 6');
    await userEvent.clear(screen.getByRole('spinbutton', { name: 'Price (EGP)' }));
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Price (EGP)' }), '450');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(history.at(-1)).toBe('/admin/catalogue/groups/9'));
    expect(requestsTo(fetchMock, '/api/admin/groups')[1]?.body).toMatchObject({
      name: 'Year 6 Starter',
      kind: 'package',
      tier: 'Starter',
      year: 'Year 6',
      price: 450,
      isFree: false,
      materialIds: [],
    });
  });
});
