import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { createMemoryRouter, RouterProvider } from '@/test/memory-router';
import { reply, requestedPaths, stubApi } from '@/test/stub-api';
import { RECENT_POSTS_PATH } from '../api/get-recent-posts';
import { persuasiveWriting, postsPage, readingStamina, recentPosts } from '../test/fixtures';
import { PopularPostsCarousel } from './popular-posts-carousel';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderCarousel() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/', element: <PopularPostsCarousel /> },
      { path: paths.blogPost.path, element: <h1>Article page</h1> },
      { path: paths.blog.path, element: <h1>Blog page</h1> },
    ],
    { initialEntries: ['/'] },
  );
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, user };
}

const region = () => screen.findByRole('region', { name: 'Popular Blog Posts' });
const slides = async () => within(await region()).getAllByRole('group');

describe('PopularPostsCarousel', () => {
  it('STU-03 asks for page 1 of size 4 with cover, author and category, and shows the 4 posts newest first', async () => {
    const fetchMock = stubApi({ [RECENT_POSTS_PATH]: postsPage(recentPosts, 14) });
    renderCarousel();
    const titles = (await slides()).map((slide) => within(slide).getByRole('heading', { level: 3 }).textContent);
    expect(titles).toEqual(recentPosts.map((post) => post.attributes.title));
    expect(requestedPaths(fetchMock)).toEqual([
      '/api/blog-posts?pagination[page]=1&pagination[pageSize]=4&populate=coverImage,author,author.avatar,category',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Popular Blog Posts' })).toBeInTheDocument();
  });

  it('each post shows its cover, category, excerpt, date and author', async () => {
    stubApi({ [RECENT_POSTS_PATH]: postsPage(recentPosts) });
    renderCarousel();
    const [stamina, persuasive, exam] = await slides();

    expect(stamina!.querySelector('img')).toHaveAttribute(
      'src',
      'http://gate.test/files/blog/covers/small_post-14.jpg',
    );
    expect(within(stamina!).getByText('Reading')).toBeInTheDocument();
    expect(within(stamina!).getByText('Practical ideas for Year 5–6 readers.')).toBeInTheDocument();
    expect(within(stamina!).getByText('October 2, 2026')).toHaveAttribute('datetime', '2026-10-02T09:00:00.000Z');
    expect(within(stamina!).getByText('Mona Khaled')).toBeInTheDocument();

    // Without a description, the first 150 characters of the content's text (B§9).
    const text = `Start with the reader ${'Every persuasive text has a reader to win over. '.repeat(5)}`;
    expect(within(persuasive!).getByText(`${text.slice(0, 150).trimEnd()}...`)).toBeInTheDocument();
    expect(within(persuasive!).getByText('Omar Fathy')).toBeInTheDocument();

    // A post with no category reads "Education".
    expect(within(exam!).getByText('Education')).toBeInTheDocument();
  });

  it("STU-04 'Read More' opens /blog/{slug}", async () => {
    stubApi({ [RECENT_POSTS_PATH]: postsPage(recentPosts) });
    const { user, router } = renderCarousel();
    const carousel = await region();
    await user.click(within(carousel).getByRole('link', { name: `Read More: ${persuasiveWriting.attributes.title}` }));
    expect(router.state.location.pathname).toBe(`/blog/${persuasiveWriting.attributes.slug}`);
  });

  it("STU-04 'View All Posts' opens /blog", async () => {
    stubApi({ [RECENT_POSTS_PATH]: postsPage(recentPosts) });
    const { user, router } = renderCarousel();
    await region();
    await user.click(screen.getByRole('link', { name: 'View All Posts' }));
    expect(router.state.location.pathname).toBe('/blog');
  });

  it('STU-05 a post stays hidden until it is seen, then fades in after a 300 ms delay', async () => {
    const observers: IntersectionObserverCallback[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          observers.push(callback);
        }
        observe() {}
        unobserve() {}
        disconnect() {}
        takeRecords() {
          return [];
        }
      },
    );
    stubApi({ [RECENT_POSTS_PATH]: postsPage([readingStamina]) });
    renderCarousel();
    const card = within((await slides())[0]!).getByRole('article');
    expect(card).toHaveClass('opacity-0', 'delay-300');

    act(() => {
      for (const callback of observers) {
        callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
      }
    });
    expect(card).toHaveClass('opacity-100', 'delay-300');
    expect(card).not.toHaveClass('opacity-0');
  });

  it('leaves the section out when there are no posts', async () => {
    stubApi({ [RECENT_POSTS_PATH]: postsPage([]) });
    const { container } = renderCarousel();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(container).toBeEmptyDOMElement();
  });

  it('leaves the section out when the call fails (no sample posts in their place)', async () => {
    stubApi({ [RECENT_POSTS_PATH]: reply(500, 'boom') });
    const { container } = renderCarousel();
    expect(screen.getByRole('status', { name: 'Loading blog posts' })).toBeInTheDocument();
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });

  it('an answer without a data list counts as no posts', async () => {
    stubApi({ [RECENT_POSTS_PATH]: { data: null } });
    const { container } = renderCarousel();
    expect(screen.getByRole('status')).toBeInTheDocument();
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });
});
