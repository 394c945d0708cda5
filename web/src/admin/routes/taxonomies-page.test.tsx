import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminCategory, AdminMaterialType, AdminTag } from '@the-gate/contract/admin-taxonomies';
import { describe, expect, it } from 'vitest';
import { reply, requestedPaths, requestsTo, type StubRequest } from '@/test/stub-api';
import { renderAdmin } from '../test/render-admin';

/** Issue 24 §2, §6: the taxonomies screen (material types, categories, tags) with the role rules. */

const TYPES: AdminMaterialType[] = [
  { id: 1, name: 'Worksheet', description: 'One page of practice', materialCount: 12 },
  { id: 2, name: 'Poster', description: null, materialCount: 0 },
];

const category = (overrides: Partial<AdminCategory> & Pick<AdminCategory, 'id' | 'name' | 'slug'>): AdminCategory => ({
  description: null,
  parentId: null,
  isActive: true,
  sortOrder: 0,
  materialCount: 0,
  groupCount: 0,
  childCount: 0,
  ...overrides,
});
const CATEGORIES: AdminCategory[] = [
  category({ id: 1, name: 'Year 5', slug: 'year-5', materialCount: 3, childCount: 1 }),
  category({ id: 2, name: 'Reading', slug: 'year-5-reading', parentId: 1 }),
];

const TAGS: AdminTag[] = [
  { id: 10, key: 'levels', value: 'Year 5', materialCount: 4, groupCount: 1 },
  { id: 11, key: 'levels', value: 'Year5', materialCount: 2, groupCount: 0 },
  { id: 12, key: 'Sub-strand', value: 'Inference', materialCount: 0, groupCount: 0 },
];

const typesRoutes = (onChange?: (request: StubRequest) => unknown) => ({
  '/api/admin/material-types': (request: StubRequest) =>
    request.method === 'GET' ? { items: TYPES } : onChange?.(request),
});

describe('Taxonomies: material types (issue 24 §6)', () => {
  it('lists the types with usage, renames one in place sending only what changed, and offers delete only when unused', async () => {
    const { fetchMock } = renderAdmin({
      path: '/admin/catalogue/taxonomies',
      routes: { ...typesRoutes(), '/api/admin/material-types/1': reply(200, '') },
    });
    const table = await screen.findByRole('table', { name: 'Material types' });
    const [worksheet, poster] = within(table).getAllByRole('row').slice(1);
    expect(worksheet).toHaveTextContent('12 materials');
    expect(poster).toHaveTextContent('0 materials');
    expect(within(worksheet!).queryByRole('button', { name: 'Delete Worksheet' })).not.toBeInTheDocument();
    expect(worksheet).toHaveTextContent('In use: cannot be deleted');
    expect(within(poster!).getByRole('button', { name: 'Delete Poster' })).toBeEnabled();

    await userEvent.click(within(worksheet!).getByRole('button', { name: 'Edit Worksheet' }));
    const form = screen.getByRole('form', { name: 'Edit Worksheet' });
    const name = within(form).getByLabelText('Name');
    // The form opens where the row was, with the keyboard in its first field.
    expect(name).toHaveFocus();
    await userEvent.clear(name);
    await userEvent.type(name, 'Worksheets');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved the material type "Worksheets".')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/admin/material-types/1').map((r) => [r.method, r.body])).toEqual([
      ['PATCH', { name: 'Worksheets' }],
    ]);
  });

  it("says the server's 409 when a type was taken into use before the delete, and keeps what was typed when adding fails", async () => {
    renderAdmin({
      path: '/admin/catalogue/taxonomies',
      routes: {
        ...typesRoutes(() => reply(409, { message: 'A material type named "Worksheet" exists already.' })),
        '/api/admin/material-types/2': reply(409, { message: 'This material type is still used by 1 material.' }),
      },
    });
    const table = await screen.findByRole('table', { name: 'Material types' });
    await userEvent.click(within(table).getByRole('button', { name: 'Delete Poster' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This material type is still used by 1 material.');

    const add = screen.getByRole('form', { name: 'Add a material type' });
    await userEvent.type(within(add).getByLabelText('Name'), 'worksheet');
    await userEvent.click(within(add).getByRole('button', { name: 'Add type' }));
    expect(await within(add).findByText('A material type named "Worksheet" exists already.')).toBeInTheDocument();
    expect(within(add).getByLabelText('Name')).toHaveValue('worksheet');
  });

  it('lets an editor rename but not add or delete (catalogue.manage)', async () => {
    renderAdmin({ role: 'editor', path: '/admin/catalogue/taxonomies', routes: typesRoutes() });
    const table = await screen.findByRole('table', { name: 'Material types' });
    expect(within(table).getByRole('button', { name: 'Edit Poster' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add a material type' })).not.toBeInTheDocument();
  });
});

describe('Taxonomies: categories (issue 24 §6)', () => {
  it("shows each parent, and says the server's 400 for a cycle keeping what was chosen", async () => {
    const { fetchMock } = renderAdmin({
      path: '/admin/catalogue/taxonomies?section=categories',
      routes: {
        '/api/admin/categories': { items: CATEGORIES },
        '/api/admin/categories/1': reply(400, {
          message:
            'A category cannot be moved under itself or under one of its own subcategories: choose another parent.',
        }),
      },
    });
    const table = await screen.findByRole('table', { name: 'Categories' });
    const [year5, reading] = within(table).getAllByRole('row').slice(1);
    expect(reading).toHaveTextContent('year-5-reading');
    expect(within(reading!).getAllByRole('cell')[2]).toHaveTextContent('Year 5');
    expect(year5).toHaveTextContent('3 materials, 1 subcategory');
    expect(within(reading!).getByRole('button', { name: 'Delete Reading' })).toBeInTheDocument();

    await userEvent.click(within(year5!).getByRole('button', { name: 'Edit Year 5' }));
    const form = screen.getByRole('form', { name: 'Edit Year 5' });
    // It cannot be its own parent; its subcategory is offered, and the server refuses it.
    const parent = within(form).getByLabelText('Parent');
    expect(within(parent).queryByRole('option', { name: 'Year 5' })).not.toBeInTheDocument();
    await userEvent.selectOptions(parent, 'Reading');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'A category cannot be moved under itself or under one of its own subcategories',
    );
    expect(parent).toHaveValue('2');
    expect(requestsTo(fetchMock, '/api/admin/categories/1').map((r) => r.body)).toEqual([{ parentId: 2 }]);
  });

  it('keeps an editor to the fields editors may change: slug, parent and visibility are locked', async () => {
    renderAdmin({
      role: 'editor',
      path: '/admin/catalogue/taxonomies?section=categories',
      routes: { '/api/admin/categories': { items: CATEGORIES } },
    });
    const table = await screen.findByRole('table', { name: 'Categories' });
    expect(screen.queryByRole('form', { name: 'Add a category' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Edit Reading' }));
    const form = screen.getByRole('form', { name: 'Edit Reading' });
    expect(within(form).getByLabelText('Name')).toBeEnabled();
    expect(within(form).getByLabelText('Sort order')).toBeEnabled();
    expect(within(form).getByLabelText('Slug')).toBeDisabled();
    expect(within(form).getByLabelText('Parent')).toBeDisabled();
    expect(within(form).getByLabelText('Shown in the shop')).toBeDisabled();
  });
});

describe('Taxonomies: tags (issue 24 §6)', () => {
  const tagRoutes = (rename: (request: StubRequest) => unknown) => ({
    '/api/admin/tags': { items: TAGS },
    '/api/admin/tags?key=levels': { items: TAGS.filter((tag) => tag.key === 'levels') },
    '/api/admin/tags/11': rename,
  });

  it('filters by key through the address and the server, and says a rename merged the tag into which', async () => {
    const { fetchMock, history } = renderAdmin({
      path: '/admin/catalogue/taxonomies?section=tags',
      routes: tagRoutes(() => ({ id: 10, key: 'levels', value: 'Year 5', merged: true })),
    });
    await screen.findByRole('table', { name: 'Tags' });
    await userEvent.selectOptions(screen.getByLabelText('Key'), 'Years (levels)');
    const table = await screen.findByRole('table', { name: 'Tags of the key levels' });
    expect(history.at(-1)).toBe('/admin/catalogue/taxonomies?section=tags&key=levels');
    expect(requestedPaths(fetchMock)).toContain('/api/admin/tags?key=levels');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('4 materials, 1 package or book');

    await userEvent.click(within(table).getByRole('button', { name: 'Rename levels: Year5' }));
    const form = screen.getByRole('form', { name: 'Rename levels: Year5' });
    const value = within(form).getByLabelText('New value for levels: Year5');
    await userEvent.clear(value);
    await userEvent.type(value, 'Year 5');
    await userEvent.click(within(form).getByRole('button', { name: 'Rename' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Merged "levels: Year5" into "levels: Year 5": every item that carried it now carries "levels: Year 5".',
    );
    expect(requestsTo(fetchMock, '/api/admin/tags/11').map((r) => [r.method, r.body])).toEqual([
      ['PATCH', { value: 'Year 5' }],
    ]);
  });

  it("shows an editor the server's 403 for a merge, keeping the value typed; no delete for an editor", async () => {
    const message =
      'The tag "levels: Year 5" exists already, so this rename would merge the two tags; your role cannot merge tags. Ask a manager or an owner.';
    renderAdmin({
      role: 'editor',
      path: '/admin/catalogue/taxonomies?section=tags',
      routes: tagRoutes(() => reply(403, { message })),
    });
    const table = await screen.findByRole('table', { name: 'Tags' });
    expect(within(table).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Rename levels: Year5' }));
    const form = screen.getByRole('form', { name: 'Rename levels: Year5' });
    const value = within(form).getByLabelText('New value for levels: Year5');
    await userEvent.clear(value);
    await userEvent.type(value, 'Year 5');
    await userEvent.click(within(form).getByRole('button', { name: 'Rename' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(message);
    expect(value).toHaveValue('Year 5');
  });
});

describe('Taxonomies in the navigation (issue 24 §6)', () => {
  it('is a section of its own, the only one marked current on its page', async () => {
    renderAdmin({ role: 'editor', path: '/admin/catalogue/taxonomies', routes: typesRoutes() });
    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    expect(within(nav).getByRole('link', { name: 'Taxonomies' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Materials' })).not.toHaveAttribute('aria-current');
    await waitFor(() => expect(document.title).toBe('Taxonomies | Back office | The Gate'));
  });
});
