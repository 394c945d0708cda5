import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { TEACHER_COURSES_PATH } from '@/features/courses/api/get-teacher-courses';
import {
  assessmentCourse,
  guidedReadingCourse,
  persuasiveCourse,
  teacherCourses,
} from '@/features/courses/test/teacher-fixtures';
import { CartProvider } from '@/stores/cart/cart-store';
import { createMemoryRouter, RouterProvider } from '@/test/memory-router';
import { reply, stubApi } from '@/test/stub-api';
import { ForTeachersPage } from './for-teachers';

function renderHub() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const stub = (name: string) => <h1>{name}</h1>;
  const router = createMemoryRouter(
    [
      { path: paths.forTeachers.path, element: <ForTeachersPage /> },
      { path: paths.teacherCourses.path, element: stub('Teacher courses page') },
      { path: paths.teacherCourse.path, element: stub('Teacher course page') },
      { path: paths.materials.path, element: stub('Materials page') },
      { path: paths.blog.path, element: stub('Blog page') },
      { path: paths.forSchools.path, element: stub('For Schools page') },
    ],
    { initialEntries: ['/for-teachers'] },
  );
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <CartProvider>
        <RouterProvider router={router} />
      </CartProvider>
    </QueryClientProvider>,
  );
  return { router, user };
}

const coursesSection = () => screen.getByRole('region', { name: 'Professional development courses' });

describe("/for-teachers, the Teachers' Hub", () => {
  it('TC-09 RT-40: renders the hub with one h1, "Teachers\' Hub", and headings in order', async () => {
    stubApi({ [TEACHER_COURSES_PATH]: teacherCourses });
    renderHub();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(["Teachers' Hub"]);
    expect(document.title).toBe("Teachers' Hub | The Gate");
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Professional development courses',
      'More for your classroom',
    ]);
    // Course cards sit under their section's h2.
    await within(coursesSection()).findAllByRole('heading', { level: 3 });
  });

  it('shows the three best-rated courses from the server, each linking to its page', async () => {
    stubApi({ [TEACHER_COURSES_PATH]: teacherCourses });
    const { user, router } = renderHub();
    expect(within(coursesSection()).getByRole('status', { name: 'Loading courses' })).toBeInTheDocument();

    const titles = await within(coursesSection()).findAllByRole('heading', { level: 3 });
    // 4.9 with 1240 students, 4.9 with 530, then 4.7; the free 4.6 course is left out.
    expect(titles.map((title) => title.textContent)).toEqual([
      guidedReadingCourse.title,
      assessmentCourse.title,
      persuasiveCourse.title,
    ]);
    await user.click(within(coursesSection()).getByRole('link', { name: assessmentCourse.title }));
    expect(router.state.location.pathname).toBe('/teacher-courses/3');
  });

  it('hides the course cards when the courses cannot be loaded, keeping the way to the catalogue', async () => {
    stubApi({ [TEACHER_COURSES_PATH]: reply(500, { message: 'Internal Server Error' }) });
    renderHub();
    await waitFor(() =>
      expect(within(coursesSection()).queryByRole('status', { name: 'Loading courses' })).not.toBeInTheDocument(),
    );
    expect(within(coursesSection()).queryAllByRole('article')).toHaveLength(0);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(within(coursesSection()).getByRole('link', { name: 'View all courses' })).toHaveAttribute(
      'href',
      '/teacher-courses',
    );
  });

  it.each([
    ['Explore courses', '/teacher-courses', 'Teacher courses page'],
    ['View all courses', '/teacher-courses', 'Teacher courses page'],
    ['Read the blog', '/blog', 'Blog page'],
    ['Explore school services', '/for-schools', 'For Schools page'],
  ])('the "%s" link leads to %s', async (name, href, page) => {
    stubApi({ [TEACHER_COURSES_PATH]: teacherCourses });
    const { user, router } = renderHub();
    const link = screen.getByRole('link', { name });
    expect(link).toHaveAttribute('href', href);
    await user.click(link);
    expect(router.state.location.pathname).toBe(href);
    expect(screen.getByRole('heading', { level: 1, name: page })).toBeInTheDocument();
  });

  it('both "Browse teacher resources" links lead to the catalogue at /materials', async () => {
    stubApi({ [TEACHER_COURSES_PATH]: teacherCourses });
    const { user, router } = renderHub();
    const links = screen.getAllByRole('link', { name: 'Browse teacher resources' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/materials', '/materials']);
    await user.click(links[1]!);
    expect(router.state.location.pathname).toBe('/materials');
  });
});
