import { screen, waitFor, within } from '@testing-library/react';
import { CART_STORAGE_KEY } from '@the-gate/contract/cart';
import { describe, expect, it } from 'vitest';
import { deferred, reply, requestedPaths, requestsTo, stubApi } from '@/test/stub-api';
import { ENROLLED_MESSAGE, NO_SYLLABUS, PAYMENT_NOTE } from '../components/teacher-course-detail';
import { OWNED, owningCourses } from '../test/fixtures';
import { signIn } from '../test/render-courses';
import { renderTeacherCourses } from '../test/render-teacher-courses';
import { assessmentCourse, persuasiveCartLine, persuasiveCourse } from '../test/teacher-fixtures';
import { TEACHER_COURSE_FAILED, TEACHER_COURSE_NOT_FOUND } from './teacher-course-page';

const COURSE = '/api/teacher-courses/1';
/** The course player's call, which answers 403 to a user without the course: never asked here (issue 23 §7). */
const PLAYER_COURSE = '/api/courses/1';

async function openCourse(
  routes: Record<string, unknown> = { [COURSE]: persuasiveCourse },
  entry = '/teacher-courses/1',
) {
  const fetchMock = stubApi(routes);
  const view = renderTeacherCourses(entry);
  await screen.findByRole('heading', { level: 1, name: persuasiveCourse.title });
  return { ...view, fetchMock };
}

const enrolmentBox = () => screen.getByRole('complementary', { name: 'Enrolment' });

describe('/teacher-courses/{id}', () => {
  it('RT-42: shows a loading state, then a breadcrumb Home > Teacher Courses > title and the page title', async () => {
    const course = deferred<unknown>();
    stubApi({ [COURSE]: () => course.promise });
    const { user, router } = renderTeacherCourses('/teacher-courses/1');
    expect(screen.getByRole('status', { name: 'Loading course' })).toBeInTheDocument();

    course.resolve(persuasiveCourse);
    await screen.findByRole('heading', { level: 1, name: persuasiveCourse.title });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe(`${persuasiveCourse.title} | The Gate`);
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(breadcrumb)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Home', 'Teacher Courses', persuasiveCourse.title]);
    await user.click(within(breadcrumb).getByRole('link', { name: 'Teacher Courses' }));
    expect(router.state.location.pathname).toBe('/teacher-courses');
  });

  it('shows category, level, description, price, instructor, duration, lessons, rating and students', async () => {
    await openCourse();
    expect(screen.getByRole('list', { name: 'Category and level' })).toHaveTextContent('WritingIntermediate');
    expect(screen.getByText(persuasiveCourse.description)).toBeInTheDocument();
    const box = within(enrolmentBox());
    expect(box.getByText('EGP 109.99')).toBeInTheDocument();
    const facts = Object.fromEntries(
      box.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({
      Instructor: 'Ms. Rachel Thornton',
      Duration: '6 hours',
      Lessons: '3 lessons',
      Rating: '4.7 out of 5',
      Students: '860 students',
    });
  });

  it('lists the syllabus: "Course syllabus" with each lesson title numbered "Lesson n" in order', async () => {
    await openCourse();
    const syllabus = screen.getByRole('region', { name: 'Course syllabus' });
    expect(
      within(syllabus)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Lesson 1What Makes Writing Effective?',
      'Lesson 2Modelling with Mentor Texts',
      'Lesson 3Feedback and Redrafting',
    ]);
  });

  it('a course without lessons yet says its syllabus is coming', async () => {
    stubApi({ '/api/teacher-courses/3': assessmentCourse });
    renderTeacherCourses('/teacher-courses/3');
    const syllabus = await screen.findByRole('region', { name: 'Course syllabus' });
    expect(within(syllabus).getByText(NO_SYLLABUS)).toBeInTheDocument();
    expect(within(syllabus).queryByRole('list')).not.toBeInTheDocument();
  });

  it('TC-05 CART-05: Add to Cart adds the course, opens the cart and becomes a disabled "Added to Cart"', async () => {
    const { user, fetchMock } = await openCourse();
    expect(within(enrolmentBox()).getByText(PAYMENT_NOTE)).toBeInTheDocument();
    expect(PAYMENT_NOTE).toBe('Secure payment • Instant access');

    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByRole('button', { name: 'Added to Cart' })).toBeDisabled();
    expect(screen.getByTestId('cart-probe')).toHaveAttribute('data-open', 'true');
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]')).toEqual([persuasiveCartLine]);
    // Signed out, nobody is asked whether the visitor owns it.
    expect(requestedPaths(fetchMock)).toEqual([COURSE]);
  });

  it('a signed-in user who has the course sees "You are enrolled in this course." and Go to Course instead of Add to Cart', async () => {
    signIn();
    const { user, router, fetchMock } = await openCourse({
      [COURSE]: persuasiveCourse,
      [OWNED]: owningCourses(1),
    });

    const box = within(enrolmentBox());
    expect(await box.findByText(ENROLLED_MESSAGE)).toBeInTheDocument();
    expect(ENROLLED_MESSAGE).toBe('You are enrolled in this course.');
    expect(box.queryByRole('button', { name: /Add to Cart/ })).not.toBeInTheDocument();
    expect(box.queryByText(PAYMENT_NOTE)).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, OWNED)[0]?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(requestedPaths(fetchMock)).not.toContain(PLAYER_COURSE);

    const goTo = box.getByRole('link', { name: 'Go to Course' });
    expect(goTo).toHaveAttribute('href', '/course/1');
    await user.click(goTo);
    expect(router.state.location.pathname).toBe('/course/1');
  });

  it('while the enrolment is being checked there is no Add to Cart to press', async () => {
    signIn();
    const enrolment = deferred<unknown>();
    await openCourse({ [COURSE]: persuasiveCourse, [OWNED]: () => enrolment.promise });
    expect(within(enrolmentBox()).getByRole('status', { name: 'Checking your enrolment' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add to Cart/ })).not.toBeInTheDocument();

    enrolment.resolve(owningCourses(2));
    expect(await screen.findByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });

  it('issue 23 §7: a signed-in user without the course can buy it, and the page asks nothing that fails', async () => {
    signIn();
    const { fetchMock } = await openCourse({ [COURSE]: persuasiveCourse, [OWNED]: owningCourses(2, 3) });
    expect(await screen.findByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    expect(screen.queryByText(ENROLLED_MESSAGE)).not.toBeInTheDocument();
    // The enrolment and the Add to Cart button share the ownership read; no 403 from the player's call.
    expect(new Set(requestedPaths(fetchMock))).toEqual(new Set([COURSE, OWNED]));
  });

  it.each([401, 500])('a signed-in user whose ownership read answers %i can buy it', async (status) => {
    signIn();
    const { fetchMock } = await openCourse({ [COURSE]: persuasiveCourse, [OWNED]: reply(status, {}) });
    expect(await screen.findByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    expect(screen.queryByText(ENROLLED_MESSAGE)).not.toBeInTheDocument();
    expect(requestedPaths(fetchMock)).not.toContain(PLAYER_COURSE);
  });

  it('an unknown course says "Course not found." and leads back to /teacher-courses', async () => {
    const fetchMock = stubApi({ '/api/teacher-courses/777': reply(404, { message: 'Course not found.' }) });
    const { user, router } = renderTeacherCourses('/teacher-courses/777');
    expect(await screen.findByRole('heading', { level: 1, name: TEACHER_COURSE_NOT_FOUND })).toBeInTheDocument();
    expect(TEACHER_COURSE_NOT_FOUND).toBe('Course not found.');
    expect(document.title).toBe('Course Not Found | The Gate');
    // A 404 is final: it is not asked again.
    expect(requestedPaths(fetchMock)).toEqual(['/api/teacher-courses/777']);
    await user.click(screen.getByRole('link', { name: 'Back to Teacher Courses' }));
    expect(router.state.location.pathname).toBe('/teacher-courses');
  });

  it.each(['abc', '0', '1.5', '-3'])('a malformed id "%s" is not found without a request', (id) => {
    const fetchMock = stubApi({});
    renderTeacherCourses(`/teacher-courses/${id}`);
    expect(screen.getByRole('heading', { level: 1, name: TEACHER_COURSE_NOT_FOUND })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('any other failure shows an error with Try again, which loads the course', async () => {
    let calls = 0;
    stubApi({
      [COURSE]: () => {
        calls += 1;
        // The first failure is retried once on its own; the second reaches the screen.
        return calls <= 2 ? reply(500, { message: 'Internal Server Error' }) : persuasiveCourse;
      },
    });
    const { user } = renderTeacherCourses('/teacher-courses/1');
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert).toHaveTextContent(TEACHER_COURSE_FAILED);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: persuasiveCourse.title })).toBeInTheDocument();
    await waitFor(() => expect(calls).toBe(3));
  });
});
