import { CUSTOMER_MESSAGES } from '@the-gate/contract/admin-customers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { demoItems, payThroughSandbox, reverseInSandbox } from '../../../test/payments';
import { admin, auditEntries, staffUser } from '../../../test/staff';
import { detailOf, grant, myCourses, myLibrary, newCustomer, revoke } from './test/customer-requests';

/**
 * Issue 25 §3: the back office finds customers and opens their page, gives items without payment
 * and takes them back, and a refund leaves what the shop gave.
 */

let t: TestApp;
let items: Awaited<ReturnType<typeof demoItems>>;
let manager: Awaited<ReturnType<typeof staffUser>>;
let editor: Awaited<ReturnType<typeof staffUser>>;

beforeAll(async () => {
  // Listening: payments go through the built-in Paymob sandbox over HTTP (test/harness.ts).
  t = await createTestApp({ listen: true });
  items = await demoItems(t);
  manager = await staffUser(t, 'manager');
  editor = await staffUser(t, 'editor');
});
afterAll(async () => {
  expect(await t.close()).toEqual([]);
});

const list = (query: string, token = manager.token) => admin(t, 'GET', `/api/admin/customers${query}`, token);
const emailsOf = (answer: Awaited<ReturnType<typeof list>>) =>
  ((answer.body as { items: { email: string }[] }).items ?? []).map((row) => row.email);

describe('GET /api/admin/customers (issue 25 §3)', () => {
  it('finds a customer by name, e-mail or phone, ignoring case and spaces', async () => {
    const customer = await newCustomer(t, { firstName: 'Nourhan', lastName: `Qz${Date.now().toString(36)}` });
    const other = await newCustomer(t);
    const byName = await list(`?q=${encodeURIComponent(`nourhan ${customer.lastName.toUpperCase()}`)}`);
    expect(byName).toEqual({
      status: 200,
      body: {
        items: [
          {
            id: customer.id,
            email: customer.email,
            name: `Nourhan ${customer.lastName}`,
            phone: `+20${customer.localPhone.slice(1)}`,
            createdAt: expect.any(String),
            isActive: true,
            paymentsCount: 0,
            staffRole: null,
          },
        ],
        totalCount: 1,
      },
    });
    expect(emailsOf(await list(`?q=${customer.email.toUpperCase().slice(2)}`))).toEqual([customer.email]);
    // Typed locally with a space, the stored +20 number is found: "0100 123" finds +20100123…
    const typed = `${customer.localPhone.slice(0, 4)} ${customer.localPhone.slice(4)}`;
    expect(emailsOf(await list(`?q=${encodeURIComponent(typed)}`))).toEqual([customer.email]);
    expect(emailsOf(await list(`?q=${encodeURIComponent(`+20${customer.localPhone.slice(1)}`)}`))).toEqual([
      customer.email,
    ]);
    // Without a search: everyone, newest first, a page at a time.
    const first = await list('?pageSize=1');
    expect(emailsOf(first)).toEqual([other.email]);
    expect((first.body as { totalCount: number }).totalCount).toBeGreaterThanOrEqual(4);
    expect(emailsOf(await list('?pageSize=1&page=2'))).toEqual([customer.email]);
  });

  it('counts payments and names staff roles', async () => {
    const buyer = await newCustomer(t);
    await payThroughSandbox(t, buyer.token, [{ itemType: 'Material', itemId: items.paid.id, quantity: 1 }]);
    const [row] = (await list(`?q=${buyer.email}`)).body!.items as { paymentsCount: number }[];
    expect(row!.paymentsCount).toBe(1);
    const [staff] = (await list(`?q=${manager.email}`)).body!.items as { staffRole: string }[];
    expect(staff!.staffRole).toBe('manager');
  });

  it('answers 400 with a clear message for bad paging or an unknown parameter', async () => {
    expect(await list('?pageSize=1000')).toEqual({
      status: 400,
      body: { message: 'The pageSize must be a whole number from 1 to 100.' },
    });
    expect(await list('?search=x')).toEqual({ status: 400, body: { message: 'Unknown query parameter: search.' } });
  });
});

describe("a customer's page and grants (issue 25 §3)", () => {
  it("shows payments, library, courses, sessions and grants, never a session's token", async () => {
    const buyer = await newCustomer(t);
    const paid = await payThroughSandbox(t, buyer.token, [
      { itemType: 'Material', itemId: items.paid.id, quantity: 1 },
    ]);
    const given = await grant(t, manager.token, buyer.id, {
      itemType: 'Course',
      itemId: items.course.id,
      reason: 'A school',
    });
    expect(given.status).toBe(201);
    const answer = await admin(t, 'GET', `/api/admin/customers/${buyer.id}`, manager.token);
    expect(answer.body).toMatchObject({
      id: buyer.id,
      email: buyer.email,
      username: buyer.username,
      paymentsCount: 1,
      payments: [
        {
          reference: paid.payment.paymentReference,
          status: 'Completed',
          amountCents: Math.round(paid.payment.amount * 100),
        },
      ],
      library: [{ materialId: items.paid.id, source: { kind: 'payment', reference: paid.payment.paymentReference } }],
      courses: [{ courseId: items.course.id, source: { kind: 'grant', grantIds: [given.body!.id] } }],
      sessions: [{ createdAt: expect.any(String), expiresAt: expect.any(String) }],
      grants: [
        {
          id: given.body!.id,
          itemType: 'Course',
          itemId: items.course.id,
          reason: 'A school',
          grantedBy: manager.email,
          revokedAt: null,
          revokedBy: null,
        },
      ],
    });
    expect(JSON.stringify(answer.body)).not.toContain(buyer.token);
    expect(await admin(t, 'GET', '/api/admin/customers/00000000-0000-4000-8000-000000000000', manager.token)).toEqual({
      status: 404,
      body: { message: CUSTOMER_MESSAGES.unknownCustomer },
    });
    expect((await admin(t, 'GET', '/api/admin/customers/not-an-id', manager.token)).status).toBe(404);
  });

  it('grants what a payment would: a package puts its materials in /api/library, a course in the course list', async () => {
    const customer = await newCustomer(t);
    const pkg = await grant(t, manager.token, customer.id, {
      itemType: 'MaterialGroup',
      itemId: items.pro.id,
      reason: 'Complaint #12',
    });
    expect(pkg).toMatchObject({ status: 201, body: { itemType: 'MaterialGroup', itemTitle: 'Year 7 Pro Package' } });
    expect((await myLibrary(t, customer.token)).length).toBeGreaterThan(1);
    expect(
      await grant(t, manager.token, customer.id, { itemType: 'Course', itemId: items.course.id, reason: 'School' }),
    ).toMatchObject({ status: 201 });
    expect(await myCourses(t, customer.token)).toEqual([items.course.id]);
    const audited = (await auditEntries(t)).filter((entry) => entry.entityId === customer.id);
    expect(audited.map((entry) => [entry.action, entry.actor])).toEqual([
      ['customer.grant', manager.email],
      ['customer.grant', manager.email],
    ]);
    expect(audited[0]!.after).toMatchObject({
      itemType: 'MaterialGroup',
      itemId: items.pro.id,
      reason: 'Complaint #12',
    });
  });

  it('refuses a grant without a reason, of an unknown item, or to an unknown customer, with a clear message', async () => {
    const customer = await newCustomer(t);
    expect(
      await grant(t, manager.token, customer.id, { itemType: 'Material', itemId: items.paid.id, reason: '  ' }),
    ).toEqual({ status: 400, body: { message: 'Please give a reason for the grant (a school, a complaint).' } });
    expect(await grant(t, manager.token, customer.id, { itemType: 'Book', itemId: 1, reason: 'x' })).toEqual({
      status: 400,
      body: { message: 'The item type must be Material, MaterialGroup, Course or Exam.' },
    });
    expect(await grant(t, manager.token, customer.id, { itemType: 'Exam', itemId: 999_999, reason: 'x' })).toEqual({
      status: 404,
      body: { message: 'There is no exam with this id.' },
    });
    expect(
      await grant(t, manager.token, '00000000-0000-4000-8000-000000000000', {
        itemType: 'Material',
        itemId: items.paid.id,
        reason: 'x',
      }),
    ).toEqual({ status: 404, body: { message: CUSTOMER_MESSAGES.unknownCustomer } });
    expect(await myLibrary(t, customer.token)).toEqual([]);
    // Customers' data is not an editor's (contract staff-rules.ts).
    expect(
      (await grant(t, editor.token, customer.id, { itemType: 'Material', itemId: items.paid.id, reason: 'x' })).status,
    ).toBe(403);
  });
});

describe('revoking a grant (issue 25 §3)', () => {
  const material = (reason = 'A school') => ({ itemType: 'Material' as const, itemId: items.paid.id, reason });

  it('takes the item back, once; the grant stays listed as revoked', async () => {
    const customer = await newCustomer(t);
    const given = await grant(t, manager.token, customer.id, material());
    expect(await myLibrary(t, customer.token)).toEqual([items.paid.id]);
    expect(await revoke(t, manager.token, customer.id, given.body!.id as number)).toEqual({ status: 204, body: null });
    expect(await myLibrary(t, customer.token)).toEqual([]);
    expect(await revoke(t, manager.token, customer.id, given.body!.id as number)).toEqual({
      status: 409,
      body: { message: CUSTOMER_MESSAGES.grantRevoked },
    });
    expect(await revoke(t, manager.token, customer.id, 999_999)).toEqual({
      status: 404,
      body: { message: CUSTOMER_MESSAGES.unknownGrant },
    });
    const [shown] = (await detailOf(t, manager.token, customer.id)).grants;
    expect(shown).toMatchObject({ revokedBy: manager.email, revokedAt: expect.any(String) });
    const actions = (await auditEntries(t)).filter((entry) => entry.entityId === customer.id).map((e) => e.action);
    expect(actions).toEqual(['customer.grant', 'customer.grant.revoke']);
  });

  it('keeps an item the customer also paid for, whichever came first', async () => {
    const paidFirst = await newCustomer(t);
    await payThroughSandbox(t, paidFirst.token, [{ itemType: 'Material', itemId: items.paid.id, quantity: 1 }]);
    const one = await grant(t, manager.token, paidFirst.id, material());
    await revoke(t, manager.token, paidFirst.id, one.body!.id as number);
    expect(await myLibrary(t, paidFirst.token)).toEqual([items.paid.id]);

    // Given first, then bought inside a package: the payment takes the entry over, and it stays.
    const probe = await newCustomer(t);
    await grant(t, manager.token, probe.id, { itemType: 'MaterialGroup', itemId: items.pro.id, reason: 'Probe' });
    const inPackage = (await myLibrary(t, probe.token))[0]!;
    const grantedFirst = await newCustomer(t);
    const two = await grant(t, manager.token, grantedFirst.id, { ...material(), itemId: inPackage });
    const paid = await payThroughSandbox(t, grantedFirst.token, [
      { itemType: 'MaterialGroup', itemId: items.pro.id, quantity: 1 },
    ]);
    expect(paid.payment.status).toBe('Completed');
    await revoke(t, manager.token, grantedFirst.id, two.body!.id as number);
    expect(await myLibrary(t, grantedFirst.token)).toContain(inPackage);
  });

  it('keeps what another active grant gives', async () => {
    const customer = await newCustomer(t);
    const pkg = await grant(t, manager.token, customer.id, {
      itemType: 'MaterialGroup',
      itemId: items.pro.id,
      reason: 'A school',
    });
    const packaged = await myLibrary(t, customer.token);
    const single = await grant(t, manager.token, customer.id, { ...material(), itemId: packaged[0]! });
    await revoke(t, manager.token, customer.id, single.body!.id as number);
    expect(await myLibrary(t, customer.token)).toEqual(packaged);
    await revoke(t, manager.token, customer.id, pkg.body!.id as number);
    expect(await myLibrary(t, customer.token)).toEqual([]);
  });

  it('a full refund of a payment leaves what a staff grant also gives', async () => {
    const buyer = await newCustomer(t);
    const paid = await payThroughSandbox(t, buyer.token, [
      { itemType: 'Material', itemId: items.paid.id, quantity: 1 },
      { itemType: 'Course', itemId: items.course.id, quantity: 1 },
    ]);
    await grant(t, manager.token, buyer.id, material('Refund promised, copy kept'));
    const refund = await reverseInSandbox(t, paid.transactionId, {
      kind: 'refund',
      amountCents: Math.round(paid.payment.amount * 100),
    });
    expect(refund.status).toBe(200);
    // The course came only from the payment: its going shows the refund was applied.
    await expect.poll(() => myCourses(t, buyer.token), { timeout: 10_000 }).toEqual([]);
    expect(await myLibrary(t, buyer.token)).toEqual([items.paid.id]);
    const detail = await detailOf(t, manager.token, buyer.id);
    // Stored as Failed with refundedAt (settle.ts); the customer's page says what happened.
    expect(detail.payments[0]!.status).toBe('Refunded');
    expect(detail.library[0]!.source.kind).toBe('grant');
  });
});
