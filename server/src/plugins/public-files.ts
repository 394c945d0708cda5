import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Public files (thumbnails, covers, previews) at /files/...; private files never live here. */
export const publicFiles = fp(async (app: FastifyInstance, { dir }: { dir: string }) => {
  await app.register(fastifyStatic, {
    root: dir,
    prefix: '/files/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    dotfiles: 'deny',
    setHeaders(res) {
      res.setHeader('cache-control', 'public, max-age=86400');
      // Generated SVGs are images, never documents that run script.
      res.setHeader('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      res.setHeader('x-content-type-options', 'nosniff');
    },
  });
});
