import type { Distributor } from '@the-gate/contract/content';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../lib/file-storage';
import * as repo from './repository';

type ContentDeps = { db: Database; files: FileStorage };

/** Distributors, which the spec hard-codes and we serve (contract §6). */
export function createContentService({ db, files }: ContentDeps) {
  return {
    async listDistributors(search?: string): Promise<Distributor[]> {
      const rows = await repo.selectDistributors(db, search);
      const locations = await repo.selectLocations(
        db,
        rows.map((row) => row.id),
      );
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        imageUrl: files.publicFileUrl(row.imageKey),
        description: row.description,
        tags: row.tags,
        locations: locations
          .filter((location) => location.distributorId === row.id)
          .map(({ area, address, phones, mapUrl }) => ({ area, address, phones, mapUrl })),
      }));
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
