import { rm } from 'node:fs/promises';
import type { UploadedDocument } from '@the-gate/contract/admin-uploads';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { replaceCover } from '../../lib/cover-upload';
import type { FileStorage } from '../../lib/file-storage';
import { HttpError } from '../../lib/http-errors';
import { removeStampedCopies } from '../../lib/stamping/stamped-copies';
import { swapLockedKey } from '../../lib/uploaded-key';
import { freshName, type Upload } from '../../lib/uploads';
import { checkZip } from '../../lib/zip-upload';
import { recordAudit } from '../audit/service';
import { courses, lessons } from './schema';

/**
 * A course's cover and its lessons' ZIPs, uploaded from the back office (issue 24 §3). The cover is
 * checked and rendered as a material's (lib/cover-upload.ts); a ZIP is checked by its content
 * (lib/zip-upload.ts) and stored privately under a new key.
 *
 * Replacing a lesson's ZIP keeps links already handed out working: a signed lesson link names the
 * course, the lesson and the user, never a storage key, and the download route reads the lesson's
 * key when it is followed (courses/service.ts lessonDocument). So a link signed before the change
 * answers with the new ZIP until it expires. The old ZIP is not deleted: a download that read the old
 * key just before the change still finds its file.
 */

import { COURSE_NOT_FOUND, LESSON_NOT_FOUND } from './admin-courses';

export { COURSE_NOT_FOUND, LESSON_NOT_FOUND };

/** The audit actions of uploads. */
export const COURSE_THUMBNAIL_REPLACED = 'course.thumbnail.replace';
export const LESSON_DOCUMENT_REPLACED = 'lesson.document.replace';

export function createCourseFilesService({ db, files }: { db: Database; files: FileStorage }) {
  /** A 404 for an unknown course: checked before the upload is read, and again when it is stored. */
  async function assertCourse(id: number): Promise<void> {
    const [row] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, id));
    if (!row) throw new HttpError(404, COURSE_NOT_FOUND);
  }

  /** A 404 for an unknown course, or a lesson that is not one of its own. */
  async function assertLesson(courseId: number, lessonId: number): Promise<void> {
    await assertCourse(courseId);
    const [row] = await db
      .select({ id: lessons.id })
      .from(lessons)
      .where(and(eq(lessons.id, lessonId), eq(lessons.courseId, courseId)));
    if (!row) throw new HttpError(404, LESSON_NOT_FOUND);
  }

  return {
    assertCourse,
    assertLesson,

    /** PUT /api/admin/courses/{id}/thumbnail: the new cover's key. */
    replaceThumbnail(actor: string, id: number, upload: Upload): Promise<string> {
      return replaceCover(files, upload, `courses/${id}/cover-`, (thumbnailKey) =>
        db.transaction(async (tx) => {
          const before = await swapLockedKey(tx, courses, id, 'thumbnailKey', thumbnailKey, {
            notFound: COURSE_NOT_FOUND,
            touch: true,
          });
          await recordAudit(tx, {
            actor,
            action: COURSE_THUMBNAIL_REPLACED,
            entity: 'course',
            entityId: String(id),
            before: { thumbnailKey: before },
            after: { thumbnailKey },
          });
        }),
      );
    },

    /** PUT /api/admin/courses/{id}/lessons/{lessonId}/document: the lesson's ZIP, stored privately. */
    async replaceLessonDocument(
      actor: string,
      courseId: number,
      lessonId: number,
      upload: Upload,
    ): Promise<UploadedDocument> {
      let documentKey: string | null = null;
      try {
        const { files: count } = await checkZip(upload.path);
        documentKey = `lessons/${lessonId}/${freshName()}.zip`;
        await files.storePrivateUpload(upload.path, documentKey);
        const key = documentKey;
        const replaced = await db.transaction(async (tx) => {
          const [row] = await tx
            .select()
            .from(lessons)
            .where(and(eq(lessons.id, lessonId), eq(lessons.courseId, courseId)))
            .for('update');
          if (!row) throw new HttpError(404, LESSON_NOT_FOUND);
          await tx.update(lessons).set({ documentKey: key }).where(eq(lessons.id, lessonId));
          await recordAudit(tx, {
            actor,
            action: LESSON_DOCUMENT_REPLACED,
            entity: 'lesson',
            entityId: String(lessonId),
            before: { courseId, documentKey: row.documentKey },
            after: { courseId, documentKey: key, files: count, size: upload.size },
          });
          return row.documentKey;
        });
        // The learners' stamped copies of the old zip are never asked for again (issue 27 §2).
        if (replaced) await removeStampedCopies(files, replaced);
        return { files: count, size: upload.size };
      } catch (error) {
        if (documentKey) await files.removePrivate(documentKey);
        throw error;
      } finally {
        await rm(upload.path, { force: true });
      }
    },
  };
}
