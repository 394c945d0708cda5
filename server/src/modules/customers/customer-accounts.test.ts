import { CUSTOMER_MESSAGES } from '@the-gate/contract/admin-customers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { initiate } from '../../../test/payments';
import { admin, auditEntries, staffUser } from '../../../test/staff';
import { detailOf, meStatus, newCustomer } from './test/customer-requests';

/**
 * Issue 25 §3: signing a customer out everywhere, disabling and re-enabling the account. A disabled
 * account cannot sign in or buy, its sessions end at once, and its data stays.
 */

let t: TestApp;
let manager: Awaited<ReturnType<typeof staffUser>>;
let owner: Awaited<ReturnType<typeof staffUser>>;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  manager = await staffUser(t, 'manager');
  owner = await staffUser(t, 'owner');
});
afterAll(async () => {
  expect(await t.close()).toEqual([]);
});

const act = (action: 'sign-out' | 'disable' | 'enable', id: string, token = manager.token) =>
  admin(t, 'POST', `/api/admin/customers/${id}/${action}`, token);

/** The customer signed in a second time, as on a second device. */
async function secondDevice(customer: { email: string; password: string }) {
  const answer = await login(t, customer.email, customer.password);
  expect(answer.status).toBe(200);
  return answer.body.token!;
}

describe('signing a customer out everywhere (issue 25 §3)', () => {
  it('ends every session at once: each old token is a 401', async () => {
    const customer = await newCustomer(t);
    const phone = await secondDevice(customer);
    expect((await detailOf(t, manager.token, customer.id)).sessions).toHaveLength(2);
    expect(await act('sign-out', customer.id)).toEqual({ status: 204, body: null });
    expect(await meStatus(t, customer.token)).toBe(401);
    expect(await meStatus(t, phone)).toBe(401);
    expect((await detailOf(t, manager.token, customer.id)).sessions).toEqual([]);
    const [entry] = (await auditEntries(t)).filter((e) => e.entityId === customer.id);
    expect(entry).toMatchObject({ action: 'customer.sign-out', actor: manager.email, after: { sessionsEnded: 2 } });
    // The account itself stays usable.
    expect((await login(t, customer.email, customer.password)).status).toBe(200);
  });

  it('answers 404 for an unknown customer', async () => {
    expect(await act('sign-out', '00000000-0000-4000-8000-000000000000')).toEqual({
      status: 404,
      body: { message: CUSTOMER_MESSAGES.unknownCustomer },
    });
  });
});

describe('disabling and re-enabling an account (issue 25 §3)', () => {
  it('refuses sign-in and purchases, ends every session at once, keeps the data; enabling lets them back in', async () => {
    const customer = await newCustomer(t);
    const disabled = await act('disable', customer.id);
    expect(disabled).toMatchObject({ status: 200, body: { id: customer.id, isActive: false } });
    expect(await meStatus(t, customer.token)).toBe(401);
    expect(await login(t, customer.email, customer.password)).toMatchObject({
      status: 403,
      body: { message: 'Your account is disabled. Please contact support.' },
    });
    // Buying needs a session, and a disabled account has none and gets none.
    const buying = await initiate(t, customer.token, [{ itemType: 'Material', itemId: 1, quantity: 1 }]);
    expect(buying.status).toBe(401);
    // Its data stays: the account is still found, disabled.
    const [row] = (await admin(t, 'GET', `/api/admin/customers?q=${customer.email}`, manager.token)).body!.items as {
      isActive: boolean;
    }[];
    expect(row!.isActive).toBe(false);

    expect(await act('enable', customer.id)).toMatchObject({ status: 200, body: { isActive: true } });
    const again = await login(t, customer.email, customer.password);
    expect(again.status).toBe(200);
    expect(await meStatus(t, again.body.token!)).toBe(200);
    const actions = (await auditEntries(t)).filter((e) => e.entityId === customer.id).map((e) => e.action);
    expect(actions).toEqual(['customer.disable', 'customer.enable']);
  });

  it('a session still open when the account is disabled is refused on its next request', async () => {
    const customer = await newCustomer(t);
    const phone = await secondDevice(customer);
    await act('disable', customer.id);
    for (const token of [customer.token, phone]) {
      expect(await initiate(t, token, [{ itemType: 'Material', itemId: 1, quantity: 1 }])).toMatchObject({
        status: 401,
      });
      expect(await meStatus(t, token)).toBe(401);
    }
  });

  it('refuses to disable a member of staff or oneself (409), and changes nothing', async () => {
    const editor = await staffUser(t, 'editor');
    expect(await act('disable', editor.id)).toEqual({
      status: 409,
      body: { message: CUSTOMER_MESSAGES.staffCannotBeDisabled },
    });
    expect(await meStatus(t, editor.token)).toBe(200);
    expect(await act('disable', owner.id, owner.token)).toEqual({
      status: 409,
      body: { message: CUSTOMER_MESSAGES.cannotDisableSelf },
    });
    expect(await meStatus(t, owner.token)).toBe(200);
    expect((await auditEntries(t)).filter((e) => e.entityId === editor.id || e.entityId === owner.id)).toEqual([]);
  });

  it('answers 404 for an unknown or malformed customer id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nobody']) {
      expect(await act('disable', id)).toEqual({ status: 404, body: { message: CUSTOMER_MESSAGES.unknownCustomer } });
      expect(await act('enable', id)).toEqual({ status: 404, body: { message: CUSTOMER_MESSAGES.unknownCustomer } });
    }
  });
});
