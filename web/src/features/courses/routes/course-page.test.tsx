import { screen, within } from '@testing-library/react';
import { COURSE_MESSAGES } from '@the-gate/contract/courses';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, reply, requestedPaths, requestsTo, stubApi } from '@/test/stub-api';
import { getLessons, lessonsPath } from '../api/get-lessons';
import { COURSE_NOT_FOUND_MESSAGE, COURSE_NOT_FOUND_TITLE } from '../components/course-gates';
import { INSTRUCTOR_LINE } from '../components/course-header';
import { NO_LESSONS } from '../components/lesson-list';
import { NO_LESSON_CONTENT, NO_LESSON_SELECTED } from '../components/lesson-pane';
import { AUTH_TOKEN_MISSING } from '../lib/course-request';
import {
  drafting,
  hooks,
  lessonsAnswer,
  literaryAnalysis,
  OWNED,
  owningCourses,
  persuasiveWriting,
  rhetoric,
} from '../test/fixtures';
import { renderCourses, signIn } from '../test/render-courses';
import { persuasiveAssigned, persuasiveCourse } from '../test/teacher-fixtures';
import { LESSONS_FAILED } from './course-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const COURSE = '/api/courses/3';
const LESSONS = '/api/courses/3/lessons?page=1&pageSize=100';
const PUBLIC_COURSE = '/api/teacher-courses/3';
const api = {
  [OWNED]: owningCourses(3),
  [COURSE]: persuasiveWriting,
  [LESSONS]: lessonsAnswer([hooks, rhetoric, drafting]),
};

/** Opens the course as a direct load (no navigation state) and waits for the lessons. */
async function openCourse(routes: Record<string, unknown> = api, entry = '/course/3') {
  signIn();
  const fetchMock = stubApi(routes);
  const view = renderCourses(entry);
  await screen.findByRole('navigation', { name: /^Course Lessons/ });
  return { ...view, fetchMock };
}

const pane = () => screen.getByRole('article');
const courseHeader = () => screen.getByRole('heading', { level: 1 }).closest('header') as HTMLElement;
const lessonButton = (title: string) => screen.getByRole('button', { name: new RegExp(title) });

describe('/course/{id} header', () => {
  it('CD-01 AMB-23 a direct load shows a loading state, then fetches the course for the header', async () => {
    signIn();
    const course = deferred<unknown>();
    const fetchMock = stubApi({ ...api, [COURSE]: () => course.promise });
    renderCourses('/course/3');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading course...');

    course.resolve(persuasiveWriting);
    expect(await screen.findByRole('heading', { level: 1, name: persuasiveWriting.title })).toBeInTheDocument();
    expect(requestsTo(fetchMock, COURSE)[0]?.headers.get('Authorization')).toBe('Bearer token-1');
    // Asked only once the ownership read listed the course (issue 23 §7).
    expect(requestedPaths(fetchMock)[0]).toBe(OWNED);
  });

  it('issue 23 §7: a user without the course sees No Access, and nothing they may not see is asked', async () => {
    signIn();
    const fetchMock = stubApi({ ...api, [OWNED]: owningCourses(5), [PUBLIC_COURSE]: persuasiveCourse });
    const { user, router } = renderCourses('/course/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'No Access' })).toBeInTheDocument();
    expect(screen.getByText(COURSE_MESSAGES.noAccess)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse teacher courses' })).toHaveAttribute('href', '/teacher-courses');
    // Every request answered 200: no 403 from the course or its lessons in the console.
    expect(requestedPaths(fetchMock)).toEqual([OWNED, PUBLIC_COURSE]);
    await user.click(screen.getByRole('link', { name: 'Back to My Courses' }));
    expect(router.state.location.pathname).toBe('/my-courses');
  });

  it('issue 23 §7: a course the user may not open and the catalogue does not know is not found', async () => {
    signIn();
    const fetchMock = stubApi({
      [OWNED]: owningCourses(),
      [PUBLIC_COURSE]: reply(404, { message: 'Course not found.' }),
    });
    renderCourses('/course/3');
    expect(await screen.findByRole('heading', { level: 1, name: COURSE_NOT_FOUND_TITLE })).toBeInTheDocument();
    expect(requestedPaths(fetchMock)).toEqual([OWNED, PUBLIC_COURSE]);
  });

  it('CD-19 CD-01 a course handed over in navigation state shows its header at once, without a course request', async () => {
    signIn();
    const lessons = deferred<unknown>();
    const fetchMock = stubApi({ ...api, [LESSONS]: () => lessons.promise });
    const { router } = renderCourses({ pathname: '/course/3', state: { course: persuasiveWriting } });

    expect(screen.getByRole('heading', { level: 1, name: persuasiveWriting.title })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading lessons...');
    lessons.resolve(lessonsAnswer([hooks]));
    await screen.findByText('Course Lessons (1)');
    expect(requestedPaths(fetchMock)).toEqual([LESSONS]);
    // Dropped from the history entry, so a reload asks the server (AMB-23 reading 2).
    expect(router.state.location.state).toBeNull();
  });

  it('CD-19 a course handed over for another id is not used: the course is fetched', async () => {
    signIn();
    const fetchMock = stubApi(api);
    renderCourses({ pathname: '/course/3', state: { course: literaryAnalysis } });
    expect(await screen.findByRole('heading', { level: 1, name: persuasiveWriting.title })).toBeInTheDocument();
    expect(requestedPaths(fetchMock)).toContain(COURSE);
  });

  it("CD-03 shows the title, the description, the duration and the instructor line with the course's instructor", async () => {
    await openCourse();
    const header = courseHeader();
    expect(within(header).getByRole('heading', { level: 1 })).toHaveTextContent(persuasiveWriting.title);
    expect(header).toHaveTextContent(persuasiveWriting.description);
    expect(
      within(within(header).getByRole('list', { name: 'About this course' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['6 hours', 'Instructor: Ms. Rachel Thornton']);
    expect(document.title).toBe(`${persuasiveWriting.title} | The Gate`);
  });

  it('issue 23 §7 names the instructor the teacher catalogue names for the course', async () => {
    await openCourse(
      { '/api/courses/1': persuasiveAssigned, '/api/courses/1/lessons?page=1&pageSize=100': lessonsAnswer([]) },
      '/course/1',
    );
    expect(within(courseHeader()).getByText(/^Instructor:/)).toHaveTextContent(
      `Instructor: ${persuasiveCourse.instructor}`,
    );
  });

  it('CD-03 leaves the duration out, and names the teaching team for a course that names no instructor', async () => {
    await openCourse(
      {
        [OWNED]: owningCourses(5),
        '/api/courses/5': literaryAnalysis,
        '/api/courses/5/lessons?page=1&pageSize=100': lessonsAnswer([]),
      },
      '/course/5',
    );
    const facts = within(courseHeader()).getByRole('list', { name: 'About this course' });
    expect(
      within(facts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([INSTRUCTOR_LINE]);
  });

  it('CD-02 AMB-54 an unknown course shows "Course Not Found" with a link back to My Courses', async () => {
    signIn();
    // The ownership read failed: the course player's own calls decide.
    stubApi({
      [OWNED]: reply(500, 'boom'),
      [COURSE]: reply(404, { message: COURSE_MESSAGES.notFound }),
      [LESSONS]: reply(404, { message: COURSE_MESSAGES.notFound }),
    });
    const { user, router } = renderCourses('/course/3');

    expect(await screen.findByRole('heading', { level: 1, name: COURSE_NOT_FOUND_TITLE })).toBeInTheDocument();
    expect(screen.getByText("The course you're looking for doesn't exist or has been removed.")).toBeInTheDocument();
    expect(COURSE_NOT_FOUND_MESSAGE).toBe("The course you're looking for doesn't exist or has been removed.");
    await user.click(screen.getByRole('link', { name: 'Back to My Courses' }));
    expect(router.state.location.pathname).toBe('/my-courses');
  });

  it('CD-02 a malformed id is not found without any request', async () => {
    signIn();
    const fetchMock = stubApi(api);
    renderCourses('/course/abc');
    expect(screen.getByRole('heading', { level: 1, name: 'Course Not Found' })).toBeInTheDocument();
    expect(document.title).toBe('Course Not Found | The Gate');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("403 shows the server's message with links to My Courses and the teacher courses", async () => {
    signIn();
    const noAccess = reply(403, { message: 'Not yours.' });
    // A stale ownership read listed it; the server has the last word.
    stubApi({ [OWNED]: owningCourses(3), [COURSE]: noAccess, [LESSONS]: noAccess });
    renderCourses('/course/3');
    expect(await screen.findByText('Not yours.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Courses' })).toHaveAttribute('href', '/my-courses');
    expect(screen.getByRole('link', { name: 'Browse teacher courses' })).toHaveAttribute('href', '/teacher-courses');
  });

  it('CD-05 without a token says "Authentication token not found. Please log in." and asks nothing', async () => {
    const fetchMock = stubApi(api);
    const { user, router } = renderCourses('/course/3');
    expect(screen.getByText(AUTH_TOKEN_MISSING)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(getLessons(3)).rejects.toThrow('Authentication token not found. Please log in.');
    await user.click(screen.getByRole('link', { name: 'Log in' }));
    expect(new URLSearchParams(router.state.location.search).get('redirecturl')).toBe('/course/3');
  });
});

describe('/course/{id} lessons', () => {
  it('CD-04 asks for the lessons, page 1 of 100, with the Bearer token', async () => {
    const { fetchMock } = await openCourse();
    expect(lessonsPath(3)).toBe(LESSONS);
    expect(requestsTo(fetchMock, LESSONS)[0]?.headers.get('Authorization')).toBe('Bearer token-1');
  });

  it('CD-06 a failed lessons call says "Failed to load lessons data. Please try again." and Try Again reloads', async () => {
    signIn();
    let calls = 0;
    const fetchMock = stubApi({
      ...api,
      [LESSONS]: () => (++calls === 1 ? reply(500, 'boom') : lessonsAnswer([hooks])),
    });
    const { user } = renderCourses({ pathname: '/course/3', state: { course: persuasiveWriting } });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load lessons data. Please try again.');
    expect(LESSONS_FAILED).toBe('Failed to load lessons data. Please try again.');
    expect(screen.getByRole('heading', { level: 1, name: persuasiveWriting.title })).toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Course Lessons (1)')).toBeInTheDocument();
    expect(requestsTo(fetchMock, LESSONS)).toHaveLength(2);
  });

  it('CD-06 ERR-20 the lessons call fails with "Failed to fetch course lessons: {status} {statusText}"', async () => {
    signIn();
    stubApi({ [LESSONS]: reply(503, 'down') });
    await expect(getLessons(3)).rejects.toThrow('Failed to fetch course lessons: 503 Service Unavailable');
  });

  it('CD-07 CD-08 CD-09 titles the list "Course Lessons ({count})", numbers each lesson and badges the published ones', async () => {
    await openCourse();
    const list = screen.getByRole('navigation', { name: 'Course Lessons (3)' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      `Lesson 1Published(completed)${hooks.title}`,
      `Lesson 2${rhetoric.title}`,
      `Lesson 3Published${drafting.title}`,
    ]);
  });

  it('CD-10 CD-12 selects the first lesson and shows its title and description', async () => {
    await openCourse();
    expect(lessonButton(hooks.title)).toHaveAttribute('aria-current', 'true');
    expect(within(pane()).getByRole('heading', { level: 2, name: hooks.title })).toBeInTheDocument();
    expect(pane()).toHaveTextContent(hooks.description ?? '');
  });

  it('CD-11 clicking another lesson shows it', async () => {
    const { user } = await openCourse();
    await user.click(lessonButton(rhetoric.title));
    expect(lessonButton(rhetoric.title)).toHaveAttribute('aria-current', 'true');
    expect(lessonButton(hooks.title)).not.toHaveAttribute('aria-current');
    expect(within(pane()).getByRole('heading', { level: 2, name: rhetoric.title })).toBeInTheDocument();
  });

  it('CD-13 offers Download Files only with a document, saving "{Lesson title}.zip"', async () => {
    const { user } = await openCourse();
    const download = within(pane()).getByRole('link', { name: 'Download Files' });
    expect(download).toHaveAttribute('href', hooks.documentUrl);
    expect(download).toHaveAttribute('download', 'Hooks and openings.zip');
    await user.click(lessonButton(rhetoric.title));
    expect(within(pane()).queryByRole('link', { name: 'Download Files' })).not.toBeInTheDocument();
  });

  it('CD-14 renders the content as HTML', async () => {
    await openCourse();
    const bold = within(pane()).getByText('question');
    expect(bold.tagName).toBe('B');
    expect(pane()).not.toHaveTextContent('<b>');
  });

  it('CD-15 shows Additional Content only when it differs from the content, as HTML', async () => {
    const { user } = await openCourse();
    expect(within(pane()).queryByRole('region', { name: 'Additional Content' })).not.toBeInTheDocument();
    await user.click(lessonButton(rhetoric.title));
    const additional = within(pane()).getByRole('region', { name: 'Additional Content' });
    expect(within(additional).getByText('spot the device').tagName).toBe('I');
  });

  it('CD-18 a lesson with no content says "No content available for this lesson yet."', async () => {
    const { user } = await openCourse();
    await user.click(lessonButton(drafting.title));
    expect(within(pane()).getByText(NO_LESSON_CONTENT)).toBeInTheDocument();
    expect(NO_LESSON_CONTENT).toBe('No content available for this lesson yet.');
  });

  it('CD-16 CD-17 no lessons: "No lessons available for this course yet." and nothing selected', async () => {
    await openCourse({ ...api, [LESSONS]: lessonsAnswer([]) });
    expect(screen.getByText('Course Lessons (0)')).toBeInTheDocument();
    expect(screen.getByText(NO_LESSONS)).toBeInTheDocument();
    expect(NO_LESSONS).toBe('No lessons available for this course yet.');
    expect(screen.getByText(NO_LESSON_SELECTED)).toBeInTheDocument();
    expect(NO_LESSON_SELECTED).toBe('Select a lesson from the list to view its content.');
  });
});
