import type { Material } from '@the-gate/contract/catalogue';
import { type LibraryMaterial, NOT_OWNED_MESSAGE, type ReaderMaterial } from '@the-gate/contract/library';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../lib/file-storage';
import { HttpError, notFound } from '../../lib/http-errors';
import { assertSignedFor, SIGNED_FILE_URL_TTL_SECONDS, type SignedQuery } from '../../lib/signed-files';
import type { CatalogueService, OwnedMaterials } from '../catalogue/service';
import * as repo from './repository';
import type { userMaterials } from './schema';

// A customer's library for the back office's customer page (issue 25 §3).
export * as customerLibrary from './customer-library';

type LibraryDeps = {
  db: Database;
  files: FileStorage;
  catalogue: Pick<
    CatalogueService,
    'getMaterial' | 'libraryMaterial' | 'libraryMaterials' | 'materialFile' | 'recordDownload'
  >;
};

type LibraryEntry = typeof userMaterials.$inferSelect;

/** `download` saves the file (and counts as a download); `read` is what the reader fetches. */
export type FileUse = 'download' | 'read';
export type OwnerLink = { userId: string; materialId: number; use: FileUse };

/**
 * An owner's file link names its user in the signed path, so the server knows whose download it
 * is without a header (issue 9 §2): changing the user, the material or the use breaks the signature.
 */
export const ownerFileRoute = ({ userId, materialId, use }: OwnerLink) =>
  `/api/library/${userId}/materials/${materialId}/${use}`;

export const NOT_IN_LIBRARY = 'This material is not in your library.';

/** The user's library (contract §2.9): what a completed payment grants, who owns what, and their files. */
export function createLibraryService({ db, files, catalogue }: LibraryDeps) {
  const ownerFileUrl = (link: OwnerLink) => files.signedUrl(ownerFileRoute(link), SIGNED_FILE_URL_TTL_SECONDS);
  /** The library asks only about what the user owns: every paid file's link is their own. */
  const ownsAll = (userId: string): OwnedMaterials => ({
    ids: async (ids) => new Set(ids),
    fileUrl: (materialId) => ownerFileUrl({ userId, materialId, use: 'download' }),
  });
  const ownsNone: OwnedMaterials = { ids: async () => new Set(), fileUrl: () => '' };

  function present(entry: LibraryEntry, m: Material, pack: LibraryMaterial['package'] = null): LibraryMaterial {
    return {
      id: m.id,
      title: m.title,
      thumbnailPath: m.thumbnailPath,
      isFree: m.isFree,
      typeName: m.typeName,
      addedDate: entry.addedDate.toISOString(),
      lastAccessedDate: entry.lastAccessedDate.toISOString(),
      briefDescription: m.briefDescription,
      description: m.description,
      fileSize: m.fileSize,
      isFavorite: entry.isFavorite,
      isDownloadable: m.isDownloadable,
      // Asked as its owner, the catalogue sets downloadUrl exactly when the material is downloadable
      // and has a file; the owner gets their own link instead, which records the access (§2.9).
      filePath: m.downloadUrl ? ownerFileUrl({ userId: entry.userId, materialId: m.id, use: 'download' }) : null,
      previewFilePath: m.previewFilePath,
      package: pack,
    };
  }

  return {
    /** `executor` is the payment's transaction, so the grant and the status change commit together. */
    /** A payment's materials, or a staff grant's (paymentId null; issue 25 §3). */
    grantMaterials: (executor: Database, userId: string, materialIds: number[], paymentId: number | null) =>
      repo.insertUserMaterials(executor, userId, materialIds, paymentId),

    revokePaymentMaterials: (executor: Database, paymentId: number) => repo.deletePaymentMaterials(executor, paymentId),

    /** Takes back what one person had through a payment they did not make: a seat of its licence. */
    revokeUserPaymentMaterials: (executor: Database, userId: string, paymentId: number) =>
      repo.deleteUserPaymentMaterials(executor, userId, paymentId),

    /** Takes back a revoked staff grant's materials that no payment holds (issue 25 §3). */
    revokeUnpaidMaterials: (executor: Database, userId: string, materialIds: number[]) =>
      repo.deleteUnpaidMaterials(executor, userId, materialIds),

    /** The owner's own signed link to download a material they own: stamped for them (issue 27 §1). */
    ownerDownloadUrl: (userId: string, materialId: number) => ownerFileUrl({ userId, materialId, use: 'download' }),

    /** The owner's own signed link to read a material they own (an exam's paper). */
    ownerReadUrl: (userId: string, materialId: number) => ownerFileUrl({ userId, materialId, use: 'read' }),

    async ownedMaterialIds(userId: string, materialIds: number[]): Promise<Set<number>> {
      return new Set(await repo.selectOwnedMaterialIds(db, userId, materialIds));
    },

    /** Every material the user owns, by id (the ownership read, issue 22 §7). */
    libraryMaterialIds: (userId: string) => repo.selectLibraryMaterialIds(db, userId),

    /** GET /api/materials/me (contract §3.5, API-05): only the caller's own entries, newest first. */
    async listMine(userId: string): Promise<LibraryMaterial[]> {
      const entries = await repo.selectLibrary(db, userId);
      // The book or package each item came with, so My Materials groups them under it (issue 25 §7).
      const packages = await repo.selectEntryPackages(db, userId);
      // All the entries' materials in one call to the catalogue's service (modules own their tables),
      // whatever the library's size: on PGlite's one connection every query waits for the one before.
      // Whatever their status: an archived material stays in its owners' library (issue 24 §2).
      const materials = await catalogue.libraryMaterials(
        entries.map((entry) => entry.materialId),
        ownsAll(userId),
      );
      const byId = new Map(materials.map((material) => [material.id, material]));
      // A material deleted since the library was read is left out rather than failing the whole list.
      return entries.flatMap((entry) => {
        const material = byId.get(entry.materialId);
        return material ? [present(entry, material, packages.get(entry.materialId) ?? null)] : [];
      });
    },

    async setFavorite(userId: string, materialId: number, isFavorite: boolean) {
      const row = await repo.updateFavorite(db, userId, materialId, isFavorite);
      if (!row) throw notFound(NOT_IN_LIBRARY);
      return { id: materialId, isFavorite: row.isFavorite };
    },

    /**
     * GET /api/materials/{id}/reader (issue 9 §4): the owner's, or anyone's for a free downloadable
     * material; 404 when there is no file to read. Opening it counts as an access (§2.9).
     */
    async openInReader(userId: string, materialId: number): Promise<ReaderMaterial> {
      const entry = await repo.selectEntry(db, userId, materialId);
      // The owner reads what they own whatever its status (issue 24 §2); anyone else only the shop's.
      const material = entry
        ? await catalogue.libraryMaterial(materialId, ownsAll(userId))
        : await catalogue.getMaterial(materialId, ownsNone);
      if (!entry && !(material.isFree && material.isDownloadable)) throw new HttpError(403, NOT_OWNED_MESSAGE);
      if (!material.downloadUrl) throw notFound('This material has no file to read.');
      if (entry) await repo.touchEntry(db, userId, materialId);
      return {
        id: material.id,
        title: material.title,
        fileUrl: ownerFileUrl({ userId, materialId, use: 'read' }),
        pages: material.pages,
      };
    },

    /**
     * The file behind an owner link: signed for this user, material and use, not expired, and the
     * material still theirs (a refund takes it back) unless it is free (issue 9 §2, contract §5.5).
     */
    async fileOfOwnerLink(link: OwnerLink, query: SignedQuery) {
      assertSignedFor(files, ownerFileRoute(link), query);
      const file = await catalogue.materialFile(link.materialId);
      const entry = await repo.selectEntry(db, link.userId, link.materialId);
      if (!file.isFree && !entry) throw new HttpError(403, NOT_OWNED_MESSAGE);
      // The payment the owner holds it through (theirs, or the one whose licence seat they hold):
      // what their stamped copy names (issue 27 §1). Null for a staff grant.
      return { ...file, sourcePaymentId: entry?.sourcePaymentId ?? null };
    },

    /** A GET through an owner link: the entry's lastAccessedDate moves; a download is counted. */
    async recordFileAccess({ userId, materialId, use }: OwnerLink) {
      await repo.touchEntry(db, userId, materialId);
      if (use === 'download') await catalogue.recordDownload(materialId, { userId });
    },
  };
}

export type LibraryService = ReturnType<typeof createLibraryService>;
