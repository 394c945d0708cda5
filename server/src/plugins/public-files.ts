import { Readable } from 'node:stream';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { type FileStorage, PUBLIC_CACHE_CONTROL } from '../lib/file-storage';
import { LocalStore } from '../lib/storage/local-store';
import { contentTypeOf } from '../lib/storage/object-store';

/** Generated SVGs are images, never documents that run script. */
const SANDBOX = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

function setPublicHeaders(res: { setHeader(name: string, value: string): unknown }) {
  res.setHeader('cache-control', PUBLIC_CACHE_CONTROL);
  res.setHeader('content-security-policy', SANDBOX);
  res.setHeader('x-content-type-options', 'nosniff');
}

/**
 * Public files (thumbnails, covers, previews) at /files/...; private files never live here. The
 * local folder is served by @fastify/static; another store (S3, issue 28 §3) through its own stream,
 * with the same headers, its ETag and a 304 for a copy the browser already has.
 */
export const publicFiles = fp(async (app: FastifyInstance, { files }: { files: FileStorage }) => {
  if (files.store instanceof LocalStore) {
    await app.register(fastifyStatic, {
      root: files.store.pathOf('public'),
      prefix: '/files/',
      decorateReply: false,
      index: false,
      cacheControl: false,
      dotfiles: 'deny',
      setHeaders: setPublicHeaders,
    });
    return;
  }
  app.get('/files/*', { schema: { hide: true } }, async (req, reply) => {
    const key = keyOf((req.params as { '*': string })['*']);
    const found = key ? await files.headPublic(key) : null;
    if (!key || !found) return notFound(reply);
    setPublicHeaders({ setHeader: (name, value) => reply.header(name, value) });
    reply.header('etag', found.version).header('last-modified', found.modified.toUTCString());
    if (req.headers['if-none-match'] === found.version) return reply.code(304).send();
    reply.type(contentTypeOf(key)).header('content-length', found.size);
    // An empty stream, not nothing: Fastify's HEAD routes would write the length of nothing, 0.
    if (req.method === 'HEAD') return reply.send(Readable.from([]));
    const opened = await files.openPublic(key);
    if (!opened) return notFound(reply);
    return reply.header('etag', opened.version).header('content-length', opened.size).send(opened.body);
  });
});

/** The key in the address, decoded; null for one that is not a key (a dotfile, `..`, bad escapes). */
function keyOf(path: string): string | null {
  try {
    const key = decodeURIComponent(path);
    return key.split('/').some((part) => part.startsWith('.')) ? null : key;
  } catch {
    return null;
  }
}

function notFound(reply: FastifyReply) {
  return reply.code(404).send({ message: 'Not found.' });
}
