import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { reply, requestedPaths, stubApi } from '@/test/stub-api';
import { postsPath } from '../api/get-posts';
import { listPage, post } from '../test/fixtures';
import { renderBlog } from '../test/render-blog';
import { BlogCategoryPage } from './blog-category-page';

const grammar = { data: { id: 7, attributes: { name: 'Grammar & Usage', slug: 'grammar-usage' } } };
const grammarPosts = Array.from({ length: 8 }, (_, index) =>
  post(700 + index, `Grammar ${index + 1}`, { category: grammar }),
);
const PAGE_1 = postsPath({ page: 1, categorySlug: 'grammar-usage' });
const PAGE_2 = postsPath({ page: 2, categorySlug: 'grammar-usage' });
const routes = {
  [PAGE_1]: listPage(grammarPosts.slice(0, 6), { page: 1, total: 8 }),
  [PAGE_2]: listPage(grammarPosts.slice(6), { page: 2, total: 8 }),
};

const renderCategory = (entry: string) =>
  renderBlog(
    [
      { path: paths.blogCategory.path, element: <BlogCategoryPage /> },
      { path: paths.blogPost.path, element: <h1>Article page</h1> },
    ],
    entry,
  );
const titles = async () =>
  within(await screen.findByRole('list', { name: 'Blog posts' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('/blog/category/{categorySlug}', () => {
  it("BC-01 asks for the category's page 1 of 6 posts, and is headed by the category's name", async () => {
    const fetchMock = stubApi(routes);
    renderCategory('/blog/category/grammar-usage');
    expect(screen.getByRole('heading', { level: 1, name: 'Grammar Usage' })).toBeInTheDocument();
    expect(await titles()).toHaveLength(6);
    expect(requestedPaths(fetchMock)).toEqual([
      '/api/blog-posts?filters[category][slug][$eq]=grammar-usage&pagination[page]=1&pagination[pageSize]=6&populate=coverImage,author,author.avatar,category',
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Grammar & Usage' })).toBeInTheDocument();
    expect(document.title).toBe('Grammar & Usage | The Gate');
  });

  it('BC-02 pages 6 at a time with the blog pagination, the page in the address', async () => {
    const fetchMock = stubApi(routes);
    const { user, router } = renderCategory('/blog/category/grammar-usage');
    expect(await titles()).toEqual(grammarPosts.slice(0, 6).map((p) => p.attributes.title));
    await user.click(screen.getByRole('link', { name: 'Next page' }));
    expect(router.state.location).toMatchObject({ pathname: '/blog/category/grammar-usage', search: '?page=2' });
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(await titles()).toEqual(['Grammar 7', 'Grammar 8']);
    expect(requestedPaths(fetchMock)).toContain(PAGE_2);
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('BC-02 opens at the page the address names', async () => {
    stubApi(routes);
    renderCategory('/blog/category/grammar-usage?page=2');
    expect(await titles()).toEqual(['Grammar 7', 'Grammar 8']);
  });

  it('BC-03 an empty category shows "No articles found in this category"', async () => {
    stubApi({ [postsPath({ page: 1, categorySlug: 'poetry' })]: listPage([]) });
    renderCategory('/blog/category/poetry');
    expect(await screen.findByText('No articles found in this category')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Poetry' })).toBeInTheDocument();
  });

  it('BC-04 superseded: a failed call shows the blog error with a retry, never sample posts', async () => {
    stubApi({ [PAGE_1]: reply(500, 'boom') });
    renderCategory('/blog/category/grammar-usage');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Unable to load blog posts' })).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
