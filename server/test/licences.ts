import type { PaymentCartItem } from '@the-gate/contract/payments';
import { expect } from 'vitest';
import { registeredUser } from './accounts';
import type { TestApp } from './harness';
import { buy, userIdOf } from './learning';
import type { demoItems } from './payments';

/** Helpers for the licence tests (issue 27): calls over HTTP as a signed-in person, and a bought licence. */

type Items = Awaited<ReturnType<typeof demoItems>>;
type Call = { method: 'GET' | 'POST' | 'DELETE'; url: string; token?: string; body?: object };

export async function call(t: TestApp, { method, url, token, body }: Call) {
  const response = await t.app.inject({
    method,
    url,
    ...(body !== undefined && { payload: body }),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.statusCode, body: response.body ? response.json() : null };
}

/** A cart line of `quantity` seats of the demo catalogue's paid material. */
export const material = (items: Items, quantity: number, extra: Partial<PaymentCartItem> = {}): PaymentCartItem => ({
  itemType: 'Material',
  itemId: items.paid.id,
  quantity,
  ...extra,
});

export type Person = { token: string; email: string; id: string };
export async function person(t: TestApp): Promise<Person> {
  const account = await registeredUser(t);
  return { token: account.token, email: account.email, id: await userIdOf(t, account.token) };
}

/** A buyer who bought `quantity` seats (of the paid material, or of `cartItem`), and their one licence. */
export async function buyerWithSeats(t: TestApp, items: Items, quantity: number, cartItem = material(items, quantity)) {
  const buyer = await person(t);
  await buy(t, buyer.token, [cartItem]);
  const list = await call(t, { method: 'GET', url: '/api/licences', token: buyer.token });
  expect(list.status).toBe(200);
  return { buyer, licence: list.body[0] as { id: number; seats: number; used: number; holders: unknown[] } };
}

export const invite = (t: TestApp, token: string, licenceId: number, email: string) =>
  call(t, { method: 'POST', url: `/api/licences/${licenceId}/seats`, token, body: { email } });
export const accept = (t: TestApp, token: string, seatId: string) =>
  call(t, { method: 'POST', url: `/api/licences/invitations/${seatId}/accept`, token });
export const removeSeat = (t: TestApp, token: string, licenceId: number, seatId: string) =>
  call(t, { method: 'DELETE', url: `/api/licences/${licenceId}/seats/${seatId}`, token });
