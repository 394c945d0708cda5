import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../lib/http-errors';
import type { AuthService, SignedInUser } from './service';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser`; null on routes that do not ask for a signed-in user. */
    user: SignedInUser | null;
  }
  interface FastifyInstance {
    /** preHandler for protected routes: 401 unless the request carries a live session's token. */
    requireUser: RequireUser;
    /** The signed-in user of a public route that answers owners differently; null for anyone else. */
    viewerOf: (request: FastifyRequest) => Promise<SignedInUser | null>;
  }
}

const AUTHENTICATION_REQUIRED = 'Authentication required';

/** A preHandler; typed by the request alone so it fits any route of any app instance. */
export type RequireUser = (request: FastifyRequest) => Promise<void>;

/**
 * Reads `Authorization: Bearer <token>`: missing, malformed, unknown, expired or revoked tokens
 * and disabled users are all a 401 in the route family's error shape (contract §1.3, §1.4).
 */
export function requireUser(auth: Pick<AuthService, 'authenticate'>): RequireUser {
  return async (request) => {
    const user = await auth.authenticate(request.headers.authorization);
    if (!user) throw new HttpError(401, AUTHENTICATION_REQUIRED);
    request.user = user;
  };
}

/** The signed-in user of a route guarded by `app.requireUser`. */
export function signedInUser(request: FastifyRequest): SignedInUser {
  if (!request.user) throw new HttpError(401, AUTHENTICATION_REQUIRED);
  return request.user;
}

/** Makes `app.requireUser` and `request.user` available to every module's routes. */
export const authentication = fp(
  async (app: FastifyInstance, { auth }: { auth: Pick<AuthService, 'authenticate'> }) => {
    app.decorateRequest('user', null);
    app.decorate('requireUser', requireUser(auth));
    // A public page must not fail for a stale token: it is answered as to a visitor.
    app.decorate('viewerOf', (request: FastifyRequest) =>
      request.headers.authorization ? auth.authenticate(request.headers.authorization) : Promise.resolve(null),
    );
  },
  { name: 'authentication' },
);
