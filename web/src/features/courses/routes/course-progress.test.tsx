import { screen, waitFor, within } from '@testing-library/react';
import type { LessonProgressResponse } from '@the-gate/contract/courses';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, reply, requestsTo, stubApi } from '@/test/stub-api';
import { PROGRESS_FAILED } from '../api/set-lesson-progress';
import { drafting, hooks, lessonsAnswer, OWNED, owningCourses, persuasiveWriting, rhetoric } from '../test/fixtures';
import { renderCourses, signIn } from '../test/render-courses';

afterEach(() => {
  vi.unstubAllGlobals();
});

const LESSONS = '/api/courses/3/lessons?page=1&pageSize=100';
const progressPath = (lessonId: number) => `/api/courses/3/lessons/${lessonId}/progress`;

async function openCourse(routes: Record<string, unknown>) {
  signIn();
  const fetchMock = stubApi({
    [OWNED]: owningCourses(3),
    '/api/courses/3': persuasiveWriting,
    [LESSONS]: lessonsAnswer([hooks, rhetoric, drafting]),
    ...routes,
  });
  const view = renderCourses('/course/3');
  await screen.findByText('Course Lessons (3)');
  return { ...view, fetchMock };
}

const headerProgress = () =>
  within(screen.getByRole('heading', { level: 1 }).closest('header') as HTMLElement).getByRole('progressbar');
/** The completion toggle, whichever state it reads: "Mark as complete" or "Completed". */
const toggle = () =>
  within(screen.getByRole('article')).getByRole('button', { name: /^(Mark as complete|Completed)$/ });
const lessonButton = (title: string) => screen.getByRole('button', { name: new RegExp(title) });

describe('lesson progress (issue 9 §7)', () => {
  it('the header shows "{done} of {total} lessons completed" from the lessons the server sent, so it survives a reload', async () => {
    await openCourse({});
    expect(headerProgress()).toHaveAccessibleName('1 of 3 lessons completed');
    expect(headerProgress()).toHaveAttribute('aria-valuenow', '33');
  });

  it("'Mark as complete' sends the PUT, then the lesson reads Completed, is marked in the list and counted in the header", async () => {
    const answer = deferred<LessonProgressResponse>();
    const { user, fetchMock } = await openCourse({ [progressPath(42)]: () => answer.promise });
    await user.click(lessonButton(rhetoric.title));
    expect(toggle()).toHaveAttribute('aria-pressed', 'false');
    expect(lessonButton(rhetoric.title)).not.toHaveTextContent('(completed)');

    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-disabled', 'true');
    // A second press while saving sends nothing more.
    await user.click(toggle());
    expect(requestsTo(fetchMock, progressPath(42))).toMatchObject([{ method: 'PUT', body: { completed: true } }]);
    expect(requestsTo(fetchMock, progressPath(42))[0]?.headers.get('Authorization')).toBe('Bearer token-1');

    answer.resolve({ lessonId: 42, isCompleted: true, completedLessonCount: 2, lessonCount: 3 });
    await waitFor(() => expect(toggle()).toHaveAttribute('aria-pressed', 'true'));
    expect(toggle()).not.toHaveAttribute('aria-disabled');
    expect(lessonButton(rhetoric.title)).toHaveTextContent('(completed)');
    expect(headerProgress()).toHaveAccessibleName('2 of 3 lessons completed');
  });

  it('issue 23 §7: a completed lesson\'s button says "Completed", pressed, and no longer "Mark as complete"', async () => {
    const { user } = await openCourse({
      [progressPath(42)]: { lessonId: 42, isCompleted: true, completedLessonCount: 2, lessonCount: 3 },
    });
    await user.click(lessonButton(rhetoric.title));
    const article = within(screen.getByRole('article'));
    expect(article.getByRole('button', { name: 'Mark as complete', pressed: false })).toBeInTheDocument();
    await user.click(article.getByRole('button', { name: 'Mark as complete' }));
    expect(await article.findByRole('button', { name: 'Completed', pressed: true })).toBeInTheDocument();
    expect(article.queryByRole('button', { name: 'Mark as complete' })).not.toBeInTheDocument();
  });

  it('issue 23 §7: pressing "Completed" again only asks; nothing is sent and Cancel keeps it completed', async () => {
    const { user, fetchMock } = await openCourse({});
    const completed = () => within(screen.getByRole('article')).getByRole('button', { name: 'Completed' });
    await user.click(completed());
    const question = screen.getByRole('group', { name: 'Mark this lesson as not complete?' });
    expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(requestsTo(fetchMock, progressPath(41))).toEqual([]);

    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('group', { name: 'Mark this lesson as not complete?' })).not.toBeInTheDocument();
    expect(completed()).toHaveFocus();
    expect(completed()).toHaveAttribute('aria-pressed', 'true');

    await user.click(completed());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Mark this lesson as not complete?' })).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, progressPath(41))).toEqual([]);
    expect(headerProgress()).toHaveAccessibleName('1 of 3 lessons completed');
  });

  it('issue 23 §7: "Mark as not complete" is the deliberate second step that marks it not completed', async () => {
    const { user, fetchMock } = await openCourse({
      [progressPath(41)]: { lessonId: 41, isCompleted: false, completedLessonCount: 0, lessonCount: 3 },
    });
    expect(toggle()).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle());
    await user.click(screen.getByRole('button', { name: 'Mark as not complete' }));
    await waitFor(() => expect(toggle()).toHaveAttribute('aria-pressed', 'false'));
    expect(toggle()).toHaveAccessibleName('Mark as complete');
    expect(toggle()).toHaveFocus();
    expect(requestsTo(fetchMock, progressPath(41))).toMatchObject([{ body: { completed: false } }]);
    expect(headerProgress()).toHaveAccessibleName('0 of 3 lessons completed');
  });

  it('a refused change leaves the lesson as it was and says so in a toast', async () => {
    const { user } = await openCourse({ [progressPath(42)]: reply(500, 'boom') });
    await user.click(lessonButton(rhetoric.title));
    await user.click(toggle());
    expect(await screen.findByText(PROGRESS_FAILED)).toBeInTheDocument();
    expect(toggle()).toHaveAttribute('aria-pressed', 'false');
    expect(headerProgress()).toHaveAccessibleName('1 of 3 lessons completed');
  });
});
