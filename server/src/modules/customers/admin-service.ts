import {
  type AdminCustomersQuery,
  CUSTOMER_MESSAGES,
  type CustomerDetail,
  type CustomerList,
  type CustomerRow,
  type GrantItemType,
  type GrantRequest,
  type ItemSource,
  type StaffGrant,
} from '@the-gate/contract/admin-customers';
import { orderStatus } from '@the-gate/contract/order-status';
import type { PaymentStatus } from '@the-gate/contract/payment-rules';
import type { Database } from '../../db/client';
import { adminPageWindow } from '../../lib/admin-paging';
import { HttpError } from '../../lib/http-errors';
import { recordAudit } from '../audit/service';
import { customerAccounts, staffAccounts } from '../auth/service';
import { itemTitles } from '../catalogue/service';
import { customerCourses } from '../courses/service';
import { examTitles } from '../exams/service';
import { customerLibrary } from '../library/service';
import { customerPayments } from '../payments/service';
import { applyGrants, entitlementOf, type GrantedItem, type StaffGrantDeps, withdrawGrant } from './grants';
import * as repo from './repository';

/** The audit actions of this module. */
export const CUSTOMER_GRANT = 'customer.grant';
export const CUSTOMER_GRANT_REVOKED = 'customer.grant.revoke';
export const CUSTOMER_SIGNED_OUT = 'customer.sign-out';
export const CUSTOMER_DISABLED = 'customer.disable';
export const CUSTOMER_ENABLED = 'customer.enable';

/** The member of staff acting, as the audit log and the grants name them. */
export type CustomerActor = { email: string; userId: string };

const cents = (pounds: number) => Math.round(pounds * 100);
const iso = (at: Date | null) => (at ? at.toISOString() : null);

type GrantRow = Awaited<ReturnType<typeof repo.selectGrants>>[number];

function presentRow(row: customerAccounts.CustomerAccount, paymentsCount: number): CustomerRow {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    phone: row.phone,
    createdAt: row.createdAt.toISOString(),
    isActive: row.isActive,
    paymentsCount,
    staffRole: row.staffRole,
  };
}

/** The back office's customers (issue 25 §3): search, a customer's page, grants, sessions, disabling. */
export function createCustomersAdminService({ db, grants }: { db: Database; grants: StaffGrantDeps }) {
  async function customerOr404(executor: Database, id: string) {
    const customer = await customerAccounts.customerById(executor, id);
    if (!customer) throw new HttpError(404, CUSTOMER_MESSAGES.unknownCustomer);
    return customer;
  }

  async function list(query: AdminCustomersQuery): Promise<CustomerList> {
    const { rows, totalCount } = await customerAccounts.searchAccounts(db, query.q, adminPageWindow(query));
    const counts = await customerPayments.paymentCounts(
      db,
      rows.map((row) => row.id),
    );
    return { items: rows.map((row) => presentRow(row, counts.get(row.id) ?? 0)), totalCount };
  }

  /** Which active grants give each material and course: where an unpaid entry came from. */
  async function grantSources(userId: string) {
    const active = await repo.selectActiveGrants(db, userId);
    const materials = new Map<number, number[]>();
    const courses = new Map<number, number[]>();
    const add = (map: Map<number, number[]>, id: number, grantId: number) =>
      map.set(id, [...(map.get(id) ?? []), grantId]);
    for (const grant of active) {
      const { materialIds, courseIds } = await entitlementOf(db, grants, [grant]);
      for (const id of materialIds) add(materials, id, grant.id);
      for (const id of courseIds) add(courses, id, grant.id);
    }
    return { materials, courses };
  }

  const sourceOf = (reference: string | null, grantIds: number[] | undefined): ItemSource => {
    if (reference) return { kind: 'payment', reference };
    return grantIds ? { kind: 'grant', grantIds } : { kind: 'other' };
  };

  /** Titles of the granted items by kind and id; a deleted item has none. */
  async function grantTitles(executor: Database, items: GrantedItem[]) {
    const idsOf = (type: GrantItemType) => items.filter((item) => item.itemType === type).map((item) => item.itemId);
    const [materials, groups, courses, exams] = await Promise.all([
      itemTitles.materialTitles(executor, idsOf('Material')),
      itemTitles.groupTitles(executor, idsOf('MaterialGroup')),
      customerCourses.courseTitles(executor, idsOf('Course')),
      examTitles(executor, idsOf('Exam')),
    ]);
    const byType = { Material: materials, MaterialGroup: groups, Course: courses, Exam: exams };
    return (item: GrantedItem) => byType[item.itemType].get(item.itemId) ?? null;
  }

  async function detail(id: string): Promise<CustomerDetail> {
    const customer = await customerOr404(db, id);
    // One after the other: on PGlite's one connection every query waits for the one before anyway.
    const payments = await customerPayments.paymentsOf(db, id);
    const library = await customerLibrary.libraryEntries(db, id);
    const materialNames = await itemTitles.materialTitles(
      db,
      library.map((entry) => entry.materialId),
    );
    const courses = await customerCourses.directAssignments(db, id);
    const sessions = await customerAccounts.liveSessions(db, id);
    const grantRows = await repo.selectGrants(db, id);
    const titleOf = await grantTitles(db, grantRows);
    const sources = await grantSources(id);
    const references = new Map(payments.map((payment) => [payment.id, payment.reference]));
    const referenceOf = (paymentId: number | null) => (paymentId === null ? null : (references.get(paymentId) ?? null));
    return {
      ...presentRow(customer, payments.length),
      username: customer.username,
      country: customer.country,
      payments: payments.map((payment) => ({
        reference: payment.reference,
        createdAt: payment.createdAt.toISOString(),
        amountCents: cents(payment.amount),
        status: orderStatus({
          status: payment.status as PaymentStatus,
          amountCents: cents(payment.amount),
          refundedCents: cents(payment.refundedAmount),
          refundedAt: payment.refundedAt,
        }),
      })),
      library: library.map((entry) => ({
        materialId: entry.materialId,
        title: materialNames.get(entry.materialId) ?? `Material ${entry.materialId}`,
        addedAt: entry.addedAt.toISOString(),
        source: sourceOf(referenceOf(entry.sourcePaymentId), sources.materials.get(entry.materialId)),
      })),
      courses: courses.map((entry) => ({
        courseId: entry.courseId,
        title: entry.title,
        assignedAt: entry.assignedAt.toISOString(),
        source: sourceOf(referenceOf(entry.sourcePaymentId), sources.courses.get(entry.courseId)),
      })),
      sessions: sessions.map((session) => ({
        createdAt: session.createdAt.toISOString(),
        lastSeenAt: iso(session.lastSeenAt),
        expiresAt: session.expiresAt.toISOString(),
      })),
      grants: grantRows.map((row) => presentGrant(row, titleOf(row))),
    };
  }

  /** Gives the customer the item without payment, exactly as a payment for it would; 404 for an unknown item. */
  async function grant(actor: CustomerActor, id: string, request: GrantRequest): Promise<StaffGrant> {
    return db.transaction(async (tx) => {
      await customerOr404(tx, id);
      const title = (await grantTitles(tx, [request]))(request);
      if (title === null) throw new HttpError(404, CUSTOMER_MESSAGES.unknownItem(request.itemType));
      const row = await repo.insertGrant(tx, { userId: id, ...request, grantedBy: actor.email });
      await applyGrants(tx, grants, id, [row]);
      const after = { grantId: row.id, itemType: row.itemType, itemId: row.itemId, reason: row.reason };
      await recordAudit(tx, {
        actor: actor.email,
        action: CUSTOMER_GRANT,
        entity: 'user',
        entityId: id,
        before: null,
        after,
      });
      return presentGrant(row, title);
    });
  }

  /** Takes a grant back: its items go, unless a completed payment or another active grant covers them. */
  async function revokeGrant(actor: CustomerActor, id: string, grantId: number): Promise<void> {
    await db.transaction(async (tx) => {
      await customerOr404(tx, id);
      const row = await repo.selectGrantForUpdate(tx, id, grantId);
      if (!row) throw new HttpError(404, CUSTOMER_MESSAGES.unknownGrant);
      if (row.revokedAt) throw new HttpError(409, CUSTOMER_MESSAGES.grantRevoked);
      await repo.markGrantRevoked(tx, row.id, actor.email);
      const stillActive = (await repo.selectActiveGrants(tx, id)).filter((other) => other.id !== row.id);
      await withdrawGrant(tx, grants, id, row, stillActive);
      const before = { grantId: row.id, itemType: row.itemType, itemId: row.itemId, reason: row.reason };
      await recordAudit(tx, {
        actor: actor.email,
        action: CUSTOMER_GRANT_REVOKED,
        entity: 'user',
        entityId: id,
        before,
        after: null,
      });
    });
  }

  /** Ends every session of the customer at once (the next request of each is a 401). */
  async function signOut(actor: CustomerActor, id: string): Promise<void> {
    await db.transaction(async (tx) => {
      await customerOr404(tx, id);
      const sessionsEnded = await customerAccounts.endSessions(tx, id);
      await recordAudit(tx, {
        actor: actor.email,
        action: CUSTOMER_SIGNED_OUT,
        entity: 'user',
        entityId: id,
        before: null,
        after: { sessionsEnded },
      });
    });
  }

  /**
   * Disables (ending every session at once) or re-enables the account; its data stays. A member of
   * staff is refused (409): their role goes first, on the staff screen. Under the staff lock, so a
   * role given at the same moment is seen.
   */
  async function setActive(actor: CustomerActor, id: string, isActive: boolean): Promise<CustomerRow> {
    return db.transaction(async (tx) => {
      await staffAccounts.lockStaffRoles(tx);
      const customer = await customerOr404(tx, id);
      if (!isActive && customer.id === actor.userId) throw new HttpError(409, CUSTOMER_MESSAGES.cannotDisableSelf);
      if (!isActive && customer.staffRole) throw new HttpError(409, CUSTOMER_MESSAGES.staffCannotBeDisabled);
      if (!isActive) await customerAccounts.endSessions(tx, id);
      if (customer.isActive !== isActive) {
        await customerAccounts.setActive(tx, id, isActive);
        await recordAudit(tx, {
          actor: actor.email,
          action: isActive ? CUSTOMER_ENABLED : CUSTOMER_DISABLED,
          entity: 'user',
          entityId: id,
          before: { email: customer.email, isActive: customer.isActive },
          after: { email: customer.email, isActive },
        });
      }
      const counts = await customerPayments.paymentCounts(tx, [id]);
      return presentRow({ ...customer, isActive }, counts.get(id) ?? 0);
    });
  }

  return { list, detail, grant, revokeGrant, signOut, setActive };
}

function presentGrant(row: GrantRow, itemTitle: string | null): StaffGrant {
  return {
    id: row.id,
    itemType: row.itemType,
    itemId: row.itemId,
    itemTitle,
    reason: row.reason,
    grantedBy: row.grantedBy,
    grantedAt: row.grantedAt.toISOString(),
    revokedAt: iso(row.revokedAt),
    revokedBy: row.revokedBy,
  };
}

export type CustomersAdminService = ReturnType<typeof createCustomersAdminService>;
