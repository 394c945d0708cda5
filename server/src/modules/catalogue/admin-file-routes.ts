import multipart from '@fastify/multipart';
import { uploadedCoverSchema, uploadedFileSchema } from '@the-gate/contract/admin-catalogue';
import { errorBodySchema, idParams } from '@the-gate/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { COVER_LIMIT } from '../../lib/cover-upload';
import type { FileStorage } from '../../lib/file-storage';
import { badRequest } from '../../lib/http-errors';
import { NOT_MULTIPART, receiveUpload } from '../../lib/uploads';
import { signedInUser } from '../auth/service';
import { createAdminFilesService, MAX_PDF_BYTES, PDF_TOO_LARGE } from './admin-files';
import { createGroupFilesService, type GroupCover } from './admin-group-files';

type Options = { db: Database; files: FileStorage };

const tags = ['admin'];
const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 413: errorBodySchema };

/**
 * Uploading a material's PDF and cover (issue 24 §3). The multipart parser is registered in this
 * plugin's scope only: the rest of the API keeps taking JSON alone. Every other body sent here is a
 * 400 that says to send the file as a form, not the app's "Send JSON".
 */
export const catalogueFileAdminRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, files }) => {
  const uploads = createAdminFilesService({ db, files });
  const groupUploads = createGroupFilesService({ db, files });
  await app.register(multipart, { throwFileSizeLimit: false });
  app.addContentTypeParser('*', (_req, _payload, done) => done(badRequest(NOT_MULTIPART)));

  app.put(
    '/api/admin/materials/:id/file',
    {
      onRequest: app.requirePermission('catalogue.manage'),
      schema: {
        tags,
        summary: "Replace a material's PDF (multipart, field `file`): its page count and preview come from it",
        consumes: ['multipart/form-data'],
        params: idParams('material id'),
        response: { 200: uploadedFileSchema, ...errors },
      },
    },
    async (req) => {
      // The material first: an unknown one is a 404 before a byte of the file is stored.
      await uploads.materialTitle(req.params.id);
      const upload = await receiveUpload(req, files, { maxBytes: MAX_PDF_BYTES, tooLarge: PDF_TOO_LARGE });
      return uploads.replaceFile(signedInUser(req).email, req.params.id, upload);
    },
  );

  app.put(
    '/api/admin/materials/:id/thumbnail',
    {
      onRequest: app.requirePermission('catalogue.edit'),
      schema: {
        tags,
        summary: "Replace a material's cover (multipart, field `file`: JPEG, PNG or WebP)",
        consumes: ['multipart/form-data'],
        params: idParams('material id'),
        response: { 200: uploadedCoverSchema, ...errors },
      },
    },
    async (req) => {
      await uploads.materialTitle(req.params.id);
      const upload = await receiveUpload(req, files, COVER_LIMIT);
      const thumbnailKey = await uploads.replaceThumbnail(signedInUser(req).email, req.params.id, upload);
      return { thumbnailPath: files.publicFileUrl(thumbnailKey)! };
    },
  );

  // A package's or book's two pictures (issue 24 §3): the cover of lists, cart and gallery, and the big
  // one of its own page and share image (the shop shows `mainThumbnailPath` there).
  const groupCovers: [string, GroupCover, string][] = [
    ['thumbnail', 'thumbnail', "Replace a package's or book's cover (multipart, field `file`: JPEG, PNG or WebP)"],
    [
      'main-thumbnail',
      'main',
      "Replace the big picture of a package's or book's own page (multipart, field `file`: JPEG, PNG or WebP)",
    ],
  ];
  for (const [path, which, summary] of groupCovers) {
    app.put(
      `/api/admin/groups/:id/${path}`,
      {
        onRequest: app.requirePermission('catalogue.edit'),
        schema: {
          tags,
          summary,
          consumes: ['multipart/form-data'],
          params: idParams('package or book id'),
          response: { 200: uploadedCoverSchema, ...errors },
        },
      },
      async (req) => {
        await groupUploads.assertGroup(req.params.id);
        const upload = await receiveUpload(req, files, COVER_LIMIT);
        const key = await groupUploads.replaceCover(signedInUser(req).email, req.params.id, which, upload);
        return { thumbnailPath: files.publicFileUrl(key)! };
      },
    );
  }
};
