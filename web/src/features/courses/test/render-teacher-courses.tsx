import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent, { type Options } from '@testing-library/user-event';
import { paths } from '@/config/paths';
import { CartProvider } from '@/stores/cart/cart-store';
import { SessionProvider } from '@/stores/session/session-store';
import { CartProbe } from '@/test/cart-probe';
import { createMemoryRouter, RouterProvider } from '@/test/memory-router';
import { TeacherCoursePage } from '../routes/teacher-course-page';
import { TeacherCoursesPage } from '../routes/teacher-courses-page';

/** Renders the teacher course screens as the app does, at `initialEntry`, with the cart visible to tests. */
export function renderTeacherCourses(initialEntry: string, userOptions?: Options) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const stub = (name: string) => <h1>{name}</h1>;
  const router = createMemoryRouter(
    [
      { path: paths.home.path, element: stub('Home page') },
      { path: paths.teacherCourses.path, element: <TeacherCoursesPage /> },
      { path: paths.teacherCourse.path, element: <TeacherCoursePage /> },
      { path: paths.course.path, element: stub('Course player') },
    ],
    { initialEntries: [initialEntry] },
  );
  const user = userEvent.setup(userOptions);
  const view = render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <CartProvider>
          <RouterProvider router={router} />
          <CartProbe />
        </CartProvider>
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, user, queryClient };
}
