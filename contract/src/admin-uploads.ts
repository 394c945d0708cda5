import { z } from 'zod';

/** The back office's uploads besides a material's (issue 24 §3); covers answer `uploadedCoverSchema`. */

/** `PUT /api/admin/courses/{id}/lessons/{lessonId}/document` → the stored ZIP: how many files it holds, its size in bytes. */
export const uploadedDocumentSchema = z.object({ files: z.int(), size: z.int() });
export type UploadedDocument = z.infer<typeof uploadedDocumentSchema>;
