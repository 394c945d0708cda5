import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LibraryMaterial } from '@the-gate/contract/library';
import type { MyOrdersResponse } from '@the-gate/contract/my-orders';
import { RECEIPT_NOT_READY } from '@the-gate/contract/my-orders-rules';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredUser } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import {
  demoItems,
  initiate,
  paymentRow,
  payOnHostedPage,
  payThroughSandbox,
  reverseInSandbox,
} from '../../../test/payments';
import { poppler } from '../../../test/poppler';
import { paymentItems } from './schema';

/**
 * Issue 25 §7, the buyer's side: GET /api/payments/me lists only the caller's own payments with the
 * status they read, GET /api/payments/{reference}/receipt gives a completed one's PDF to its owner
 * only, and My Materials' answer names the package each item came with.
 */

let t: TestApp;
let items: Awaited<ReturnType<typeof demoItems>>;
/** The buyer whose four payments the tests read, and a second buyer with one of their own. */
let buyer: { token: string; email: string };
let other: { token: string; reference: string };
const refs = { packaged: '', refunded: '', failed: '', pending: '' };
let packagedTransactionId = 0;

const DECLINED_CARD = '4000 0000 0000 0002';
const ARABIC_TITLE = 'كتاب القراءة Year 7 — Reading';

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  items = await demoItems(t);
  buyer = await registeredUser(t);
  // 1: a package and a material on their own, with the promo code, paid on the sandbox's card page.
  const packaged = await initiate(
    t,
    buyer.token,
    [
      { itemType: 'MaterialGroup', itemId: items.pro.id, quantity: 1 },
      { itemType: 'Material', itemId: items.paid2.id, quantity: 1 },
    ],
    { promoCode: 'GATE2025' },
  );
  expect(packaged.status).toBe(200);
  refs.packaged = packaged.body.paymentReference as string;
  const paidPage = await payOnHostedPage(new URL(packaged.body.paymentUrl as string));
  packagedTransactionId = Number(new URL(paidPage.headers.get('location') ?? '').searchParams.get('id'));
  // 2: a material paid, then refunded in full through the sandbox (as reversals.test.ts does).
  const refunded = await payThroughSandbox(t, buyer.token, [
    { itemType: 'Material', itemId: items.paid.id, quantity: 1 },
  ]);
  refs.refunded = refunded.payment.paymentReference;
  const cents = Math.round(refunded.payment.amount * 100);
  expect((await reverseInSandbox(t, refunded.transactionId, { kind: 'refund', amountCents: cents })).status).toBe(200);
  // The sandbox calls back by itself; wait for the refund to be applied (expect.poll is for tests only).
  for (let tries = 0; (await paymentRow(t, refs.refunded)).refundedAt === null; tries++) {
    if (tries > 100) throw new Error('the sandbox refund was never applied');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // 3: the course with a declined card; 4: the course again, left at the card page.
  const course = [{ itemType: 'Course' as const, itemId: items.course.id, quantity: 1 }];
  refs.failed = (await payThroughSandbox(t, buyer.token, course, DECLINED_CARD)).payment.paymentReference;
  refs.pending = (await initiate(t, buyer.token, course)).body.paymentReference as string;

  const second = await registeredUser(t);
  const theirs = await payThroughSandbox(t, second.token, [
    { itemType: 'Material', itemId: items.paid.id, quantity: 1 },
  ]);
  other = { token: second.token, reference: theirs.payment.paymentReference };
});
afterAll(async () => {
  expect(await t.close()).toEqual([]);
});

const get = (url: string, token?: string) =>
  t.app.inject({ url, headers: token ? { authorization: `Bearer ${token}` } : {} });

/** The text poppler's pdftotext reads from a PDF. */
async function pdfText(bytes: Buffer): Promise<string> {
  const file = path.join(t.dataDir, `receipt-${Date.now()}-${Math.random()}.pdf`);
  await writeFile(file, bytes);
  const run = await poppler('pdftotext', ['-layout', file, '-']);
  expect(run.code, run.stderr).toBe(0);
  return run.stdout;
}

describe('GET /api/payments/me (issue 25 §7)', () => {
  it('lists only the buyer’s own payments, newest first, with lines, discount, promo code and status', async () => {
    const response = await get('/api/payments/me', buyer.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = response.json() as MyOrdersResponse;
    expect(body).toMatchObject({ totalCount: 4, page: 1, pageSize: 20 });
    expect(body.items.map((order) => [order.reference, order.status])).toEqual([
      [refs.pending, 'Pending'],
      [refs.failed, 'Failed'],
      [refs.refunded, 'Refunded'],
      [refs.packaged, 'Completed'],
    ]);
    expect(body.items.map((order) => order.reference)).not.toContain(other.reference);

    const packaged = body.items.at(-1)!;
    const row = await paymentRow(t, refs.packaged);
    expect(packaged).toMatchObject({
      promoCode: 'GATE2025',
      subtotalCents: Math.round(row.subtotal * 100),
      discountCents: Math.round(row.discount * 100),
      amountCents: Math.round(row.amount * 100),
      refundedCents: 0,
    });
    expect(packaged.discountCents).toBeGreaterThan(0);
    expect(packaged.amountCents).toBe(packaged.subtotalCents - packaged.discountCents);
    expect(packaged.completedAt).not.toBeNull();
    expect(packaged.lines).toEqual([
      expect.objectContaining({
        itemType: 'MaterialGroup',
        itemId: items.pro.id,
        title: 'Year 7 Pro Package',
        quantity: 1,
      }),
      expect.objectContaining({ itemType: 'Material', itemId: items.paid2.id, title: items.paid2.title, quantity: 1 }),
    ]);
    const refunded = body.items[2]!;
    expect(refunded.refundedCents).toBe(refunded.amountCents);
  });

  it('shows a partial refund as "Partially refunded" with what was refunded', async () => {
    const half = Math.floor(Math.round((await paymentRow(t, other.reference)).amount * 100) / 2);
    const { providerTransactionId } = await paymentRow(t, other.reference);
    expect(
      (await reverseInSandbox(t, Number(providerTransactionId), { kind: 'refund', amountCents: half })).status,
    ).toBe(200);
    await expect
      .poll(async () => (await paymentRow(t, other.reference)).refundedAmount, { timeout: 10_000 })
      .toBe(half / 100);
    const [order] = ((await get('/api/payments/me', other.token)).json() as MyOrdersResponse).items;
    expect(order).toMatchObject({ reference: other.reference, status: 'Partially refunded', refundedCents: half });
  });

  it('answers 401 signed out, 400 for a bad page, and an empty page past the end', async () => {
    expect((await get('/api/payments/me')).statusCode).toBe(401);
    const bad = await get('/api/payments/me?page=0', buyer.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ success: false, message: 'page must be a whole number from 1.' });
    const past = (await get('/api/payments/me?page=2', buyer.token)).json() as MyOrdersResponse;
    expect(past).toMatchObject({ items: [], totalCount: 4, page: 2 });
  });
});

describe('GET /api/payments/{reference}/receipt (issue 25 §7)', () => {
  it('gives the owner a PDF with seller, buyer, reference, Paymob transaction, lines, promo code and amount', async () => {
    const response = await get(`/api/payments/${refs.packaged}/receipt`, buyer.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="receipt-${refs.packaged}.pdf"`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const text = await pdfText(response.rawPayload);
    const row = await paymentRow(t, refs.packaged);
    const money = (egp: number) => `EGP ${egp.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    for (const expected of [
      'The Gate',
      refs.packaged,
      String(packagedTransactionId),
      buyer.email,
      row.customerEmail,
      row.customerName,
      'Year 7 Pro Package',
      'Discount (GATE2025)',
      money(row.discount),
      money(row.amount),
      'Completed',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).toMatch(new RegExp(`Amount paid\\s+${money(row.amount).replace('.', '\\.')}`));
  });

  it('gives a refunded payment’s receipt with the refund and the status', async () => {
    const response = await get(`/api/payments/${refs.refunded}/receipt`, buyer.token);
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Refunded');
    expect(text).toMatch(/Kept after refunds\s+EGP 0\.00/);
  });

  it('prints a title in Arabic without failing: what the font cannot encode becomes "?"', async () => {
    const row = await paymentRow(t, refs.packaged);
    const packageLine = and(eq(paymentItems.paymentId, row.id), eq(paymentItems.itemType, 'MaterialGroup'));
    await t.db.update(paymentItems).set({ titleSnapshot: ARABIC_TITLE }).where(packageLine);
    try {
      const response = await get(`/api/payments/${refs.packaged}/receipt`, buyer.token);
      expect(response.statusCode).toBe(200);
      const text = await pdfText(response.rawPayload);
      // Arabic letters are not in WinAnsi (each becomes "?"); the dash is, and stays.
      expect(text).toContain('???? ??????? Year 7 — Reading');
      expect(text).toContain(buyer.email);
    } finally {
      await t.db.update(paymentItems).set({ titleSnapshot: 'Year 7 Pro Package' }).where(packageLine);
    }
  });

  it('is the owner’s only: another buyer’s reference and an unknown one are 404 alike, signed out 401', async () => {
    const theirs = await get(`/api/payments/${other.reference}/receipt`, buyer.token);
    const unknown = await get('/api/payments/PAY-20260101-NOSUCHPAYMENT/receipt', buyer.token);
    expect([theirs.statusCode, unknown.statusCode]).toEqual([404, 404]);
    expect(theirs.json()).toEqual(unknown.json());
    expect((await get(`/api/payments/${refs.packaged}/receipt`)).statusCode).toBe(401);
    expect((await get('/api/payments/not%20a%20ref/receipt', buyer.token)).statusCode).toBe(400);
  });

  it.each(['pending', 'failed'] as const)(
    'refuses a %s payment with 409 and says when it will have one',
    async (which) => {
      const response = await get(`/api/payments/${refs[which]}/receipt`, buyer.token);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ success: false, message: RECEIPT_NOT_READY });
    },
  );
});

describe('My Materials groups what came with a package (issue 25 §7)', () => {
  it('names the package a material was bought in; a material bought on its own has none', async () => {
    const library = (await get('/api/materials/me', buyer.token)).json() as LibraryMaterial[];
    const inPackage = library.filter((material) => material.package);
    expect(inPackage.length).toBeGreaterThan(1);
    for (const material of inPackage) {
      expect(material.package).toEqual({ id: items.pro.id, title: 'Year 7 Pro Package' });
    }
    expect(library.find((material) => material.id === items.paid2.id)?.package).toBeNull();
    // The refunded material is gone from the library altogether.
    expect(library.map((material) => material.id)).not.toContain(items.paid.id);
  });
});
