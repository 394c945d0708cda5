import { LICENCE_MESSAGES } from '@the-gate/contract/licence-rules';
import type { PaymentCartItem } from '@the-gate/contract/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { accept, buyerWithSeats, call, person } from '../../../test/licences';
import { coursesOf, demoItems } from '../../../test/payments';

/** Groups for schools over HTTP (issue 27 §4): a buyer's named list of e-mails, given seats in one step. */

let t: TestApp;
let items: Awaited<ReturnType<typeof demoItems>>;

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  items = await demoItems(t);
});
afterAll(async () => {
  expect(await t.close()).toEqual([]);
});

describe('groups for schools (issue 27 §4)', () => {
  const groupsUrl = '/api/licences/groups';

  it('a buyer names a group, adds members, and gives each a seat of a licence in one step', async () => {
    const course: PaymentCartItem = { itemType: 'Course', itemId: items.course.id, quantity: 4 };
    const { buyer, licence } = await buyerWithSeats(t, items, 4, course);
    const teachers = [await person(t), await person(t)];
    const before = await call(t, { method: 'GET', url: `/api/courses/${items.course.id}`, token: buyer.token });
    const created = await call(t, {
      method: 'POST',
      url: groupsUrl,
      token: buyer.token,
      body: { name: 'Year 6 teachers', members: [teachers[0]!.email] },
    });
    expect(created.status).toBe(201);
    const groupId = created.body.id as number;
    const added = await call(t, {
      method: 'POST',
      url: `${groupsUrl}/${groupId}/members`,
      token: buyer.token,
      body: { members: [teachers[1]!.email, teachers[0]!.email.toUpperCase()] },
    });
    expect(added.body.members).toEqual([...teachers.map((p) => p.email.toLowerCase())].sort());

    const given = await call(t, {
      method: 'POST',
      url: `${groupsUrl}/${groupId}/seats`,
      token: buyer.token,
      body: { licenceId: licence.id },
    });
    expect(given).toEqual({ status: 200, body: { invited: 2, alreadyHolders: 0 } });
    const seats = (await call(t, { method: 'GET', url: '/api/licences', token: buyer.token })).body[0];
    expect(seats).toMatchObject({ seats: 4, used: 3 });
    for (const teacher of teachers) {
      const [invitation] = (await call(t, { method: 'GET', url: '/api/licences/invitations', token: teacher.token }))
        .body;
      expect((await accept(t, teacher.token, invitation.seatId)).status).toBe(200);
      expect(await coursesOf(t, teacher.id)).toEqual([items.course.id]);
    }
    // The course counts the group it was given to (assignedGroupsCount), once however often it is given.
    await call(t, {
      method: 'POST',
      url: `${groupsUrl}/${groupId}/seats`,
      token: buyer.token,
      body: { licenceId: licence.id },
    });
    const after = await call(t, { method: 'GET', url: `/api/courses/${items.course.id}`, token: buyer.token });
    expect(after.body.assignedGroupsCount).toBe(before.body.assignedGroupsCount + 1);
    const list = (await call(t, { method: 'GET', url: groupsUrl, token: buyer.token })).body;
    expect(list).toEqual([expect.objectContaining({ id: groupId, name: 'Year 6 teachers', licenceIds: [licence.id] })]);
  });

  it('a group larger than the free seats is refused whole; names are unique per buyer; others see nothing', async () => {
    const { buyer, licence } = await buyerWithSeats(t, items, 2);
    const members = ['a@example.com', 'b@example.com'];
    const { body } = await call(t, {
      method: 'POST',
      url: groupsUrl,
      token: buyer.token,
      body: { name: 'Staff', members },
    });
    const refused = await call(t, {
      method: 'POST',
      url: `${groupsUrl}/${body.id}/seats`,
      token: buyer.token,
      body: { licenceId: licence.id },
    });
    expect(refused).toEqual({ status: 409, body: { message: LICENCE_MESSAGES.notEnoughSeats(1, 2) } });
    expect((await call(t, { method: 'GET', url: '/api/licences', token: buyer.token })).body[0].used).toBe(1);
    const again = await call(t, { method: 'POST', url: groupsUrl, token: buyer.token, body: { name: 'staff' } });
    expect(again).toEqual({ status: 409, body: { message: LICENCE_MESSAGES.groupNameTaken } });

    const stranger = await person(t);
    expect((await call(t, { method: 'GET', url: groupsUrl, token: stranger.token })).body).toEqual([]);
    const theirs = `${groupsUrl}/${body.id}`;
    expect((await call(t, { method: 'DELETE', url: theirs, token: stranger.token })).status).toBe(404);
    const grab = {
      method: 'POST' as const,
      url: `${theirs}/seats`,
      token: stranger.token,
      body: { licenceId: licence.id },
    };
    expect((await call(t, grab)).status).toBe(404);
    // Their own group cannot take seats of this buyer's licence either.
    const own = await call(t, {
      method: 'POST',
      url: groupsUrl,
      token: stranger.token,
      body: { name: 'Mine', members },
    });
    const steal = await call(t, {
      method: 'POST',
      url: `${groupsUrl}/${own.body.id}/seats`,
      token: stranger.token,
      body: { licenceId: licence.id },
    });
    expect(steal).toEqual({ status: 404, body: { message: LICENCE_MESSAGES.notFound } });
    expect((await call(t, { method: 'DELETE', url: theirs, token: buyer.token })).status).toBe(204);
  });
});
