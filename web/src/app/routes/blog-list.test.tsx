import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { postsPath } from '@/features/blog/api/get-posts';
import { examDay, listPage, numberedPosts, persuasiveWriting, readingStamina } from '@/features/blog/test/fixtures';
import { renderBlog } from '@/features/blog/test/render-blog';
import { popularMaterialsPath } from '@/features/catalogue/api/get-popular-materials';
import { argumentPresentation, inferenceSheet, untaggedExam } from '@/features/catalogue/test/fixtures';
import { deferred, reply, requestedPaths, stubApi } from '@/test/stub-api';
import { BlogListPage } from './blog-list';

const PAGE_1 = postsPath({ page: 1 });
const PAGE_2 = postsPath({ page: 2 });
const RECOMMENDED = popularMaterialsPath(3);

/** 7 posts: 6 on page 1, the 7th on page 2. */
const seven = numberedPosts(7);
const page1 = listPage(seven.slice(0, 6), { page: 1, total: 7 });
const page2 = listPage(seven.slice(6), { page: 2, total: 7 });

const popular = [
  { ...untaggedExam, downloadCount: 900 },
  { ...argumentPresentation, downloadCount: 410 },
  { ...inferenceSheet, downloadCount: 12 },
];

const renderList = (entry = '/blog') =>
  renderBlog(
    [
      { path: paths.blog.path, element: <BlogListPage /> },
      { path: paths.blogPost.path, element: <h1>Article page</h1> },
      { path: paths.blogCategory.path, element: <h1>Category page</h1> },
    ],
    entry,
  );
const postList = () => screen.findByRole('list', { name: 'Blog posts' });
const cardTitles = async () =>
  within(await postList())
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 2 }).textContent);
const cardOf = async (title: string) =>
  within(await postList())
    .getAllByRole('article')
    .find((card) => within(card).queryByRole('heading', { name: title }))!;

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('/blog', () => {
  it('BL-01 asks for page 1 of 6 posts with cover, author, avatar and category', async () => {
    const fetchMock = stubApi({ [PAGE_1]: page1, [RECOMMENDED]: popular });
    renderList();
    await postList();
    expect(requestedPaths(fetchMock)).toContain(
      '/api/blog-posts?pagination[page]=1&pagination[pageSize]=6&populate=coverImage,author,author.avatar,category',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    expect(document.title).toBe('Blog | The Gate');
  });

  it('BL-02 shows 6 posts a page; the 7th is on page 2, at /blog?page=2', async () => {
    const fetchMock = stubApi({ [PAGE_1]: page1, [PAGE_2]: page2 });
    const first = renderList();
    expect(await cardTitles()).toEqual(['Post 1', 'Post 2', 'Post 3', 'Post 4', 'Post 5', 'Post 6']);
    first.unmount();

    renderList('/blog?page=2');
    expect(await cardTitles()).toEqual(['Post 7']);
    expect(requestedPaths(fetchMock)).toContain(
      '/api/blog-posts?pagination[page]=2&pagination[pageSize]=6&populate=coverImage,author,author.avatar,category',
    );
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('BL-03 BL-04 the pagination changes the page in the address and scrolls smoothly to the top', async () => {
    stubApi({ [PAGE_1]: page1, [PAGE_2]: page2 });
    const { user, router } = renderList();
    await postList();
    const bar = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(bar).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(bar).getByRole('link', { name: 'Next page' }));
    expect(router.state.location).toMatchObject({ pathname: '/blog', search: '?page=2' });
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(await cardTitles()).toEqual(['Post 7']);

    // Back returns to page 1, as the address says.
    await act(() => router.navigate(-1));
    expect(await cardTitles()).toHaveLength(6);
  });

  it('BL-05 recommends the top 3 materials by downloads, in the order the server sends', async () => {
    const fetchMock = stubApi({ [PAGE_1]: page1, [RECOMMENDED]: popular });
    renderList();
    const block = await screen.findByRole('region', { name: 'Recommended materials' });
    await waitFor(() => expect(within(block).getAllByRole('article')).toHaveLength(3));
    expect(
      within(block)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([untaggedExam.title, argumentPresentation.title, inferenceSheet.title]);
    expect(requestedPaths(fetchMock)).toContain('/api/materials/popular?limit=3');
  });

  it('BL-06 a failed call shows "Unable to load blog posts" (not an empty list), and Try again reloads', async () => {
    let fail = true;
    const fetchMock = stubApi({ [PAGE_1]: () => (fail ? reply(500, 'boom') : page1) });
    const { user } = renderList();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Unable to load blog posts' })).toBeInTheDocument();
    expect(
      within(alert).getByText('Please try again later or contact support if the problem persists.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('No blog posts have been published yet.')).not.toBeInTheDocument();

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await cardTitles()).toHaveLength(6);
    expect(requestedPaths(fetchMock).filter((path) => path === PAGE_1)).toHaveLength(2);
  });

  it('BL-07 BL-08 each card shows its cover, category ("Education" without one), excerpt, date and author', async () => {
    stubApi({ [PAGE_1]: listPage([readingStamina, persuasiveWriting, examDay]) });
    const { user, router } = renderList();

    const stamina = await cardOf(readingStamina.attributes.title);
    expect(stamina.querySelector('img')).toHaveAttribute('src', 'http://gate.test/files/blog/covers/small_post-14.jpg');
    expect(within(stamina).getByText('Practical ideas for Year 5–6 readers.')).toBeInTheDocument();
    expect(within(stamina).getByText('October 2, 2026')).toHaveAttribute('datetime', '2026-10-02T09:00:00.000Z');
    expect(within(stamina).getByText('Mona Khaled')).toBeInTheDocument();
    expect(within(stamina).getByRole('link', { name: 'Reading' })).toHaveAttribute('href', '/blog/category/reading');

    // BL-07: without a description, the first 150 characters of the content's text.
    const persuasive = await cardOf(persuasiveWriting.attributes.title);
    const text = `Start with the reader ${'Every persuasive text has a reader to win over. '.repeat(5)}`;
    const excerpt = within(persuasive).getByText(`${text.slice(0, 150).trimEnd()}...`);
    expect(excerpt.textContent!.replace(/\.\.\.$/, '')).toHaveLength(150);

    // BL-08: no category reads "Education", with no listing to link to.
    const exam = await cardOf(examDay.attributes.title);
    expect(within(exam).getByText('Education')).toBeInTheDocument();
    expect(within(exam).queryByRole('link', { name: 'Education' })).not.toBeInTheDocument();

    await user.click(within(stamina).getByRole('link', { name: readingStamina.attributes.title }));
    expect(router.state.location.pathname).toBe('/blog/five-ways-to-build-reading-stamina');
  });

  it('shows the default image for a post without a cover', async () => {
    stubApi({
      [PAGE_1]: listPage([{ ...examDay, attributes: { ...examDay.attributes, coverImage: { data: null } } }]),
    });
    renderList();
    const card = await cardOf(examDay.attributes.title);
    expect(card.querySelector('img')).toHaveAttribute('src', '/images/default-material.svg');
  });

  it('shows skeletons while the posts load', async () => {
    const answer = deferred<unknown>();
    stubApi({ [PAGE_1]: () => answer.promise });
    renderList();
    expect(screen.getByText('Loading blog posts...').closest('[role="status"]')).not.toBeNull();
    answer.resolve(page1);
    expect(await cardTitles()).toHaveLength(6);
    expect(screen.queryByText('Loading blog posts...')).not.toBeInTheDocument();
  });

  it('a page past the end offers the first page', async () => {
    const PAGE_9 = postsPath({ page: 9 });
    stubApi({ [PAGE_9]: listPage([], { page: 9, total: 7 }), [PAGE_1]: page1 });
    const { user, router } = renderList('/blog?page=9');
    expect(await screen.findByText('There are no posts on page 9.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to the first page' }));
    expect(router.state.location.search).toBe('');
    expect(await cardTitles()).toHaveLength(6);
  });

  it('says so when there are no posts at all', async () => {
    stubApi({ [PAGE_1]: listPage([]) });
    renderList();
    expect(await screen.findByText('No blog posts have been published yet.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });
});
