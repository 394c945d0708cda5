import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminBlogPost } from '@the-gate/contract/admin-blog';
import type { BlogPost } from '@the-gate/contract/blog';
import { beforeAll, describe, expect, it } from 'vitest';
import { reply, requestsTo, type StubRequest } from '@/test/stub-api';
import { renderAdmin } from '../test/render-admin';

/** Issue 25 §5: writing a blog post — the form around the editor, status and Cairo time, preview, errors. */

beforeAll(async () => {
  // Tiptap and the page are loaded once here, not inside the first test's wait: transforming them can
  // take many seconds when the whole suite shares two cores.
  await Promise.all([
    import('../blog/rich-text-editor'),
    import('./blog-post-edit-page'),
    import('./blog-post-new-page'),
  ]);
  // ProseMirror measures the selection on screen; jsdom lays nothing out (the e2e spec types in a real browser).
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects = noRects;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  document.elementFromPoint = () => null;
}, 60_000);

/** The editor's box; the page and Tiptap load lazily, which takes a while the first time. */
const editorBox = () => screen.findByRole('textbox', { name: 'Content' }, { timeout: 8000 });

const CATEGORIES = { items: [{ id: 2, name: 'Teaching Tips', slug: 'teaching-tips' }] };

const post = (overrides: Partial<AdminBlogPost> = {}): AdminBlogPost => ({
  id: 7,
  title: 'Reading for pleasure',
  slug: 'reading-for-pleasure',
  status: 'draft',
  publishAt: null,
  updatedAt: '2026-11-27T10:00:00.000Z',
  createdAt: '2026-11-27T09:00:00.000Z',
  categoryId: null,
  categoryName: null,
  coverUrl: null,
  coverAlt: null,
  content: '<h2>Why read</h2><p>Because <strong>stories</strong> matter.</p>',
  excerpt: null,
  authorName: null,
  isPublic: false,
  ...overrides,
});

const PREVIEW: BlogPost = {
  id: 7,
  attributes: {
    title: 'Reading for pleasure',
    slug: 'reading-for-pleasure',
    description: null,
    content: '<h2>Why read</h2><p>Because <strong>stories</strong> matter.</p>',
    createdAt: '2026-11-27T09:00:00.000Z',
    updatedAt: '2026-11-27T10:00:00.000Z',
    publishedAt: '2026-11-27T10:00:00.000Z',
    coverImage: { data: null },
    author: { data: null },
    category: { data: null },
  },
};

function renderEdit(patch: (request: StubRequest) => unknown = () => post()) {
  return renderAdmin({
    path: '/admin/blog/7',
    role: 'editor',
    routes: {
      '/api/admin/blog-posts/7': (request: StubRequest) => (request.method === 'PATCH' ? patch(request) : post()),
      '/api/admin/blog-posts/7/preview': PREVIEW,
      '/api/admin/blog-categories': CATEGORIES,
    },
  });
}
const patches = (fetchMock: ReturnType<typeof renderEdit>['fetchMock']) =>
  requestsTo(fetchMock, '/api/admin/blog-posts/7').filter((request) => request.method === 'PATCH');

describe('Blog post editor (issue 25 §5)', () => {
  it('shows the post in the rich-text editor with an accessible toolbar, and its address', async () => {
    renderEdit();
    const editor = await editorBox();
    await waitFor(() => expect(editor.innerHTML).toContain('<strong>stories</strong>'));
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    const bold = within(toolbar).getByRole('button', { name: 'Bold' });
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    expect(bold).toHaveAttribute('aria-keyshortcuts', 'Control+B');
    expect(within(toolbar).getByRole('button', { name: 'Heading' })).toHaveAttribute('aria-pressed');
    expect(within(toolbar).getByRole('button', { name: 'Undo' })).not.toHaveAttribute('aria-pressed');
    expect(screen.getByText('/blog/reading-for-pleasure')).toBeVisible();
    await userEvent.click(bold);
    await waitFor(() => expect(bold).toHaveAttribute('aria-pressed', 'true'));
  }, 15_000);

  it('schedules in Cairo time: sends the status with the UTC instant and the updatedAt it was opened with', async () => {
    const { fetchMock } = renderEdit(() => post({ status: 'scheduled', publishAt: '2026-12-01T07:30:00.000Z' }));
    await editorBox();
    await userEvent.click(screen.getByRole('radio', { name: 'Scheduled' }));
    const when = screen.getByLabelText(/Publish time \(Cairo time\)/);
    await userEvent.type(when, '2026-12-01T09:30');
    expect(await screen.findByText('Appears on the blog on 1 Dec 2026, 09:30 Cairo time.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patches(fetchMock)).toHaveLength(1));
    expect(patches(fetchMock)[0]!.body).toEqual({
      status: 'scheduled',
      publishAt: '2026-12-01T07:30:00.000Z',
      expectedUpdatedAt: '2026-11-27T10:00:00.000Z',
    });
  });

  it('keeps what was typed and says why on a 409 (someone else saved) and a 400', async () => {
    let answer = reply(409, { message: 'This post was changed by someone else since you opened it.' });
    renderEdit(() => answer);
    const title = await screen.findByRole('textbox', { name: /Title/ });
    await userEvent.clear(title);
    await userEvent.type(title, 'My new title');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('This post was changed by someone else since you opened it.')).toBeVisible();
    expect(title).toHaveValue('My new title');
    answer = reply(400, { message: 'A scheduled post needs a publish time in the future.' });
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('A scheduled post needs a publish time in the future.')).toBeVisible();
    expect(title).toHaveValue('My new title');
    expect(screen.getByText('Unsaved changes')).toBeVisible();
  });

  it('asks before leaving with unsaved changes', async () => {
    const { confirm, history } = renderAdmin({
      path: '/admin/blog/7',
      role: 'editor',
      confirm: false,
      routes: { '/api/admin/blog-posts/7': post(), '/api/admin/blog-categories': CATEGORIES },
    });
    await userEvent.type(await screen.findByRole('textbox', { name: /Excerpt/ }), 'Why reading matters.');
    await userEvent.click(screen.getAllByRole('link', { name: 'Blog' }).at(-1)!);
    expect(confirm).toHaveBeenCalled();
    expect(history.at(-1)).toBe('/admin/blog/7');
  });

  it("previews the saved post with the shop's article from the staff-only preview", async () => {
    const { fetchMock } = renderEdit();
    await editorBox();
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByTestId('blog-preview');
    expect(within(preview).getByRole('heading', { level: 1, name: 'Reading for pleasure' })).toBeVisible();
    expect(within(preview).getByRole('heading', { level: 2, name: 'Why read' })).toBeVisible();
    expect(requestsTo(fetchMock, '/api/admin/blog-posts/7/preview')).toHaveLength(1);
  });

  it('asks before deleting, then deletes and goes back to the list', async () => {
    const { fetchMock, history } = renderAdmin({
      path: '/admin/blog/7',
      role: 'editor',
      routes: {
        '/api/admin/blog-posts/7': (
          request: StubRequest, // The server answers 204; the stub's Response cannot carry a 204, an empty 200 reads the same.
        ) => (request.method === 'DELETE' ? '' : post()),
        '/api/admin/blog-categories': CATEGORIES,
        '/api/admin/blog-posts': { items: [], totalCount: 0 },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete post' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Delete the post "Reading for pleasure"?');
    expect(requestsTo(fetchMock, '/api/admin/blog-posts/7').some((r) => r.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(history.at(-1)).toBe('/admin/blog'));
    expect(requestsTo(fetchMock, '/api/admin/blog-posts/7').some((r) => r.method === 'DELETE')).toBe(true);
  });
});

describe('New blog post (issue 25 §5)', () => {
  it('creates a published post from what was typed in the editor and opens its page', async () => {
    const { fetchMock, history } = renderAdmin({
      path: '/admin/blog/new',
      role: 'editor',
      routes: {
        '/api/admin/blog-posts': (request: StubRequest) =>
          request.method === 'POST'
            ? reply(201, { id: 7, slug: 'reading-for-pleasure' })
            : { items: [], totalCount: 0 },
        '/api/admin/blog-posts/7': post(),
        '/api/admin/blog-categories': CATEGORIES,
      },
    });
    await userEvent.type(await screen.findByRole('textbox', { name: /Title/ }), 'Reading for pleasure');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Category/ }), 'Teaching Tips');
    await userEvent.click(screen.getByRole('radio', { name: 'Published' }));
    const editor = await editorBox();
    await userEvent.click(editor);
    // Pasted: jsdom has no layout, so ProseMirror's handling of single key presses is left to the e2e spec.
    await userEvent.paste('Stories matter');
    await userEvent.click(screen.getByRole('button', { name: 'Create post' }));
    await waitFor(() => expect(history.at(-1)).toBe('/admin/blog/7'));
    const [created] = requestsTo(fetchMock, '/api/admin/blog-posts').filter((r) => r.method === 'POST');
    expect(created!.body).toEqual({
      title: 'Reading for pleasure',
      content: '<p>Stories matter</p>',
      excerpt: null,
      categoryId: 2,
      status: 'published',
    });
  }, 15_000);
});
