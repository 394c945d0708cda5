import { staffListSchema } from '@the-gate/contract/staff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { admin, auditEntries, roleOf, staffUser } from '../../../test/staff';
import { LAST_OWNER, UNKNOWN_EMAIL, UNKNOWN_STAFF } from './service';

describe('staff roles through the back office (issue 24 §1, §5)', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof staffUser>>;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    owner = await staffUser(t, 'owner');
  });
  afterAll(async () => {
    await t.close();
  });

  it('GET /api/auth/me carries staffRole: the role, or null for a customer (issue 24 §1)', async () => {
    const customer = await staffUser(t, null);
    const editor = await staffUser(t, 'editor');
    expect((await call(t, { method: 'GET', url: '/api/auth/me', token: customer.token })).body.staffRole).toBeNull();
    expect((await call(t, { method: 'GET', url: '/api/auth/me', token: editor.token })).body.staffRole).toBe('editor');
    expect((await call(t, { method: 'GET', url: '/api/auth/me', token: owner.token })).body.staffRole).toBe('owner');
  });

  it('PUT gives an existing account a role, GET lists it, DELETE takes it away; each change audited', async () => {
    const someone = await staffUser(t, null);
    const before = (await auditEntries(t)).length;

    const put = await admin(t, 'PUT', '/api/admin/staff', owner.token, {
      email: `  ${someone.email.toUpperCase()} `,
      role: 'manager',
    });
    expect(put).toEqual({
      status: 200,
      body: { userId: someone.id, email: someone.email, fullName: 'Sara Ahmed', role: 'manager' },
    });
    expect(await roleOf(t, someone.email)).toBe('manager');

    const list = await admin(t, 'GET', '/api/admin/staff', owner.token);
    expect(list.status).toBe(200);
    const items = staffListSchema.parse(list.body).items;
    expect(items[0]).toMatchObject({ userId: owner.id, role: 'owner' });
    expect(items).toContainEqual({ userId: someone.id, email: someone.email, fullName: 'Sara Ahmed', role: 'manager' });

    await admin(t, 'PUT', '/api/admin/staff', owner.token, { email: someone.email, role: 'editor' });
    const removed = await admin(t, 'DELETE', `/api/admin/staff/${someone.id}`, owner.token);
    expect(removed).toEqual({ status: 204, body: null });
    expect(await roleOf(t, someone.email)).toBeNull();

    const entries = (await auditEntries(t)).slice(before);
    expect(
      entries.map(({ actor, action, entity, entityId, before, after }) => ({
        actor,
        action,
        entity,
        entityId,
        before,
        after,
      })),
    ).toEqual([
      {
        actor: owner.email,
        action: 'staff.role.set',
        entity: 'user',
        entityId: someone.id,
        before: { email: someone.email, role: null },
        after: { email: someone.email, role: 'manager' },
      },
      {
        actor: owner.email,
        action: 'staff.role.set',
        entity: 'user',
        entityId: someone.id,
        before: { email: someone.email, role: 'manager' },
        after: { email: someone.email, role: 'editor' },
      },
      {
        actor: owner.email,
        action: 'staff.role.remove',
        entity: 'user',
        entityId: someone.id,
        before: { email: someone.email, role: 'editor' },
        after: { email: someone.email, role: null },
      },
    ]);
  });

  it('404 with a clear message for an unknown e-mail or account; 400 for bad input', async () => {
    expect(
      await admin(t, 'PUT', '/api/admin/staff', owner.token, { email: 'nobody@example.com', role: 'editor' }),
    ).toEqual({
      status: 404,
      body: { message: UNKNOWN_EMAIL },
    });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' OR '1'='1"]) {
      expect(await admin(t, 'DELETE', `/api/admin/staff/${encodeURIComponent(id)}`, owner.token)).toEqual({
        status: 404,
        body: { message: UNKNOWN_STAFF },
      });
    }
    const badRole = await admin(t, 'PUT', '/api/admin/staff', owner.token, { email: owner.email, role: 'admin' });
    expect(badRole).toEqual({ status: 400, body: { message: 'Choose a role: owner, manager or editor.' } });
    const badEmail = await admin(t, 'PUT', '/api/admin/staff', owner.token, {
      email: 'not an address',
      role: 'editor',
    });
    expect(badEmail).toEqual({ status: 400, body: { message: 'Please enter a valid email address' } });
    expect((await admin(t, 'PUT', '/api/admin/staff', owner.token, { role: 'editor' })).status).toBe(400);
    expect(await roleOf(t, owner.email)).toBe('owner');
  });

  it('never removes or demotes the last owner (409), and allows it once another owner exists', async () => {
    const demote = await admin(t, 'PUT', '/api/admin/staff', owner.token, { email: owner.email, role: 'manager' });
    expect(demote).toEqual({ status: 409, body: { message: LAST_OWNER } });
    expect(await admin(t, 'DELETE', `/api/admin/staff/${owner.id}`, owner.token)).toEqual({
      status: 409,
      body: { message: LAST_OWNER },
    });
    expect(await roleOf(t, owner.email)).toBe('owner');

    const second = await staffUser(t, null);
    await admin(t, 'PUT', '/api/admin/staff', owner.token, { email: second.email, role: 'owner' });
    expect((await admin(t, 'DELETE', `/api/admin/staff/${second.id}`, owner.token)).status).toBe(204);
    expect(await roleOf(t, second.email)).toBeNull();
  });

  it('keeps one owner when two owners remove each other at the same moment', async () => {
    // Several rounds: without the lock, one of them lets both changes through and leaves no owner.
    for (let round = 0; round < 8; round++) {
      const other = await staffUser(t, 'owner');
      const auditBefore = (await auditEntries(t)).length;
      const answers = await Promise.all([
        admin(t, 'DELETE', `/api/admin/staff/${other.id}`, owner.token),
        admin(t, 'PUT', '/api/admin/staff', other.token, { email: owner.email, role: 'editor' }),
      ]);
      // Either may win (DELETE answers 204, PUT 200). The loser is no longer an owner once the winner's
      // change is in: 403, whether its guard saw that already or the service did under the lock.
      const [removal, demotion] = answers.map((answer) => answer.status);
      expect(
        [
          [204, 403],
          [403, 200],
        ],
        `round ${round}`,
      ).toContainEqual([removal, demotion]);
      const roles = [await roleOf(t, owner.email), await roleOf(t, other.email)];
      expect(
        roles.filter((role) => role === 'owner'),
        `round ${round}`,
      ).toHaveLength(1);
      // The refused change left no audit entry: only the one that happened is recorded.
      expect((await auditEntries(t)).length).toBe(auditBefore + 1);
      if (roles[0] !== 'owner') owner = other;
    }
  });
});
