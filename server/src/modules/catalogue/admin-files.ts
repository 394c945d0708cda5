import { readFile, rm } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import type { Database } from '../../db/client';
import { makeMaterialPreview } from '../../lib/assets/material-preview';
import { replaceCover } from '../../lib/cover-upload';
import type { FileStorage } from '../../lib/file-storage';
import { badRequest, HttpError } from '../../lib/http-errors';
import { removeStampedCopies } from '../../lib/stamping/stamped-copies';
import { swapLockedKey } from '../../lib/uploaded-key';
import { freshName, type Upload } from '../../lib/uploads';
import { recordAudit } from '../audit/service';
import { MATERIAL_NOT_FOUND } from './admin-materials';
import { materials } from './schema';

/**
 * A material's PDF and cover, uploaded from the back office (issue 24 §3). Each upload is checked by
 * its content, not its name or declared type, and stored under new keys; the material's row then
 * points at them in one audited transaction. A refused upload writes nothing.
 *
 * Replacing a file keeps old download links working: a signed link names the material (and its owner
 * and use), never a storage key, and the download routes read the material's file key when the link
 * is followed. So a link signed before the replacement keeps answering 200 until it expires, with the
 * new file: the owner paid for the material, and the corrected file is what it is now. The old files
 * are not deleted with the replacement: a download that read the old key just before the change
 * still finds its file (issue 24 §3).
 */

/** The largest PDF accepted: the longest demo book is a few MB; a scanned one may be tens. */
export const MAX_PDF_BYTES = 50 * 1024 * 1024;

export const PDF_TOO_LARGE = 'The PDF is larger than 50 MB. Upload a smaller file (e.g. with its pictures compressed).';
export const NOT_A_PDF = 'This file is not a PDF, whatever its name says. Upload the material as a PDF file.';
export const PDF_UNREADABLE = 'This PDF could not be read; it may be damaged. Save it again as a PDF and upload that.';
export const PDF_ENCRYPTED =
  'This PDF is protected with a password or encryption. Upload a copy saved without protection.';
// The cover's limits and messages are every kind's (lib/cover-upload.ts); named here too for the materials' callers.
export {
  COVER_TOO_LARGE,
  COVER_TOO_MANY_PIXELS,
  COVER_UNREADABLE,
  MAX_COVER_BYTES,
  MAX_COVER_PIXELS,
  NOT_A_COVER,
} from '../../lib/cover-upload';

/** The audit actions of uploads. */
export const MATERIAL_FILE_REPLACED = 'material.file.replace';
export const MATERIAL_THUMBNAIL_REPLACED = 'material.thumbnail.replace';

export function createAdminFilesService({ db, files }: { db: Database; files: FileStorage }) {
  /** The material's title, or a 404: checked before the upload is read, and again when it is stored. */
  async function materialTitle(id: number): Promise<string> {
    const [row] = await db.select({ title: materials.title }).from(materials).where(eq(materials.id, id));
    if (!row) throw new HttpError(404, MATERIAL_NOT_FOUND);
    return row.title;
  }

  /** The material's row, locked for the rest of `tx`, or a 404. */
  async function locked(tx: Database, id: number) {
    const [row] = await tx.select().from(materials).where(eq(materials.id, id)).for('update');
    if (!row) throw new HttpError(404, MATERIAL_NOT_FOUND);
    return row;
  }

  /** The uploaded PDF's page count and its preview, or a 400 saying what is wrong with it. */
  async function checkPdf(bytes: Buffer, title: string) {
    if (!bytes.subarray(0, 5).equals(Buffer.from('%PDF-'))) throw badRequest(NOT_A_PDF);
    let pages: number;
    let preview: Buffer;
    try {
      const document = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true });
      // Encrypted files are refused: the preview would copy pages pdf-lib cannot decrypt, and a
      // buyer's reader might ask for a password the shop does not give.
      if (document.isEncrypted) throw badRequest(PDF_ENCRYPTED);
      pages = document.getPageCount();
      if (pages < 1) throw badRequest(PDF_UNREADABLE);
      preview = await makeMaterialPreview(bytes, title);
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw badRequest(PDF_UNREADABLE);
    }
    return { pages, preview };
  }

  /** Undoes what was written for an upload that was not kept; the error that stopped it still stands. */
  async function discard(written: { private?: string[]; public?: string[] }) {
    await Promise.all([files.removePrivate(...(written.private ?? [])), files.removePublic(...(written.public ?? []))]);
  }

  return {
    materialTitle,

    /** PUT /api/admin/materials/{id}/file: the PDF sold, its page count and its public preview. */
    async replaceFile(actor: string, id: number, upload: Upload): Promise<{ pages: number }> {
      const written = { private: [] as string[], public: [] as string[] };
      try {
        const bytes = await readFile(upload.path);
        const { pages, preview } = await checkPdf(bytes, await materialTitle(id));
        const name = freshName();
        const fileKey = `materials/${id}/${name}.pdf`;
        const previewKey = `materials/${id}/preview-${name}.pdf`;
        written.private.push(fileKey);
        await files.storePrivateUpload(upload.path, fileKey);
        written.public.push(previewKey);
        await files.writePublic(previewKey, preview);
        const after = { fileKey, previewKey, fileSize: upload.size, pages };
        const replaced = await db.transaction(async (tx) => {
          const row = await locked(tx, id);
          await tx
            .update(materials)
            .set({ ...after, updatedAt: sql`now()` })
            .where(eq(materials.id, id));
          await recordAudit(tx, {
            actor,
            action: MATERIAL_FILE_REPLACED,
            entity: 'material',
            entityId: String(id),
            before: { fileKey: row.fileKey, previewKey: row.previewKey, fileSize: row.fileSize, pages: row.pages },
            after,
          });
          return row.fileKey;
        });
        // The buyers' stamped copies of the old file are never asked for again (issue 27 §2).
        if (replaced) await removeStampedCopies(files, replaced);
        return { pages };
      } catch (error) {
        await discard(written);
        throw error;
      } finally {
        await rm(upload.path, { force: true });
      }
    },

    /** PUT /api/admin/materials/{id}/thumbnail: the cover, with the renditions every public image has; its key. */
    async replaceThumbnail(actor: string, id: number, upload: Upload): Promise<string> {
      // The row is locked and checked in the transaction: a material deleted meanwhile is a 404, its files removed.
      return replaceCover(files, upload, `materials/${id}/cover-`, (thumbnailKey) =>
        db.transaction(async (tx) => {
          const before = await swapLockedKey(tx, materials, id, 'thumbnailKey', thumbnailKey, {
            notFound: MATERIAL_NOT_FOUND,
            touch: true,
          });
          await recordAudit(tx, {
            actor,
            action: MATERIAL_THUMBNAIL_REPLACED,
            entity: 'material',
            entityId: String(id),
            before: { thumbnailKey: before },
            after: { thumbnailKey },
          });
        }),
      );
    },
  };
}

export type AdminFilesService = ReturnType<typeof createAdminFilesService>;
