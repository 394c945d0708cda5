import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendEncoded } from './content-encoding';
import type { ResponseCache } from './response-cache';

/**
 * Answers a public GET from the response cache: the kept bytes (brotli, gzip or plain, as the
 * request accepts) are sent as they are, with an ETag so a browser that already has them gets a
 * 304. `no-cache` makes browsers revalidate every time, so a change is seen on the next request.
 */
export async function sendCachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: ResponseCache,
  produce: () => Promise<unknown>,
) {
  const entry = await cache.get(request.url, produce);
  reply.header('cache-control', 'no-cache');
  return sendEncoded(request, reply, entry, 'application/json; charset=utf-8');
}
