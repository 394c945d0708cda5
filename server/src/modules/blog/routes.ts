import { blogPostsQuerySchema, blogPostsResponseSchema } from '@the-gate/contract/blog';
import { errorBodySchema } from '@the-gate/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCachedJson } from '../../lib/cached-reply';
import type { ResponseCache } from '../../lib/response-cache';
import type { BlogService } from './service';

/**
 * An unknown slug or category is a 200 with empty data, never a 404: a 404 would make the web
 * app show its built-in sample posts instead of "Article Not Found" (contract §3.17).
 */
export const blogRoutes: FastifyPluginAsyncZod<{ blog: BlogService; cache: ResponseCache }> = async (
  app,
  { blog, cache },
) => {
  app.get(
    '/api/blog-posts',
    {
      schema: {
        tags: ['blog'],
        summary: 'Published blog posts, newest first (a CMS-compatible subset)',
        querystring: blogPostsQuerySchema,
        response: { 200: blogPostsResponseSchema, 400: errorBodySchema },
      },
    },
    (req, reply) => sendCachedJson(req, reply, cache, () => blog.listPosts(req.query)),
  );
};
