import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { stubApi } from '@/test/stub-api';
import { postPath } from '../api/get-post';
import { post } from '../test/fixtures';
import { renderBlog } from '../test/render-blog';
import { BlogArticle } from './blog-article';
import { BlogPagination } from './blog-pagination';

/** An article of `words` words, published on 5 January 2025. */
const article = (words: number) =>
  post(14, 'Five ways to build reading stamina', {
    publishedAt: '2025-01-05T09:00:00.000Z',
    content: `<p>${'word '.repeat(words)}</p>`,
  });

function renderArticle(words: number) {
  const shown = article(words);
  stubApi({ [postPath(shown.attributes.slug)]: { data: [shown] } });
  renderBlog(
    [{ path: paths.blogPost.path, element: <BlogArticle slug={shown.attributes.slug} sidebar={null} /> }],
    paths.blogPost.href(shown.attributes.slug),
  );
}

describe('the blog’s page chrome in Arabic (issue 26 §2, §5)', () => {
  it('says how long an article takes to read with Arabic plurals, and dates it with an Arabic month', async () => {
    renderArticle(201);
    expect(await screen.findByText('دقيقتان للقراءة')).toBeVisible();
    expect(screen.getByText('5 يناير 2025')).toHaveAttribute('datetime', '2025-01-05T09:00:00.000Z');
    const crumbs = screen.getByRole('navigation', { name: /.+/ });
    expect(within(crumbs).getByRole('link', { name: 'المدونة' })).toHaveAttribute('href', paths.blog.href());
    // The post itself stays as written.
    expect(screen.getByRole('heading', { level: 1, name: 'Five ways to build reading stamina' })).toBeVisible();
    // …in its own direction, so an English post's full stops stay at the end of its lines (issue 26 §3).
    expect(screen.getByText(/^word word/).closest('[dir]')).toHaveAttribute('dir', 'auto');
  });

  it.each([
    [1, 'دقيقة واحدة للقراءة'],
    [500, '3 دقائق للقراءة'],
    [2_200, '11 دقيقة للقراءة'],
  ])('an article of %i words reads "%s"', async (words, text) => {
    renderArticle(words);
    expect(await screen.findByText(text)).toBeVisible();
  });

  it('names the pagination’s links in Arabic', () => {
    stubApi({});
    renderBlog(
      [
        {
          path: paths.blog.path,
          element: <BlogPagination page={2} pageCount={3} pageHref={(page) => `/blog?page=${page}`} />,
        },
      ],
      paths.blog.href(),
    );
    const pagination = screen.getByRole('navigation', { name: 'التنقل بين الصفحات' });
    expect(within(pagination).getByRole('link', { name: 'الصفحة السابقة' })).toHaveTextContent('السابق');
    expect(within(pagination).getByRole('link', { name: 'الصفحة التالية' })).toHaveTextContent('التالي');
    expect(within(pagination).getByRole('link', { name: 'الصفحة 2' })).toHaveAttribute('aria-current', 'page');
  });
});
