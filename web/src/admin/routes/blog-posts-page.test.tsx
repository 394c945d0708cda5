import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminBlogPostList } from '@the-gate/contract/admin-blog';
import { describe, expect, it } from 'vitest';
import { requestedPaths } from '@/test/stub-api';
import { renderAdmin } from '../test/render-admin';

/** Issue 25 §5: the back office's blog list — every status, searched and filtered in the address. */

const LIST: AdminBlogPostList = {
  items: [
    {
      id: 7,
      title: 'Reading for pleasure',
      slug: 'reading-for-pleasure',
      status: 'scheduled',
      publishAt: '2026-12-01T07:30:00.000Z',
      updatedAt: '2026-11-27T10:00:00.000Z',
      categoryId: 2,
      categoryName: 'Teaching Tips',
      coverUrl: null,
    },
    {
      id: 8,
      title: 'A draft',
      slug: 'a-draft',
      status: 'draft',
      publishAt: null,
      updatedAt: '2026-11-27T09:00:00.000Z',
      categoryId: null,
      categoryName: null,
      coverUrl: null,
    },
  ],
  totalCount: 2,
};

describe('Blog list (issue 25 §5)', () => {
  it('an editor sees the posts with their status and Cairo publish time, and the Blog section in the navigation', async () => {
    renderAdmin({ path: '/admin/blog', role: 'editor', routes: { '/api/admin/blog-posts': LIST } });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByRole('link', { name: 'Reading for pleasure' })).toHaveAttribute(
      'href',
      '/admin/blog/7',
    );
    expect(rows[1]).toHaveTextContent('Scheduled');
    expect(rows[1]).toHaveTextContent('1 Dec 2026, 09:30 Cairo time');
    expect(rows[2]).toHaveTextContent('Draft');
    expect(rows[2]).toHaveTextContent('Not yet');
    expect(rows[2]).toHaveTextContent('Education');
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/admin/blog');
    expect(screen.getByRole('link', { name: 'New post' })).toHaveAttribute('href', '/admin/blog/new');
  });

  it('keeps the status filter in the address and the request', async () => {
    const { fetchMock, history } = renderAdmin({
      path: '/admin/blog',
      routes: { '/api/admin/blog-posts': LIST, '/api/admin/blog-posts?status=draft': { items: [], totalCount: 0 } },
    });
    await screen.findByRole('table');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'draft');
    expect(
      await screen.findByText('No posts match the search and filters.', { selector: '[role=status]' }),
    ).toBeVisible();
    expect(history.at(-1)).toBe('/admin/blog?status=draft');
    expect(requestedPaths(fetchMock)).toContain('/api/admin/blog-posts?status=draft');
  });

  it('is not offered to a customer', async () => {
    renderAdmin({ path: '/admin/blog', role: null });
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent('Blog');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
