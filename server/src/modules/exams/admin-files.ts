import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { replaceCover } from '../../lib/cover-upload';
import type { FileStorage } from '../../lib/file-storage';
import { HttpError } from '../../lib/http-errors';
import { swapLockedKey } from '../../lib/uploaded-key';
import type { Upload } from '../../lib/uploads';
import { recordAudit } from '../audit/service';
import { exams } from './schema';

/** An exam's cover, uploaded from the back office (issue 24 §3), checked and rendered as a material's. */

import { EXAM_NOT_FOUND } from './admin-exams';

export { EXAM_NOT_FOUND };
export const EXAM_THUMBNAIL_REPLACED = 'exam.thumbnail.replace';

export function createExamFilesService({ db, files }: { db: Database; files: FileStorage }) {
  /** A 404 for an unknown exam: checked before the upload is read, and again when it is stored. */
  async function assertExam(id: number): Promise<void> {
    const [row] = await db.select({ id: exams.id }).from(exams).where(eq(exams.id, id));
    if (!row) throw new HttpError(404, EXAM_NOT_FOUND);
  }

  return {
    assertExam,

    /** PUT /api/admin/exams/{id}/thumbnail: the new cover's key. */
    replaceThumbnail(actor: string, id: number, upload: Upload): Promise<string> {
      return replaceCover(files, upload, `exams/${id}/cover-`, (thumbnailKey) =>
        db.transaction(async (tx) => {
          // An UPDATE of exams: the statement trigger of migration 0001 drops every process's cached exams.
          // Exams keep no date of change.
          const before = await swapLockedKey(tx, exams, id, 'thumbnailKey', thumbnailKey, {
            notFound: EXAM_NOT_FOUND,
            touch: false,
          });
          await recordAudit(tx, {
            actor,
            action: EXAM_THUMBNAIL_REPLACED,
            entity: 'exam',
            entityId: String(id),
            before: { thumbnailKey: before },
            after: { thumbnailKey },
          });
        }),
      );
    },
  };
}
