import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readAuthToken } from '@/lib/auth-token';
import { reply, requestedPaths } from '@/test/stub-api';
import { renderAdmin } from './test/render-admin';

const STAFF = { items: [] };
const AUDIT = { items: [], totalCount: 0 };

// The navigation's order (issue 24 §6, issue 25): the catalogue, then what the editors run, then the
// shop's operations, which editors never see.
const CATALOGUE = ['Materials', 'Packages & books', 'Exams', 'Courses', 'Taxonomies'];
const EDITORIAL = ['Blog'];
const OPERATIONS = ['Payments', 'Customers', 'Promo codes', 'Reports', 'Inbox', 'Subscribers'];

describe('the back office gate (issue 24 §6)', () => {
  it('sends a visitor who is not signed in to the sign-in, which brings them back', async () => {
    const { leave, fetchMock } = renderAdmin({ role: 'signed-out', path: '/admin/audit?page=2' });
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/login?redirecturl=%2Fadmin%2Faudit%3Fpage%3D2'));
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?redirecturl=%2Fadmin%2Faudit%3Fpage%3D2',
    );
    expect(requestedPaths(fetchMock)).toEqual([]);
  });

  it('sends a token the server no longer takes (401) to the sign-in too', async () => {
    const { leave } = renderAdmin({ routes: { '/api/auth/me': reply(401, { message: 'Unauthorized' }) } });
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/login?redirecturl=%2Fadmin'));
  });

  it('tells a customer plainly that they have no access, with the way back to the shop', async () => {
    const { fetchMock } = renderAdmin({ role: null, path: '/admin/staff' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You do not have access to the back office' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the shop' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(requestedPaths(fetchMock)).toEqual(['/api/auth/me']);
  });

  it.each([
    // Issue 25: the blog is the editors' too; payments, customers, promo codes, reports and the inbox are not.
    ['owner', [...CATALOGUE, ...EDITORIAL, ...OPERATIONS, 'Staff', 'Audit log'], 'Owner'],
    ['manager', [...CATALOGUE, ...EDITORIAL, ...OPERATIONS], 'Manager'],
    ['editor', [...CATALOGUE, ...EDITORIAL], 'Editor'],
  ] as const)(
    'lets %s in, with only the sections the role may open and the role shown',
    async (role, sections, label) => {
      renderAdmin({ role, routes: { '/api/admin/staff': STAFF, '/api/admin/audit?page=1': AUDIT } });
      const nav = await screen.findByRole('navigation', { name: 'Back office' });
      const links = within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent);
      expect(links).toEqual([...sections, 'Back to the shop']);
      expect(screen.getByText(`${role}@example.com`)).toBeInTheDocument();
      expect(screen.getByText(label)).toBeInTheDocument();
      // The start is the first section the role may open: the catalogue's materials.
      expect(await screen.findByRole('heading', { level: 1, name: 'Materials' })).toBeInTheDocument();
    },
  );

  it.each(['manager', 'editor'] as const)(
    'shows a %s who types /admin/staff that it is not for their role, asking nothing of the server',
    async (role) => {
      const { fetchMock } = renderAdmin({ role, path: '/admin/staff' });
      expect(await screen.findByRole('heading', { level: 1, name: 'Not for your role' })).toBeInTheDocument();
      expect(requestedPaths(fetchMock)).not.toContain('/api/admin/staff');
    },
  );

  it('signs out: the token is forgotten, the server told, and the sign-in page opened', async () => {
    const { leave, fetchMock } = renderAdmin({ role: 'editor' });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(readAuthToken()).toBeNull();
    expect(requestedPaths(fetchMock)).toContain('/api/auth/logout');
    expect(leave).toHaveBeenCalledWith('/login');
  });
});
