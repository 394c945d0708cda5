import type { Database } from '../../db/client';
import type { CatalogueService } from '../catalogue/service';
import type { CoursesService } from '../courses/service';
import type { ExamsService } from '../exams/service';
import type { LibraryService } from '../library/service';
import * as repo from './repository';

export type GrantDeps = {
  catalogue: Pick<CatalogueService, 'materialIdsInGroups'>;
  library: Pick<LibraryService, 'grantMaterials' | 'revokePaymentMaterials'>;
  courses: Pick<CoursesService, 'assignPurchasedCourses' | 'revokePaymentAssignments'>;
  exams: Pick<ExamsService, 'paperMaterialIds'>;
  /** The customers module's staff grants (issue 25 §3): a refund leaves what the shop gave for free. */
  staffGrants: { reapplyActive: (tx: Database, userId: string) => Promise<void> };
};

/**
 * What a completed payment entitles its buyer to (contract §5.3): a material itself, every material
 * of a book or package and of its child groups, an exam's paper, a course assignment. Idempotent, and run inside the
 * transaction that completes the payment.
 */
export async function grantPayment(tx: Database, deps: GrantDeps, payment: { id: number; userId: string }) {
  const items = await repo.selectPaymentItems(tx, [payment.id]);
  const idsOf = (type: string) => items.filter((item) => item.itemType === type).map((item) => item.itemId);
  const materialIds = new Set([
    ...idsOf('Material'),
    ...(await deps.catalogue.materialIdsInGroups(tx, idsOf('MaterialGroup'))),
    ...(await deps.exams.paperMaterialIds(tx, idsOf('Exam'))),
  ]);
  await deps.library.grantMaterials(tx, payment.userId, [...materialIds], payment.id);
  await deps.courses.assignPurchasedCourses(tx, payment.userId, idsOf('Course'), payment.id);
}

/**
 * Takes back what a refunded or voided payment granted, then grants again what the buyer's other
 * completed payments and active staff grants cover, so an item paid for twice, or also given by the
 * shop (issue 25 §3), stays in the library.
 */
export async function revokePayment(tx: Database, deps: GrantDeps, payment: { id: number; userId: string }) {
  await deps.library.revokePaymentMaterials(tx, payment.id);
  await deps.courses.revokePaymentAssignments(tx, payment.id);
  for (const other of await repo.selectEntitlingPayments(tx, payment.userId, payment.id)) {
    await grantPayment(tx, deps, { id: other.id, userId: payment.userId });
  }
  await deps.staffGrants.reapplyActive(tx, payment.userId);
}
