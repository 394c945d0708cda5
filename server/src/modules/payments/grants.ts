import type { Database } from '../../db/client';
import type { CatalogueService } from '../catalogue/service';
import type { CoursesService } from '../courses/service';
import type { ExamsService } from '../exams/service';
import type { LibraryService } from '../library/service';
import * as repo from './repository';

/** A completed payment, as granting needs it. */
export type GrantedPayment = { id: number; userId: string; paymentReference: string };

/** An item a payment line or a licence seat gives. */
export type GrantedItem = { itemType: string; itemId: number };

/** A payment line as the licences see it: what it bought, for how many, or whose seats it adds to. */
export type PurchasedLine = GrantedItem & {
  titleSnapshot: string;
  quantity: number;
  unitPrice: number;
  licenceId: number | null;
};

/**
 * The licences module's side of a payment (issue 27 §3), given to this module by the app: a completed
 * payment makes its licences (or adds seats); a refund ends them and says whose seats went; and the
 * seats a person holds give them access as the buyer's payment does.
 */
export type LicenceHooks = {
  recordPurchase: (tx: Database, payment: GrantedPayment, lines: PurchasedLine[]) => Promise<void>;
  /** The seats that ended, each with the payment its holder's access was recorded under. */
  endPurchase: (tx: Database, paymentId: number) => Promise<{ userId: string; paymentId: number }[]>;
  heldSeats: (tx: Database, userId: string) => Promise<(GrantedItem & { paymentId: number })[]>;
};

export type GrantDeps = {
  catalogue: Pick<CatalogueService, 'materialIdsInGroups'>;
  library: Pick<LibraryService, 'grantMaterials' | 'revokePaymentMaterials' | 'revokeUserPaymentMaterials'>;
  courses: Pick<CoursesService, 'assignPurchasedCourses' | 'revokePaymentAssignments' | 'revokeUserPaymentAssignments'>;
  exams: Pick<ExamsService, 'paperMaterialIds'>;
  /** The customers module's staff grants (issue 25 §3): a refund leaves what the shop gave for free. */
  staffGrants: { reapplyActive: (tx: Database, userId: string) => Promise<void> };
  licences: LicenceHooks;
};

/**
 * Gives `userId` the items, recorded as held by `paymentId` (contract §5.3): a material itself, every
 * material of a book or package and of its child groups, an exam's paper, a course assignment.
 * Idempotent. The payment is the buyer's own, or the one whose licence seat they hold.
 */
export async function grantItems(
  tx: Database,
  deps: GrantDeps,
  userId: string,
  items: GrantedItem[],
  paymentId: number,
) {
  const idsOf = (type: string) => items.filter((item) => item.itemType === type).map((item) => item.itemId);
  const materialIds = new Set([
    ...idsOf('Material'),
    ...(await deps.catalogue.materialIdsInGroups(tx, idsOf('MaterialGroup'))),
    ...(await deps.exams.paperMaterialIds(tx, idsOf('Exam'))),
  ]);
  await deps.library.grantMaterials(tx, userId, [...materialIds], paymentId);
  await deps.courses.assignPurchasedCourses(tx, userId, idsOf('Course'), paymentId);
}

/**
 * What a completed payment entitles its buyer to, and the licences it makes (issue 27 §3). An "Add
 * seats" line grants no item: it raises its licence's seats. Idempotent, and run inside the
 * transaction that completes the payment.
 */
export async function grantPayment(tx: Database, deps: GrantDeps, payment: GrantedPayment) {
  const items = await repo.selectPaymentItems(tx, [payment.id]);
  const purchases = items.filter((item) => item.licenceId === null);
  await grantItems(tx, deps, payment.userId, purchases, payment.id);
  await deps.licences.recordPurchase(tx, payment, items);
}

/**
 * Gives a person again everything they hold by other means than what was just taken back: their own
 * completed payments, the seats they hold of others' licences, and the shop's active staff grants.
 */
export async function reapplyAccess(tx: Database, deps: GrantDeps, userId: string, exceptPaymentId: number) {
  for (const other of await repo.selectEntitlingPayments(tx, userId, exceptPaymentId)) {
    await grantPayment(tx, deps, { ...other, userId });
  }
  for (const seat of await deps.licences.heldSeats(tx, userId)) {
    if (seat.paymentId !== exceptPaymentId) await grantItems(tx, deps, userId, [seat], seat.paymentId);
  }
  await deps.staffGrants.reapplyActive(tx, userId);
}

/**
 * Takes back what a refunded or voided payment granted, to its buyer and to everyone holding a seat
 * of its licences, then grants again what each of them holds by other means, so an item paid for
 * twice, held through another licence, or also given by the shop (issue 25 §3) stays.
 */
export async function revokePayment(tx: Database, deps: GrantDeps, payment: GrantedPayment) {
  await deps.library.revokePaymentMaterials(tx, payment.id);
  await deps.courses.revokePaymentAssignments(tx, payment.id);
  const ended = await deps.licences.endPurchase(tx, payment.id);
  // Seats cut because an "Add seats" payment was refunded hold the licence's first payment, still paid.
  for (const seat of ended) {
    if (seat.paymentId !== payment.id) {
      await deps.library.revokeUserPaymentMaterials(tx, seat.userId, seat.paymentId);
      await deps.courses.revokeUserPaymentAssignments(tx, seat.userId, seat.paymentId);
    }
  }
  const people = new Set([payment.userId, ...ended.map((seat) => seat.userId)]);
  for (const userId of people) await reapplyAccess(tx, deps, userId, payment.id);
}

/** Takes back what one person held through `paymentId` (a seat given up), keeping what they hold otherwise. */
export async function revokeSeatAccess(tx: Database, deps: GrantDeps, userId: string, paymentId: number) {
  await deps.library.revokeUserPaymentMaterials(tx, userId, paymentId);
  await deps.courses.revokeUserPaymentAssignments(tx, userId, paymentId);
  await reapplyAccess(tx, deps, userId, -1);
}
