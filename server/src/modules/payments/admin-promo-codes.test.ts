import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredUser } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { demoItems, initiate, paymentRow, postCallback, quote, transactionFor } from '../../../test/payments';
import { admin, auditEntries, staffUser } from '../../../test/staff';
import { payments, promoCodes } from './schema';

// Issue 25 §4: promo codes from the back office, and the checkout enforcing what they now hold.
let t: TestApp;
let owner: string;
let items: Awaited<ReturnType<typeof demoItems>>;
const line = () => [{ itemType: 'MaterialGroup' as const, itemId: items.pro.id, quantity: 1 }];
const URL = '/api/admin/promo-codes';

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  owner = (await staffUser(t, 'owner')).token;
  items = await demoItems(t);
});
afterAll(async () => {
  expect(await t.close()).toEqual([]);
});

const create = (body: object) => admin(t, 'POST', URL, owner, { active: true, ...body });
const patch = (id: unknown, body: object) => admin(t, 'PATCH', `${URL}/${id}`, owner, body);
const read = async (id: unknown) => (await admin(t, 'GET', `${URL}/${id}`, owner)).body as Record<string, unknown>;

describe('promo codes in the back office (issue 25 §4)', () => {
  it('creates a code in capitals, reads it back in piastres, and audits it', async () => {
    const created = await create({
      code: ' spring-26 ',
      amountOffCents: 2550,
      startsAt: '2026-03-01T00:00:00.000Z',
      endsAt: '2026-04-01T00:00:00.000Z',
      usageLimit: 100,
      perCustomerLimit: 1,
      minimumOrderCents: 20000,
      description: 'Spring sale',
    });
    expect(created.status).toBe(201);
    expect(await read(created.body!.id)).toMatchObject({
      code: 'SPRING-26',
      percentOff: null,
      amountOffCents: 2550,
      startsAt: '2026-03-01T00:00:00.000Z',
      endsAt: '2026-04-01T00:00:00.000Z',
      usageLimit: 100,
      perCustomerLimit: 1,
      minimumOrderCents: 20000,
      active: true,
      usedCount: 0,
      revenueCents: 0,
    });
    const entry = (await auditEntries(t)).at(-1)!;
    expect(entry).toMatchObject({ action: 'promo.create', entity: 'promo_code', entityId: String(created.body!.id) });
  });

  it.each([
    [{ code: 'ab', percentOff: 10 }, 'The code must be 3 to 32 letters, digits, hyphens or underscores.'],
    [{ code: 'NO SPACE', percentOff: 10 }, 'The code must be 3 to 32 letters, digits, hyphens or underscores.'],
    [{ code: 'BOTH', percentOff: 10, amountOffCents: 100 }, 'Give either a percentage off or an amount off, not both.'],
    [{ code: 'NONE' }, 'Give a percentage off or an amount off.'],
    [{ code: 'TOOMUCH', percentOff: 101 }, 'The percentage off must be a whole number from 1 to 100.'],
    [{ code: 'ZERO', percentOff: 0 }, 'The percentage off must be a whole number from 1 to 100.'],
    [
      { code: 'BACKWARDS', percentOff: 10, startsAt: '2026-05-01T00:00:00Z', endsAt: '2026-04-01T00:00:00Z' },
      'The end must be after the start.',
    ],
  ])('refuses %j with 400 "%s"', async (body, message) => {
    expect(await create(body)).toEqual({ status: 400, body: { message: expect.stringContaining(message) } });
  });

  it('refuses a code that exists, whatever its case, with 409', async () => {
    expect(await create({ code: 'gate2025', percentOff: 5 })).toEqual({
      status: 409,
      body: { message: 'There is already a promo code GATE2025.' },
    });
  });

  it('lists GATE2025 from the migration and lets the owner edit and deactivate it', async () => {
    const list = await admin(t, 'GET', `${URL}?q=gate&active=true`, owner);
    const gate = (list.body!.items as Record<string, unknown>[]).find((row) => row.code === 'GATE2025')!;
    expect(gate).toMatchObject({ percentOff: 10, amountOffCents: null, active: true });
    const changed = await patch(gate.id, { percentOff: 15, expectedUpdatedAt: gate.updatedAt });
    expect(changed.body).toMatchObject({ percentOff: 15 });
    // The form opened before that change is now stale.
    expect((await patch(gate.id, { active: false, expectedUpdatedAt: gate.updatedAt })).status).toBe(409);
    expect((await patch(gate.id, { active: false })).body).toMatchObject({ active: false });
    expect(await quote(t, owner, line(), 'GATE2025')).toMatchObject({
      status: 400,
      body: { message: 'This promo code is not valid.' },
    });
    const inactive = await admin(t, 'GET', `${URL}?active=false`, owner);
    expect((inactive.body!.items as { code: string }[]).map((row) => row.code)).toContain('GATE2025');
    expect((await patch(gate.id, { active: true, percentOff: 10 })).body).toMatchObject({ active: true });
    expect(
      (await auditEntries(t)).filter((entry) => entry.action === 'promo.update' && entry.entityId === String(gate.id)),
    ).toHaveLength(3);
  });

  it('answers 404 for an unknown code and 400 for a backwards window made by a patch', async () => {
    expect((await admin(t, 'GET', `${URL}/999999`, owner)).status).toBe(404);
    const { body } = await create({ code: 'WINDOW', percentOff: 5, startsAt: '2026-05-01T00:00:00Z' });
    expect(await patch(body!.id, { endsAt: '2026-04-01T00:00:00Z' })).toEqual({
      status: 400,
      body: { message: 'The end must be after the start.' },
    });
  });
});

describe('the checkout enforces what a code holds (issue 25 §4)', () => {
  it('a per-customer limit of 1 refuses a second use by the same buyer, not by another', async () => {
    await create({ code: 'ONEEACH', amountOffCents: 1000, perCustomerLimit: 1 });
    const buyer = (await registeredUser(t)).token;
    expect((await initiate(t, buyer, line(), { promoCode: 'oneeach' })).status).toBe(200);
    const refused = { status: 400, body: { success: false, message: 'You have already used this promo code.' } };
    expect(await quote(t, buyer, line(), 'ONEEACH')).toEqual(refused);
    expect(await initiate(t, buyer, line(), { promoCode: 'ONEEACH' })).toEqual(refused);
    const other = (await registeredUser(t)).token;
    expect((await initiate(t, other, line(), { promoCode: 'ONEEACH' })).status).toBe(200);
  });

  it('a per-customer limit holds when one buyer races 5 checkouts', async () => {
    await create({ code: 'RACE-ONE', amountOffCents: 1000, perCustomerLimit: 1 });
    const buyer = (await registeredUser(t)).token;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => initiate(t, buyer, line(), { promoCode: 'RACE-ONE' })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
  });

  it('a minimum order is checked on the subtotal before the discount, with the amount named', async () => {
    const price = Math.round(items.pro.price * 100);
    await create({ code: 'BIGORDER', percentOff: 50, minimumOrderCents: price + 1 });
    await create({ code: 'JUSTENOUGH', percentOff: 50, minimumOrderCents: price });
    const buyer = (await registeredUser(t)).token;
    const needed = `This promo code needs an order of at least EGP ${((price + 1) / 100).toLocaleString('en', { minimumFractionDigits: 2 })}.`;
    expect(await quote(t, buyer, line(), 'BIGORDER')).toEqual({
      status: 400,
      body: { success: false, message: needed },
    });
    expect(await initiate(t, buyer, line(), { promoCode: 'BIGORDER' })).toEqual({
      status: 400,
      body: { success: false, message: needed },
    });
    // The subtotal equals the minimum: accepted, though the discounted amount is below it.
    expect(await quote(t, buyer, line(), 'JUSTENOUGH')).toMatchObject({ status: 200 });
  });

  it('counts payments that went through (refunded ones too) in usedCount, revenue and discount given', async () => {
    const { body } = await create({ code: 'COUNTED', amountOffCents: 2000 });
    const buyer = (await registeredUser(t)).token;
    const paid = await paymentRow(
      t,
      (await initiate(t, buyer, line(), { promoCode: 'COUNTED' })).body.paymentReference as string,
    );
    await postCallback(t, transactionFor(paid));
    await initiate(t, buyer, line(), { promoCode: 'COUNTED' }); // still Pending: not counted
    expect(await read(body!.id)).toMatchObject({
      usedCount: 1,
      revenueCents: Math.round(paid.amount * 100),
      discountGivenCents: 2000,
    });
    // Wholly refunded since (settle.ts stores it Failed with refundedAt): it was still used, as the sales report says.
    await t.db.update(payments).set({ status: 'Failed', refundedAt: new Date() }).where(eq(payments.id, paid.id));
    expect(await read(body!.id)).toMatchObject({ usedCount: 1, revenueCents: Math.round(paid.amount * 100) });
  });

  it('refuses to change the text of a code a payment has used, but lets it be deactivated', async () => {
    const [row] = await t.db.select().from(promoCodes).where(eq(promoCodes.code, 'COUNTED'));
    expect(await patch(row!.id, { code: 'RENAMED' })).toEqual({
      status: 409,
      body: {
        message:
          'This promo code has been used at checkout, so its code cannot change. Deactivate it and create a new one.',
      },
    });
    expect((await patch(row!.id, { active: false })).status).toBe(200);
    const unused = await create({ code: 'TYPO-CODE', percentOff: 5 });
    expect((await patch(unused.body!.id, { code: 'typo_fixed' })).body).toMatchObject({ code: 'TYPO_FIXED' });
  });
});
