import type { PaymentCartItem } from '@the-gate/contract/payments';
import { expect } from 'vitest';
import {
  courseGroupAssignments,
  courseUserAssignments,
  userGroupMembers,
  userGroups,
} from '../src/modules/courses/schema';
import { createCourse } from '../src/modules/courses/writes';
import type { TestApp } from './harness';
import { initiate, paymentRow, postCallback, transactionFor } from './payments';

/** Helpers for tests of the signed-in learning side: the library, courses and their files. */

type Method = 'GET' | 'HEAD' | 'PUT';

/** One request, with the bearer token when given. */
export function request(t: TestApp, method: Method, url: string, token?: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    ...(payload !== undefined && { payload }),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

/** A link the app handed out, checked to be root-relative (issue 23 §7): the path and query `inject` takes. */
export function pathOf(url: string): string {
  expect(url).toMatch(/^\/(?!\/)/);
  return url;
}

/** A root-relative link the app handed out, as a browser on the site resolves it: for `fetch`. */
export function onSite(t: TestApp, url: string): URL {
  return new URL(pathOf(url), t.config.publicUrl);
}

export async function userIdOf(t: TestApp, token: string): Promise<string> {
  const response = await request(t, 'GET', '/api/auth/me', token);
  expect(response.statusCode).toBe(200);
  return response.json().id;
}

/** Buys for real: checkout, then the sandbox's signed success callback. */
export async function buy(t: TestApp, token: string, cartItems: PaymentCartItem[]) {
  const answer = await initiate(t, token, cartItems);
  expect(answer.status).toBe(200);
  const callback = await postCallback(t, transactionFor(await paymentRow(t, answer.body.paymentReference as string)));
  expect(callback.status).toBe(200);
}

let courseCounter = 0;

/** A course of its own for a test; `title` defaults to a unique one. */
export async function newCourse(t: TestApp, overrides: Partial<Parameters<typeof createCourse>[1]> = {}) {
  courseCounter += 1;
  return createCourse(t.db, {
    title: `Test course ${courseCounter}`,
    description: 'A course made by a test.',
    difficultyLevel: 'Beginner',
    durationInHours: 2,
    ...overrides,
  });
}

export async function assignToUser(t: TestApp, userId: string, courseId: number, assignedAt = new Date()) {
  await t.db.insert(courseUserAssignments).values({ userId, courseId, assignedAt });
}

/** A group with these members, assigned these courses at `assignedAt`. */
export async function newGroup(
  t: TestApp,
  {
    members = [],
    courses = [],
    assignedAt = new Date(),
  }: { members?: string[]; courses?: number[]; assignedAt?: Date },
) {
  const [group] = await t.db.insert(userGroups).values({ name: 'Test group' }).returning();
  const groupId = group!.id;
  if (members.length) await t.db.insert(userGroupMembers).values(members.map((userId) => ({ groupId, userId })));
  if (courses.length) {
    await t.db.insert(courseGroupAssignments).values(courses.map((courseId) => ({ groupId, courseId, assignedAt })));
  }
  return groupId;
}
