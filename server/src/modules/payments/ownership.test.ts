import { OWNED_ITEM_MESSAGES } from '@the-gate/contract/payment-rules';
import type { PaymentCartItem } from '@the-gate/contract/payments';
import { and, asc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredUser } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buy, newCourse, newGroup, userIdOf } from '../../../test/learning';
import { demoItems, initiate, paymentRow, postCallback, quote, transactionFor } from '../../../test/payments';
import { materialGroupMaterials, materialGroups, materials } from '../catalogue/schema';
import { courses } from '../courses/schema';
import { exams } from '../exams/schema';
import { paymentItems, payments } from './schema';

let t: TestApp;
let items: Awaited<ReturnType<typeof demoItems>>;
/** The Year 7 Starter package's practice sheets, each also sold on its own. */
let sheets: { id: number; title: string; price: number }[];
let starter: { id: number; name: string; price: number };

const line = (itemType: PaymentCartItem['itemType'], itemId: number, quantity = 1): PaymentCartItem => ({
  itemType,
  itemId,
  quantity,
});

/** A fresh buyer who has bought these lines, for real. */
async function ownerOf(...cartItems: PaymentCartItem[]) {
  const buyer = await registeredUser(t);
  await buy(t, buyer.token, cartItems);
  return buyer;
}

/** The same refusal from the quote and from the initiation, and no payment recorded for it. */
async function expectRefused(token: string, cartItems: PaymentCartItem[], message: string) {
  const before = (await t.db.select().from(payments)).length;
  const refusal = { status: 400, body: { success: false, message } };
  expect(await quote(t, token, cartItems)).toEqual(refusal);
  expect(await initiate(t, token, cartItems)).toEqual(refusal);
  expect(await t.db.select().from(payments)).toHaveLength(before);
}

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  items = await demoItems(t);
  const [group] = await t.db
    .select({ id: materialGroups.id, name: materialGroups.name, price: materialGroups.price })
    .from(materialGroups)
    .where(eq(materialGroups.id, items.starter.id));
  starter = group!;
  sheets = await t.db
    .select({ id: materials.id, title: materials.title, price: materials.price })
    .from(materialGroupMaterials)
    .innerJoin(materials, eq(materials.id, materialGroupMaterials.materialId))
    .where(
      and(
        eq(materialGroupMaterials.groupId, starter.id),
        eq(materials.isStandalone, true),
        eq(materials.isFree, false),
        gt(materials.price, 0),
      ),
    )
    .orderBy(asc(materials.id));
  expect(sheets.length).toBeGreaterThan(2);
});
afterAll(async () => {
  expect(await t.close()).toEqual([]);
});

describe('the quantity cap after merging (issue 22 §6)', () => {
  const tooMany = () => [line('Material', items.paid.id, 60), line('Material', items.paid.id, 41)];

  it('two lines of one item adding up past 100 are refused on quote and initiate, as one line of 101 is', async () => {
    const buyer = await registeredUser(t);
    await expectRefused(buyer.token, tooMany(), 'quantity must be a whole number from 1 to 100.');
    await expectRefused(
      buyer.token,
      [line('Material', items.paid.id, 101)],
      'quantity must be a whole number from 1 to 100.',
    );
    // Exactly 100 of one item, or 100 each of two items, is within the cap.
    for (const cart of [
      [line('Material', items.paid.id, 60), line('Material', items.paid.id, 40)],
      [line('Material', items.paid.id, 100), line('Material', items.paid2.id, 100)],
    ]) {
      expect((await quote(t, buyer.token, cart)).status).toBe(200);
    }
  });
});

describe('never selling what the buyer already owns (issue 22 §7)', () => {
  it('a package the buyer owns is refused with its title, on quote and initiate; a pending payment owns nothing yet', async () => {
    const buyer = await registeredUser(t);
    // A buyer who left the card page may start again: only a completed payment owns.
    const first = await initiate(t, buyer.token, [line('MaterialGroup', starter.id)]);
    expect((await initiate(t, buyer.token, [line('MaterialGroup', starter.id)])).status).toBe(200);
    await postCallback(t, transactionFor(await paymentRow(t, first.body.paymentReference as string)));
    await expectRefused(
      buyer.token,
      [line('Material', items.paid2.id), line('MaterialGroup', starter.id)],
      `"${starter.name}" is already in your library.`,
    );
  });

  it('a package whose every material the buyer owns through a bigger package is refused too', async () => {
    const owner = await ownerOf(line('MaterialGroup', items.pro.id));
    const [year7Starter] = await t.db
      .select({ name: materialGroups.name })
      .from(materialGroups)
      .where(eq(materialGroups.id, items.starter.id));
    await expectRefused(
      owner.token,
      [line('MaterialGroup', items.starter.id)],
      OWNED_ITEM_MESSAGES.alreadyOwned(year7Starter!.name),
    );
  });

  it('a course the buyer owns is refused with its title, and so is one their group already gives them', async () => {
    const [course] = await t.db.select({ title: courses.title }).from(courses).where(eq(courses.id, items.course.id));
    const owner = await ownerOf(line('Course', items.course.id));
    await expectRefused(
      owner.token,
      [line('Course', items.course.id)],
      `"${course!.title}" is already in your library.`,
    );

    const member = await registeredUser(t);
    const grouped = await newCourse(t, { title: 'Assessment for learning', price: 120, isPublished: true });
    await newGroup(t, { members: [await userIdOf(t, member.token)], courses: [grouped.id] });
    await expectRefused(
      member.token,
      [line('Course', grouped.id)],
      '"Assessment for learning" is already in your library.',
    );
  });

  it('an exam whose paper the buyer owns is refused, and so is a free material already in the library', async () => {
    const [exam] = await t.db
      .select()
      .from(exams)
      .where(and(eq(exams.isFree, false), gt(exams.price, 0)))
      .limit(1);
    const examOwner = await ownerOf(line('Exam', exam!.id));
    await expectRefused(examOwner.token, [line('Exam', exam!.id)], `"${exam!.title}" is already in your library.`);

    const [free] = await t.db.select({ title: materials.title }).from(materials).where(eq(materials.id, items.free.id));
    // A free cart completes at once, without the provider (AMB-55).
    const freeOwner = await registeredUser(t);
    expect((await initiate(t, freeOwner.token, [line('Material', items.free.id)])).body.amount).toBe(0);
    await expectRefused(
      freeOwner.token,
      [line('Material', items.free.id)],
      `"${free!.title}" is already in your library.`,
    );
  });

  it('a practice sheet next to a package that holds it, in one order, is refused with both titles', async () => {
    const buyer = await registeredUser(t);
    const sheet = sheets[0]!;
    await expectRefused(
      buyer.token,
      [line('Material', sheet.id), line('MaterialGroup', starter.id)],
      `"${sheet.title}" is already included in "${starter.name}" in this cart.`,
    );
  });

  it('a quantity of 3 of a material buys 3 seats: charged 3 times in the quote, the payment and its items (issue 27 §3)', async () => {
    const buyer = await registeredUser(t);
    const cart = [line('Material', items.paid.id, 3)];
    const quoted = await quote(t, buyer.token, cart);
    expect(quoted.status).toBe(200);
    const total = Math.round(items.paid.price * 300) / 100;
    expect(quoted.body).toMatchObject({
      lines: [
        {
          itemType: 'Material',
          itemId: items.paid.id,
          quantity: 3,
          unitPrice: items.paid.price,
          lineTotal: total,
        },
      ],
      subtotal: total,
      amount: total,
    });
    const started = await initiate(t, buyer.token, cart);
    expect(started.body).toMatchObject({ success: true, amount: total });
    const payment = await paymentRow(t, started.body.paymentReference as string);
    const rows = await t.db.select().from(paymentItems).where(eq(paymentItems.paymentId, payment.id));
    expect(rows.map((row) => [row.itemId, row.quantity, row.lineTotal])).toEqual([[items.paid.id, 3, total]]);
  });

  it('a package the buyer partly owns is quoted at its full price, and the line says how much of it they own', async () => {
    const owner = await ownerOf(line('Material', sheets[0]!.id), line('Material', sheets[1]!.id));
    const total = (
      await t.db.select().from(materialGroupMaterials).where(eq(materialGroupMaterials.groupId, starter.id))
    ).length;
    const quoted = await quote(t, owner.token, [line('MaterialGroup', starter.id)]);
    expect(quoted.status).toBe(200);
    expect(quoted.body).toMatchObject({
      lines: [{ itemId: starter.id, quantity: 1, lineTotal: starter.price, ownedCount: 2, totalCount: total }],
      amount: starter.price,
    });
    expect((await initiate(t, owner.token, [line('MaterialGroup', starter.id)])).body).toMatchObject({
      amount: starter.price,
    });
    // Someone who owns none of it gets the same line without a note.
    const stranger = await registeredUser(t);
    const [plain] = (await quote(t, stranger.token, [line('MaterialGroup', starter.id)])).body.lines as object[];
    expect(plain).toEqual({
      itemType: 'MaterialGroup',
      itemId: starter.id,
      title: starter.name,
      unitPrice: starter.price,
      quantity: 1,
      lineTotal: starter.price,
    });
  });
});
