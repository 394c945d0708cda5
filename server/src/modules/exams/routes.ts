import { errorBodySchema, idParams } from '@the-gate/contract/common';
import { examSchema, examsQuerySchema } from '@the-gate/contract/exams';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCachedJson } from '../../lib/cached-reply';
import type { ResponseCache } from '../../lib/response-cache';
import type { ExamsService } from './service';

const errors = { 400: errorBodySchema, 404: errorBodySchema };

/** Answers carrying an owner's paper links are their own: never cached, here or in a shared cache. */
const PRIVATE = 'private, no-store';

/** The Gate exams, which the spec hard-codes and we serve (contract §6). */
export const examRoutes: FastifyPluginAsyncZod<{ exams: ExamsService; cache: ResponseCache }> = async (
  app,
  { exams, cache },
) => {
  app.get(
    '/api/exams',
    {
      schema: {
        tags: ['exams'],
        summary: "The Gate exams on sale; with a buyer's bearer token, their own papers carry signed links",
        querystring: examsQuerySchema,
        response: { 200: z.array(examSchema), ...errors },
      },
    },
    async (req, reply) => {
      const viewer = await app.viewerOf(req);
      if (!viewer) return sendCachedJson(req, reply, cache, () => exams.listExams(req.query));
      reply.header('cache-control', PRIVATE);
      return exams.listExams(req.query, viewer.id);
    },
  );

  app.get(
    '/api/exams/:id',
    {
      schema: {
        tags: ['exams'],
        summary: "One exam; with its owner's bearer token, a paid exam carries a signed link to its paper",
        params: idParams('exam id'),
        response: { 200: examSchema, ...errors },
      },
    },
    async (req, reply) => {
      const viewer = await app.viewerOf(req);
      if (!viewer) return sendCachedJson(req, reply, cache, () => exams.getExam(req.params.id));
      reply.header('cache-control', PRIVATE);
      return exams.getExam(req.params.id, viewer.id);
    },
  );
};
