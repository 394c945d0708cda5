import type { GrantItemType } from '@the-gate/contract/admin-customers-rules';
import type { Database } from '../../db/client';
import type { CatalogueService } from '../catalogue/service';
import type { CoursesService } from '../courses/service';
import type { ExamsService } from '../exams/service';
import type { LibraryService } from '../library/service';
import * as repo from './repository';

/**
 * Staff grants (issue 25 §3) give what a payment for the same item gives (payments/grants.ts, by
 * shape): a material, every material of a book or package and of its child groups, an exam's paper,
 * a course. Their library entries and course assignments carry no payment (decision 021).
 */
export type StaffGrantDeps = {
  catalogue: Pick<CatalogueService, 'materialIdsInGroups'>;
  library: Pick<LibraryService, 'grantMaterials' | 'revokeUnpaidMaterials'>;
  courses: Pick<CoursesService, 'assignPurchasedCourses' | 'revokeUnpaidAssignments'>;
  exams: Pick<ExamsService, 'paperMaterialIds'>;
};

export type GrantedItem = { itemType: GrantItemType; itemId: number };

/** The materials and courses these items entitle their holder to. */
export async function entitlementOf(tx: Database, deps: StaffGrantDeps, items: GrantedItem[]) {
  const idsOf = (type: GrantItemType) => items.filter((item) => item.itemType === type).map((item) => item.itemId);
  const materialIds = new Set([
    ...idsOf('Material'),
    ...(await deps.catalogue.materialIdsInGroups(tx, idsOf('MaterialGroup'))),
    // An exam without a paper grants nothing to read.
    ...(await deps.exams.paperMaterialIds(tx, idsOf('Exam'))).filter((id) => typeof id === 'number'),
  ]);
  return { materialIds: [...materialIds], courseIds: [...new Set(idsOf('Course'))] };
}

/** Gives `userId` what the items entitle to; idempotent, inside the caller's transaction. */
export async function applyGrants(tx: Database, deps: StaffGrantDeps, userId: string, items: GrantedItem[]) {
  if (items.length === 0) return;
  const { materialIds, courseIds } = await entitlementOf(tx, deps, items);
  await deps.library.grantMaterials(tx, userId, materialIds, null);
  await deps.courses.assignPurchasedCourses(tx, userId, courseIds, null);
}

/**
 * Takes back what a revoked grant gave, except what the customer's other active grants cover; what
 * a completed payment holds is never touched (its entries carry the payment).
 */
export async function withdrawGrant(
  tx: Database,
  deps: StaffGrantDeps,
  userId: string,
  revoked: GrantedItem,
  stillActive: GrantedItem[],
) {
  const gone = await entitlementOf(tx, deps, [revoked]);
  const kept = await entitlementOf(tx, deps, stillActive);
  const keptMaterials = new Set(kept.materialIds);
  const keptCourses = new Set(kept.courseIds);
  await deps.library.revokeUnpaidMaterials(
    tx,
    userId,
    gone.materialIds.filter((id) => !keptMaterials.has(id)),
  );
  await deps.courses.revokeUnpaidAssignments(
    tx,
    userId,
    gone.courseIds.filter((id) => !keptCourses.has(id)),
  );
}

/**
 * What the payments module calls after a refund took a payment's grants back (payments/grants.ts
 * revokePayment): the customer's active staff grants are given again, so a refund never takes away
 * what the shop gave for free.
 */
export function createStaffGrants(deps: StaffGrantDeps) {
  return {
    async reapplyActive(tx: Database, userId: string): Promise<void> {
      await applyGrants(tx, deps, userId, await repo.selectActiveGrants(tx, userId));
    },
  };
}

export type StaffGrants = ReturnType<typeof createStaffGrants>;
