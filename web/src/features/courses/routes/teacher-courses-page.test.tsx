import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CART_STORAGE_KEY } from '@the-gate/contract/cart';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_IMAGE } from '@/components/fallback-image';
import { reply, requestedPaths, stubApi } from '@/test/stub-api';
import { TEACHER_COURSES_PATH } from '../api/get-teacher-courses';
import { renderTeacherCourses } from '../test/render-teacher-courses';
import {
  assessmentCourse,
  grammarCourse,
  guidedReadingCourse,
  persuasiveCartLine,
  persuasiveCourse,
  teacherCourses,
} from '../test/teacher-fixtures';
import {
  NO_MATCHING_COURSES,
  NO_TEACHER_COURSES,
  TEACHER_COURSES_FAILED,
  TEACHER_COURSES_SLOGAN,
} from './teacher-courses-page';

const cardTitles = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
const cardOf = (title: string) => screen.getByRole('article', { name: title });
const searchBox = () => screen.getByRole('searchbox', { name: 'Search courses' });
const probe = () => screen.getByTestId('cart-probe');

async function renderLoaded(entry = '/teacher-courses', routes: Record<string, unknown> = {}) {
  const fetchMock = stubApi({ [TEACHER_COURSES_PATH]: teacherCourses, ...routes });
  const view = renderTeacherCourses(entry);
  await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading courses' })).not.toBeInTheDocument());
  return { ...view, fetchMock };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('/teacher-courses', () => {
  it('TC-01: the one h1 is the slogan "Teacher Professional Development Courses", and the title names the page', async () => {
    await renderLoaded();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([TEACHER_COURSES_SLOGAN]);
    expect(TEACHER_COURSES_SLOGAN).toBe('Teacher Professional Development Courses');
    expect(document.title).toBe('Teacher Courses | The Gate');
  });

  it.each([
    ['title', 'pERSUASIVE', [persuasiveCourse.title]],
    ['description', 'HINGE Questions', [assessmentCourse.title]],
    ['category', 'langUAGE', [grammarCourse.title]],
    ['instructor', 'thORNton', [persuasiveCourse.title]],
  ])('TC-02: the search finds a case-insensitive substring of the %s', async (_field, term, titles) => {
    const { user } = await renderLoaded();
    expect(cardTitles()).toEqual(teacherCourses.map((course) => course.title));
    await user.type(searchBox(), term);
    await waitFor(() => expect(cardTitles()).toEqual(titles));
  });

  it('TC-02: lesson titles are not searched, and surrounding spaces are ignored', async () => {
    const { user } = await renderLoaded();
    // "Mentor Texts" is a lesson of the persuasive course and "mentor texts" is in its description.
    await user.type(searchBox(), '  mentor texts ');
    await waitFor(() => expect(cardTitles()).toEqual([persuasiveCourse.title]));
    await user.clear(searchBox());
    await user.type(searchBox(), 'Running a Guided Reading Session');
    expect(await screen.findByText(NO_MATCHING_COURSES)).toBeInTheDocument();
  });

  it('TC-03: the count line reads "Showing {X} of {Y} courses", Y being every course the server sends', async () => {
    const { user, fetchMock } = await renderLoaded();
    expect(screen.getByText('Showing 4 of 4 courses')).toBeInTheDocument();
    await user.type(searchBox(), 'reading');
    // "Reading" is in the guided reading course's title and category: one course, counted once.
    await waitFor(() => expect(screen.getByText('Showing 1 of 4 courses')).toBeInTheDocument());
    // Searching filters what was fetched: one request for the list (ARCHITECTURE: served, TC-08 superseded).
    expect(requestedPaths(fetchMock)).toEqual([TEACHER_COURSES_PATH]);
  });

  it('B§9: the search reaches the address as `search` 300 ms after the last key, and a link with it fills the box', async () => {
    const { router } = await renderLoaded();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const advance = (ms: number) => act(async () => vi.advanceTimersByTime(ms));

    await user.type(searchBox(), 'Ms.');
    await advance(200);
    expect(router.state.location.search).toBe('');
    expect(cardTitles()).toEqual([persuasiveCourse.title, guidedReadingCourse.title]);
    await advance(100);
    expect(router.state.location.search).toBe('?search=Ms.');
    expect(router.state.historyAction).toBe('REPLACE');

    await act(() => router.navigate('/teacher-courses?search=marsh'));
    expect(searchBox()).toHaveValue('marsh');
    await waitFor(() => expect(cardTitles()).toEqual([assessmentCourse.title]));
  });

  it('TC-04: each card title links to /teacher-courses/{id}', async () => {
    const { user, router } = await renderLoaded('/teacher-courses', {
      '/api/teacher-courses/3': assessmentCourse,
    });
    for (const course of teacherCourses) {
      expect(within(cardOf(course.title)).getByRole('link', { name: course.title })).toHaveAttribute(
        'href',
        `/teacher-courses/${course.id}`,
      );
    }
    await user.click(screen.getByRole('link', { name: assessmentCourse.title }));
    expect(router.state.location.pathname).toBe('/teacher-courses/3');
    expect(await screen.findByRole('heading', { level: 1, name: assessmentCourse.title })).toBeInTheDocument();
  });

  it('TC-05 CART-04: Add to Cart adds a `course` line, opens the cart and becomes a disabled "In Cart"', async () => {
    const { user } = await renderLoaded();
    expect(probe()).toHaveAttribute('data-open', 'false');
    const card = cardOf(persuasiveCourse.title);
    await user.click(within(card).getByRole('button', { name: `Add to Cart: ${persuasiveCourse.title}` }));

    expect(probe()).toHaveTextContent('course:1x1');
    expect(probe()).toHaveAttribute('data-open', 'true');
    expect(within(card).getByRole('button', { name: `In Cart: ${persuasiveCourse.title}` })).toBeDisabled();
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]')).toEqual([persuasiveCartLine]);
    // Only that card changed.
    expect(within(cardOf(assessmentCourse.title)).getByRole('button', { name: /^Add to Cart/ })).toBeEnabled();
  });

  it('CART-19: a course already in the stored cart shows "In Cart" on load', async () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([persuasiveCartLine]));
    await renderLoaded();
    expect(within(cardOf(persuasiveCourse.title)).getByRole('button', { name: /^In Cart/ })).toBeDisabled();
  });

  it('TC-06: no match says "No courses found matching your search." and Clear Filters resets the search', async () => {
    const { user, router } = await renderLoaded('/teacher-courses?search=astronomy');
    expect(searchBox()).toHaveValue('astronomy');
    expect(screen.getByText(NO_MATCHING_COURSES)).toBeInTheDocument();
    expect(NO_MATCHING_COURSES).toBe('No courses found matching your search.');
    expect(screen.getByText('Showing 0 of 4 courses')).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(searchBox()).toHaveValue('');
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(cardTitles()).toHaveLength(4));
    expect(screen.getByText('Showing 4 of 4 courses')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).not.toBeInTheDocument();
  });

  it('a card shows category, level, description, instructor, duration, lessons, rating, students and price', async () => {
    await renderLoaded();
    const card = within(cardOf(persuasiveCourse.title));
    expect(card.getByRole('list', { name: 'Category and level' })).toHaveTextContent('WritingIntermediate');
    expect(card.getByText(persuasiveCourse.description)).toBeInTheDocument();
    expect(card.getByText('Ms. Rachel Thornton')).toBeInTheDocument();
    const facts = card.getByRole('list', { name: 'Course facts' });
    expect(
      within(facts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['6 hours', '3 lessons', 'Rated 4.7 out of 5', '860 students']);
    expect(card.getByText('EGP 109.99')).toBeInTheDocument();
  });

  it('GLB-16: a free course says "Free" and goes in the cart at 0; singular lesson and student', async () => {
    const { user } = await renderLoaded();
    const card = within(cardOf(grammarCourse.title));
    expect(card.getByText('Free')).toBeInTheDocument();
    expect(card.getByText('1 lesson')).toBeInTheDocument();
    expect(card.getByText('1 student')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: /^Add to Cart/ }));
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]')[0]).toMatchObject({
      id: 5,
      type: 'course',
      price: 0,
      isFree: true,
    });
  });

  it('GLB-13: a course without an image, or whose image fails, shows the default image', async () => {
    await renderLoaded();
    const noImage = cardOf(guidedReadingCourse.title).querySelector('img');
    expect(noImage).toHaveAttribute('src', DEFAULT_IMAGE);
    const broken = cardOf(persuasiveCourse.title).querySelector('img') as HTMLImageElement;
    expect(broken).toHaveAttribute('src', persuasiveCourse.image);
    act(() => {
      broken.dispatchEvent(new Event('error'));
    });
    expect(broken).toHaveAttribute('src', DEFAULT_IMAGE);
  });

  it('shows skeleton cards while loading, then an error with Try again, which loads the courses', async () => {
    let calls = 0;
    stubApi({
      [TEACHER_COURSES_PATH]: () => {
        calls += 1;
        return calls === 1 ? reply(500, { message: 'Internal Server Error' }) : teacherCourses;
      },
    });
    const { user } = renderTeacherCourses('/teacher-courses');
    expect(screen.getByRole('status', { name: 'Loading courses' })).toBeInTheDocument();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(TEACHER_COURSES_FAILED);
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cardTitles()).toHaveLength(4));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('with no courses on the server it says so, without Clear Filters', async () => {
    await renderLoaded('/teacher-courses', { [TEACHER_COURSES_PATH]: [] });
    expect(screen.getByText(NO_TEACHER_COURSES)).toBeInTheDocument();
    expect(screen.getByText('Showing 0 of 0 courses')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).not.toBeInTheDocument();
  });
});
