import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { RECENT_POSTS_PATH } from '@/features/blog/api/get-recent-posts';
import { postsPage, readingStamina, recentPosts } from '@/features/blog/test/fixtures';
import { createMemoryRouter, RouterProvider } from '@/test/memory-router';
import { reply, stubApi } from '@/test/stub-api';
import { StudentsPage } from './students';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderStudents(posts: unknown = postsPage(recentPosts)) {
  stubApi({ [RECENT_POSTS_PATH]: posts });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const stub = (name: string) => <h1>{name}</h1>;
  const router = createMemoryRouter(
    [
      { path: paths.students.path, element: <StudentsPage /> },
      { path: paths.digitalBooks.path, element: stub('Digital Books') },
      { path: paths.exams.path, element: stub('The Gate Exams') },
      { path: paths.blog.path, element: stub('Blog') },
      { path: paths.blogPost.path, element: stub('Article') },
    ],
    { initialEntries: ['/students'] },
  );
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, user };
}

const settled = () => waitFor(() => expect(screen.queryAllByRole('status')).toEqual([]));

describe('/students, the student resources landing', () => {
  it('STU-01 opens with the hero "Resources for Students", the page\'s one h1', async () => {
    const { container } = renderStudents();
    const hero = container.firstElementChild as HTMLElement;
    expect(screen.getAllByRole('heading', { level: 1 })).toEqual([
      within(hero).getByRole('heading', { level: 1, name: 'Resources for Students' }),
    ]);
    expect(document.title).toBe('Resources for Students | The Gate');
    await settled();
  });

  it('STU-01 the hero buttons lead to /digital-books and /the-gate-exams', async () => {
    const { container, user, router } = renderStudents();
    const hero = container.firstElementChild as HTMLElement;
    const links = within(hero).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/digital-books', '/the-gate-exams']);
    await user.click(within(hero).getByRole('link', { name: 'Take The Gate Exams' }));
    expect(router.state.location.pathname).toBe('/the-gate-exams');
  });

  it("STU-02 has the sections 'Digital Learning Resources' and 'Educational Services', with cards that lead somewhere", async () => {
    renderStudents();
    const learning = screen.getByRole('region', { name: 'Digital Learning Resources' });
    expect(within(learning).getByRole('link', { name: 'Digital Books' })).toHaveAttribute('href', '/digital-books');
    expect(within(learning).getByRole('link', { name: 'Practice Materials' })).toHaveAttribute('href', '/materials');
    expect(within(learning).getByRole('link', { name: 'Year 5' })).toHaveAttribute('href', '/materials/year-5');

    const services = screen.getByRole('region', { name: 'Educational Services' });
    expect(within(services).getByRole('link', { name: 'The Gate Exams' })).toHaveAttribute('href', '/the-gate-exams');
    expect(within(services).getByRole('link', { name: 'Year Packages' })).toHaveAttribute('href', '/packages');
    expect(within(services).getByRole('link', { name: 'Your Year Page' })).toHaveAttribute('href', '/student-services');
    await settled();
  });

  it("STU-03 STU-04 the 'Popular Blog Posts' carousel shows the 4 recent posts, each reading on at /blog/{slug}", async () => {
    const { user, router } = renderStudents();
    const carousel = await screen.findByRole('region', { name: 'Popular Blog Posts' });
    expect(within(carousel).getAllByRole('group')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'View All Posts' })).toHaveAttribute('href', '/blog');
    await user.click(within(carousel).getByRole('link', { name: `Read More: ${readingStamina.attributes.title}` }));
    expect(router.state.location.pathname).toBe(`/blog/${readingStamina.attributes.slug}`);
  });

  it('leaves the blog section out when the posts fail to load, keeping the rest of the page', async () => {
    renderStudents(reply(500, 'boom'));
    await settled();
    expect(screen.queryByRole('heading', { name: 'Popular Blog Posts' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Educational Services' })).toBeInTheDocument();
  });

  it('headings go in order: h1, then h2 sections with h3 cards', async () => {
    renderStudents();
    await screen.findByRole('region', { name: 'Popular Blog Posts' });
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    for (let index = 1; index < levels.length; index++) {
      expect(levels[index]! - levels[index - 1]!).toBeLessThanOrEqual(1);
    }
  });
});
