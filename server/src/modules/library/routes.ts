import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { idParams } from '@the-gate/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FileStorage } from '../../lib/file-storage';
import { HttpError, notFound } from '../../lib/http-errors';
import { materialDownloadRoute } from '../catalogue/presenters';
import type { CatalogueService } from '../catalogue/service';

const TYPES: Record<string, string> = { '.pdf': 'application/pdf', '.zip': 'application/zip' };

const signedQuery = z.strictObject({
  expires: z
    .string()
    .regex(/^\d{1,12}$/, { error: 'expires must be a whole number.' })
    .transform(Number)
    .optional(),
  signature: z.string().max(100, { error: 'The signature is not valid.' }).optional(),
});

/**
 * File delivery. A free material streams to anyone; a paid one only through a short-lived URL
 * signed by this server for a user who owns it (contract §5.5, ARCHITECTURE: files).
 */
export const libraryRoutes: FastifyPluginAsyncZod<{ catalogue: CatalogueService; files: FileStorage }> = async (
  app,
  { catalogue, files },
) => {
  app.get(
    '/api/materials/:id/download',
    {
      schema: {
        tags: ['library'],
        summary: "Downloads a material's file (free, or through a signed link)",
        params: idParams('material id'),
        querystring: signedQuery,
      },
    },
    async (req, reply) => {
      const file = await catalogue.materialFile(req.params.id);
      if (!file.isFree) {
        const { expires, signature } = req.query;
        const valid =
          expires !== undefined &&
          signature !== undefined &&
          files.verifySignature(materialDownloadRoute(req.params.id), expires, signature);
        if (!valid) throw new HttpError(403, 'This download link is not valid or has expired.');
      }
      const filePath = files.privatePath(file.fileKey);
      const info = filePath ? await stat(filePath).catch(() => null) : null;
      if (!filePath || !info?.isFile()) throw notFound('The file for this material is missing.');
      await catalogue.recordDownload(req.params.id);
      const extension = path.extname(filePath).toLowerCase();
      const name = `${file.title.replace(/[^\w .-]+/g, '').trim() || 'material'}${extension}`;
      return reply
        .type(TYPES[extension] ?? 'application/octet-stream')
        .header('content-length', info.size)
        .header('content-disposition', `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`)
        .header('cache-control', 'private, no-store')
        .send(createReadStream(filePath));
    },
  );
};
