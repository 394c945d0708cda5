import { LICENCE_MESSAGES } from '@the-gate/contract/licence-rules';
import type { PaymentCartItem } from '@the-gate/contract/payments';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForMail } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buy } from '../../../test/learning';
import { accept, buyerWithSeats, call, invite, material, person, removeSeat } from '../../../test/licences';
import {
  coursesOf,
  demoItems,
  initiate,
  libraryOf,
  paymentRow,
  payThroughSandbox,
  quote,
  reverseInSandbox,
} from '../../../test/payments';
import { licenceSeats, licences } from './schema';

/** Licences and seats over HTTP (issue 27 §3): the server runs for real, payments go through the sandbox. */

let t: TestApp;
let items: Awaited<ReturnType<typeof demoItems>>;

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  items = await demoItems(t);
});
afterAll(async () => {
  expect(await t.close()).toEqual([]);
});

describe('quantity buys seats (issue 27 §3)', () => {
  it('3 of a material is charged 3 times and makes a licence of 3 seats, the buyer holding one', async () => {
    const buyer = await person(t);
    const priced = await quote(t, buyer.token, [material(items, 3)]);
    expect(priced.status).toBe(200);
    expect(priced.body.lines).toEqual([expect.objectContaining({ quantity: 3, lineTotal: items.paid.price * 3 })]);
    expect(priced.body.amount).toBe(items.paid.price * 3);
    const paid = await payThroughSandbox(t, buyer.token, [material(items, 3)]);
    expect(paid.payment).toMatchObject({ status: 'Completed', amount: items.paid.price * 3 });
    const { body } = await call(t, { method: 'GET', url: '/api/licences', token: buyer.token });
    expect(body).toEqual([
      expect.objectContaining({
        itemType: 'Material',
        itemId: items.paid.id,
        seats: 3,
        used: 1,
        holders: [{ seatId: expect.any(String), email: buyer.email.toLowerCase(), status: 'Active', isBuyer: true }],
      }),
    ]);
    expect(await libraryOf(t, buyer.id)).toEqual([items.paid.id]);
  });

  it('buying an item one owns stays refused, whatever the quantity', async () => {
    const { buyer } = await buyerWithSeats(t, items, 1);
    for (const quantity of [1, 4]) {
      const refused = await quote(t, buyer.token, [material(items, quantity)]);
      expect(refused.status).toBe(400);
    }
  });
});

describe('inviting, accepting and removing (issue 27 §3)', () => {
  it('an invitee gets a mail, sees the invitation, accepts it and finds the material in their library', async () => {
    const { buyer, licence } = await buyerWithSeats(t, items, 3);
    const colleague = await person(t);
    const invited = await invite(t, buyer.token, licence.id, colleague.email.toUpperCase());
    expect(invited.status).toBe(201);
    const seatId = invited.body.seatId as string;
    const mail = await waitForMail(
      t.dataDir,
      (m) => m.to.includes(colleague.email.toLowerCase()) && m.subject.startsWith('You have been given a seat'),
    );
    expect(mail.text).toContain(`${t.config.publicUrl}/licence-invitations`);

    const pending = await call(t, { method: 'GET', url: '/api/licences/invitations', token: colleague.token });
    expect(pending.body).toEqual([expect.objectContaining({ seatId, licenceId: licence.id, itemId: items.paid.id })]);
    expect(await libraryOf(t, colleague.id)).toEqual([]);

    const accepted = await accept(t, colleague.token, seatId);
    expect(accepted).toEqual({
      status: 200,
      body: expect.objectContaining({ seatId, status: 'Active', message: LICENCE_MESSAGES.accepted }),
    });
    expect(await libraryOf(t, colleague.id)).toEqual([items.paid.id]);
    expect((await call(t, { method: 'GET', url: '/api/licences/invitations', token: colleague.token })).body).toEqual(
      [],
    );
    const { body } = await call(t, { method: 'GET', url: '/api/licences', token: buyer.token });
    expect(body[0]).toMatchObject({ seats: 3, used: 2 });
    expect(body[0].holders[1]).toEqual({
      seatId,
      email: colleague.email.toLowerCase(),
      status: 'Active',
      isBuyer: false,
    });
    // Accepting again changes nothing.
    expect((await accept(t, colleague.token, seatId)).status).toBe(200);
  });

  it('an invitation for another address cannot be accepted, and no one else sees it', async () => {
    const { buyer, licence } = await buyerWithSeats(t, items, 2);
    const invitee = await person(t);
    const other = await person(t);
    const { body } = await invite(t, buyer.token, licence.id, invitee.email);
    expect(await accept(t, other.token, body.seatId)).toEqual({
      status: 403,
      body: { message: LICENCE_MESSAGES.wrongAddress },
    });
    expect((await call(t, { method: 'GET', url: '/api/licences/invitations', token: other.token })).body).toEqual([]);
    expect(await libraryOf(t, other.id)).toEqual([]);
    expect((await accept(t, other.token, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await call(t, { method: 'POST', url: `/api/licences/invitations/${body.seatId}/accept` })).status).toBe(
      401,
    );
  });

  it("a stranger can neither read nor change someone's licence: 404 as for an unknown one", async () => {
    const { buyer, licence } = await buyerWithSeats(t, items, 2);
    const { body } = await invite(t, buyer.token, licence.id, 'friend@example.com');
    const stranger = await person(t);
    expect((await call(t, { method: 'GET', url: '/api/licences', token: stranger.token })).body).toEqual([]);
    expect(await invite(t, stranger.token, licence.id, 'x@example.com')).toEqual({
      status: 404,
      body: { message: LICENCE_MESSAGES.notFound },
    });
    expect((await removeSeat(t, stranger.token, licence.id, body.seatId)).status).toBe(404);
    const resend = `/api/licences/${licence.id}/seats/${body.seatId}/resend`;
    expect((await call(t, { method: 'POST', url: resend, token: stranger.token })).status).toBe(404);
    expect((await call(t, { method: 'POST', url: resend, token: buyer.token })).status).toBe(200);
    expect((await call(t, { method: 'GET', url: '/api/licences' })).status).toBe(401);
    expect((await invite(t, buyer.token, licence.id, 'not an address')).status).toBe(400);
    expect((await invite(t, buyer.token, 2_147_483_647, 'x@example.com')).status).toBe(404);
  });

  it("a seat holder can use the item but not manage the buyer's licence", async () => {
    const { buyer, licence } = await buyerWithSeats(t, items, 3);
    const holder = await person(t);
    const { body } = await invite(t, buyer.token, licence.id, holder.email);
    await accept(t, holder.token, body.seatId);
    const own = (await call(t, { method: 'GET', url: '/api/licences', token: buyer.token })).body[0].holders[0];
    expect((await call(t, { method: 'GET', url: '/api/licences', token: holder.token })).body).toEqual([]);
    expect((await invite(t, holder.token, licence.id, 'friend@example.com')).status).toBe(404);
    expect((await removeSeat(t, holder.token, licence.id, own.seatId)).status).toBe(404);
    expect((await removeSeat(t, holder.token, licence.id, body.seatId)).status).toBe(404);
    const resend = `/api/licences/${licence.id}/seats/${body.seatId}/resend`;
    expect((await call(t, { method: 'POST', url: resend, token: holder.token })).status).toBe(404);
    const more = material(items, 2, { licenceId: licence.id });
    expect((await quote(t, holder.token, [more])).status).toBe(400);
    expect(await libraryOf(t, holder.id)).toEqual([items.paid.id]);
    expect((await call(t, { method: 'GET', url: '/api/licences', token: buyer.token })).body[0].used).toBe(2);
  });

  it('20 concurrent invites to a licence of 3 seats fill exactly the 2 free ones', async () => {
    const { buyer, licence } = await buyerWithSeats(t, items, 3);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => invite(t, buyer.token, licence.id, `rush-${licence.id}-${i}@example.com`)),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(2);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.message === LICENCE_MESSAGES.noFreeSeat)).toBe(
      true,
    );
    expect(answers.filter((a) => a.status === 409)).toHaveLength(18);
    const seats = await t.db.select().from(licenceSeats).where(eq(licenceSeats.licenceId, licence.id));
    expect(seats).toHaveLength(3);
  });

  it('an acceptance racing the removal of its seat never leaves access without a seat', async () => {
    const { buyer, licence } = await buyerWithSeats(t, items, 2);
    for (let round = 0; round < 5; round += 1) {
      const holder = await person(t);
      const { body } = await invite(t, buyer.token, licence.id, holder.email);
      const [accepted, removed] = await Promise.all([
        accept(t, holder.token, body.seatId),
        removeSeat(t, buyer.token, licence.id, body.seatId),
      ]);
      expect(removed.status).toBe(204);
      expect([200, 404]).toContain(accepted.status);
      const holders = (await call(t, { method: 'GET', url: '/api/licences', token: buyer.token })).body[0].holders;
      expect(holders).toHaveLength(1);
      expect(await libraryOf(t, holder.id)).toEqual([]);
    }
  });

  it('one address holds one seat; a full licence refuses more', async () => {
    const { buyer, licence } = await buyerWithSeats(t, items, 2);
    expect((await invite(t, buyer.token, licence.id, 'same@example.com')).status).toBe(201);
    expect(await invite(t, buyer.token, licence.id, 'Same@Example.com')).toEqual({
      status: 409,
      body: { message: LICENCE_MESSAGES.noFreeSeat },
    });
  });

  it("removing a seat takes the holder's access back and frees it; the buyer's own seat stays", async () => {
    const { buyer, licence } = await buyerWithSeats(t, items, 2);
    const colleague = await person(t);
    const { body } = await invite(t, buyer.token, licence.id, colleague.email);
    await accept(t, colleague.token, body.seatId);
    expect(await libraryOf(t, colleague.id)).toEqual([items.paid.id]);
    expect((await removeSeat(t, buyer.token, licence.id, body.seatId)).status).toBe(204);
    expect(await libraryOf(t, colleague.id)).toEqual([]);
    expect(await libraryOf(t, buyer.id)).toEqual([items.paid.id]);
    const own = (await call(t, { method: 'GET', url: '/api/licences', token: buyer.token })).body[0].holders[0];
    expect(own.isBuyer).toBe(true);
    expect(await removeSeat(t, buyer.token, licence.id, own.seatId)).toEqual({
      status: 409,
      body: { message: LICENCE_MESSAGES.ownSeat },
    });
    // The seat is free again.
    expect((await invite(t, buyer.token, licence.id, 'next@example.com')).status).toBe(201);
  });

  it('a holder who also bought the item keeps it when the seat goes', async () => {
    const { buyer, licence } = await buyerWithSeats(t, items, 2);
    const colleague = await person(t);
    const { body } = await invite(t, buyer.token, licence.id, colleague.email);
    await accept(t, colleague.token, body.seatId);
    await buy(t, colleague.token, [{ itemType: 'Material', itemId: items.paid2.id, quantity: 1 }]);
    // Two licences of the same payment would share its source; one of another buyer's does not touch theirs.
    await removeSeat(t, buyer.token, licence.id, body.seatId);
    expect(await libraryOf(t, colleague.id)).toEqual([items.paid2.id]);
  });

  it("a course licence puts the course in the holder's courses", async () => {
    const course: PaymentCartItem = { itemType: 'Course', itemId: items.course.id, quantity: 2 };
    const { buyer, licence } = await buyerWithSeats(t, items, 2, course);
    const teacher = await person(t);
    const { body } = await invite(t, buyer.token, licence.id, teacher.email);
    await accept(t, teacher.token, body.seatId);
    expect(await coursesOf(t, teacher.id)).toEqual([items.course.id]);
    await removeSeat(t, buyer.token, licence.id, body.seatId);
    expect(await coursesOf(t, teacher.id)).toEqual([]);
  });
});

describe('refunds and added seats (issue 27 §3)', () => {
  const settled = (reference: string) =>
    expect.poll(async () => (await paymentRow(t, reference)).status, { timeout: 10_000 }).toBe('Failed');

  it('a refund of the purchase ends every seat of it', async () => {
    const buyer = await person(t);
    const paid = await payThroughSandbox(t, buyer.token, [material(items, 3)]);
    const [licence] = (await call(t, { method: 'GET', url: '/api/licences', token: buyer.token })).body;
    const holder = await person(t);
    const invited = await person(t);
    await accept(t, holder.token, (await invite(t, buyer.token, licence.id, holder.email)).body.seatId);
    await invite(t, buyer.token, licence.id, invited.email);
    expect(await libraryOf(t, holder.id)).toEqual([items.paid.id]);

    const cents = Math.round(paid.payment.amount * 100);
    expect((await reverseInSandbox(t, paid.transactionId, { kind: 'refund', amountCents: cents })).status).toBe(200);
    await settled(paid.payment.paymentReference);
    expect(await libraryOf(t, holder.id)).toEqual([]);
    expect(await libraryOf(t, buyer.id)).toEqual([]);
    expect((await call(t, { method: 'GET', url: '/api/licences', token: buyer.token })).body).toEqual([]);
    expect((await call(t, { method: 'GET', url: '/api/licences/invitations', token: invited.token })).body).toEqual([]);
    const [row] = await t.db.select().from(licences).where(eq(licences.id, licence.id));
    expect(row!.endedAt).not.toBeNull();
    expect(await invite(t, buyer.token, licence.id, 'late@example.com')).toEqual({
      status: 410,
      body: { message: LICENCE_MESSAGES.ended },
    });
  });

  it('"Add seats" charges for the extra seats only and raises the licence; a refund of it cuts the newest seats', async () => {
    const { buyer, licence } = await buyerWithSeats(t, items, 1);
    const more = material(items, 2, { licenceId: licence.id });
    const priced = await quote(t, buyer.token, [more]);
    expect(priced.status).toBe(200);
    expect(priced.body.amount).toBe(items.paid.price * 2);
    const paid = await payThroughSandbox(t, buyer.token, [more]);
    expect(paid.payment.status).toBe('Completed');
    const after = (await call(t, { method: 'GET', url: '/api/licences', token: buyer.token })).body;
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ id: licence.id, seats: 3, used: 1 });

    const first = await person(t);
    const second = await person(t);
    await accept(t, first.token, (await invite(t, buyer.token, licence.id, first.email)).body.seatId);
    await accept(t, second.token, (await invite(t, buyer.token, licence.id, second.email)).body.seatId);
    const cents = Math.round(paid.payment.amount * 100);
    expect((await reverseInSandbox(t, paid.transactionId, { kind: 'refund', amountCents: cents })).status).toBe(200);
    await settled(paid.payment.paymentReference);
    const cut = (await call(t, { method: 'GET', url: '/api/licences', token: buyer.token })).body[0];
    expect(cut).toMatchObject({ seats: 1, used: 1 });
    expect(await libraryOf(t, first.id)).toEqual([]);
    expect(await libraryOf(t, second.id)).toEqual([]);
    expect(await libraryOf(t, buyer.id)).toEqual([items.paid.id]);
  });

  it("seats cannot be added to someone else's licence, another item's, or with a forged id", async () => {
    const { licence } = await buyerWithSeats(t, items, 1);
    const other = await person(t);
    const refused = { status: 400, body: { success: false, message: LICENCE_MESSAGES.notFound } };
    expect(await quote(t, other.token, [material(items, 2, { licenceId: licence.id })])).toEqual(refused);
    expect(await initiate(t, other.token, [material(items, 2, { licenceId: licence.id })])).toEqual(refused);
    const mine = await buyerWithSeats(t, items, 1);
    const wrongItem: PaymentCartItem = {
      itemType: 'Material',
      itemId: items.paid2.id,
      quantity: 1,
      licenceId: mine.licence.id,
    };
    expect(await quote(t, mine.buyer.token, [wrongItem])).toEqual(refused);
  });
});
