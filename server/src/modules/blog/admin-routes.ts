import multipart from '@fastify/multipart';
import {
  adminBlogCategoriesSchema,
  adminBlogPostListSchema,
  adminBlogPostSchema,
  adminBlogPostsQuerySchema,
  BLOG_POST_NOT_FOUND,
  createBlogPostRequestSchema,
  createdBlogPostSchema,
  patchBlogPostRequestSchema,
  uploadedBlogCoverSchema,
} from '@the-gate/contract/admin-blog';
import { blogPostSchema } from '@the-gate/contract/blog';
import { errorBodySchema, idParams } from '@the-gate/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client';
import { COVER_LIMIT } from '../../lib/cover-upload';
import type { FileStorage } from '../../lib/file-storage';
import { badRequest, HttpError } from '../../lib/http-errors';
import type { ResponseCache } from '../../lib/response-cache';
import { NOT_MULTIPART, receiveUpload } from '../../lib/uploads';
import { signedInUser } from '../auth/service';
import { createBlogCoverService } from './admin-cover';
import { createAdminBlogService } from './admin-posts';
import { createPublishSchedule } from './publish-schedule';
import type { BlogService } from './service';

type Options = {
  database: DatabaseHandle;
  files: FileStorage;
  blog: BlogService;
  cache: ResponseCache;
  /** The channel of migration 0001's change notifications (app.ts PUBLIC_DATA_CHANNEL). */
  channel: string;
};

const tags = ['admin'];
const params = idParams('blog post id');
const failures = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const permission = 'blog.manage';

/**
 * The back office's blog (issue 25 §5): owners, managers and editors (blog.manage) list, write,
 * schedule, preview and delete posts and upload their covers. Also starts the timer that drops the
 * shop's caches when a Scheduled post's time comes (publish-schedule.ts). Decision 023.
 */
export const blogAdminRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { database, files, blog, cache, channel },
) => {
  const posts = createAdminBlogService({ db: database.db, files });
  const covers = createBlogCoverService({ db: database.db, files });
  const schedule = createPublishSchedule({ db: database.db, logger: app.log, invalidate: () => cache.invalidate() });
  const unlisten = await database.listen(channel, {
    // The trigger's payload is the table's name.
    onNotify: (payload) => payload === 'blog_posts' && schedule.changed(),
    onDown: () => {},
    onUp: () => schedule.changed(),
  });
  app.addHook('onReady', async () => {
    await schedule.start();
  });
  app.addHook('onClose', async () => {
    schedule.stop();
    await unlisten();
  });
  const actor = (req: Parameters<typeof signedInUser>[0]) => signedInUser(req).email;

  app.get(
    '/api/admin/blog-posts',
    {
      onRequest: app.requirePermission(permission),
      schema: {
        tags,
        summary: 'One page of the blog posts, every status, newest change first',
        querystring: adminBlogPostsQuerySchema,
        response: { 200: adminBlogPostListSchema, ...failures },
      },
    },
    async (req) => posts.list(req.query),
  );

  app.get(
    '/api/admin/blog-posts/:id',
    {
      onRequest: app.requirePermission(permission),
      schema: {
        tags,
        summary: 'One blog post, any status',
        params,
        response: { 200: adminBlogPostSchema, ...failures },
      },
    },
    async (req) => posts.post(req.params.id),
  );

  app.get(
    '/api/admin/blog-posts/:id/preview',
    {
      onRequest: app.requirePermission(permission),
      schema: {
        tags,
        summary: 'A post, any status, as the shop’s article page reads it (staff only: a draft is never public)',
        params,
        response: { 200: blogPostSchema, ...failures },
      },
    },
    async (req, reply) => {
      const post = await blog.previewPost(req.params.id);
      if (!post) throw new HttpError(404, BLOG_POST_NOT_FOUND);
      reply.header('cache-control', 'no-store');
      return post;
    },
  );

  app.post(
    '/api/admin/blog-posts',
    {
      onRequest: app.requirePermission(permission),
      schema: {
        tags,
        summary: 'Write a post: Draft, Published (now) or Scheduled (a future publishAt)',
        body: createBlogPostRequestSchema,
        response: { 201: createdBlogPostSchema, ...failures },
      },
    },
    async (req, reply) => reply.code(201).send(await posts.create(actor(req), req.body)),
  );

  app.patch(
    '/api/admin/blog-posts/:id',
    {
      onRequest: app.requirePermission(permission),
      schema: {
        tags,
        summary: 'Change any of the fields of a post, its status included; 409 when expectedUpdatedAt is stale',
        params,
        body: patchBlogPostRequestSchema,
        response: { 200: adminBlogPostSchema, ...failures },
      },
    },
    async (req) => posts.change(actor(req), req.params.id, req.body),
  );

  app.delete(
    '/api/admin/blog-posts/:id',
    {
      onRequest: app.requirePermission(permission),
      schema: { tags, summary: 'Delete a post', params, response: { 204: z.null(), ...failures } },
    },
    async (req, reply) => {
      await posts.remove(actor(req), req.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/admin/blog-categories',
    {
      onRequest: app.requirePermission(permission),
      schema: {
        tags,
        summary: 'The blog categories, by name',
        response: { 200: adminBlogCategoriesSchema, ...failures },
      },
    },
    async () => posts.categories(),
  );

  // Multipart in this scope only, as the catalogue's uploads: any other body is a 400 that says to send a form.
  const coverRoutes: FastifyPluginAsyncZod = async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: false });
    scope.addContentTypeParser('*', (_req, _payload, done) => done(badRequest(NOT_MULTIPART)));
    scope.put(
      '/api/admin/blog-posts/:id/cover',
      {
        onRequest: scope.requirePermission(permission),
        schema: {
          tags,
          summary: "Replace a post's cover (multipart, field `file`: JPEG, PNG or WebP)",
          consumes: ['multipart/form-data'],
          params,
          response: { 200: uploadedBlogCoverSchema, ...failures, 413: errorBodySchema },
        },
      },
      async (req) => {
        await covers.assertPost(req.params.id);
        const upload = await receiveUpload(req, files, COVER_LIMIT);
        return { coverUrl: await covers.replace(actor(req), req.params.id, upload) };
      },
    );
  };
  await app.register(coverRoutes);
};
