import { csvImportResultSchema } from '@the-gate/contract/admin-catalogue';
import { booleanString, strictQuery } from '@the-gate/contract/common';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { HttpError } from '../../lib/http-errors';
import { signedInUser } from '../auth/service';
import { CSV_IMPORT_LIMITS, TOO_LARGE } from './materials-csv';
import { exportMaterialsCsv, importMaterialsCsv } from './materials-csv-service';

const tags = ['admin'];
const failure = z.object({ message: z.string() });

export const NOT_CSV = 'Send the CSV file as the request body, with the header Content-Type: text/csv.';

/**
 * The catalogue as a CSV file and back (issue 24 §4). A plugin of its own, so the text/csv body
 * parser and its 5 MB limit apply to these routes only (the app's JSON limit is 1 MB).
 *
 * A file that was read answers 200 `{ rows, created, updated, errors }`, with or without errors: the
 * import did its job (checking the file), and the back office shows the errors by row from the same
 * shape. A request that carries no file to read is a 400 `{ message }` (no CSV body, no dryRun, more
 * than 5,000 rows), too large a file a 413.
 */
export const materialsCsvAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'string', bodyLimit: CSV_IMPORT_LIMITS.bytes },
    (_request, body, done) => done(null, body),
  );
  // Too large a file is a 413 saying the limit; every other error goes on to the app's handler.
  app.setErrorHandler((error: FastifyError) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new HttpError(413, TOO_LARGE);
    throw error;
  });

  app.get(
    '/api/admin/materials/export',
    {
      onRequest: app.requirePermission('catalogue.export'),
      schema: {
        tags,
        summary: 'Every material of every status as CSV (UTF-8 with BOM, CRLF rows), by id',
        produces: ['text/csv'],
      },
    },
    async (_request, reply) => {
      const csv = await exportMaterialsCsv(db);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="materials-${day}.csv"`)
        .send(csv);
    },
  );

  app.post(
    '/api/admin/materials/import',
    {
      onRequest: app.requirePermission('catalogue.manage'),
      bodyLimit: CSV_IMPORT_LIMITS.bytes,
      schema: {
        tags,
        summary:
          'Create (rows without id) and change (rows with id) materials from CSV, all or nothing; dryRun=true keeps nothing',
        consumes: ['text/csv'],
        querystring: strictQuery({ dryRun: booleanString('dryRun') }),
        response: { 200: csvImportResultSchema, 400: failure, 403: failure, 413: failure },
      },
    },
    async (request) => {
      if (typeof request.body !== 'string') throw new HttpError(400, NOT_CSV);
      const user = signedInUser(request);
      return importMaterialsCsv(db, { email: user.email, role: user.staffRole! }, request.body, {
        dryRun: request.query.dryRun,
      });
    },
  );
};
