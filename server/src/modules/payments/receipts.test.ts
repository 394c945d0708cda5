import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox, registeredUser, waitForMail } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { CUSTOMER, demoItems, initiate, libraryOf } from '../../../test/payments';
import { payments } from './schema';

/** Issue 22 §3: the shop mails receipts to the buyer's own account, whatever was typed at checkout. */

let t: TestApp;
let items: Awaited<ReturnType<typeof demoItems>>;

beforeAll(async () => {
  t = await createTestApp();
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
});
