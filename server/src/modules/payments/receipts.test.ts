import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newRegistration, readOutbox, registeredUser, waitForMail } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buy } from '../../../test/learning';
import { CUSTOMER, demoItems, initiate, libraryOf, payThroughSandbox } from '../../../test/payments';
import { exams } from '../exams/schema';
import { payments } from './schema';

/** Issue 22 §3: the shop mails receipts to the buyer's own account, whatever was typed at checkout. */

let t: TestApp;
let items: Awaited<ReturnType<typeof demoItems>>;

beforeAll(async () => {
  // Listening: paid orders go through the built-in Paymob sandbox over HTTP.
  t = await createTestApp({ listen: true });
  items = await demoItems(t);
});
afterAll(async () => {
  expect(await t.close()).toEqual([]);
});

const STRANGER = 'victim@elsewhere.example';
const PHISHING_NAME = 'customer. URGENT: your card was charged twice, claim at http://evil.example/refund';

describe('receipts', () => {
  it('a free checkout with a stranger’s address mails only the account, greeting the account’s name', async () => {
    const buyer = await registeredUser(t, { firstName: 'Mona' });
    const me = (
      await t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${buyer.token}` } })
    ).json();
    const answer = await initiate(t, buyer.token, [{ itemType: 'Material', itemId: items.free.id, quantity: 1 }], {
      customerDetails: { ...CUSTOMER, name: PHISHING_NAME, email: STRANGER },
    });
    expect(answer.status).toBe(200);
    const reference = answer.body.paymentReference as string;
    expect(await libraryOf(t, me.id)).toContain(items.free.id);

    const receipt = await waitForMail(t.dataDir, (mail) => mail.subject === `Your receipt for ${reference}`);
    expect(receipt.to).toContain(buyer.email);
    expect(receipt.to).not.toContain(STRANGER);
    expect(receipt.text).toMatch(/^Hello Mona,$/m);
    expect(receipt.text).not.toMatch(/^Hello customer/m);
    // What was typed stays on the payment and is shown to the account, as details, not as a greeting.
    expect(receipt.text).toContain(`Billing details given at checkout: ${PHISHING_NAME}, ${STRANGER}`);
    expect((await readOutbox(t.dataDir)).filter((mail) => mail.to.includes(STRANGER))).toEqual([]);
  });

  it('a checkout whose name holds a line break is refused and nothing is bought or mailed', async () => {
    const buyer = await registeredUser(t);
    const me = (
      await t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${buyer.token}` } })
    ).json();
    const answer = await initiate(t, buyer.token, [{ itemType: 'Material', itemId: items.free.id, quantity: 1 }], {
      customerDetails: { ...CUSTOMER, name: 'Sara\nTotal paid: EGP 0.00' },
    });
    expect(answer).toEqual({ status: 400, body: { success: false, message: 'Name must be on one line.' } });
    expect(await t.db.select().from(payments).where(eq(payments.userId, me.id))).toEqual([]);
    expect(await libraryOf(t, me.id)).toEqual([]);
  });

  it('a receipt links My Courses for a course and My Materials for the rest; an order of both links both (issue 23 §7)', async () => {
    const [exam] = await t.db.select({ id: exams.id }).from(exams).where(eq(exams.isFree, false)).limit(1);
    const orders = {
      course: [{ itemType: 'Course' as const, itemId: items.course.id, quantity: 1 }],
      materials: [
        { itemType: 'Material' as const, itemId: items.paid.id, quantity: 1 },
        { itemType: 'MaterialGroup' as const, itemId: items.pro.id, quantity: 1 },
        { itemType: 'Exam' as const, itemId: exam!.id, quantity: 1 },
      ],
      both: [
        { itemType: 'Material' as const, itemId: items.paid2.id, quantity: 1 },
        { itemType: 'Course' as const, itemId: items.course.id, quantity: 1 },
      ],
    };
    const myMaterials = `${t.config.publicUrl}/my-materials`;
    const myCourses = `${t.config.publicUrl}/my-courses`;
    const expected = {
      course: { links: [myCourses], absent: myMaterials },
      materials: { links: [myMaterials], absent: myCourses },
      both: { links: [myMaterials, myCourses], absent: null },
    };
    for (const [order, cart] of Object.entries(orders) as [keyof typeof orders, (typeof orders)['both']][]) {
      const buyer = await registeredUser(t);
      await buy(t, buyer.token, cart);
      const receipt = await waitForMail(
        t.dataDir,
        (mail) => mail.to.includes(buyer.email) && mail.subject.startsWith('Your receipt for '),
      );
      const { links, absent } = expected[order];
      for (const link of links) {
        expect(receipt.text, order).toContain(`\n${link}\n`);
        expect(receipt.text, order).toContain(`<a href="${link}">${link}</a>`);
      }
      if (absent) expect(receipt.text, order).not.toContain(absent);
    }
  });

  it('an Arabic receipt: a buyer who signed up in Arabic pays through the sandbox and is mailed in Arabic (issue 26 §6)', async () => {
    const account = newRegistration({ firstName: 'منى' });
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: account,
      headers: { 'accept-language': 'ar' },
    });
    const token = signUp.json<{ token: string }>().token;
    const cart = [{ itemType: 'Material' as const, itemId: items.paid.id, quantity: 1 }];
    const { payment } = await payThroughSandbox(t, token, cart);
    // The language changes the words, never the amount charged.
    expect(payment.status).toBe('Completed');
    expect(payment.amount).toBe(items.paid.price);

    const receipt = await waitForMail(
      t.dataDir,
      (mail) => mail.to.includes(account.email) && mail.subject.includes(payment.paymentReference),
    );
    expect(receipt.subject).toBe(`إيصال الدفع الخاص بطلبك ${payment.paymentReference}`);
    expect(receipt.text).toContain('<html lang="ar" dir="rtl"><body lang="ar" dir="rtl"');
    expect(receipt.text).toMatch(/^مرحبًا منى،$/m);
    expect(receipt.text).toContain(`اكتملت عملية الدفع رقم ${payment.paymentReference} بنجاح.`);
    // ar-EG with Latin digits; Intl adds right-to-left marks and a no-break space, which the mail keeps.
    const price = new Intl.NumberFormat('ar-EG-u-nu-latn', { style: 'currency', currency: 'EGP' }).format(
      items.paid.price,
    );
    expect(price.replace(/[\u200e\u200f]/g, '').replace(/\u00a0/g, ' ')).toBe(`${items.paid.price.toFixed(2)} ج.م.`);
    expect(receipt.text).toContain(`${items.paid.title} × 1: ${price}`);
    expect(receipt.text).toContain(`إجمالي المدفوع: ${price}`);
    expect(receipt.text).toContain(`<a href="${t.config.publicUrl}/ar/my-materials">`);
    expect(receipt.text).not.toContain('Your receipt');
  });
});
