import type { Database } from '../../db/client';
import * as repo from './repository';

/** The user's library (contract §2.9): what a completed payment grants, and who owns what. */
export function createLibraryService({ db }: { db: Database }) {
  return {
    /** `executor` is the payment's transaction, so the grant and the status change commit together. */
    grantMaterials: (executor: Database, userId: string, materialIds: number[], paymentId: number) =>
      repo.insertUserMaterials(executor, userId, materialIds, paymentId),

    revokePaymentMaterials: (executor: Database, paymentId: number) => repo.deletePaymentMaterials(executor, paymentId),

    async ownedMaterialIds(userId: string, materialIds: number[]): Promise<Set<number>> {
      return new Set(await repo.selectOwnedMaterialIds(db, userId, materialIds));
    },
  };
}

export type LibraryService = ReturnType<typeof createLibraryService>;
