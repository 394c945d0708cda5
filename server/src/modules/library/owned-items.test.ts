import { and, asc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredUser } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buy, newCourse, newGroup, request, userIdOf } from '../../../test/learning';
import { demoItems } from '../../../test/payments';
import { materialGroupHierarchy, materialGroupMaterials, materials } from '../catalogue/schema';
import { exams } from '../exams/schema';

let t: TestApp;
let items: Awaited<ReturnType<typeof demoItems>>;
let buyer: { token: string };
let exam: { id: number; paperMaterialId: number | null };
let groupCourse: number;

const owned = (token?: string) => request(t, 'GET', '/api/library/owned', token);

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  items = await demoItems(t);
  [exam] = (await t.db
    .select({ id: exams.id, paperMaterialId: exams.paperMaterialId })
    .from(exams)
    .where(and(eq(exams.isFree, false), gt(exams.price, 0)))
    .limit(1)) as [typeof exam];
  buyer = await registeredUser(t);
  await buy(t, buyer.token, [
    { itemType: 'Material', itemId: items.paid.id, quantity: 1 },
    { itemType: 'MaterialGroup', itemId: items.pro.id, quantity: 1 },
    { itemType: 'Course', itemId: items.course.id, quantity: 1 },
    { itemType: 'Exam', itemId: exam.id, quantity: 1 },
  ]);
  groupCourse = (await newCourse(t, { title: 'Through the school', price: 90, isPublished: true })).id;
  await newGroup(t, { members: [await userIdOf(t, buyer.token)], courses: [groupCourse] });
});
afterAll(async () => {
  expect(await t.close()).toEqual([]);
});

describe('GET /api/library/owned (issue 22 §7)', () => {
  it('answers 401 without a token, or with one that is not valid', async () => {
    for (const token of [undefined, 'not-a-real-token']) {
      const response = await owned(token);
      expect(response.statusCode).toBe(401);
    }
  });

  it("lists the caller's materials, the packages they own whole (and the ones inside them), courses and exams, never cached", async () => {
    const response = await owned(buyer.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = response.json() as {
      materialIds: number[];
      groupIds: number[];
      courseIds: number[];
      examIds: number[];
    };

    const proMaterials = await t.db
      .select({ id: materialGroupMaterials.materialId })
      .from(materialGroupMaterials)
      .where(eq(materialGroupMaterials.groupId, items.pro.id));
    expect(body.materialIds).toEqual(expect.arrayContaining([items.paid.id, exam.paperMaterialId!]));
    expect(body.materialIds).toEqual(expect.arrayContaining(proMaterials.map((m) => m.id)));
    // The Pro package holds the Starter (and the Basic) of its year as child groups: those are owned whole too.
    const children = await t.db
      .select({ id: materialGroupHierarchy.childGroupId })
      .from(materialGroupHierarchy)
      .where(eq(materialGroupHierarchy.parentGroupId, items.pro.id));
    expect(body.groupIds).toEqual(
      expect.arrayContaining([items.pro.id, items.starter.id, ...children.map((c) => c.id)]),
    );
    expect(body.courseIds).toEqual([items.course.id, groupCourse].sort((a, b) => a - b));
    expect(body.examIds).toEqual([exam.id]);
  });

  it('a package of which the caller owns only some materials is not listed', async () => {
    const [sheet] = await t.db
      .select({ id: materialGroupMaterials.materialId })
      .from(materialGroupMaterials)
      .innerJoin(materials, eq(materials.id, materialGroupMaterials.materialId))
      .where(
        and(
          eq(materialGroupMaterials.groupId, items.starter.id),
          eq(materials.isStandalone, true),
          eq(materials.isFree, false),
        ),
      )
      .orderBy(asc(materials.id))
      .limit(1);
    const partOwner = await registeredUser(t);
    await buy(t, partOwner.token, [{ itemType: 'Material', itemId: sheet!.id, quantity: 1 }]);
    expect((await owned(partOwner.token)).json()).toEqual({
      materialIds: [sheet!.id],
      groupIds: [],
      courseIds: [],
      examIds: [],
    });
  });

  it("shows another user only their own: nothing of the buyer's", async () => {
    const stranger = await registeredUser(t);
    const response = await owned(stranger.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ materialIds: [], groupIds: [], courseIds: [], examIds: [] });
  });

  it('lists exactly the courses whose player and lessons open for the caller: the web asks those only then (issue 23 §7)', async () => {
    const stranger = await registeredUser(t);
    const catalogue = (await request(t, 'GET', '/api/teacher-courses')).json() as { id: number }[];
    const ids = [...new Set([...catalogue.map((course) => course.id), groupCourse])];
    expect(ids).toContain(items.course.id);
    for (const token of [buyer.token, stranger.token]) {
      const listed = new Set((await owned(token)).json().courseIds as number[]);
      for (const id of ids) {
        const expected = listed.has(id) ? 200 : 403;
        const course = await request(t, 'GET', `/api/courses/${id}`, token);
        const lessons = await request(t, 'GET', `/api/courses/${id}/lessons`, token);
        expect([course.statusCode, lessons.statusCode], `course ${id}`).toEqual([expected, expected]);
        // The access rule holds: a course not listed gives away none of its lessons' files.
        if (expected === 403) expect(lessons.body).not.toContain('documentUrl');
      }
    }
    expect((await owned(stranger.token)).json().courseIds).toEqual([]);
  });
});
