import type { StaffRole } from '@the-gate/contract/staff-rules';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditLog } from '../src/modules/audit/schema';
import { users } from '../src/modules/auth/schema';
import { registeredUser } from './accounts';
import type { TestApp } from './harness';

/** Helpers for the back office's tests (issue 24 §1, §5). */

/** A registered account holding `role` (null: a customer), with its session token. */
export async function staffUser(t: TestApp, role: StaffRole | null) {
  const account = await registeredUser(t);
  const [row] = await t.db
    .update(users)
    .set({ staffRole: role })
    .where(eq(sql`lower(${users.email})`, account.email.toLowerCase()))
    .returning({ id: users.id });
  return { ...account, id: row!.id, role };
}

export async function roleOf(t: Pick<TestApp, 'db'>, email: string) {
  const [row] = await t.db
    .select({ role: users.staffRole })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row?.role;
}

/** Every audit entry, oldest first. */
export function auditEntries(t: Pick<TestApp, 'db'>) {
  return t.db.select().from(auditLog).orderBy(auditLog.id);
}

/** One request to the back office's API with a session token (or none); a body that is not JSON as `{ text }`. */
export async function admin(
  t: TestApp,
  method: 'GET' | 'PUT' | 'DELETE' | 'POST' | 'PATCH',
  url: string,
  token?: string,
  body?: unknown,
) {
  const response = await t.app.inject({
    method,
    url,
    ...(body !== undefined && { payload: body as object }),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(response.body).not.toContain('$argon2');
  // The CSV export is not JSON: its text is kept as is.
  const json = String(response.headers['content-type'] ?? '').startsWith('application/json');
  const answer = json ? (response.json() as Record<string, unknown>) : { text: response.body };
  return { status: response.statusCode, body: response.body ? answer : null };
}
