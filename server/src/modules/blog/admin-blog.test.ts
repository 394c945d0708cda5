import {
  BLOG_POST_CHANGED,
  PUBLISHED_IN_FUTURE,
  SCHEDULE_NEEDS_FUTURE_TIME,
  UNKNOWN_BLOG_CATEGORY,
} from '@the-gate/contract/admin-blog';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { admin, auditEntries, staffUser } from '../../../test/staff';
import { aFile, png, putForm } from '../../../test/uploads';
import { FORBIDDEN } from '../auth/authenticate';
import { BLOG_COVER_REPLACED } from './admin-cover';
import { BLOG_POST_CREATED, BLOG_POST_DELETED, BLOG_POST_UPDATED } from './admin-posts';
import { blogCategories, blogPosts, media } from './schema';

// Issue 25 §5: the back office's blog. Posts written by an editor, their status (Draft, Published,
// Scheduled) obeyed by the shop's list, article, sitemap and share tags, at once and on time.

let t: TestApp;
let editor: string;
let customer: string;
let categoryId: number;

const get = (url: string) => t.app.inject({ method: 'GET', url });
/** The shop's list as the web app asks for it: the same URL each time, so it is served from the cache. */
const shopSlugs = async () =>
  (await get('/api/blog-posts?pagination[pageSize]=100&populate=coverImage'))
    .json<{
      data: { attributes: { slug: string } }[];
    }>()
    .data.map((post) => post.attributes.slug);
const inSitemap = async (slug: string) => (await get('/sitemap.xml')).body.includes(`/blog/${slug}<`);
const articleStatus = async (slug: string) => (await get(`/blog/${slug}`)).statusCode;
const create = (body: Record<string, unknown>, token = editor) =>
  admin(t, 'POST', '/api/admin/blog-posts', token, body);
const unique = (() => {
  let n = 0;
  return (title: string) => `${title} ${Date.now()}-${++n}`;
})();

beforeAll(async () => {
  t = await createTestApp();
  editor = (await staffUser(t, 'editor')).token;
  customer = (await staffUser(t, null)).token;
  [{ id: categoryId }] = (await t.db.select({ id: blogCategories.id }).from(blogCategories).limit(1)) as [
    { id: number },
  ];
});
afterAll(() => t?.close());

describe('writing posts (issue 25 §5)', () => {
  it('an editor creates a post; the slug comes from the title and stays unique (-2, -3); audited', async () => {
    const title = unique('Reading for Pleasure: Year 7!');
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push(await create({ title, content: '<p>Hi</p>', status: 'draft' }));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    const base = title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/-+$/, '');
    expect(answers.map((a) => a.body!.slug)).toEqual([base, `${base}-2`, `${base}-3`]);
    const entry = (await auditEntries(t)).at(-1)!;
    expect(entry).toMatchObject({
      action: BLOG_POST_CREATED,
      entity: 'blog_post',
      entityId: String(answers[2]!.body!.id),
    });

    const list = await admin(t, 'GET', `/api/admin/blog-posts?q=${encodeURIComponent(title)}&status=draft`, editor);
    expect(list.body).toMatchObject({ totalCount: 3 });
    expect((list.body!.items as { status: string; publishAt: null }[])[0]).toMatchObject({
      status: 'draft',
      publishAt: null,
    });
  });

  it('sanitises content and excerpt: no <script>, no onerror=, and the tags the editor makes survive', async () => {
    const content =
      '<h2>Heading</h2><h3>Sub</h3><p><strong>bold</strong> <em>italic</em> <a href="https://example.com" target="_blank">link</a></p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote><p>quote</p></blockquote><pre><code>x</code></pre><hr>' +
      '<img src="https://example.com/a.png" alt="A" onerror="alert(1)"><script>alert(2)</script>';
    const { body } = await create({
      title: unique('Sanitised'),
      content,
      excerpt: 'Short <script>alert(3)</script><b onmouseover="x()">summary</b>',
      status: 'draft',
    });
    const post = await admin(t, 'GET', `/api/admin/blog-posts/${body!.id}`, editor);
    const stored = post.body!.content as string;
    expect(stored).not.toMatch(/script|onerror|alert/);
    for (const tag of [
      '<h2>',
      '<h3>',
      '<strong>',
      '<em>',
      '<ul>',
      '<ol>',
      '<li>',
      '<blockquote>',
      '<pre>',
      '<code>',
      '<hr />',
    ])
      expect(stored, tag).toContain(tag);
    expect(stored).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">link</a>');
    expect(stored).toContain('<img src="https://example.com/a.png" alt="A" />');
    expect(post.body!.excerpt).toBe('Short summary');
  });

  it('refuses bad input with a clear 400: a past schedule, a future "published", an unknown category', async () => {
    const past = new Date(Date.now() - 60_000).toISOString();
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect(await create({ title: 'x', content: '', status: 'scheduled', publishAt: past })).toEqual({
      status: 400,
      body: { message: SCHEDULE_NEEDS_FUTURE_TIME },
    });
    expect(await create({ title: 'x', content: '', status: 'scheduled' })).toMatchObject({ status: 400 });
    expect(await create({ title: 'x', content: '', status: 'published', publishAt: future })).toEqual({
      status: 400,
      body: { message: PUBLISHED_IN_FUTURE },
    });
    expect(await create({ title: 'x', content: '', status: 'draft', categoryId: 999_999 })).toEqual({
      status: 400,
      body: { message: UNKNOWN_BLOG_CATEGORY },
    });
    expect((await create({ title: '', content: '', status: 'live' })).status).toBe(400);
  });

  it('PATCH checks expectedUpdatedAt (409 when stale); DELETE removes the post (204) and audits it', async () => {
    const { body } = await create({ title: unique('Patched'), content: '<p>a</p>', status: 'draft' });
    const url = `/api/admin/blog-posts/${body!.id}`;
    const read = await admin(t, 'GET', url, editor);
    const changed = await admin(t, 'PATCH', url, editor, {
      title: 'Patched title',
      categoryId,
      expectedUpdatedAt: read.body!.updatedAt,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ title: 'Patched title', categoryId, slug: body!.slug });
    expect((await auditEntries(t)).at(-1)).toMatchObject({
      action: BLOG_POST_UPDATED,
      before: { title: expect.stringContaining('Patched'), categoryId: null },
      after: { title: 'Patched title', categoryId },
    });
    const stale = await admin(t, 'PATCH', url, editor, { title: 'Lost', expectedUpdatedAt: read.body!.updatedAt });
    expect(stale).toEqual({ status: 409, body: { message: BLOG_POST_CHANGED } });

    expect((await admin(t, 'DELETE', url, editor)).status).toBe(204);
    expect((await admin(t, 'GET', url, editor)).status).toBe(404);
    expect((await admin(t, 'DELETE', url, editor)).status).toBe(404);
    expect((await auditEntries(t)).at(-1)).toMatchObject({ action: BLOG_POST_DELETED, after: null });
  });

  it('refuses a customer and a signed-out visitor; lets an editor list the categories', async () => {
    expect(await admin(t, 'GET', '/api/admin/blog-posts', customer)).toEqual({
      status: 403,
      body: { message: FORBIDDEN },
    });
    expect((await admin(t, 'POST', '/api/admin/blog-posts', undefined, { title: 'x' })).status).toBe(401);
    const categories = await admin(t, 'GET', '/api/admin/blog-categories', editor);
    expect((categories.body!.items as { id: number }[]).map((c) => c.id)).toContain(categoryId);
  });
});

describe('what the shop shows (issue 25 §5)', () => {
  it('a draft is never public (list, article, sitemap); its preview is for staff only; published shows at once', async () => {
    const { body } = await create({ title: unique('Draft then published'), content: '<p>Body</p>', status: 'draft' });
    const slug = body!.slug as string;
    // Cached now, all three: publishing must reach them anyway.
    expect(await shopSlugs()).not.toContain(slug);
    expect(await articleStatus(slug)).toBe(404);
    expect(await inSitemap(slug)).toBe(false);

    const preview = `/api/admin/blog-posts/${body!.id}/preview`;
    const staffView = await admin(t, 'GET', preview, editor);
    expect(staffView.status).toBe(200);
    expect(staffView.body).toMatchObject({ id: body!.id, attributes: { slug, content: '<p>Body</p>' } });
    expect((await admin(t, 'GET', preview, customer)).status).toBe(403);
    expect((await admin(t, 'GET', preview)).status).toBe(401);

    expect((await admin(t, 'PATCH', `/api/admin/blog-posts/${body!.id}`, editor, { status: 'published' })).status).toBe(
      200,
    );
    await expect.poll(shopSlugs, { timeout: 3000 }).toContain(slug);
    expect(await articleStatus(slug)).toBe(200);
    expect((await get(`/blog/${slug}`)).body).toContain('Draft then published');
    expect(await inSitemap(slug)).toBe(true);

    // Back to a draft: gone again.
    await admin(t, 'PATCH', `/api/admin/blog-posts/${body!.id}`, editor, { status: 'draft' });
    await expect.poll(shopSlugs, { timeout: 3000 }).not.toContain(slug);
    expect(await articleStatus(slug)).toBe(404);
  });

  it('a scheduled post is invisible before its time and visible after it, though nothing changed in between', async () => {
    const publishAt = new Date(Date.now() + 1500).toISOString();
    const { status, body } = await create({
      title: unique('Scheduled'),
      content: '<p>Soon</p>',
      status: 'scheduled',
      publishAt,
    });
    expect(status).toBe(201);
    const slug = body!.slug as string;
    // Let the creation's notification land first, then fill the caches before the time.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await shopSlugs()).not.toContain(slug);
    expect(await articleStatus(slug)).toBe(404);
    expect(await inSitemap(slug)).toBe(false);
    const row = await admin(t, 'GET', `/api/admin/blog-posts/${body!.id}`, editor);
    expect(row.body).toMatchObject({ status: 'scheduled', publishAt, isPublic: false });

    // The same cached URLs: the publish timer must drop the caches when the time passes.
    await expect.poll(shopSlugs, { timeout: 5000, interval: 200 }).toContain(slug);
    expect(await articleStatus(slug)).toBe(200);
    expect(await inSitemap(slug)).toBe(true);

    // Made Published once live: it keeps the date it appeared on.
    const published = await admin(t, 'PATCH', `/api/admin/blog-posts/${body!.id}`, editor, { status: 'published' });
    expect(published.body).toMatchObject({ status: 'published', publishAt, isPublic: true });
  });
});

describe('PUT /api/admin/blog-posts/:id/cover (issue 25 §5)', () => {
  it('takes a PNG from an editor into media with its formats, shown by the shop, audited', async () => {
    const { body } = await create({ title: unique('With cover'), content: '', status: 'published' });
    const answer = await putForm(
      t,
      `/api/admin/blog-posts/${body!.id}/cover`,
      editor,
      aFile(await png(1200, 630), 'c.png', 'image/png'),
    );
    expect(answer.status).toBe(200);
    const [post] = await t.db
      .select()
      .from(blogPosts)
      .where(eq(blogPosts.id, body!.id as number));
    const [cover] = await t.db.select().from(media).where(eq(media.id, post!.coverImageId!));
    expect(answer.body).toEqual({ coverUrl: `/files/${cover!.key}` });
    expect(cover).toMatchObject({ width: 1200, height: 630 });
    expect(Object.keys(cover!.formats).sort()).toEqual(['medium', 'small', 'thumbnail']);
    expect(cover!.formats.small).toMatchObject({ width: 500, height: 263 });
    expect((await get(`/files/${cover!.formats.small!.key}`)).statusCode).toBe(200);
    expect((await auditEntries(t)).at(-1)).toMatchObject({ action: BLOG_COVER_REPLACED });

    const refused = await putForm(
      t,
      `/api/admin/blog-posts/${body!.id}/cover`,
      editor,
      aFile('not a picture', 'c.png', 'image/png'),
    );
    expect(refused.status).toBe(400);
  });
});
