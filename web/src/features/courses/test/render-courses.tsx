import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { paths } from '@/config/paths';
import { SessionProvider } from '@/stores/session/session-store';
import { createMemoryRouter, type InitialEntry, RouterProvider } from '@/test/memory-router';
import { CoursePage } from '../routes/course-page';
import { MyCoursesPage } from '../routes/my-courses-page';

/** A stored session token, as a signed-in visitor has it. */
export function signIn(token = 'token-1') {
  sessionStorage.setItem('auth_token', token);
  sessionStorage.setItem('user_data', JSON.stringify({ fullName: 'Sara Ahmed', email: 'sara@example.com' }));
}

/** Renders My Courses and the course player as the app does, at `initialEntries` (the last is current). */
export function renderCourses(...initialEntries: InitialEntry[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: paths.myCourses.path, element: <MyCoursesPage /> },
      { path: paths.course.path, element: <CoursePage /> },
      { path: paths.login.path, element: <h1>Login page</h1> },
      { path: paths.teacherCourses.path, element: <h1>Teacher courses page</h1> },
    ],
    { initialEntries, initialIndex: initialEntries.length - 1 },
  );
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <RouterProvider router={router} />
        <Toaster />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, user, queryClient };
}
