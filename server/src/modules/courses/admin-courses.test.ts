import { adminCourseListSchema, adminCourseSchema } from '@the-gate/contract/admin-courses';
import { type LessonsResponse, lessonsResponseSchema, type TeacherCourse } from '@the-gate/contract/courses';
import { PAYMENT_MESSAGES } from '@the-gate/contract/payment-rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredUser } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { newGroup, request, userIdOf } from '../../../test/learning';
import { initiate, quote } from '../../../test/payments';
import { admin, auditEntries, staffUser } from '../../../test/staff';
import { FORBIDDEN } from '../auth/authenticate';
import { BAD_LESSON_ORDER, COURSE_NOT_FOUND, LESSON_NOT_FOUND, STALE_COURSE } from './admin-courses';
import { courses, lessons } from './schema';

/** Issue 24 §2: the back office's teacher courses and their lessons, Draft until published. */

let t: TestApp;
let manager: { token: string; email: string };
let editor: { token: string; email: string };
let customer: { token: string };

const courseBody = (overrides: object = {}) => ({
  title: 'Teaching Poetry in Year 8',
  description: '<p>Close reading &amp; performance.</p>',
  difficultyLevel: 'Intermediate',
  durationInHours: 4.5,
  price: 75,
  instructor: 'Ms. Salma Adel',
  category: 'Poetry',
  ...overrides,
});

async function createdCourse(body: object = {}) {
  const answer = await admin(t, 'POST', '/api/admin/courses', manager.token, courseBody(body));
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body!.id as number;
}

async function addedLesson(courseId: number, body: object, token = editor.token) {
  const answer = await admin(t, 'POST', `/api/admin/courses/${courseId}/lessons`, token, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body!.id as number;
}

const catalogueIds = async () =>
  (await t.app.inject({ url: '/api/teacher-courses' })).json<TeacherCourse[]>().map((course) => course.id);
const courseCart = (id: number) => [{ itemType: 'Course' as const, itemId: id, quantity: 1 }];
const courseRow = async (id: number) => (await t.db.select().from(courses).where(eq(courses.id, id)))[0]!;
const auditOf = async (action: string, entityId: number) =>
  (await auditEntries(t))
    .filter((entry) => entry.action === action && entry.entityId === String(entityId))
    .map(({ actor, before, after }) => ({ actor, before, after }));

beforeAll(async () => {
  t = await createTestApp();
  manager = await staffUser(t, 'manager');
  editor = await staffUser(t, 'editor');
  customer = await registeredUser(t);
});
afterAll(async () => {
  expect(await t.close()).toEqual([]);
});

describe('a new teacher course (issue 24 §2, decision 018)', () => {
  it('is a Draft: not listed, not sold, audited; published it is listed and sold, archived it is gone again', async () => {
    const id = await createdCourse({ title: 'Poetry Draft Course' });
    const staffView = adminCourseSchema.parse((await admin(t, 'GET', `/api/admin/courses/${id}`, editor.token)).body);
    expect(staffView).toMatchObject({ status: 'draft', isPublished: false, price: 75, lessons: [] });
    expect(await catalogueIds()).not.toContain(id);
    expect((await t.app.inject({ url: `/api/teacher-courses/${id}` })).statusCode).toBe(404);
    expect(await initiate(t, customer.token, courseCart(id))).toEqual({
      status: 400,
      body: { success: false, message: PAYMENT_MESSAGES.itemsUnavailable },
    });
    const [created] = await auditOf('course.create', id);
    expect(created).toMatchObject({ actor: manager.email, before: null });
    expect(created!.after).toMatchObject({ title: 'Poetry Draft Course', status: 'draft', price: 75 });

    const published = await admin(t, 'PATCH', `/api/admin/courses/${id}`, manager.token, { status: 'published' });
    expect(published).toMatchObject({ status: 200, body: { status: 'published', isPublished: true } });
    await expect.poll(catalogueIds, { timeout: 5000 }).toContain(id);
    expect(await quote(t, customer.token, courseCart(id))).toMatchObject({ status: 200, body: { amount: 75 } });

    // Archived: out of the shop, but no longer a Draft to those who have it (is_published stays true).
    await admin(t, 'PATCH', `/api/admin/courses/${id}`, manager.token, { status: 'archived' });
    expect(await courseRow(id)).toMatchObject({ status: 'archived', isPublished: true });
    await expect.poll(catalogueIds, { timeout: 5000 }).not.toContain(id);
    expect(await auditOf('course.update', id)).toEqual([
      { actor: manager.email, before: { status: 'draft' }, after: { status: 'published' } },
      { actor: manager.email, before: { status: 'published' }, after: { status: 'archived' } },
    ]);
  });

  it('keeps a course with no price out of the shop even when published: not for sale on its own', async () => {
    const id = await createdCourse({ title: 'Poetry Group-Only Course', price: null });
    await admin(t, 'PATCH', `/api/admin/courses/${id}`, manager.token, { status: 'published' });
    expect(await courseRow(id)).toMatchObject({ status: 'published', price: null });
    expect(await catalogueIds()).not.toContain(id);
  });

  it('stores the description as text: markup and scripts removed, the words kept as typed', async () => {
    const id = await createdCourse({
      description: '<p>Rhythm & rhyme</p><script>alert(1)</script><img src=x onerror="alert(2)">',
    });
    expect((await courseRow(id)).description).toBe('Rhythm & rhyme');
    await admin(t, 'PATCH', `/api/admin/courses/${id}`, editor.token, {
      description: 'Years 7 < 8 <b onmouseover="steal()">bold</b>',
    });
    expect((await courseRow(id)).description).toBe('Years 7 < 8 bold');
  });
});

describe('who may change what (issue 24 §1, §2)', () => {
  it("an editor changes texts but not the price, the free flag or the status; creating is a manager's", async () => {
    const id = await createdCourse({ title: 'Rights Course' });
    const texts = await admin(t, 'PATCH', `/api/admin/courses/${id}`, editor.token, { title: 'Rights Course II' });
    expect(texts).toMatchObject({ status: 200, body: { title: 'Rights Course II' } });
    const refusals = [
      [{ price: 10 }, 'Your role cannot change the price of a course.'],
      [{ price: null }, 'Your role cannot change the price of a course.'],
      [{ isFree: true }, 'Your role cannot change whether it is free of a course.'],
      [{ title: 'Sneaky', status: 'published' }, 'Your role cannot change the status of a course.'],
    ] as const;
    for (const [body, message] of refusals) {
      expect(await admin(t, 'PATCH', `/api/admin/courses/${id}`, editor.token, body)).toEqual({
        status: 403,
        body: { message },
      });
    }
    expect(await courseRow(id)).toMatchObject({ title: 'Rights Course II', price: 75, status: 'draft' });
    expect(await admin(t, 'POST', '/api/admin/courses', editor.token, courseBody())).toEqual({
      status: 403,
      body: { message: FORBIDDEN },
    });
  });

  it('refuses a change made from a stale form (409) and takes one from a fresh one', async () => {
    const id = await createdCourse({ title: 'Stale Course' });
    const opened = adminCourseSchema.parse((await admin(t, 'GET', `/api/admin/courses/${id}`, editor.token)).body);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const first = await admin(t, 'PATCH', `/api/admin/courses/${id}`, editor.token, {
      title: 'Stale Course (first)',
      expectedUpdatedAt: opened.updatedAt,
    });
    expect(first.status).toBe(200);
    expect(
      await admin(t, 'PATCH', `/api/admin/courses/${id}`, editor.token, {
        title: 'Stale Course (second)',
        expectedUpdatedAt: opened.updatedAt,
      }),
    ).toEqual({ status: 409, body: { message: STALE_COURSE } });
    expect((await courseRow(id)).title).toBe('Stale Course (first)');
  });
});

describe('lessons (issue 24 §2)', () => {
  it('added, edited, reordered and deleted in the back office, as an assigned teacher sees them', async () => {
    const id = await createdCourse({ title: 'Lessons Course' });
    const teacher = await registeredUser(t);
    await newGroup(t, { members: [await userIdOf(t, teacher.token)], courses: [id] });
    const player = async () => {
      const response = await request(t, 'GET', `/api/courses/${id}/lessons`, teacher.token);
      expect(response.statusCode).toBe(200);
      return lessonsResponseSchema.parse(response.json()).lessons;
    };
    const titles = (list: LessonsResponse['lessons']) => list.map((lesson) => lesson.title);

    const first = await addedLesson(id, {
      title: 'Sound and Rhythm',
      description: 'Hearing the beat of a line.',
      content: '<h2>Listen</h2><p>Clap the beat.</p><script>alert(1)</script>',
      htmlContent: '<p>Extra <img src="https://example.com/a.png" onerror="alert(2)" alt="beat"></p>',
    });
    const second = await addedLesson(id, { title: 'Imagery' });
    const third = await addedLesson(id, { title: 'Performance' });
    let seen = await player();
    expect(titles(seen)).toEqual(['Sound and Rhythm', 'Imagery', 'Performance']);
    expect(seen[0]).toMatchObject({
      description: 'Hearing the beat of a line.',
      content: '<h2>Listen</h2><p>Clap the beat.</p>',
      htmlContent: '<p>Extra <img src="https://example.com/a.png" alt="beat" /></p>',
      isPublished: true,
      documentUrl: null,
    });
    expect(JSON.stringify(seen)).not.toMatch(/<script|onerror|alert\(/);

    const edited = await admin(t, 'PATCH', `/api/admin/courses/${id}/lessons/${second}`, editor.token, {
      title: 'Imagery and Metaphor',
      htmlContent: '<p onclick="x()">Pictures <a href="javascript:alert(3)">in words</a></p>',
    });
    expect(edited.status).toBe(200);
    seen = await player();
    expect(seen[1]).toMatchObject({ title: 'Imagery and Metaphor', htmlContent: '<p>Pictures <a>in words</a></p>' });

    const reordered = await admin(t, 'PUT', `/api/admin/courses/${id}/lessons/order`, editor.token, {
      lessonIds: [third, first, second],
    });
    expect(adminCourseSchema.parse(reordered.body).lessons.map((lesson) => lesson.id)).toEqual([third, first, second]);
    expect(titles(await player())).toEqual(['Performance', 'Sound and Rhythm', 'Imagery and Metaphor']);

    expect((await admin(t, 'DELETE', `/api/admin/courses/${id}/lessons/${first}`, manager.token)).status).toBe(204);
    expect(titles(await player())).toEqual(['Performance', 'Imagery and Metaphor']);
    const fourth = await addedLesson(id, { title: 'Writing Your Own' });
    expect((await player()).map((lesson) => lesson.id)).toEqual([third, second, fourth]);

    const lessonAudit = (await auditEntries(t)).filter((entry) =>
      [String(first), String(second), String(id)].includes(entry.entityId),
    );
    expect(lessonAudit.map((entry) => entry.action)).toEqual([
      'course.create',
      'lesson.create',
      'lesson.create',
      'lesson.update',
      'course.lessons.reorder',
      'lesson.delete',
    ]);
    expect(lessonAudit[3]).toMatchObject({
      actor: editor.email,
      before: { title: 'Imagery', htmlContent: '' },
      after: { title: 'Imagery and Metaphor', htmlContent: '<p>Pictures <a>in words</a></p>' },
    });
    expect(lessonAudit[4]).toMatchObject({
      before: { lessonIds: [first, second, third] },
      after: { lessonIds: [third, first, second] },
    });
    expect(lessonAudit[5]).toMatchObject({ actor: manager.email, after: null, before: { title: 'Sound and Rhythm' } });
  });

  it('an editor may not delete a lesson or change whether it is published', async () => {
    const id = await createdCourse({ title: 'Lesson Rights Course' });
    const lesson = await addedLesson(id, { title: 'Only Lesson' });
    expect(await admin(t, 'DELETE', `/api/admin/courses/${id}/lessons/${lesson}`, editor.token)).toEqual({
      status: 403,
      body: { message: FORBIDDEN },
    });
    const refused = { status: 403, body: { message: 'Your role cannot change whether it is published of a lesson.' } };
    expect(
      await admin(t, 'PATCH', `/api/admin/courses/${id}/lessons/${lesson}`, editor.token, { isPublished: false }),
    ).toEqual(refused);
    expect(
      await admin(t, 'POST', `/api/admin/courses/${id}/lessons`, editor.token, { title: 'Hidden', isPublished: false }),
    ).toEqual(refused);
    expect(
      await admin(t, 'PATCH', `/api/admin/courses/${id}/lessons/${lesson}`, manager.token, { isPublished: false }),
    ).toMatchObject({ status: 200 });
    const [row] = await t.db.select().from(lessons).where(eq(lessons.id, lesson));
    expect(row).toMatchObject({ isPublished: false, title: 'Only Lesson' });
  });

  it('refuses an order that is not every lesson of the course exactly once, and a lesson of another course', async () => {
    const id = await createdCourse({ title: 'Order Course' });
    const [a, b] = [await addedLesson(id, { title: 'A' }), await addedLesson(id, { title: 'B' })];
    const other = await createdCourse({ title: 'Other Course' });
    const foreign = await addedLesson(other, { title: 'Elsewhere' });
    for (const lessonIds of [[a], [a, a], [a, b, foreign], [a, foreign], []]) {
      expect(
        await admin(t, 'PUT', `/api/admin/courses/${id}/lessons/order`, editor.token, { lessonIds }),
        JSON.stringify(lessonIds),
      ).toEqual({ status: 400, body: { message: BAD_LESSON_ORDER } });
    }
    const notHere = { status: 404, body: { message: LESSON_NOT_FOUND } };
    expect(
      await admin(t, 'PATCH', `/api/admin/courses/${id}/lessons/${foreign}`, editor.token, { title: 'x' }),
    ).toEqual(notHere);
    expect(await admin(t, 'DELETE', `/api/admin/courses/${id}/lessons/${foreign}`, manager.token)).toEqual(notHere);
    expect(await admin(t, 'POST', '/api/admin/courses/2000000000/lessons', editor.token, { title: 'x' })).toEqual({
      status: 404,
      body: { message: COURSE_NOT_FOUND },
    });
    expect((await admin(t, 'PATCH', `/api/admin/courses/${id}/lessons/abc`, editor.token, { title: 'x' })).status).toBe(
      400,
    );
  });
});

describe('bad input is a 400 naming the field (issue 24 §2)', () => {
  it.each([
    [{ title: '  ' }, 'The title is required.'],
    [{ difficultyLevel: 'Expert' }, 'The difficulty level must be one of Beginner, Intermediate, Advanced.'],
    [{ durationInHours: 1.25 }, 'The duration must be a number of hours from 0 to 9,999, with at most one decimal.'],
    [{ price: 'free' }, 'The price must be a number of pounds from 0 to 1,000,000, with at most two decimals.'],
    [{ isFree: true, price: 20 }, 'A free course has the price 0: clear "free" or set the price to 0.'],
    [{ instructor: 'Ms.\nAdel' }, 'The instructor must be on one line.'],
  ])('%j → %s', async (change, message) => {
    const answer = await admin(t, 'POST', '/api/admin/courses', manager.token, courseBody(change));
    expect(answer.status).toBe(400);
    expect(answer.body!.message).toContain(message);
  });

  it('a lesson needs a title; an unknown course is a 404', async () => {
    const id = await createdCourse({ title: 'Input Course' });
    const noTitle = await admin(t, 'POST', `/api/admin/courses/${id}/lessons`, editor.token, { content: '<p>x</p>' });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body!.message).toContain('The lesson title is required.');
    expect(await admin(t, 'GET', '/api/admin/courses/2000000000', editor.token)).toEqual({
      status: 404,
      body: { message: COURSE_NOT_FOUND },
    });
    const badQuery = await admin(t, 'GET', '/api/admin/courses?difficulty=Easy', editor.token);
    expect(badQuery.status).toBe(400);
    expect(badQuery.body!.message).toContain('The difficulty level must be one of Beginner, Intermediate, Advanced.');
  });
});

describe('GET /api/admin/courses (issue 24 §2)', () => {
  it('lists every status, searched, filtered by category, difficulty and status, sorted and paged', async () => {
    const draft = await createdCourse({
      title: 'Listed Ballads Course',
      category: 'Ballads',
      difficultyLevel: 'Advanced',
    });
    await addedLesson(draft, { title: 'One' });
    const all = adminCourseListSchema.parse(
      (await admin(t, 'GET', '/api/admin/courses?pageSize=100', editor.token)).body,
    );
    expect(all.totalCount).toBe(all.items.length);
    expect(all.items[0]).toMatchObject({ id: draft, status: 'draft', lessonCount: 1 }); // newest change first
    expect(all.items.some((row) => row.status === 'published')).toBe(true);

    const ballads = adminCourseListSchema.parse(
      (await admin(t, 'GET', '/api/admin/courses?category=Ballads&difficulty=Advanced&status=draft', editor.token))
        .body,
    );
    expect(ballads).toMatchObject({ items: [{ id: draft }], totalCount: 1 });
    const searched = adminCourseListSchema.parse(
      (await admin(t, 'GET', '/api/admin/courses?search=lISTED%20bALLADS', editor.token)).body,
    );
    expect(searched.items.map((row) => row.id)).toEqual([draft]);

    const byTitle = adminCourseListSchema.parse(
      (await admin(t, 'GET', '/api/admin/courses?sort=title&pageSize=100', editor.token)).body,
    );
    const titles = byTitle.items.map((row) => row.title);
    const descending = adminCourseListSchema.parse(
      (await admin(t, 'GET', '/api/admin/courses?sort=title&order=desc&pageSize=100', editor.token)).body,
    );
    expect(descending.items.map((row) => row.title)).toEqual([...titles].reverse());
    const page2 = adminCourseListSchema.parse(
      (await admin(t, 'GET', '/api/admin/courses?sort=title&page=2&pageSize=2', editor.token)).body,
    );
    expect(page2.items.map((row) => row.title)).toEqual(titles.slice(2, 4));
  });
});
