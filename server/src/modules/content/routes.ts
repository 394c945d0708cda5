import { errorBodySchema, idParams } from '@the-gate/contract/common';
import { distributorSchema, examSchema, examsQuerySchema, searchQuerySchema } from '@the-gate/contract/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCachedJson } from '../../lib/cached-reply';
import type { ResponseCache } from '../../lib/response-cache';
import type { ContentService } from './service';

const errors = { 400: errorBodySchema, 404: errorBodySchema };

/** Exams and distributors, which the spec hard-codes and we serve (contract §6). */
export const contentRoutes: FastifyPluginAsyncZod<{ content: ContentService; cache: ResponseCache }> = async (
  app,
  { content, cache },
) => {
  app.get(
    '/api/exams',
    {
      schema: {
        tags: ['content'],
        summary: 'The Gate exams',
        querystring: examsQuerySchema,
        response: { 200: z.array(examSchema), ...errors },
      },
    },
    (req, reply) => sendCachedJson(req, reply, cache, () => content.listExams(req.query)),
  );

  app.get(
    '/api/exams/:id',
    {
      schema: {
        tags: ['content'],
        summary: 'One exam',
        params: idParams('exam id'),
        response: { 200: examSchema, ...errors },
      },
    },
    (req, reply) => sendCachedJson(req, reply, cache, () => content.getExam(req.params.id)),
  );

  app.get(
    '/api/distributors',
    {
      schema: {
        tags: ['content'],
        summary: 'Book distributors and their locations',
        querystring: searchQuerySchema,
        response: { 200: z.array(distributorSchema), ...errors },
      },
    },
    (req, reply) => sendCachedJson(req, reply, cache, () => content.listDistributors(req.query.search)),
  );
};
