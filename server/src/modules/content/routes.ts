import { errorBodySchema } from '@the-gate/contract/common';
import { distributorSchema, searchQuerySchema } from '@the-gate/contract/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCachedJson } from '../../lib/cached-reply';
import type { ResponseCache } from '../../lib/response-cache';
import type { ContentService } from './service';

const errors = { 400: errorBodySchema, 404: errorBodySchema };

/** Distributors, which the spec hard-codes and we serve (contract §6). */
export const contentRoutes: FastifyPluginAsyncZod<{ content: ContentService; cache: ResponseCache }> = async (
  app,
  { content, cache },
) => {
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
