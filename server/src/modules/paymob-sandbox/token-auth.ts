import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * `Authorization: Token <secret key>` (paymob.md §2.1), refused the way Paymob's API (Django REST
 * framework's token authentication) refuses it: another scheme counts as no credentials at all.
 */
export function requireSecretKey(secretKey: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const [scheme, token, ...rest] = (request.headers.authorization ?? '').trim().split(/\s+/);
    if (scheme?.toLowerCase() !== 'token') {
      return reply
        .code(401)
        .header('www-authenticate', 'Token')
        .send({ detail: 'Authentication credentials were not provided.' });
    }
    if (!token || rest.length > 0 || !sameSecret(token, secretKey)) {
      return reply.code(401).header('www-authenticate', 'Token').send({ detail: 'Invalid token.' });
    }
  };
}
