import type { CustomerDetail, GrantRequest } from '@the-gate/contract/admin-customers';
import { expect } from 'vitest';
import { registeredUser } from '../../../../test/accounts';
import type { TestApp } from '../../../../test/harness';
import { admin } from '../../../../test/staff';

/** The customer tests' requests (issue 25 §3), with a manager's token. */

let phoneCounter = 0;

/** A fresh customer with a phone number nobody else has, and their id. */
export async function newCustomer(t: TestApp, overrides: Record<string, unknown> = {}) {
  phoneCounter += 1;
  const local = `010${String(Date.now() % 1e6).padStart(6, '0')}${String(phoneCounter % 100).padStart(2, '0')}`;
  const account = await registeredUser(t, { mobileNumber: local, ...overrides });
  const me = await t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${account.token}` } });
  return { ...account, id: me.json().id as string, localPhone: local };
}

export async function detailOf(t: TestApp, token: string, id: string): Promise<CustomerDetail> {
  const answer = await admin(t, 'GET', `/api/admin/customers/${id}`, token);
  expect(answer.status).toBe(200);
  return answer.body as unknown as CustomerDetail;
}

export const grant = (t: TestApp, token: string, id: string, body: Partial<GrantRequest> | Record<string, unknown>) =>
  admin(t, 'POST', `/api/admin/customers/${id}/grants`, token, body);

export const revoke = (t: TestApp, token: string, id: string, grantId: number) =>
  admin(t, 'DELETE', `/api/admin/customers/${id}/grants/${grantId}`, token);

/** The ids of the customer's library, as GET /api/materials/me lists them. */
export async function myLibrary(t: TestApp, token: string): Promise<number[]> {
  const response = await t.app.inject({ url: '/api/materials/me', headers: { authorization: `Bearer ${token}` } });
  expect(response.statusCode).toBe(200);
  return (response.json() as { id: number }[]).map((material) => material.id).sort((a, b) => a - b);
}

/** The ids of the courses assigned to the customer, as GET /api/courses/assigned lists them. */
export async function myCourses(t: TestApp, token: string): Promise<number[]> {
  const response = await t.app.inject({
    url: '/api/courses/assigned?page=1&pageSize=50',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { courses: { id: number }[] }).courses.map((course) => course.id);
}

/** Whether the token still opens a session. */
export async function meStatus(t: TestApp, token: string): Promise<number> {
  return (await t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } })).statusCode;
}
