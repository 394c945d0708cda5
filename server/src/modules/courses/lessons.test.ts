import type { TeacherCourse } from '@the-gate/contract/courses';
import { COURSE_MESSAGES, type Lesson, lessonsResponseSchema } from '@the-gate/contract/courses';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredUser } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buy, newCourse, newGroup, onSite, pathOf, request, userIdOf } from '../../../test/learning';
import { demoItems } from '../../../test/payments';
import { makeZip } from '../../lib/assets/zip';
import { userGroupMembers } from './schema';
import { lessonDocumentRoute } from './service';
import { createLesson } from './writes';

let t: TestApp;
type User = { token: string; id: string };
let buyer: User;
let member: User;
let stranger: User;
let boughtCourseId: number;
/** A course of the member's group whose lessons were written out of order. */
let course: { id: number; lessonIds: number[]; groupId: number };

const TRICKY_TITLE = 'Openings: Hooks & "Questions" – Year 7?';

async function newUser(): Promise<User> {
  const { token } = await registeredUser(t);
  return { token, id: await userIdOf(t, token) };
}

const lessonsOf = async (courseId: number, token: string, query = '') => {
  const response = await request(t, 'GET', `/api/courses/${courseId}/lessons${query}`, token);
  expect(response.statusCode).toBe(200);
  return lessonsResponseSchema.parse(response.json());
};

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  [buyer, member, stranger] = [await newUser(), await newUser(), await newUser()];
  boughtCourseId = (await demoItems(t)).course.id;
  await buy(t, buyer.token, [{ itemType: 'Course', itemId: boughtCourseId, quantity: 1 }]);

  const row = await newCourse(t, { title: 'Lessons out of order' });
  await t.files.writePrivate('lessons/test-tricky.zip', makeZip([{ name: 'a.txt', data: Buffer.from('hello') }]));
  const third = await createLesson(t.db, { courseId: row.id, title: 'Third', sortOrder: 3, isPublished: false });
  const first = await createLesson(t.db, {
    courseId: row.id,
    title: TRICKY_TITLE,
    sortOrder: 1,
    content: '<p>Hello</p>',
    htmlContent: '<p>Hello</p>',
    documentKey: 'lessons/test-tricky.zip',
  });
  const second = await createLesson(t.db, { courseId: row.id, title: 'Second', sortOrder: 2 });
  const groupId = await newGroup(t, { members: [member.id, buyer.id], courses: [row.id] });
  course = { id: row.id, lessonIds: [first.id, second.id, third.id], groupId };
});
afterAll(async () => {
  expect(await t.close()).toEqual([]);
});

describe('GET /api/courses/{courseId} (contract §3.8, AMB-23)', () => {
  it('gives the assigned user the same object as the assigned list', async () => {
    const listed = (await request(t, 'GET', '/api/courses/assigned', buyer.token)).json().courses;
    const response = await request(t, 'GET', `/api/courses/${boughtCourseId}`, buyer.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(listed.find((c: { id: number }) => c.id === boughtCourseId));
  });

  it('names the instructor the teacher catalogue names, for every demo course (issue 23 §7)', async () => {
    const learner = await newUser();
    const catalogue: TeacherCourse[] = (await request(t, 'GET', '/api/teacher-courses')).json();
    expect(catalogue.length).toBeGreaterThanOrEqual(8);
    await newGroup(t, { members: [learner.id], courses: catalogue.map((c) => c.id) });
    const names = new Set<string>();
    for (const { id, instructor } of catalogue) {
      const player = await request(t, 'GET', `/api/courses/${id}`, learner.token);
      expect(player.statusCode).toBe(200);
      expect(player.json().instructor, `course ${id}`).toBe(instructor);
      names.add(instructor);
    }
    // Each demo course has its own named instructor, not a shared placeholder.
    expect(names.size).toBe(catalogue.length);
    expect([...names].every((name) => /^(Ms|Mr|Dr)\. \S+ \S+/.test(name))).toBe(true);
  });

  it('answers 401 without a token, 403 when not assigned, 404 for an unknown course (CD-02)', async () => {
    expect((await request(t, 'GET', `/api/courses/${boughtCourseId}`)).statusCode).toBe(401);
    const denied = await request(t, 'GET', `/api/courses/${boughtCourseId}`, stranger.token);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ message: COURSE_MESSAGES.noAccess });
    const missing = await request(t, 'GET', '/api/courses/424242', buyer.token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: COURSE_MESSAGES.notFound });
  });
});

describe('GET /api/courses/{courseId}/lessons (contract §3.7, API-07)', () => {
  it('answers 401 without a token, 403 with no lesson data when not assigned, 404 for an unknown course', async () => {
    expect((await request(t, 'GET', `/api/courses/${course.id}/lessons?page=1&pageSize=100`)).statusCode).toBe(401);
    const denied = await request(t, 'GET', `/api/courses/${course.id}/lessons`, stranger.token);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ message: COURSE_MESSAGES.noAccess });
    const missing = await request(t, 'GET', '/api/courses/424242/lessons', member.token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: COURSE_MESSAGES.notFound });
  });

  it('lists the lessons in sortOrder, drafts included, with paging fields (CD-07, CD-08, CD-09)', async () => {
    const page = await lessonsOf(course.id, member.token, '?page=1&pageSize=100');
    expect(page).toMatchObject({ totalCount: 3, page: 1, pageSize: 100, totalPages: 1 });
    expect(page.lessons.map((l) => l.id)).toEqual(course.lessonIds);
    expect(page.lessons.map((l) => l.isPublished)).toEqual([true, true, false]);
    expect(page.lessons[0]).toMatchObject({ title: TRICKY_TITLE, content: '<p>Hello</p>', isCompleted: false });
    expect(page.lessons[1]!.documentUrl).toBeNull();

    const second = await lessonsOf(course.id, member.token, '?page=2&pageSize=2');
    expect(second).toMatchObject({ totalCount: 3, page: 2, pageSize: 2, totalPages: 2 });
    expect(second.lessons.map((l) => l.id)).toEqual([course.lessonIds[2]]);
  });

  it('signs each zip for the caller alone, named after the lesson (CD-13)', async () => {
    const [lesson] = (await lessonsOf(course.id, member.token)).lessons;
    expect(lesson!.documentUrl).toMatch(
      new RegExp(
        `^/api/courses/${course.id}/lessons/${lesson!.id}/users/${member.id}/document\\?expires=\\d+&signature=`,
      ),
    );
    const response = await fetch(onSite(t, lesson!.documentUrl!));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Openings Hooks Questions Year 7.zip"; filename*=UTF-8''Openings%20Hooks%20%26%20Questions%20%E2%80%93%20Year%207.zip`,
    );
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
  });

  it('names a demo lesson zip after its title too', async () => {
    const [lesson] = (await lessonsOf(boughtCourseId, buyer.token)).lessons;
    const file = await request(t, 'GET', pathOf(lesson!.documentUrl!));
    expect(file.statusCode).toBe(200);
    const ascii = lesson!.title.replace(/[^\w .-]+/g, '').trim();
    expect(file.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="${ascii}\\.zip"; filename\\*=`),
    );
  });

  it('refuses a lesson link changed to another user, another lesson, a later expiry, or expired', async () => {
    const [lesson] = (await lessonsOf(course.id, member.token)).lessons;
    const url = lesson!.documentUrl!;
    const later = onSite(t, url);
    later.searchParams.set('expires', String(Number(later.searchParams.get('expires')) + 60));
    const link = { courseId: course.id, lessonId: lesson!.id, userId: member.id };
    const variants = [
      url.replace(`/users/${member.id}/`, `/users/${stranger.id}/`),
      url.replace(`/lessons/${lesson!.id}/`, `/lessons/${course.lessonIds[1]}/`),
      `${later.pathname}${later.search}`,
      t.files.signedUrl(lessonDocumentRoute(link), 60, Date.now() - 120_000),
    ];
    for (const variant of variants) {
      const response = await request(t, 'GET', pathOf(variant));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'This download link is not valid or has expired.' });
    }
  });

  it('refuses a correctly signed lesson link for a user without the course', async () => {
    const forStranger = { courseId: course.id, lessonId: course.lessonIds[0]!, userId: stranger.id };
    const response = await request(t, 'GET', pathOf(t.files.signedUrl(lessonDocumentRoute(forStranger), 60)));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: COURSE_MESSAGES.noAccess });
  });
});

describe('PUT /api/courses/{courseId}/lessons/{lessonId}/progress (issue 9 §7)', () => {
  const progress = (courseId: number, lessonId: number, token: string | undefined, completed: unknown = true) =>
    request(t, 'PUT', `/api/courses/${courseId}/lessons/${lessonId}/progress`, token, { completed });
  const courseCard = async (token: string) => (await request(t, 'GET', `/api/courses/${course.id}`, token)).json();
  const completedIds = async (token: string) =>
    (await lessonsOf(course.id, token)).lessons.filter((l: Lesson) => l.isCompleted).map((l) => l.id);

  it('marks a lesson completed, idempotently, and the counts follow for this user alone', async () => {
    const [first, second] = course.lessonIds;
    for (let i = 0; i < 2; i += 1) {
      const response = await progress(course.id, first!, member.token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ lessonId: first, isCompleted: true, completedLessonCount: 1, lessonCount: 3 });
    }
    expect((await progress(course.id, second!, member.token)).json().completedLessonCount).toBe(2);
    expect(await completedIds(member.token)).toEqual([first, second]);
    expect((await courseCard(member.token)).completedLessonCount).toBe(2);
    const listed = (await request(t, 'GET', '/api/courses/assigned', member.token)).json().courses;
    expect(listed.find((c: { id: number }) => c.id === course.id).completedLessonCount).toBe(2);
    // The buyer is in the same group and has done nothing.
    expect(await completedIds(buyer.token)).toEqual([]);
    expect((await courseCard(buyer.token)).completedLessonCount).toBe(0);
  });

  it('unmarks a lesson, idempotently', async () => {
    const [first] = course.lessonIds;
    await progress(course.id, first!, member.token, true);
    for (let i = 0; i < 2; i += 1) {
      const response = await progress(course.id, first!, member.token, false);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ lessonId: first, isCompleted: false });
    }
    expect(await completedIds(member.token)).not.toContain(first);
  });

  it('answers 401, 403, 404 for an unknown course or a lesson of another course, and 400 for a bad body', async () => {
    const [first] = course.lessonIds;
    expect((await progress(course.id, first!, undefined)).statusCode).toBe(401);
    const denied = await progress(course.id, first!, stranger.token);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ message: COURSE_MESSAGES.noAccess });
    const unknown = await progress(424242, first!, member.token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: COURSE_MESSAGES.notFound });
    const [boughtLesson] = (await lessonsOf(boughtCourseId, buyer.token)).lessons;
    const elsewhere = await progress(course.id, boughtLesson!.id, buyer.token);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toEqual({ message: COURSE_MESSAGES.lessonNotFound });
    const bad = await progress(course.id, first!, member.token, 'yes');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'completed must be true or false.' });
  });
});

describe('leaving the group', () => {
  it('takes the course away: lessons, progress and an already signed zip link answer 403', async () => {
    const user = await newUser();
    await t.db.insert(userGroupMembers).values({ groupId: course.groupId, userId: user.id });
    const [lesson] = (await lessonsOf(course.id, user.token)).lessons;
    expect((await request(t, 'GET', pathOf(lesson!.documentUrl!))).statusCode).toBe(200);
    await t.db
      .delete(userGroupMembers)
      .where(and(eq(userGroupMembers.groupId, course.groupId), eq(userGroupMembers.userId, user.id)));
    expect((await request(t, 'GET', `/api/courses/${course.id}/lessons`, user.token)).statusCode).toBe(403);
    const progress = { completed: true };
    const progressUrl = `/api/courses/${course.id}/lessons/${lesson!.id}/progress`;
    expect((await request(t, 'PUT', progressUrl, user.token, progress)).statusCode).toBe(403);
    expect((await request(t, 'GET', pathOf(lesson!.documentUrl!))).statusCode).toBe(403);
  });
});
