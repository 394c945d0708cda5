import type {
  AdminMaterial,
  AdminMaterialList,
  AdminMaterialsQuery,
  CreateMaterialRequest,
  PatchMaterialRequest,
} from '@the-gate/contract/admin-catalogue';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../lib/file-storage';
import { notFound } from '../../lib/http-errors';
import { selectAdminMaterialPage } from './admin-list-repository';
import { type CatalogueActor, changeMaterialIn, createMaterialIn, MATERIAL_NOT_FOUND } from './admin-materials';
import { groupTags, presentMaterial } from './presenters';
import { selectMaterials, selectMaterialTags } from './repository';

/**
 * The back office's catalogue of materials (issue 24 §2): what its routes answer. Reads see every
 * status; each write runs in one transaction with its audit entry (decision 017).
 */
export function createAdminCatalogueService({ db, files }: { db: Database; files: FileStorage }) {
  /** A material whatever its status, in the shop's shape plus what only staff see; 404 when unknown. */
  async function material(id: number): Promise<AdminMaterial> {
    const [[row], tagRows] = await Promise.all([
      selectMaterials(db, { ids: [id] }),
      selectMaterialTags(db, { ids: [id] }),
    ]);
    if (!row) throw notFound(MATERIAL_NOT_FOUND);
    return {
      ...presentMaterial(row, groupTags(tagRows).get(id) ?? [], files),
      status: row.material.status,
      createdAt: row.material.createdAt.toISOString(),
      updatedAt: row.material.updatedAt.toISOString(),
    };
  }

  return {
    /** One page of the materials table; thumbnails as the shop's cards link them. */
    async list(query: AdminMaterialsQuery): Promise<AdminMaterialList> {
      const { rows, totalCount } = await selectAdminMaterialPage(db, query);
      return {
        items: rows.map(({ thumbnailKey, updatedAt, ...row }) => ({
          ...row,
          price: row.isFree ? 0 : row.price,
          thumbnailPath: files.publicFileUrl(thumbnailKey),
          updatedAt: updatedAt.toISOString(),
        })),
        totalCount,
      };
    },

    material,

    /** A new Draft; its id. */
    create: (actor: CatalogueActor, input: CreateMaterialRequest): Promise<number> =>
      db.transaction((tx) => createMaterialIn(tx, actor.email, input)),

    /** Changes what `patch` names (the actor's role permitting each field); the material as it is after. */
    async change(actor: CatalogueActor, id: number, patch: PatchMaterialRequest): Promise<AdminMaterial> {
      await db.transaction((tx) => changeMaterialIn(tx, actor, id, patch));
      return material(id);
    },
  };
}

export type AdminCatalogueService = ReturnType<typeof createAdminCatalogueService>;
