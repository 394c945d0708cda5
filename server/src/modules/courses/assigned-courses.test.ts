import { type AssignedCoursesResponse, assignedCoursesResponseSchema } from '@the-gate/contract/courses';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredUser } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { assignToUser, buy, newCourse, newGroup, request, userIdOf } from '../../../test/learning';
import { demoItems } from '../../../test/payments';
import { lessons } from './schema';

let t: TestApp;

const minutesAfter = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 9, minutes));

async function newUser() {
  const { token } = await registeredUser(t);
  return { token, id: await userIdOf(t, token) };
}

async function assigned(token: string | undefined, query = ''): Promise<AssignedCoursesResponse> {
  const response = await request(t, 'GET', `/api/courses/assigned${query}`, token);
  expect(response.statusCode).toBe(200);
  return assignedCoursesResponseSchema.parse(response.json());
}

beforeAll(async () => {
  // Listening: checkout reaches the built-in Paymob sandbox over HTTP (test/harness.ts).
  t = await createTestApp({ listen: true });
});
afterAll(async () => {
  expect(await t.close()).toEqual([]);
});

describe('GET /api/courses/assigned (contract §3.6, API-06)', () => {
  it('answers 401 without a token and 400 for a bad page size or an unknown parameter (MC-03)', async () => {
    const anonymous = await request(t, 'GET', '/api/courses/assigned?page=1&pageSize=10');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Authentication required' });
    const { token } = await newUser();
    const tooBig = await request(t, 'GET', '/api/courses/assigned?pageSize=101', token);
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json()).toEqual({ message: 'pageSize must be a whole number from 1 to 100.' });
    expect((await request(t, 'GET', '/api/courses/assigned?sort=title', token)).statusCode).toBe(400);
  });

  it('answers an empty page with totalPages 0 for a user with no courses (MC-10)', async () => {
    const { token } = await newUser();
    expect(await assigned(token)).toEqual({ courses: [], totalCount: 0, page: 1, pageSize: 10, totalPages: 0 });
  });

  it('pages 23 courses latest assignment first, then by title: page 2 holds the 11th to the 20th (MC-04, MC-17)', async () => {
    const user = await newUser();
    const ids: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const course = await newCourse(t, { title: `Pager ${String(i).padStart(2, '0')}` });
      await assignToUser(t, user.id, course.id, minutesAfter(i));
      ids.push(course.id);
    }
    // Two assigned at the same moment, before all others: the title decides.
    const zulu = await newCourse(t, { title: 'Zulu time' });
    const alpha = await newCourse(t, { title: 'Alpha time' });
    for (const course of [zulu, alpha]) await assignToUser(t, user.id, course.id, minutesAfter(-5));
    const expected = [...ids].reverse().concat(alpha.id, zulu.id);

    const first = await assigned(user.token, '?page=1&pageSize=10');
    expect(first).toMatchObject({ totalCount: 23, page: 1, pageSize: 10, totalPages: 3 });
    expect(first.courses.map((c) => c.id)).toEqual(expected.slice(0, 10));
    const second = await assigned(user.token, '?page=2&pageSize=10');
    expect(second.courses.map((c) => c.id)).toEqual(expected.slice(10, 20));
    const third = await assigned(user.token, '?page=3&pageSize=10');
    expect(third.courses.map((c) => c.id)).toEqual(expected.slice(20));
    const beyond = await assigned(user.token, '?page=4&pageSize=10');
    expect(beyond).toMatchObject({ courses: [], totalCount: 23, totalPages: 3 });
    expect((await assigned(user.token)).pageSize).toBe(10);
  });

  it('lists a course reachable directly and through two groups once, counted once, ordered by its latest assignment', async () => {
    const user = await newUser();
    const outsider = await newUser();
    const shared = await newCourse(t, { title: 'Shared course' });
    const direct = await newCourse(t, { title: 'Direct only' });
    await assignToUser(t, user.id, shared.id, minutesAfter(0));
    await assignToUser(t, user.id, direct.id, minutesAfter(10));
    await newGroup(t, { members: [user.id], courses: [shared.id], assignedAt: minutesAfter(5) });
    await newGroup(t, { members: [user.id, outsider.id], courses: [shared.id], assignedAt: minutesAfter(20) });
    // A group the user is not in still counts for assignedGroupsCount (AMB-51: groups overall).
    await newGroup(t, { members: [outsider.id], courses: [shared.id, direct.id] });

    const page = await assigned(user.token);
    expect(page.totalCount).toBe(2);
    expect(page.courses.map((c) => c.id)).toEqual([shared.id, direct.id]);
    expect(page.courses.map((c) => c.assignedGroupsCount)).toEqual([3, 1]);
  });

  it("reaches a course through a group alone, and never shows a course of someone else's group", async () => {
    const member = await newUser();
    const other = await newUser();
    const course = await newCourse(t, { title: 'Group only' });
    await newGroup(t, { members: [member.id], courses: [course.id] });
    expect((await assigned(member.token)).courses.map((c) => c.id)).toEqual([course.id]);
    expect((await assigned(other.token)).totalCount).toBe(0);
  });

  it('shows a bought course with every field of the card (MC-05..MC-08)', async () => {
    const items = await demoItems(t);
    const buyer = await newUser();
    await buy(t, buyer.token, [{ itemType: 'Course', itemId: items.course.id, quantity: 1 }]);
    const own = await t.db
      .select({ id: lessons.id })
      .from(lessons)
      .where(eq(lessons.courseId, items.course.id))
      .orderBy(asc(lessons.id));
    const teacher = (await request(t, 'GET', `/api/teacher-courses/${items.course.id}`)).json();

    const [course] = (await assigned(buyer.token)).courses;
    expect(course).toEqual({
      id: items.course.id,
      title: teacher.title,
      description: teacher.description,
      thumbnailUrl: teacher.image,
      isPublished: true,
      difficultyLevel: teacher.level,
      durationInHours: teacher.durationInHours,
      instructor: teacher.instructor,
      assignedGroupsCount: 0,
      lessonCount: own.length,
      completedLessonCount: 0,
    });
    expect(course!.lessonCount).toBeGreaterThan(3);
    expect(course!.thumbnailUrl).toMatch(/\/files\/courses\/.+\.svg$/);
  });
});

describe('GET /api/courses/assigned filters (contract §3.6; MC-02: never set by the UI)', () => {
  let token: string;
  const titles = async (query: string) => {
    const page = await assigned(token, query);
    expect(page.totalCount).toBe(page.courses.length);
    return page.courses.map((c) => c.title).sort();
  };

  beforeAll(async () => {
    const user = await newUser();
    token = user.token;
    const courses = [
      { title: 'Phonics at 100% Speed', difficultyLevel: 'Beginner' },
      { title: 'Grammar Games', difficultyLevel: 'Intermediate', isPublished: false },
      { title: 'Essay Craft', difficultyLevel: 'Advanced', description: 'Long-form WRITING for Year 8' },
      { title: 'Spelling 1000', difficultyLevel: 'Intermediate' },
    ];
    for (const [index, fields] of courses.entries()) {
      const course = await newCourse(t, fields);
      await assignToUser(t, user.id, course.id, minutesAfter(index));
    }
  });

  it('searches title and description as a substring, ignoring case', async () => {
    expect(await titles('?search=writing')).toEqual(['Essay Craft']);
    expect(await titles('?search=GAMES')).toEqual(['Grammar Games']);
    expect(await titles('?search=nothing-like-this')).toEqual([]);
  });

  it('matches % and _ literally, not as LIKE wildcards', async () => {
    expect(await titles(`?search=${encodeURIComponent('100%')}`)).toEqual(['Phonics at 100% Speed']);
    expect(await titles('?search=gr_mmar')).toEqual([]);
  });

  it('includes Draft courses and filters by isPublished (MC-06)', async () => {
    expect(await titles('?isPublished=false')).toEqual(['Grammar Games']);
    expect(await titles('?isPublished=true')).toEqual(['Essay Craft', 'Phonics at 100% Speed', 'Spelling 1000']);
    expect(await titles('')).toHaveLength(4);
  });

  it('filters by difficultyLevel, alone and with the other filters', async () => {
    expect(await titles('?difficultyLevel=Intermediate')).toEqual(['Grammar Games', 'Spelling 1000']);
    expect(await titles('?difficultyLevel=Intermediate&isPublished=true')).toEqual(['Spelling 1000']);
    expect(await titles('?difficultyLevel=Advanced&search=essay')).toEqual(['Essay Craft']);
    const bad = await request(t, 'GET', '/api/courses/assigned?difficultyLevel=Expert', token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'difficultyLevel must be Beginner, Intermediate or Advanced.' });
  });
});
