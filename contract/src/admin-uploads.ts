import { z } from 'zod';
import { idString } from './common';

/** The back office's uploads besides a material's (issue 24 §3); covers answer `uploadedCoverSchema`. */

/** `/api/admin/courses/{id}/lessons/{lessonId}/…`: the course and one of its lessons. */
export const adminLessonParams = z.strictObject({ id: idString('course id'), lessonId: idString('lesson id') });

/** `PUT /api/admin/courses/{id}/lessons/{lessonId}/document` → the stored ZIP: how many files it holds, its size in bytes. */
export const uploadedDocumentSchema = z.object({ files: z.int(), size: z.int() });
export type UploadedDocument = z.infer<typeof uploadedDocumentSchema>;
