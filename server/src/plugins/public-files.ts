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
    maxAge: '1d',
    dotfiles: 'deny',
    setHeaders(reply) {
      // Generated SVGs are images, never documents that run script.
      reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      reply.header('x-content-type-options', 'nosniff');
    },
  });
});
