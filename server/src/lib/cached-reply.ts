import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ResponseCache } from './response-cache';

/**
 * Answers a public GET from the response cache: the serialised bytes are sent as they are, with
 * an ETag so a browser that already has them gets a 304. `no-cache` makes browsers revalidate
 * every time, so a change is seen on the next request.
 */
export async function sendCachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: ResponseCache,
  produce: () => Promise<unknown>,
) {
  const entry = await cache.get(request.url, produce);
  reply.header('etag', entry.etag).header('cache-control', 'no-cache');
  if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(entry.body);
}
