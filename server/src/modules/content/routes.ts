import { errorBodySchema, idParams } from '@the-gate/contract/common';
import { distributorSchema, examSchema, examsQuerySchema, searchQuerySchema } from '@the-gate/contract/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCachedJson } from '../../lib/cached-reply';
import type { ResponseCache } from '../../lib/response-cache';
import type { ContentService } from './service';

const errors = { 400: errorBodySchema, 404: errorBodySchema };

/** Answers carrying an owner's paper links are their own: never cached, here or in a shared cache. */
const PRIVATE = 'private, no-store';

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
        summary: "The Gate exams on sale; with a buyer's bearer token, their own papers carry signed links",
        querystring: examsQuerySchema,
        response: { 200: z.array(examSchema), ...errors },
      },
    },
    async (req, reply) => {
      const viewer = await app.viewerOf(req);
      if (!viewer) return sendCachedJson(req, reply, cache, () => content.listExams(req.query));
      reply.header('cache-control', PRIVATE);
      return content.listExams(req.query, viewer.id);
    },
  );

  app.get(
    '/api/exams/:id',
    {
      schema: {
        tags: ['content'],
        summary: "One exam; with its owner's bearer token, a paid exam carries a signed link to its paper",
        params: idParams('exam id'),
        response: { 200: examSchema, ...errors },
      },
    },
    async (req, reply) => {
      const viewer = await app.viewerOf(req);
      if (!viewer) return sendCachedJson(req, reply, cache, () => content.getExam(req.params.id));
      reply.header('cache-control', PRIVATE);
      return content.getExam(req.params.id, viewer.id);
    },
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
