import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from '@/test/memory-router';
import { deferred, reply, requestedPaths, requestsTo, stubApi } from '@/test/stub-api';
import { assignedCoursesPath } from '../api/get-assigned-courses';
import { LOAD_COURSES_FAILED, NO_COURSES_MATCH, NoCourses } from '../components/course-list-states';
import { AUTH_TOKEN_MISSING } from '../lib/course-request';
import { coursesPage, literaryAnalysis, manyCourses, persuasiveWriting, readingAloud } from '../test/fixtures';
import { renderCourses, signIn } from '../test/render-courses';

afterEach(() => {
  vi.unstubAllGlobals();
});

const PAGE_1 = '/api/courses/assigned?page=1&pageSize=10';
const threeCourses = coursesPage([persuasiveWriting, readingAloud, literaryAnalysis]);

async function renderLoaded(routes: Record<string, unknown> = { [PAGE_1]: threeCourses }, entry = '/my-courses') {
  signIn();
  const fetchMock = stubApi(routes);
  const view = renderCourses(entry);
  await screen.findByRole('list', { name: 'Your courses' });
  return { ...view, fetchMock };
}

const card = (title: string) => screen.getByRole('article', { name: title });
const listed = (name: string, title: string) =>
  within(within(card(title)).getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const pageButtons = () =>
  within(screen.getByRole('navigation', { name: 'Pagination' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('/my-courses requests', () => {
  it('MC-01 MC-02 asks for page 1, 10 a page, with the Bearer token and nothing else', async () => {
    const { fetchMock } = await renderLoaded();
    expect(assignedCoursesPath(1)).toBe(PAGE_1);
    expect(requestedPaths(fetchMock)).toEqual([PAGE_1]);
    expect(requestsTo(fetchMock, PAGE_1)[0]?.headers.get('Authorization')).toBe('Bearer token-1');
  });

  it('MC-03 AMB-35 without a token shows "Error Loading Courses" with "Authentication token not found. Please log in." and asks nothing', async () => {
    const fetchMock = stubApi({ [PAGE_1]: threeCourses });
    const { user, router } = renderCourses('/my-courses?page=2');

    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Error Loading Courses' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Authentication token not found. Please log in.');
    expect(AUTH_TOKEN_MISSING).toBe('Authentication token not found. Please log in.');
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(within(alert).getByRole('link', { name: 'Log in' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('redirecturl')).toBe('/my-courses?page=2');
  });

  it('MC-19 shows a loading indicator while the request runs', async () => {
    signIn();
    const answer = deferred<unknown>();
    stubApi({ [PAGE_1]: () => answer.promise });
    renderCourses('/my-courses');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading courses...');
    answer.resolve(threeCourses);
    await screen.findByRole('list', { name: 'Your courses' });
    expect(screen.queryByText('Loading courses...')).not.toBeInTheDocument();
  });

  it('MC-12 MC-13 a failed call shows "Failed to fetch courses: 500 Internal Server Error", and Try Again loads again', async () => {
    signIn();
    let calls = 0;
    const fetchMock = stubApi({ [PAGE_1]: () => (++calls === 1 ? reply(500, 'boom') : threeCourses) });
    const { user } = renderCourses('/my-courses');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Error Loading Courses' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Failed to fetch courses: 500 Internal Server Error');
    expect(within(alert).queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('list', { name: 'Your courses' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, PAGE_1)).toHaveLength(2);
  });

  it('MC-13 a failure with no message of its own shows "Failed to load your courses. Please try again later."', async () => {
    signIn();
    stubApi({
      [PAGE_1]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderCourses('/my-courses');
    expect(await screen.findByRole('alert')).toHaveTextContent(LOAD_COURSES_FAILED);
    expect(LOAD_COURSES_FAILED).toBe('Failed to load your courses. Please try again later.');
  });

  it('AMB-56 an expired session (401) reads "Failed to fetch courses: 401 Unauthorized" and offers to log in', async () => {
    signIn();
    stubApi({ [PAGE_1]: reply(401, { message: 'Authentication required' }) });
    renderCourses('/my-courses');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch courses: 401 Unauthorized');
    expect(within(alert).getByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });

  it('sets the page title to "My Courses | The Gate"', async () => {
    await renderLoaded();
    expect(document.title).toBe('My Courses | The Gate');
  });
});

describe('/my-courses list', () => {
  it('MC-04 reads "Showing {n} of {totalCount} courses"', async () => {
    await renderLoaded({ [PAGE_1]: coursesPage(manyCourses(10), { totalCount: 23, totalPages: 3 }) });
    expect(screen.getByRole('heading', { name: 'Showing 10 of 23 courses' })).toBeInTheDocument();
  });

  it('MC-05 a card shows the thumbnail (the default image without one), the title and the description', async () => {
    await renderLoaded();
    expect(within(card(persuasiveWriting.title)).getByRole('img', { name: persuasiveWriting.title })).toHaveAttribute(
      'src',
      '/images/courses/3.jpg',
    );
    expect(within(card(readingAloud.title)).getByRole('img', { name: readingAloud.title })).toHaveAttribute(
      'src',
      '/images/default-material.svg',
    );
    expect(within(card(persuasiveWriting.title)).getByText(persuasiveWriting.description)).toBeInTheDocument();
  });

  it('MC-06 MC-07 shows Published or Draft, and the difficulty in a colour of its own', async () => {
    await renderLoaded();
    expect(listed('Details', persuasiveWriting.title)).toEqual(['Published', 'Intermediate']);
    expect(listed('Details', readingAloud.title)).toEqual(['Draft', 'Beginner']);
    expect(listed('Details', literaryAnalysis.title)).toEqual(['Published', 'Advanced']);
    const colours = ['Beginner', 'Intermediate', 'Advanced'].map(
      (level) => screen.getByText(level, { selector: '[data-level]' }).className,
    );
    expect(new Set(colours).size).toBe(3);
  });

  it('MC-08 AMB-51 shows the hours, the assigned groups and the lessons', async () => {
    await renderLoaded();
    expect(listed('Facts', persuasiveWriting.title)).toEqual(['6 hours', '2 assigned groups', '3 lessons']);
    expect(listed('Facts', readingAloud.title)).toEqual(['1 hour', '1 assigned group', '1 lesson']);
  });

  it('shows "{done} of {total} lessons completed" with a progress bar', async () => {
    await renderLoaded();
    const progress = within(card(persuasiveWriting.title)).getByRole('progressbar', {
      name: '1 of 3 lessons completed',
    });
    expect(progress).toHaveAttribute('aria-valuenow', '33');
    expect(
      within(card(literaryAnalysis.title)).getByRole('progressbar', { name: '0 of 0 lessons completed' }),
    ).toHaveAttribute('aria-valuenow', '0');
  });

  it("MC-09 'View Course' goes to /course/{id} carrying the course, so its page needs no course request", async () => {
    const { user, router, fetchMock } = await renderLoaded({
      [PAGE_1]: threeCourses,
      '/api/courses/3/lessons?page=1&pageSize=100': {
        lessons: [],
        totalCount: 0,
        page: 1,
        pageSize: 100,
        totalPages: 0,
      },
    });
    await user.click(screen.getByRole('link', { name: `View Course: ${persuasiveWriting.title}` }));
    expect(router.state.location.pathname).toBe('/course/3');
    expect(screen.getByRole('heading', { level: 1, name: persuasiveWriting.title })).toBeInTheDocument();
    await screen.findByText('Course Lessons (0)');
    expect(requestedPaths(fetchMock)).not.toContain('/api/courses/3');
  });

  it('MC-10 an empty list shows "No Courses Found" and "No courses have been assigned to you yet."', async () => {
    signIn();
    stubApi({ [PAGE_1]: coursesPage([], { totalPages: 0 }) });
    renderCourses('/my-courses');
    expect(await screen.findByRole('heading', { name: 'No Courses Found' })).toBeInTheDocument();
    expect(screen.getByText('No courses have been assigned to you yet.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('MC-11 the filtered wording is kept for when filters exist (no control sets them today)', () => {
    render(
      <MemoryRouter>
        <NoCourses filtered />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'No Courses Found' })).toBeInTheDocument();
    expect(screen.getByText(NO_COURSES_MATCH)).toBeInTheDocument();
    expect(NO_COURSES_MATCH).toBe('No courses match your current filters. Try adjusting your search criteria.');
  });
});

describe('/my-courses pagination', () => {
  const tenPages = (page: number) => coursesPage(manyCourses(10, page * 10), { page, totalCount: 95, totalPages: 10 });

  it('MC-14 is hidden with a single page', async () => {
    await renderLoaded();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it.each([
    [1, ['1', '2', '3', '4', '5']],
    [5, ['3', '4', '5', '6', '7']],
    [10, ['6', '7', '8', '9', '10']],
  ])('MC-15 MC-16 on page %i of 10 shows Previous, %j and Next', async (page, numbers) => {
    await renderLoaded(
      { [assignedCoursesPath(page)]: tenPages(page) },
      page === 1 ? '/my-courses' : `/my-courses?page=${page}`,
    );
    expect(pageButtons()).toEqual(['Previous', ...numbers, 'Next']);
    expect(screen.getByRole('button', { name: `Page ${page}` })).toHaveAttribute('aria-current', 'page');
  });

  it('MC-18 Previous is disabled on the first page and Next on the last', async () => {
    await renderLoaded({ [PAGE_1]: tenPages(1) });
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('MC-18 on the last page Next is disabled and Previous goes back one page', async () => {
    const { user, router } = await renderLoaded(
      { [assignedCoursesPath(10)]: tenPages(10), [assignedCoursesPath(9)]: tenPages(9) },
      '/my-courses?page=10',
    );
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(router.state.location.search).toBe('?page=9');
    await screen.findByRole('heading', { name: 'Course 90' });
  });

  it('MC-17 page 2 asks for page=2, updates the list and the address, and Back returns to page 1', async () => {
    const page2 = coursesPage(manyCourses(3, 11), { page: 2, totalCount: 13, totalPages: 2 });
    const { user, router, fetchMock } = await renderLoaded({
      [PAGE_1]: coursesPage(manyCourses(10), { totalCount: 13, totalPages: 2 }),
      [assignedCoursesPath(2)]: page2,
    });
    expect(screen.getByRole('heading', { name: 'Showing 10 of 13 courses' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('heading', { name: 'Showing 3 of 13 courses' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Course 11' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(requestedPaths(fetchMock)).toEqual([PAGE_1, '/api/courses/assigned?page=2&pageSize=10']);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await router.navigate(-1);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Showing 10 of 13 courses' })).toBeInTheDocument());
    expect(router.state.location.search).toBe('');
  });
});
