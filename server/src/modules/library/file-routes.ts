import { errorBodySchema, idParams, idString } from '@the-gate/contract/common';
import { PUBLISHED } from '@the-gate/contract/item-status';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FileStorage } from '../../lib/file-storage';
import { HttpError, notFound } from '../../lib/http-errors';
import {
  assertSignedFor,
  isSignedFor,
  LINK_NOT_VALID,
  privateFile,
  sendFile,
  signedQuery,
} from '../../lib/signed-files';
import type { PaidFiles } from '../../lib/stamping/paid-files';
import type { CatalogueService } from '../catalogue/service';
import type { LibraryService } from './service';

type Options = { catalogue: CatalogueService; library: LibraryService; files: FileStorage; paidFiles: PaidFiles };

const MISSING = 'The file for this material is missing.';
const NOT_IN_SHOP = 'The requested material could not be found.';
const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

const ownerLinkParams = z.strictObject({
  userId: z.uuid({ error: 'This download link is not valid.' }),
  id: idString('material id'),
  use: z.enum(['download', 'read'], { error: 'This download link is not valid.' }),
});

/**
 * File delivery. A free material streams to anyone; a paid one only through a short-lived URL
 * signed by this server (contract §5.5). A HEAD request answers the headers and records nothing.
 */
export const libraryFileRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { catalogue, library, files, paidFiles },
) => {
  app.get(
    '/api/materials/:id/download',
    {
      schema: {
        tags: ['library'],
        summary: "Downloads a material's file (free, or through a signed link)",
        params: idParams('material id'),
        querystring: signedQuery,
        response: errors,
      },
    },
    async (req, reply) => {
      const file = await catalogue.materialFile(req.params.id);
      const route = catalogue.downloadRoute(req.params.id);
      // A free file is open to anyone only while the shop offers it; a draft or archived one is missing
      // to all but a signed link (issue 24 §2). Its owners keep their own links (the route below).
      const published = file.status === PUBLISHED;
      if (!published && !isSignedFor(files, route, req.query)) throw notFound(NOT_IN_SHOP);
      // A paid file leaves only through its owner's own link, stamped for them (issue 27 §1): a link
      // to this route signed before that, still within its hour, is refused rather than served bare.
      if (!file.isFree) throw new HttpError(403, LINK_NOT_VALID);
      if (!published) assertSignedFor(files, route, req.query);
      const stored = await privateFile(files, file.fileKey, MISSING);
      if (req.method === 'GET') await catalogue.recordDownload(req.params.id, { address: req.ip });
      return sendFile(reply, files, stored, { title: file.title, fallback: 'material' });
    },
  );

  app.get(
    '/api/library/:userId/materials/:id/:use',
    {
      schema: {
        tags: ['library'],
        summary: "A library owner's signed file link: download saves the file, read is what the reader opens",
        params: ownerLinkParams,
        querystring: signedQuery,
        response: errors,
      },
    },
    async (req, reply) => {
      const link = { userId: req.params.userId, materialId: req.params.id, use: req.params.use };
      const file = await library.fileOfOwnerLink(link, req.query);
      // A paid file is the owner's own stamped copy (issue 27 §1); a free one is the same for all.
      const stored = file.isFree
        ? await privateFile(files, file.fileKey, MISSING)
        : await paidFiles.fileFor({
            ...file,
            userId: link.userId,
            item: { itemType: 'Material', itemId: link.materialId },
            missingMessage: MISSING,
          });
      if (req.method === 'GET') await library.recordFileAccess(link);
      if (link.use === 'read') {
        // READER_URL may be another host that fetches the file by script; the signed URL is the
        // permission, so any origin may read it (issue 9 §5).
        reply.header('access-control-allow-origin', '*');
      }
      return sendFile(reply, files, stored, {
        title: file.title,
        fallback: 'material',
        kind: link.use === 'read' ? 'inline' : 'attachment',
      });
    },
  );
};
