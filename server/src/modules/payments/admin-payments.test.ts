import { PAYMENT_MESSAGES } from '@the-gate/contract/payment-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox, waitForMail } from '../../../test/accounts';
import {
  buyer,
  listPayments,
  marker,
  paymentByReference,
  paymentDetail,
  storedPayment,
} from '../../../test/admin-payments';
import { createTestApp, type TestApp } from '../../../test/harness';
import { demoItems, payThroughSandbox } from '../../../test/payments';
import { admin, auditEntries, staffUser } from '../../../test/staff';

/** Issue 25 §1: the back office's payments list, its CSV, one payment's detail and timeline, the receipt again. */

let t: TestApp;
let manager: string;
let managerEmail: string;
let userId: string;
let items: Awaited<ReturnType<typeof demoItems>>;

beforeAll(async () => {
  // Listening: the timeline's payment goes through the built-in Paymob sandbox over HTTP.
  t = await createTestApp({ listen: true });
  items = await demoItems(t);
  const staff = await staffUser(t, 'manager');
  manager = staff.token;
  managerEmail = staff.email;
  userId = (await buyer(t)).id;
});
afterAll(async () => {
  expect(await t.close()).toEqual([]);
});

const references = (body: unknown) =>
  ((body as { items: { reference: string }[] }).items ?? []).map((item) => item.reference);

describe('GET /api/admin/payments (issue 25 §1)', () => {
  it('filters by the status the back office shows, Refunded and Partially refunded included', async () => {
    const name = marker();
    const at = { customerName: `${name} Buyer` };
    const pending = await storedPayment(t, userId, { ...at, status: 'Pending' });
    const completed = await storedPayment(t, userId, at);
    const failed = await storedPayment(t, userId, { ...at, status: 'Failed', failureReason: 'Card declined' });
    // A full refund is stored as Failed with refundedAt (issue 22 §1); it reads Refunded.
    const refunded = await storedPayment(t, userId, {
      ...at,
      status: 'Failed',
      failureReason: 'Payment refunded',
      refundedAt: new Date(),
      refundedAmount: 150,
    });
    const partly = await storedPayment(t, userId, { ...at, refundedAmount: 50 });
    const expected = {
      Pending: pending,
      Completed: completed,
      Failed: failed,
      Refunded: refunded,
      'Partially refunded': partly,
    };
    for (const [status, payment] of Object.entries(expected)) {
      const answer = await listPayments(t, manager, { q: name, status });
      expect(answer.status, status).toBe(200);
      expect(answer.body, status).toMatchObject({
        totalCount: 1,
        items: [{ reference: payment.paymentReference, status }],
      });
    }
    const all = await listPayments(t, manager, { q: name });
    expect(all.body?.totalCount).toBe(5);
    expect(all.body?.items).toContainEqual({
      reference: partly.paymentReference,
      createdAt: partly.createdAt.toISOString(),
      completedAt: partly.completedAt!.toISOString(),
      status: 'Partially refunded',
      amountCents: 15_000,
      refundedCents: 5_000,
      customer: { id: userId, name: `${name} Buyer`, email: 'sara@example.com' },
      lineCount: 1,
      promoCode: null,
    });
    expect(all.body?.items).toContainEqual(
      expect.objectContaining({ reference: refunded.paymentReference, refundedCents: 15_000 }),
    );
  });

  it('finds a payment by a part of its reference, e-mail or name, in any case', async () => {
    const name = marker('Mona');
    const email = `${marker('parent').toLowerCase()}@school.example`;
    const payment = await storedPayment(t, userId, { customerName: `${name} Hassan`, customerEmail: email });
    await storedPayment(t, userId);
    for (const q of [
      payment.paymentReference.slice(-8).toLowerCase(),
      email.toUpperCase().slice(0, 12),
      name.toLowerCase(),
    ]) {
      expect(references((await listPayments(t, manager, { q })).body), q).toEqual([payment.paymentReference]);
    }
    // % and _ are themselves, not wildcards.
    expect((await listPayments(t, manager, { q: `${name}%` })).body?.totalCount).toBe(0);
  });

  it('from and to are Cairo days, both included, on when the payment was started', async () => {
    const name = marker();
    // 00:30 on 11 March in Cairo (UTC+2), and 23:30 on 10 March.
    const early = await storedPayment(t, userId, { customerName: name, createdAt: new Date('2026-03-10T22:30:00Z') });
    const late = await storedPayment(t, userId, { customerName: name, createdAt: new Date('2026-03-10T21:30:00Z') });
    const on = (from: string, to: string) => listPayments(t, manager, { q: name, from, to });
    expect(references((await on('2026-03-11', '2026-03-11')).body)).toEqual([early.paymentReference]);
    expect(references((await on('2026-03-10', '2026-03-10')).body)).toEqual([late.paymentReference]);
    expect(references((await on('2026-03-10', '2026-03-11')).body)).toEqual([
      early.paymentReference,
      late.paymentReference,
    ]);
    expect(references((await listPayments(t, manager, { q: name, from: '2026-03-12' })).body)).toEqual([]);
  });

  it('pages and sorts: newest first by default, by amount on request', async () => {
    const name = marker();
    const amounts = [300, 100, 200];
    const made = [];
    for (const [index, amount] of amounts.entries()) {
      made.push(
        await storedPayment(t, userId, {
          customerName: name,
          amount,
          createdAt: new Date(Date.UTC(2026, 5, 1 + index)),
        }),
      );
    }
    const newest = await listPayments(t, manager, { q: name, pageSize: '2' });
    expect(newest.body).toMatchObject({ totalCount: 3 });
    expect(references(newest.body)).toEqual([made[2]!.paymentReference, made[1]!.paymentReference]);
    const second = await listPayments(t, manager, { q: name, pageSize: '2', page: '2', sort: 'amount', order: 'asc' });
    expect(references(second.body)).toEqual([made[0]!.paymentReference]);
  });

  it.each([
    [{ from: '2026-13-01' }, 'from must be a date like 2026-11-27.'],
    [{ to: '27/11/2026' }, 'to must be a date like 2026-11-27.'],
    [{ from: '2026-11-28', to: '2026-11-27' }, 'from must not be after to.'],
    [{ status: 'refunded' }, 'status must be one of Pending, Completed, Failed, Refunded, Partially refunded.'],
    [{ pageSize: '101' }, 'The pageSize must be a whole number from 1 to 100.'],
    [{ page: '0' }, 'The page must be a whole number from 1 to 10000.'],
    [{ sort: 'customer' }, 'sort must be one of createdAt, amount.'],
    [{ reference: 'x' }, 'Unknown query parameter: reference.'],
  ])('answers 400 naming the field for %j', async (query, message) => {
    expect(await listPayments(t, manager, query)).toEqual({ status: 400, body: { message } });
  });
});

describe('GET /api/admin/payments/export (issue 25 §1)', () => {
  it('writes the filtered payments as CSV for a spreadsheet, a hostile name made inert', async () => {
    const name = marker();
    const hostile = `=HYPERLINK("http://evil.example","${name}")`;
    const payment = await storedPayment(
      t,
      userId,
      { customerName: hostile, promoCode: 'GATE2025', subtotal: 200, discount: 50, amount: 150, refundedAmount: 20 },
      [
        { title: 'Year 7 Workbook', price: 120 },
        { title: 'Year 7 Answers', price: 80 },
      ],
    );
    await storedPayment(t, userId, { customerName: `${name} other`, status: 'Pending' });
    const response = await t.app.inject({
      url: `/api/admin/payments/export?q=${name}&status=Partially%20refunded`,
      headers: { authorization: `Bearer ${manager}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="payments-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(rows[0]).toBe(
      'reference,createdAt,completedAt,status,customerName,customerEmail,customerPhone,lines,subtotal,discount,promoCode,amount,refunded,paymentMethod,providerTransactionId',
    );
    expect(rows).toHaveLength(3);
    expect(rows[2]).toBe('');
    expect(rows[1]).toBe(
      [
        payment.paymentReference,
        payment.createdAt.toISOString(),
        payment.completedAt!.toISOString(),
        'Partially refunded',
        `"'=HYPERLINK(""http://evil.example"",""${name}"")"`,
        'sara@example.com',
        '01001234567',
        'Year 7 Workbook × 1; Year 7 Answers × 1',
        '200.00',
        '50.00',
        'GATE2025',
        '150.00',
        '20.00',
        'Card',
        '',
      ].join(','),
    );
  });

  it('answers 400 for a bad filter, as the list does', async () => {
    expect(await admin(t, 'GET', '/api/admin/payments/export?from=yesterday', manager)).toEqual({
      status: 400,
      body: { message: 'from must be a date like 2026-11-27.' },
    });
  });
});

describe('GET /api/admin/payments/:reference (issue 25 §1)', () => {
  it('a payment made through the sandbox: lines, amounts, customer and the timeline of what happened', async () => {
    const account = await buyer(t);
    const paid = await payThroughSandbox(t, account.token, [
      { itemType: 'Material', itemId: items.paid.id, quantity: 1 },
    ]);
    const reference = paid.payment.paymentReference;
    // The buyer's browser comes back too.
    expect((await t.app.inject({ url: paid.returnUrl })).statusCode).toBe(302);
    await waitForMail(t.dataDir, (mail) => mail.subject === `Your receipt for ${reference}`);
    await expect.poll(async () => (await paymentByReference(t, reference)).receiptSentAt).not.toBeNull();

    const answer = await paymentDetail(t, manager, reference);
    expect(answer.status).toBe(200);
    const cents = Math.round(items.paid.price * 100);
    expect(answer.body).toMatchObject({
      reference,
      status: 'Completed',
      currency: 'EGP',
      subtotalCents: cents,
      discountCents: 0,
      amountCents: cents,
      refundedCents: 0,
      refundableCents: cents,
      paymentMethod: 'Card',
      failureReason: null,
      providerTransactionId: String(paid.transactionId),
      canVoid: true,
      customer: {
        id: account.id,
        name: 'Sara Ahmed',
        email: 'sara@example.com',
        phone: '+201001234567',
        city: 'New Cairo',
      },
      lines: [
        {
          itemType: 'Material',
          itemId: items.paid.id,
          title: items.paid.title,
          unitPriceCents: cents,
          quantity: 1,
          lineTotalCents: cents,
        },
      ],
      refunds: [],
    });
    const timeline = answer.body?.timeline as { at: string; kind: string; summary: string; actor: string | null }[];
    const kinds = timeline.map((entry) => entry.kind);
    expect(kinds.slice(0, 3)).toEqual(['initiated', 'callback', 'completed']);
    // The receipt goes out in the background, before or after the browser's return.
    expect(kinds.slice(3).sort()).toEqual(['receipt-sent', 'return']);
    expect(timeline[1]!.summary).toBe(`Paymob callback: paid by card (transaction ${paid.transactionId})`);
    expect(timeline[2]!.summary).toBe('Payment completed (card)');
    expect(timeline.find((entry) => entry.kind === 'receipt-sent')?.summary).toBe(
      `Receipt e-mailed to ${account.email}`,
    );
    expect(timeline.every((entry) => entry.actor === null)).toBe(true);
    expect([...timeline].sort((a, b) => a.at.localeCompare(b.at))).toEqual(timeline);
  });

  it('a payment made before the timeline existed gets one from its own dates', async () => {
    const payment = await storedPayment(t, userId, {
      createdAt: new Date('2026-01-05T10:00:00Z'),
      completedAt: new Date('2026-01-05T10:02:00Z'),
      receiptSentAt: new Date('2026-01-05T10:03:00Z'),
    });
    const answer = await paymentDetail(t, manager, payment.paymentReference);
    expect(answer.body?.timeline).toEqual([
      { at: '2026-01-05T10:00:00.000Z', kind: 'initiated', summary: 'Checkout started: EGP 150.00', actor: null },
      { at: '2026-01-05T10:02:00.000Z', kind: 'completed', summary: 'Payment completed (card)', actor: null },
      { at: '2026-01-05T10:03:00.000Z', kind: 'receipt-sent', summary: 'Receipt e-mailed', actor: null },
    ]);
    // Completed on another day: a full refund would be a refund, not a void.
    expect(answer.body).toMatchObject({ canVoid: false, refundableCents: 15_000 });
  });

  it('answers 404 "Payment not found" for an unknown reference', async () => {
    expect(await paymentDetail(t, manager, 'PAY-20260101-NOTHING')).toEqual({
      status: 404,
      body: { message: 'Payment not found' },
    });
  });
});

describe('POST /api/admin/payments/:reference/receipt (issue 25 §1)', () => {
  it("sends a completed payment's receipt to the buyer's account again, audited and on the timeline", async () => {
    const account = await buyer(t, { firstName: 'Laila' });
    const payment = await storedPayment(t, account.id, { customerEmail: 'typed-at-checkout@example.com' });
    const answer = await admin(t, 'POST', `/api/admin/payments/${payment.paymentReference}/receipt`, manager);
    expect(answer.status).toBe(202);
    const sentAt = (answer.body as { receiptSentAt: string }).receiptSentAt;
    expect((await paymentByReference(t, payment.paymentReference)).receiptSentAt?.toISOString()).toBe(sentAt);
    const mail = await waitForMail(t.dataDir, (m) => m.subject === `Your receipt for ${payment.paymentReference}`);
    expect(mail.to).toContain(account.email);
    expect(mail.text).toMatch(/^Hello Laila,$/m);

    const timeline = (await paymentDetail(t, manager, payment.paymentReference)).body?.timeline as { kind: string }[];
    expect(timeline.find((entry) => entry.kind === 'receipt-resent')).toEqual({
      at: expect.any(String),
      kind: 'receipt-resent',
      summary: `Receipt e-mailed again to ${account.email}`,
      actor: managerEmail,
    });
    expect((await auditEntries(t)).at(-1)).toMatchObject({
      actor: managerEmail,
      action: 'payment.receipt.resend',
      entity: 'payment',
      entityId: payment.paymentReference,
    });
  });

  it("takes the web app's empty JSON body as none", async () => {
    const payment = await storedPayment(t, userId);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${payment.paymentReference}/receipt`,
      headers: { authorization: `Bearer ${manager}`, 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(202);
  });

  it('answers 409 for a Pending or Failed payment and sends nothing', async () => {
    const references: string[] = [];
    for (const status of ['Pending', 'Failed'] as const) {
      const payment = await storedPayment(t, userId, {
        status,
        failureReason: status === 'Failed' ? PAYMENT_MESSAGES.expired : null,
      });
      references.push(payment.paymentReference);
      expect(await admin(t, 'POST', `/api/admin/payments/${payment.paymentReference}/receipt`, manager)).toEqual({
        status: 409,
        body: { message: 'Only a completed payment has a receipt.' },
      });
    }
    // Other tests' receipts may land meanwhile: only these payments' mails count.
    const mails = await readOutbox(t.dataDir);
    expect(mails.filter((mail) => references.some((reference) => mail.subject.includes(reference)))).toEqual([]);
  });
});
