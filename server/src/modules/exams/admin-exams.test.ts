import { adminExamListSchema, adminExamSchema } from '@the-gate/contract/admin-exams';
import type { Exam } from '@the-gate/contract/exams';
import { PAYMENT_MESSAGES } from '@the-gate/contract/payment-rules';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredUser } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { demoItems, initiate, paymentRow, pendingPaymentFor, quote } from '../../../test/payments';
import { admin, auditEntries, staffUser } from '../../../test/staff';
import { FORBIDDEN } from '../auth/authenticate';
import { materialTypes } from '../catalogue/schema';
import { createMaterial } from '../catalogue/writes';
import {
  EXAM_NEEDS_PAPER,
  EXAM_NOT_FOUND,
  inExamTransaction,
  PAPER_TAKEN,
  STANDALONE_PAPER,
  UNKNOWN_PAPER,
} from './admin-exams';
import { exams } from './schema';

/** Issue 24 §2: the back office's exams, each with its paper (decision 006), Draft until published. */

let t: TestApp;
let manager: { token: string; email: string };
let editor: { token: string; email: string };
let customer: { token: string };
let typeId: number;
let papers = 0;

/** A material not sold on its own, as an exam's paper is (decision 006). */
async function newPaper(overrides: { isStandalone?: boolean } = {}) {
  papers += 1;
  const row = await createMaterial(t.db, {
    title: `Back-office test paper ${papers}`,
    typeId,
    price: 0,
    isStandalone: false,
    ...overrides,
  });
  return row.id;
}

const examBody = (paperMaterialId: number | null, overrides: object = {}) => ({
  title: 'Year 7 Reading Mock',
  description: 'A full reading paper, timed as on the day.',
  price: 120,
  yearGroup: 'Year 7',
  subject: 'Reading',
  examType: 'Mock Exam',
  durationMinutes: 60,
  questionCount: 30,
  difficulty: 'Standard',
  paperMaterialId,
  ...overrides,
});

async function createdExam(body: object) {
  const answer = await admin(t, 'POST', '/api/admin/exams', manager.token, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body!.id as number;
}

const publicIds = async () => (await t.app.inject({ url: '/api/exams' })).json<Exam[]>().map((exam) => exam.id);
const examCart = (id: number) => [{ itemType: 'Exam' as const, itemId: id, quantity: 1 }];

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  manager = await staffUser(t, 'manager');
  editor = await staffUser(t, 'editor');
  customer = await registeredUser(t);
  [{ id: typeId }] = (await t.db.select({ id: materialTypes.id }).from(materialTypes).limit(1)) as [{ id: number }];
});
afterAll(async () => {
  expect(await t.close()).toEqual([]);
});

describe('a new exam (issue 24 §2)', () => {
  it('is a Draft: not listed, not sold, audited; once published it is listed and sold', async () => {
    const paper = await newPaper();
    const id = await createdExam(examBody(paper, { title: 'Year 7 Draft Mock' }));

    const staffView = await admin(t, 'GET', `/api/admin/exams/${id}`, editor.token);
    expect(adminExamSchema.parse(staffView.body)).toMatchObject({
      status: 'draft',
      paperMaterialId: paper,
      price: 120,
    });
    expect(await publicIds()).not.toContain(id);
    expect((await t.app.inject({ url: `/api/exams/${id}` })).statusCode).toBe(404);
    expect(await initiate(t, customer.token, examCart(id))).toEqual({
      status: 400,
      body: { success: false, message: PAYMENT_MESSAGES.itemsUnavailable },
    });
    const [created] = (await auditEntries(t)).filter((e) => e.action === 'exam.create' && e.entityId === String(id));
    expect(created).toMatchObject({ actor: manager.email, entity: 'exam', before: null });
    expect(created!.after).toMatchObject({ title: 'Year 7 Draft Mock', status: 'draft', paperMaterialId: paper });

    const published = await admin(t, 'PATCH', `/api/admin/exams/${id}`, manager.token, { status: 'published' });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ id, status: 'published' });
    const changed = (await auditEntries(t)).filter((e) => e.action === 'exam.update' && e.entityId === String(id));
    expect(changed.map(({ actor, before, after }) => ({ actor, before, after }))).toEqual([
      { actor: manager.email, before: { status: 'draft' }, after: { status: 'published' } },
    ]);
    // The shop's cached answers go with the database's change notification.
    await expect.poll(publicIds, { timeout: 5000 }).toContain(id);
    expect((await quote(t, customer.token, examCart(id))).status).toBe(200);
  });

  it('changes only what differs, and a sent value that is the same records nothing', async () => {
    const id = await createdExam(examBody(await newPaper(), { title: 'Year 8 Unchanged Mock' }));
    const before = (await auditEntries(t)).length;
    const same = await admin(t, 'PATCH', `/api/admin/exams/${id}`, editor.token, {
      title: 'Year 8 Unchanged Mock',
      questionCount: 30,
    });
    expect(same.status).toBe(200);
    expect((await auditEntries(t)).length).toBe(before);
  });
});

describe('who may change what (issue 24 §1, §2)', () => {
  it('an editor changes texts but not the price, the free flag, the paper or the status', async () => {
    const id = await createdExam(examBody(await newPaper(), { title: 'Year 6 Rights Mock' }));
    const texts = await admin(t, 'PATCH', `/api/admin/exams/${id}`, editor.token, { title: 'Year 6 Writing Mock' });
    expect(texts).toMatchObject({ status: 200, body: { title: 'Year 6 Writing Mock' } });
    const refusals = [
      [{ price: 99 }, 'Your role cannot change the price of an exam.'],
      [{ isFree: true }, 'Your role cannot change whether it is free of an exam.'],
      [{ paperMaterialId: await newPaper() }, 'Your role cannot change the paper of an exam.'],
      [{ status: 'published' }, 'Your role cannot change the status of an exam.'],
      // One refused field refuses the whole change.
      [{ title: 'Sneaky', status: 'published' }, 'Your role cannot change the status of an exam.'],
    ] as const;
    for (const [body, message] of refusals) {
      expect(await admin(t, 'PATCH', `/api/admin/exams/${id}`, editor.token, body)).toEqual({
        status: 403,
        body: { message },
      });
    }
    const [row] = await t.db.select().from(exams).where(eq(exams.id, id));
    expect(row).toMatchObject({ title: 'Year 6 Writing Mock', price: 120, status: 'draft', isFree: false });
    expect(await admin(t, 'POST', '/api/admin/exams', editor.token, examBody(null))).toEqual({
      status: 403,
      body: { message: FORBIDDEN },
    });
  });

  it('a price change never changes a payment already made (issue 24 §2)', async () => {
    const id = await createdExam(examBody(await newPaper(), { title: 'Year 5 Priced Mock', price: 150 }));
    expect((await admin(t, 'PATCH', `/api/admin/exams/${id}`, manager.token, { status: 'published' })).status).toBe(
      200,
    );
    const { payment } = await pendingPaymentFor(t, examCart(id));
    expect(payment.amount).toBe(150);
    const repriced = await admin(t, 'PATCH', `/api/admin/exams/${id}`, manager.token, { price: 90 });
    expect(repriced).toMatchObject({ status: 200, body: { price: 90 } });
    expect((await paymentRow(t, payment.paymentReference)).amount).toBe(150);
    // New buyers pay the new price.
    expect(await quote(t, customer.token, examCart(id))).toMatchObject({ status: 200, body: { amount: 90 } });
  });
});

describe("an exam's paper (decision 006, issue 24 §2)", () => {
  it("must be a known material that is not sold on its own and is no other exam's paper", async () => {
    const standalone = (await demoItems(t)).paid.id;
    const [seeded] = await t.db.select().from(exams).orderBy(asc(exams.id)).limit(1);
    const cases = [
      [standalone, STANDALONE_PAPER],
      [2_000_000_000, UNKNOWN_PAPER],
      [seeded!.paperMaterialId!, PAPER_TAKEN],
    ] as const;
    for (const [paperMaterialId, message] of cases) {
      expect(await admin(t, 'POST', '/api/admin/exams', manager.token, examBody(paperMaterialId))).toEqual({
        status: 400,
        body: { message },
      });
      expect(await admin(t, 'PATCH', `/api/admin/exams/${seeded!.id}`, manager.token, { paperMaterialId })).toEqual(
        seeded!.paperMaterialId === paperMaterialId
          ? { status: 200, body: expect.anything() }
          : { status: 400, body: { message } },
      );
    }
    // Moving a paper to another exam is refused too: each exam keeps its own.
    const id = await createdExam(examBody(null, { title: 'Year 8 Paperless Mock' }));
    expect(
      await admin(t, 'PATCH', `/api/admin/exams/${id}`, manager.token, { paperMaterialId: seeded!.paperMaterialId }),
    ).toEqual({ status: 400, body: { message: PAPER_TAKEN } });
    // Two exams given one paper at the same moment both pass the check; the unique index refuses the
    // second, and that is the same 400, not a 500.
    const racing = inExamTransaction(t.db, (tx) =>
      tx.update(exams).set({ paperMaterialId: seeded!.paperMaterialId }).where(eq(exams.id, id)),
    );
    await expect(racing).rejects.toMatchObject({ statusCode: 400, message: PAPER_TAKEN });
  });

  it('is needed before an exam is published, and a published exam keeps one', async () => {
    const id = await createdExam(examBody(null, { title: 'Year 6 No Paper Yet' }));
    expect(await admin(t, 'PATCH', `/api/admin/exams/${id}`, manager.token, { status: 'published' })).toEqual({
      status: 400,
      body: { message: EXAM_NEEDS_PAPER },
    });
    const paper = await newPaper();
    const both = await admin(t, 'PATCH', `/api/admin/exams/${id}`, manager.token, {
      paperMaterialId: paper,
      status: 'published',
    });
    expect(both).toMatchObject({ status: 200, body: { status: 'published', paperMaterialId: paper } });
    expect(await admin(t, 'PATCH', `/api/admin/exams/${id}`, manager.token, { paperMaterialId: null })).toEqual({
      status: 400,
      body: { message: EXAM_NEEDS_PAPER },
    });
  });
});

describe('bad input is a 400 naming the field (issue 24 §2)', () => {
  it.each([
    [{ title: '' }, 'The title is required.'],
    [{ difficulty: 'Hard' }, 'The difficulty must be one of Beginner, Standard, Advanced.'],
    [{ yearGroup: 'Year 9' }, 'The year group must be one of Year 5, Year 6, Year 7 or Year 8.'],
    [{ price: -1 }, 'The price must be a number of pounds from 0 to 1,000,000, with at most two decimals.'],
    [{ price: 10.005 }, 'The price must be a number of pounds from 0 to 1,000,000, with at most two decimals.'],
    [{ isFree: true, price: 5 }, 'A free exam has the price 0: clear "free" or set the price to 0.'],
    [{ durationMinutes: 0 }, 'The duration in minutes must be a whole number from 1 to 1,000.'],
    [{ paperMaterialId: 'abc' }, 'The paper must be a material id (a positive whole number) or null.'],
  ])('%j → %s', async (change, message) => {
    const answer = await admin(t, 'POST', '/api/admin/exams', manager.token, { ...examBody(null), ...change });
    expect(answer.status).toBe(400);
    expect(answer.body!.message).toContain(message);
  });

  it('refuses a bad id, an unknown exam, a bad query, and a status outside the three', async () => {
    expect((await admin(t, 'GET', '/api/admin/exams/abc', editor.token)).status).toBe(400);
    expect(await admin(t, 'GET', '/api/admin/exams/2000000000', editor.token)).toEqual({
      status: 404,
      body: { message: EXAM_NOT_FOUND },
    });
    expect(await admin(t, 'PATCH', '/api/admin/exams/2000000000', manager.token, { title: 'x' })).toEqual({
      status: 404,
      body: { message: EXAM_NOT_FOUND },
    });
    const badQuery = await admin(t, 'GET', '/api/admin/exams?sort=rating', editor.token);
    expect(badQuery.status).toBe(400);
    expect(badQuery.body!.message).toContain('The sort must be one of position, title, price, status, yearGroup.');
    const badStatus = await admin(t, 'PATCH', '/api/admin/exams/1', manager.token, { status: 'hidden' });
    expect(badStatus.status).toBe(400);
    expect(badStatus.body!.message).toContain('The status must be draft, published or archived.');
  });
});

describe('GET /api/admin/exams (issue 24 §2)', () => {
  it('lists every status, searched, filtered by year and status, sorted and paged', async () => {
    await createdExam(examBody(await newPaper(), { title: 'Year 7 Listed Draft' }));
    const all = adminExamListSchema.parse((await admin(t, 'GET', '/api/admin/exams?pageSize=100', editor.token)).body);
    expect(all.totalCount).toBe(all.items.length);
    expect(new Set(all.items.map((row) => row.status))).toEqual(new Set(['draft', 'published']));

    const drafts = adminExamListSchema.parse(
      (await admin(t, 'GET', '/api/admin/exams?status=draft&pageSize=100', editor.token)).body,
    );
    expect(drafts.items.length).toBeGreaterThan(0);
    expect(drafts.items.every((row) => row.status === 'draft')).toBe(true);

    const year7 = adminExamListSchema.parse(
      (await admin(t, 'GET', '/api/admin/exams?year=Year%207&pageSize=100', editor.token)).body,
    );
    expect(year7.items.map((row) => row.title)).toContain('Year 7 Listed Draft');
    expect(year7.items.every((row) => row.yearGroup === 'Year 7')).toBe(true);
    // The search is case-insensitive, a substring of the title (or description, subject, exam type).
    const found = (await admin(t, 'GET', '/api/admin/exams?search=lISTED%20dRAFT', editor.token)).body;
    expect(adminExamListSchema.parse(found)).toMatchObject({
      items: [{ title: 'Year 7 Listed Draft' }],
      totalCount: 1,
    });

    const byPrice = adminExamListSchema.parse(
      (await admin(t, 'GET', '/api/admin/exams?sort=price&order=desc&pageSize=100', editor.token)).body,
    );
    const prices = byPrice.items.map((row) => row.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));

    const second = adminExamListSchema.parse(
      (await admin(t, 'GET', '/api/admin/exams?sort=title&page=2&pageSize=3', editor.token)).body,
    );
    const titles = [...all.items.map((row) => row.title)].sort((a, b) => a.localeCompare(b, 'en'));
    expect(second.totalCount).toBe(all.totalCount);
    expect(second.items).toHaveLength(3);
    expect(second.items.every((row) => titles.includes(row.title))).toBe(true);
  });
});
