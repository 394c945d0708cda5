import { screen, waitFor, within } from '@testing-library/react';
import type { BlogPost } from '@the-gate/contract/blog';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { postPath } from '@/features/blog/api/get-post';
import { examDay, listPage, post } from '@/features/blog/test/fixtures';
import { renderBlog } from '@/features/blog/test/render-blog';
import { popularMaterialsPath } from '@/features/catalogue/api/get-popular-materials';
import { material } from '@/features/catalogue/test/fixtures';
import { PACKAGES_PATH } from '@/features/packages/api/get-packages';
import { packageList } from '@/features/packages/test/fixtures';
import { reply, requestedPaths, stubApi } from '@/test/stub-api';
import { BlogArticlePage } from './blog-article';

const SLUG = 'five-ways-to-build-reading-stamina';
const RECOMMENDED = popularMaterialsPath(6);

const avatar = {
  data: {
    id: 80,
    attributes: {
      url: 'http://gate.test/files/blog/avatars/mona.jpg',
      alternativeText: null,
      width: 400,
      height: 400,
      formats: { thumbnail: { url: 'http://gate.test/files/blog/avatars/thumbnail_mona.jpg', width: 80, height: 80 } },
    },
  },
};

/** 201 words of text, with a heading and a list: "2 min read". */
const article: BlogPost = post(14, 'Five ways to build reading stamina', {
  publishedAt: '2025-01-05T09:00:00.000Z',
  content: `<h2>Start small</h2><p>${'word '.repeat(197)}</p><ul><li>Read</li><li>daily</li></ul>`,
  author: { data: { id: 3, attributes: { name: 'Mona Khaled', avatar } } },
});

const popular = Array.from({ length: 8 }, (_, index) =>
  material({ id: 60 + index, title: `Popular ${index + 1}`, downloadCount: 800 - index * 10 }),
);

const renderArticle = (slug = SLUG) =>
  renderBlog(
    [
      { path: paths.blog.path, element: <h1>Blog page</h1> },
      { path: paths.blogPost.path, element: <BlogArticlePage /> },
      { path: paths.blogCategory.path, element: <h1>Category page</h1> },
    ],
    paths.blogPost.href(slug),
  );

const found = { [postPath(SLUG)]: listPage([article]), [RECOMMENDED]: popular, [PACKAGES_PATH]: packageList };

describe('/blog/{slug}', () => {
  it('BA-01 asks for the post by its slug with every relation', async () => {
    const fetchMock = stubApi(found);
    renderArticle();
    await screen.findByRole('heading', { level: 1, name: article.attributes.title });
    expect(requestedPaths(fetchMock)).toContain(
      '/api/blog-posts?filters[slug][$eq]=five-ways-to-build-reading-stamina&populate=coverImage,author,author.avatar,category',
    );
    expect(document.title).toBe('Five ways to build reading stamina | The Gate');
  });

  it('BA-02 BA-03 shows the cover, the author with the avatar, the date and "2 min read" for 201 words', async () => {
    stubApi(found);
    renderArticle();
    const body = await screen.findByRole('article');
    expect(within(body).getByRole('heading', { level: 1 })).toHaveTextContent(article.attributes.title);
    expect([...body.querySelectorAll('img')].map((image) => image.getAttribute('src'))).toEqual([
      'http://gate.test/files/blog/avatars/thumbnail_mona.jpg',
      'http://gate.test/files/blog/covers/post-14.jpg',
    ]);
    expect(within(body).getByText('Mona Khaled')).toBeInTheDocument();
    expect(within(body).getByText('January 5, 2025')).toHaveAttribute('datetime', '2025-01-05T09:00:00.000Z');
    expect(within(body).getByText('2 min read')).toBeInTheDocument();
  });

  it('BA-04 the category links to /blog/category/{categorySlug}', async () => {
    stubApi(found);
    const { user, router } = renderArticle();
    const link = await screen.findByRole('link', { name: 'Reading' });
    expect(link).toHaveAttribute('href', '/blog/category/reading');
    await user.click(link);
    expect(router.state.location.pathname).toBe('/blog/category/reading');
  });

  it('BA-04 BL-08 a post without a category reads "Education", with nothing to link to', async () => {
    stubApi({ [postPath(examDay.attributes.slug)]: listPage([examDay]) });
    renderArticle(examDay.attributes.slug);
    const body = await screen.findByRole('article');
    expect(within(body).getByText('Education')).toBeInTheDocument();
    expect(within(body).queryByRole('link', { name: 'Education' })).not.toBeInTheDocument();
  });

  it('BA-08 renders the content as HTML', async () => {
    stubApi(found);
    renderArticle();
    const body = await screen.findByRole('article');
    const subheading = within(body).getByRole('heading', { level: 2, name: 'Start small' });
    const content = subheading.parentElement!;
    expect(
      within(content)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Read', 'daily']);
    expect(within(body).queryByText(/<h2>/)).not.toBeInTheDocument();
  });

  it('BA-05 the sidebar shows the top 6 recommended materials and at most 3 premium packages', async () => {
    const fetchMock = stubApi(found);
    renderArticle();
    const sidebar = await screen.findByRole('complementary', { name: 'Related content' });
    const recommended = await within(sidebar).findByRole('region', { name: 'Recommended materials' });
    await waitFor(() => expect(within(recommended).getAllByRole('article')).toHaveLength(6));
    expect(
      within(recommended)
        .getAllByRole('article')
        .map((item) => item.textContent),
    ).toEqual(popular.slice(0, 6).map((item) => expect.stringContaining(item.title)));
    expect(requestedPaths(fetchMock)).toContain('/api/materials/popular?limit=6');

    const premium = await within(sidebar).findByRole('region', { name: 'Premium Packages' });
    await waitFor(() => expect(within(premium).getAllByRole('article')).toHaveLength(3));
    expect(
      within(premium)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Year 5 Pro Package', 'Year 6 Pro Package', 'Year 7 Pro Package']);
  });

  it('BA-05 the article still shows when the sidebar calls fail', async () => {
    stubApi({
      [postPath(SLUG)]: listPage([article]),
      [RECOMMENDED]: reply(500, 'boom'),
      [PACKAGES_PATH]: reply(500, 'x'),
    });
    renderArticle();
    const sidebar = await screen.findByRole('complementary', { name: 'Related content' });
    await waitFor(() => expect(sidebar).toBeEmptyDOMElement());
    expect(screen.getByRole('heading', { level: 1, name: article.attributes.title })).toBeInTheDocument();
  });

  it('BA-06 an unknown slug shows "Article Not Found" and \'Return to Blog\' leads to /blog', async () => {
    stubApi({ [postPath('no-such-post')]: listPage([]) });
    const { user, router } = renderArticle('no-such-post');
    expect(await screen.findByRole('heading', { level: 1, name: 'Article Not Found' })).toBeInTheDocument();
    expect(screen.getByText("We couldn't find the blog post you're looking for.")).toBeInTheDocument();
    expect(document.title).toBe('Article Not Found | The Gate');
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Return to Blog' }));
    expect(router.state.location.pathname).toBe('/blog');
  });

  it('BA-07 superseded: a failed call shows the error with a retry, never a sample post', async () => {
    let fail = true;
    stubApi({ [postPath(SLUG)]: () => (fail ? reply(500, 'boom') : listPage([article])) });
    const { user } = renderArticle();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Unable to load blog posts' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: article.attributes.title })).toBeInTheDocument();
  });

  it('encodes an unusual slug in the request', async () => {
    const fetchMock = stubApi({});
    renderArticle('a&b c');
    await screen.findByRole('alert');
    expect(requestedPaths(fetchMock)).toContain(
      '/api/blog-posts?filters[slug][$eq]=a%26b%20c&populate=coverImage,author,author.avatar,category',
    );
  });
});
