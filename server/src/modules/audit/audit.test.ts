import { auditPageSchema } from '@the-gate/contract/staff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { admin, staffUser } from '../../../test/staff';
import { AUDIT_PAGE_SIZE, recordAudit } from './service';

describe('GET /api/admin/audit (issue 24 §5)', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof staffUser>>;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    owner = await staffUser(t, 'owner');
    // 120 entries; in one transaction they share one `now()`, so the order falls to the id.
    await t.db.transaction(async (tx) => {
      for (let n = 1; n <= 120; n++)
        await recordAudit(tx, {
          actor: 'someone@example.com',
          action: 'test.change',
          entity: 'material',
          entityId: String(n),
          before: n === 1 ? null : { price: n - 1, title: 'كتاب' },
          after: { price: n, title: 'كتاب' },
        });
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('pages the log newest first, 50 a page, with before and after as recorded', async () => {
    const first = await admin(t, 'GET', '/api/admin/audit', owner.token);
    expect(first.status).toBe(200);
    const page1 = auditPageSchema.parse(first.body);
    expect(page1.totalCount).toBe(120);
    expect(page1.items).toHaveLength(AUDIT_PAGE_SIZE);
    expect(page1.items[0]).toEqual({
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      actor: 'someone@example.com',
      action: 'test.change',
      entity: 'material',
      entityId: '120',
      before: { price: 119, title: 'كتاب' },
      after: { price: 120, title: 'كتاب' },
    });
    expect(page1.items.map((item) => item.entityId)).toEqual(
      Array.from({ length: 50 }, (_, index) => String(120 - index)),
    );
    const page3 = auditPageSchema.parse((await admin(t, 'GET', '/api/admin/audit?page=3', owner.token)).body);
    expect(page3.items.map((item) => item.entityId)).toEqual(
      Array.from({ length: 20 }, (_, index) => String(20 - index)),
    );
    expect(page3.items.at(-1)).toMatchObject({ entityId: '1', before: null });
    const past = auditPageSchema.parse((await admin(t, 'GET', '/api/admin/audit?page=4', owner.token)).body);
    expect(past).toEqual({ items: [], totalCount: 120 });
  });

  it('refuses a page that is not a whole number from 1 with 400', async () => {
    for (const page of ['0', '-1', 'two', '1.5']) {
      const answer = await admin(t, 'GET', `/api/admin/audit?page=${page}`, owner.token);
      expect(answer, page).toEqual({ status: 400, body: { message: 'page must be a whole number from 1.' } });
    }
  });

  it('lists a later change first', async () => {
    await recordAudit(t.db, {
      actor: 'system',
      action: 'later',
      entity: 'user',
      entityId: 'x',
      before: null,
      after: null,
    });
    const page = auditPageSchema.parse((await admin(t, 'GET', '/api/admin/audit', owner.token)).body);
    expect(page.items[0]).toMatchObject({ actor: 'system', action: 'later', before: null, after: null });
  });
});
