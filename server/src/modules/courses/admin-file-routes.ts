import multipart from '@fastify/multipart';
import { uploadedCoverSchema } from '@the-gate/contract/admin-catalogue';
import { adminLessonParams } from '@the-gate/contract/admin-courses';
import { uploadedDocumentSchema } from '@the-gate/contract/admin-uploads';
import { errorBodySchema, idParams } from '@the-gate/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { COVER_LIMIT } from '../../lib/cover-upload';
import type { FileStorage } from '../../lib/file-storage';
import { badRequest } from '../../lib/http-errors';
import { NOT_MULTIPART, receiveUpload } from '../../lib/uploads';
import { ZIP_LIMIT } from '../../lib/zip-upload';
import { signedInUser } from '../auth/service';
import { createCourseFilesService } from './admin-files';

type Options = { db: Database; files: FileStorage };

const tags = ['admin'];
const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 413: errorBodySchema };

/**
 * Uploading a course's cover and its lessons' ZIPs (issue 24 §3). As the materials' uploads
 * (catalogue/admin-file-routes.ts): multipart in this plugin's scope only, any other body a 400 that
 * says to send the file as a form. The cover is an editor's (catalogue.edit); what teachers download
 * is a manager's (catalogue.manage), as a material's PDF.
 */
export const courseFileAdminRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, files }) => {
  const uploads = createCourseFilesService({ db, files });
  await app.register(multipart, { throwFileSizeLimit: false });
  app.addContentTypeParser('*', (_req, _payload, done) => done(badRequest(NOT_MULTIPART)));

  app.put(
    '/api/admin/courses/:id/thumbnail',
    {
      onRequest: app.requirePermission('catalogue.edit'),
      schema: {
        tags,
        summary: "Replace a course's cover (multipart, field `file`: JPEG, PNG or WebP)",
        consumes: ['multipart/form-data'],
        params: idParams('course id'),
        response: { 200: uploadedCoverSchema, ...errors },
      },
    },
    async (req) => {
      // The course first: an unknown one is a 404 before a byte of the file is stored.
      await uploads.assertCourse(req.params.id);
      const upload = await receiveUpload(req, files, COVER_LIMIT);
      const thumbnailKey = await uploads.replaceThumbnail(signedInUser(req).email, req.params.id, upload);
      return { thumbnailPath: files.publicFileUrl(thumbnailKey)! };
    },
  );

  app.put(
    '/api/admin/courses/:id/lessons/:lessonId/document',
    {
      onRequest: app.requirePermission('catalogue.manage'),
      schema: {
        tags,
        summary: "Replace a lesson's files (multipart, field `file`: one ZIP), downloaded by the course's teachers",
        consumes: ['multipart/form-data'],
        params: adminLessonParams,
        response: { 200: uploadedDocumentSchema, ...errors },
      },
    },
    async (req) => {
      const { id, lessonId } = req.params;
      await uploads.assertLesson(id, lessonId);
      const upload = await receiveUpload(req, files, ZIP_LIMIT);
      return uploads.replaceLessonDocument(signedInUser(req).email, id, lessonId, upload);
    },
  );
};
