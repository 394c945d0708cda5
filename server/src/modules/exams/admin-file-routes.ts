import multipart from '@fastify/multipart';
import { uploadedCoverSchema } from '@the-gate/contract/admin-catalogue';
import { errorBodySchema, idParams } from '@the-gate/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { COVER_LIMIT } from '../../lib/cover-upload';
import type { FileStorage } from '../../lib/file-storage';
import { badRequest } from '../../lib/http-errors';
import { NOT_MULTIPART, receiveUpload } from '../../lib/uploads';
import { signedInUser } from '../auth/service';
import { createExamFilesService } from './admin-files';

type Options = { db: Database; files: FileStorage };

const tags = ['admin'];
const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 413: errorBodySchema };

/**
 * Uploading an exam's cover (issue 24 §3). As the materials' uploads (catalogue/admin-file-routes.ts):
 * multipart in this plugin's scope only, any other body a 400 that says to send the file as a form.
 */
export const examFileAdminRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, files }) => {
  const uploads = createExamFilesService({ db, files });
  await app.register(multipart, { throwFileSizeLimit: false });
  app.addContentTypeParser('*', (_req, _payload, done) => done(badRequest(NOT_MULTIPART)));

  app.put(
    '/api/admin/exams/:id/thumbnail',
    {
      onRequest: app.requirePermission('catalogue.edit'),
      schema: {
        tags,
        summary: "Replace an exam's cover (multipart, field `file`: JPEG, PNG or WebP)",
        consumes: ['multipart/form-data'],
        params: idParams('exam id'),
        response: { 200: uploadedCoverSchema, ...errors },
      },
    },
    async (req) => {
      // The exam first: an unknown one is a 404 before a byte of the file is stored.
      await uploads.assertExam(req.params.id);
      const upload = await receiveUpload(req, files, COVER_LIMIT);
      const thumbnailKey = await uploads.replaceThumbnail(signedInUser(req).email, req.params.id, upload);
      return { thumbnailPath: files.publicFileUrl(thumbnailKey)! };
    },
  );
};
