import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LibraryMaterial } from '@the-gate/contract/library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { coursesPage, literaryAnalysis, persuasiveWriting, readingAloud } from '@/features/courses/test/fixtures';
import { library, persuasionSlides, readingPack } from '@/features/library/test/fixtures';
import { SessionProvider } from '@/stores/session/session-store';
import { createMemoryRouter, RouterProvider } from '@/test/memory-router';
import { reply, requestedPaths, stubApi } from '@/test/stub-api';
import { DashboardPage } from './dashboard';

const MATERIALS = '/api/materials/me';
const COURSES = '/api/courses/assigned?page=1&pageSize=10';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderDashboard() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const stub = (name: string) => <h1>{name}</h1>;
  const router = createMemoryRouter(
    [
      { path: paths.dashboard.path, element: <DashboardPage /> },
      { path: paths.myMaterials.path, element: stub('My Materials page') },
      { path: paths.myCourses.path, element: stub('My Courses page') },
      { path: paths.course.path, element: stub('Course page') },
      { path: paths.materials.path, element: stub('Materials page') },
      { path: paths.teacherCourses.path, element: stub('Teacher courses page') },
      { path: paths.login.path, element: stub('Login page') },
    ],
    { initialEntries: ['/dashboard'] },
  );
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { router, user };
}

function signIn() {
  sessionStorage.setItem('auth_token', 'token-1');
  sessionStorage.setItem(
    'user_data',
    JSON.stringify({ fullName: 'Sara Ahmed', firstName: 'Sara', email: 'sara@example.com' }),
  );
}

const section = (name: string) => screen.getByRole('region', { name });

describe('the dashboard for a visitor', () => {
  it('PH-09 renders without a session, offers to log in and asks the server nothing', async () => {
    const fetchMock = stubApi({});
    const { user, router } = renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Latest materials' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('link', { name: 'Log in' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('redirecturl')).toBe('/dashboard');
  });

  it('PH-02 keeps the four upcoming feature cards under "What\'s coming next"', () => {
    stubApi({});
    renderDashboard();
    const next = section("What's coming next");
    expect(
      within(next)
        .getAllByRole('heading', { level: 3 })
        .map((card) => card.textContent),
    ).toEqual(['Progress tracking', 'Learning goals', 'Certificates', 'Personalised recommendations']);
  });

  it('PH-03 K-15 keeps the Development Progress bar at 75%, labelled 75%', () => {
    stubApi({});
    renderDashboard();
    const bar = screen.getByRole('progressbar', { name: 'Development Progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '75');
    expect(bar.firstElementChild).toHaveStyle({ width: '75%' });
    expect(within(section("What's coming next")).getByText('75%')).toBeInTheDocument();
  });

  it("PH-04 links to digital books, the teachers' hub and materials", () => {
    stubApi({});
    renderDashboard();
    const links = within(screen.getByRole('navigation', { name: 'Explore while you wait' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/digital-books', '/for-teachers', '/materials']);
  });
});

describe('the dashboard for a signed-in user', () => {
  const six: LibraryMaterial[] = [
    ...library,
    ...library.map((item) => ({ ...item, id: item.id + 10, title: `${item.title} II` })),
  ];

  it('shows the newest 4 materials with their Download and View links, and leads to My Materials', async () => {
    signIn();
    const fetchMock = stubApi({ [MATERIALS]: six, [COURSES]: coursesPage([]) });
    const { user, router } = renderDashboard();

    const materials = section('Latest materials');
    const titles = await within(materials).findAllByRole('heading', { level: 3 });
    expect(titles.map((title) => title.textContent)).toEqual(six.slice(0, 4).map((item) => item.title));
    expect(within(materials).getByRole('link', { name: `Download: ${readingPack.title}` })).toHaveAttribute(
      'href',
      readingPack.filePath,
    );
    expect(
      within(materials).getByRole('link', { name: `View on Application: ${persuasionSlides.title}` }),
    ).toHaveAttribute('target', '_blank');
    expect(requestedPaths(fetchMock)).toEqual(expect.arrayContaining([MATERIALS, COURSES]));
    expect(document.title).toBe('Dashboard | The Gate');

    await user.click(within(materials).getByRole('link', { name: 'Go to My Materials' }));
    expect(router.state.location.pathname).toBe('/my-materials');
  });

  it('shows the latest courses with their progress, continuing into a course with it handed over', async () => {
    signIn();
    stubApi({ [MATERIALS]: [], [COURSES]: coursesPage([persuasiveWriting, readingAloud, literaryAnalysis]) });
    const { user, router } = renderDashboard();

    const courses = section('Latest courses');
    const progress = await within(courses).findByRole('progressbar', { name: '1 of 3 lessons completed' });
    expect(progress).toHaveAttribute('aria-valuenow', '33');
    expect(within(courses).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(within(courses).getByRole('link', { name: 'Go to My Courses' })).toHaveAttribute('href', '/my-courses');

    await user.click(within(courses).getByRole('link', { name: `Continue: ${persuasiveWriting.title}` }));
    expect(router.state.location.pathname).toBe('/course/3');
    expect(router.state.location.state).toEqual({ course: persuasiveWriting });
  });

  it('empty sections say so and lead to /materials and /teacher-courses', async () => {
    signIn();
    stubApi({ [MATERIALS]: [], [COURSES]: coursesPage([]) });
    renderDashboard();

    const materials = section('Latest materials');
    expect(await within(materials).findByText("You don't have any materials yet")).toBeInTheDocument();
    expect(within(materials).getByRole('link', { name: 'Browse Materials' })).toHaveAttribute('href', '/materials');
    const courses = section('Latest courses');
    expect(await within(courses).findByText('No courses have been assigned to you yet.')).toBeInTheDocument();
    expect(within(courses).getByRole('link', { name: 'Explore teacher courses' })).toHaveAttribute(
      'href',
      '/teacher-courses',
    );
  });

  it('a failed section says so with Try Again, and the other section still shows', async () => {
    signIn();
    stubApi({ [MATERIALS]: reply(500, 'boom'), [COURSES]: reply(500, 'boom') });
    renderDashboard();
    expect(await within(section('Latest materials')).findByRole('alert')).toHaveTextContent(
      'Failed to load your materials. Please try again later.',
    );
    expect(await within(section('Latest courses')).findByRole('alert')).toHaveTextContent(
      'Failed to fetch courses: 500 Internal Server Error',
    );
    expect(within(section('Latest courses')).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
