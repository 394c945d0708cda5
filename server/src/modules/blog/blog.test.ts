import { type BlogPostsResponse, blogPostsResponseSchema } from '@the-gate/contract/blog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/harness';
import { createPost } from './writes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const POPULATE = 'populate=coverImage,author,author.avatar,category';
const list = async (query: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/blog-posts?${query}` });
  expect(response.statusCode).toBe(200);
  return blogPostsResponseSchema.parse(json(response));
};

describe('GET /api/blog-posts', () => {
  it('pages 6 posts at a time, newest first, with the pagination meta (BL-01, BL-02)', async () => {
    const page1 = await list(`pagination[page]=1&pagination[pageSize]=6&${POPULATE}`);
    expect(page1.data).toHaveLength(6);
    const { total, pageCount } = page1.meta.pagination;
    expect(total).toBeGreaterThanOrEqual(12);
    expect(pageCount).toBe(Math.ceil(total / 6));
    const dates = page1.data.map((post) => post.attributes.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const page2 = await list(`pagination[page]=2&pagination[pageSize]=6&${POPULATE}`);
    expect(page2.data[0]!.id).not.toBe(page1.data[0]!.id);
    expect(page2.meta.pagination.page).toBe(2);
  });

  it('accepts percent-encoded bracket keys (contract §3.17)', async () => {
    const page = await list('pagination%5Bpage%5D=1&pagination%5BpageSize%5D=4');
    expect(page.data).toHaveLength(4);
    expect(page.meta.pagination).toMatchObject({ page: 1, pageSize: 4 });
  });

  it('defaults to page 1 of 10 and populates nothing unless asked', async () => {
    const page = await list('');
    expect(page.meta.pagination).toMatchObject({ page: 1, pageSize: 10 });
    const attributes = page.data[0]!.attributes;
    expect(attributes.coverImage).toBeUndefined();
    expect(attributes.author).toBeUndefined();
    expect(attributes.category).toBeUndefined();
  });

  it('populates cover formats, author with avatar and category as Strapi v4 relations, with absolute URLs', async () => {
    const { data } = await list(`pagination[pageSize]=100&${POPULATE}`);
    const post = data.find((p) => p.attributes.category?.data)!;
    const cover = post.attributes.coverImage!.data!;
    expect(cover.attributes.url).toMatch(/^\/files\/blog\/covers\//);
    expect(Object.keys(cover.attributes.formats).sort()).toEqual(['medium', 'small', 'thumbnail']);
    expect(post.attributes.author!.data!.attributes.name).toBeTruthy();
    expect(post.attributes.author!.data!.attributes.avatar!.data!.attributes.url).toMatch(/^\/files\//);
    expect(post.attributes.category!.data!.attributes.slug).toBeTruthy();
  });

  it('serves a post with no category as a null relation, so the web app shows "Education" (BL-08)', async () => {
    const { data } = await list(`pagination[pageSize]=100&populate=category`);
    expect(data.some((post) => post.attributes.category?.data === null)).toBe(true);
  });

  it('never serves a draft', async () => {
    const { data, meta } = await list('pagination[pageSize]=100');
    expect(data.every((post) => post.attributes.publishedAt)).toBe(true);
    expect(meta.pagination.total).toBe(data.length);
  });

  it('finds one post by slug, and answers an unknown slug with 200 and empty data (BA-01, BA-06)', async () => {
    const [first] = (await list('pagination[pageSize]=1')).data;
    const found = await list(`filters[slug][$eq]=${first!.attributes.slug}&${POPULATE}`);
    expect(found.data.map((p) => p.id)).toEqual([first!.id]);
    const missing = await list(`filters[slug][$eq]=no-such-post&${POPULATE}`);
    expect(missing).toEqual({ data: [], meta: { pagination: { page: 1, pageSize: 10, pageCount: 0, total: 0 } } });
  });

  it('lists a category by slug, and an unknown category as empty (BC-01, BC-03)', async () => {
    const all = await list(`pagination[pageSize]=100&populate=category`);
    const slug = all.data.find((p) => p.attributes.category?.data)!.attributes.category!.data!.attributes.slug;
    const inCategory = await list(
      `filters[category][slug][$eq]=${slug}&pagination[page]=1&pagination[pageSize]=6&populate=category`,
    );
    expect(inCategory.data.length).toBeGreaterThanOrEqual(2);
    expect(inCategory.data.every((p) => p.attributes.category!.data!.attributes.slug === slug)).toBe(true);
    const none = await list('filters[category][slug][$eq]=no-such-category&pagination[pageSize]=6');
    expect(none.data).toEqual([]);
    expect(none.meta.pagination).toEqual({ page: 1, pageSize: 6, pageCount: 0, total: 0 });
  });

  it('ignores unknown populate names', async () => {
    const page = await list('populate=coverImage,secrets,author.password');
    expect(page.data[0]!.attributes.coverImage).toBeDefined();
    expect(page.data[0]!.attributes.author).toBeUndefined();
  });

  it.each([
    ['pagination[page]=0', 'pagination[page] must be a whole number from 1 to 100000.'],
    ['pagination[pageSize]=500', 'pagination[pageSize] must be a whole number from 1 to 100.'],
    ['pagination[pageSize]=six', 'pagination[pageSize] must be a whole number from 1 to 100.'],
    ['filters[author][$eq]=x', 'Unknown query parameter: filters[author][$eq].'],
    ['sort=id:desc', 'sort must be one of publishedAt:desc, publishedAt:asc, title:asc or title:desc.'],
  ])('answers %s with 400 and a clear message', async (query, message) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/blog-posts?${query}` });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ message });
  });

  it('sanitises a post body on write', async () => {
    await createPost(t.db, {
      title: 'Unsafe',
      slug: 'unsafe-post',
      content: '<p>Fine</p><script>alert(1)</script><img src="https://x.example/a.png" onerror="alert(2)">',
      publishedAt: new Date(),
    });
    await expect
      .poll(async () => (await list('filters[slug][$eq]=unsafe-post')).data[0]?.attributes.content, { timeout: 5000 })
      .toBe('<p>Fine</p><img src="https://x.example/a.png" />');
  });

  it('sorts by title when asked', async () => {
    const page: BlogPostsResponse = await list('sort=title:asc&pagination[pageSize]=100');
    const titles = page.data.map((p) => p.attributes.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'en')));
  });
});
