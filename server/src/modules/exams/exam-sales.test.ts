import type { Exam } from '@the-gate/contract/exams';
import { PAYMENT_MESSAGES } from '@the-gate/contract/payment-rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredUser } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { onSite } from '../../../test/learning';
import {
  initiate,
  libraryOf,
  paymentRow,
  pendingPaymentFor,
  postCallback,
  transactionFor,
} from '../../../test/payments';
import { exams } from './schema';
import { createExam } from './writes';

/** Issue 10 §5 and decision 006: an exam is sold on its own and grants its paper. */

let t: TestApp;
let paidExam: typeof exams.$inferSelect;
let freeExam: typeof exams.$inferSelect;

const get = (url: string, token?: string) =>
  t.app.inject({ url, headers: token ? { authorization: `Bearer ${token}` } : {} });
const examAs = async (id: number, token?: string) => (await get(`/api/exams/${id}`, token)).json<Exam>();

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  const rows = await t.db.select().from(exams).orderBy(exams.id);
  paidExam = rows.find((row) => !row.isFree)!;
  freeExam = rows.find((row) => row.isFree)!;
});
afterAll(async () => {
  expect(await t.close()).toEqual([]);
});

describe('exam papers before a purchase', () => {
  it('every demo exam has its own paper, which is not sold as a material on its own', async () => {
    const rows = await t.db.select().from(exams);
    expect(rows.length).toBe(12);
    expect(new Set(rows.map((row) => row.paperMaterialId)).size).toBe(12);
    const buyer = await registeredUser(t);
    const answer = await initiate(t, buyer.token, [
      { itemType: 'Material', itemId: paidExam.paperMaterialId!, quantity: 1 },
    ]);
    expect(answer).toEqual({ status: 400, body: { success: false, message: PAYMENT_MESSAGES.itemsUnavailable } });
  });

  it('a free exam links its paper publicly, and the link downloads a PDF', async () => {
    const exam = await examAs(freeExam.id);
    expect(exam.paperUrl).toBe(`/api/materials/${freeExam.paperMaterialId}/download`);
    const file = await get(exam.paperUrl!);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
  });

  it('a paid exam shows no paper link to a visitor, a signed-in stranger or a stale token', async () => {
    const stranger = await registeredUser(t);
    for (const token of [undefined, stranger.token, 'not-a-real-token']) {
      expect((await examAs(paidExam.id, token)).paperUrl).toBeNull();
      const listed = (await get('/api/exams', token)).json<Exam[]>().find((e) => e.id === paidExam.id);
      expect(listed?.paperUrl).toBeNull();
    }
    const download = await get(`/api/materials/${paidExam.paperMaterialId}/download`);
    expect(download.statusCode).toBe(403);
  });

  it('an exam without a paper is neither listed nor sold', async () => {
    const draft = await createExam(t.db, {
      title: 'Year 6 Draft Exam Without a Paper',
      price: 80,
      yearGroup: 'Year 6',
      subject: 'Reading',
      examType: 'Practice Test',
      durationMinutes: 30,
      questionCount: 10,
      difficulty: 'Standard',
    });
    const listed = (await get('/api/exams')).json<Exam[]>();
    expect(listed.map((e) => e.id)).not.toContain(draft.id);
    expect((await get(`/api/exams/${draft.id}`)).statusCode).toBe(404);
    const buyer = await registeredUser(t);
    const answer = await initiate(t, buyer.token, [{ itemType: 'Exam', itemId: draft.id, quantity: 1 }]);
    expect(answer).toEqual({ status: 400, body: { success: false, message: PAYMENT_MESSAGES.itemsUnavailable } });
    await t.db.delete(exams).where(eq(exams.id, draft.id));
  });
});

describe('buying an exam', () => {
  it('is priced from the exam row, and the verified payment puts its paper in the library', async () => {
    const { token, userId, payment } = await pendingPaymentFor(t, [
      { itemType: 'Exam', itemId: paidExam.id, quantity: 1 },
    ]);
    expect(payment.amount).toBe(paidExam.price);
    expect(await libraryOf(t, userId)).toEqual([]);
    expect((await examAs(paidExam.id, token)).paperUrl).toBeNull();

    expect((await postCallback(t, transactionFor(payment))).status).toBe(200);
    expect((await paymentRow(t, payment.paymentReference)).status).toBe('Completed');
    expect(await libraryOf(t, userId)).toEqual([paidExam.paperMaterialId]);

    // Take Exam (issue 10 §5): the owner's answer carries their own signed link, read inline.
    const response = await get(`/api/exams/${paidExam.id}`, token);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const paperUrl = response.json<Exam>().paperUrl!;
    expect(paperUrl).toMatch(
      new RegExp(`^/api/library/${userId}/materials/${paidExam.paperMaterialId}/read\\?expires=\\d+&signature=`),
    );
    const file = await fetch(onSite(t, paperUrl));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toMatch(/^inline;/);

    const listed = (await get('/api/exams', token)).json<Exam[]>().find((e) => e.id === paidExam.id);
    expect(listed?.paperUrl).toMatch(/\/read\?expires=\d+&signature=/);

    // The link is the buyer's alone: another user's id in it breaks the signature.
    const stranger = await registeredUser(t);
    const strangerId = (await get('/api/auth/me', stranger.token)).json().id as string;
    expect((await fetch(onSite(t, paperUrl.replace(userId, strangerId)))).status).toBe(403);
  });

  it('a quantity of two buys two seats, charged twice, and grants the buyer the one paper (issue 27 §3)', async () => {
    const { userId, payment } = await pendingPaymentFor(t, [{ itemType: 'Exam', itemId: paidExam.id, quantity: 2 }]);
    expect(payment.amount).toBe(Math.round(paidExam.price * 200) / 100);
    await postCallback(t, transactionFor(payment));
    expect(await libraryOf(t, userId)).toEqual([paidExam.paperMaterialId]);
  });

  it('a forged callback grants nothing', async () => {
    const { userId, payment } = await pendingPaymentFor(t, [{ itemType: 'Exam', itemId: paidExam.id, quantity: 1 }]);
    const forged = await postCallback(t, transactionFor(payment), 'f'.repeat(128));
    expect(forged.status).toBe(401);
    expect(await libraryOf(t, userId)).toEqual([]);
  });
});
