import { can, type Permission } from '@the-gate/contract/staff-rules';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../lib/http-errors';
import { AUTHENTICATION_REQUIRED, type AuthService, FORBIDDEN, type SignedInUser } from './service';

export { FORBIDDEN };

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The signed-in user, once a route has asked (`requireUser`, or `viewerOf` finding one); null
     * otherwise. Its answer is then the user's own and never kept by a shared cache.
     */
    user: SignedInUser | null;
  }
  interface FastifyInstance {
    /** preHandler for protected routes: 401 unless the request carries a live session's token. */
    requireUser: RequireUser;
    /**
     * onRequest hook for every `/api/admin/*` route (issue 24 §1): 401 signed out, 403 unless the user's
     * staff role has `permission` in the contract's table. An admin route without one fails at start-up.
     */
    requirePermission: (permission: Permission) => RequireUser;
    /** The signed-in user of a public route that answers owners differently; null for anyone else. */
    viewerOf: (request: FastifyRequest) => Promise<SignedInUser | null>;
  }
}

/** An answer made for one user: no shared cache keeps it, and the browser does not store it either. */
const PRIVATE = 'private, no-store';

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

/** The permission each guard checks: how start-up and the tests read what a route declared. */
const guardPermissions = new WeakMap<RequireUser, Permission>();

/** Signed in (as `requireUser`), then allowed by the permission table, or 403. */
export function requirePermission(auth: Pick<AuthService, 'authenticate'>, permission: Permission): RequireUser {
  const signedIn = requireUser(auth);
  const guard: RequireUser = async (request) => {
    await signedIn(request);
    if (!can(request.user?.staffRole, permission)) throw new HttpError(403, FORBIDDEN);
  };
  guardPermissions.set(guard, permission);
  return guard;
}

/**
 * The permission a route declares with `onRequest: app.requirePermission(...)`, or null. onRequest,
 * not preHandler: a visitor without the permission is answered 401/403 before the body is even read
 * or validated.
 */
export function routePermission(route: Pick<RouteOptions, 'onRequest'>): Permission | null {
  const handlers = [route.onRequest ?? []].flat() as unknown as RequireUser[];
  return handlers.map((handler) => guardPermissions.get(handler)).find((found) => found !== undefined) ?? null;
}

/** Whether a URL is the back office's API, which every route must guard with a permission. */
export const isAdminUrl = (url: string) => url === '/api/admin' || url.startsWith('/api/admin/');

/**
 * Makes `app.requireUser` and `request.user` available to every module's routes, and marks every
 * answer made for a known user `private, no-store`, whatever the route set (issue 22 §5): one rule
 * here, so a new route that reads the viewer cannot forget it. Public answers to a signed-in
 * browser that never asked who it is keep their own caching (the catalogue's ETags).
 */
export const authentication = fp(
  async (app: FastifyInstance, { auth }: { auth: Pick<AuthService, 'authenticate'> }) => {
    app.decorateRequest('user', null);
    app.decorate('requireUser', requireUser(auth));
    app.decorate('requirePermission', (permission: Permission) => requirePermission(auth, permission));
    // A back-office route that forgot its guard would be open to anyone: refuse to start instead.
    app.addHook('onRoute', (route) => {
      if (isAdminUrl(route.url) && !routePermission(route))
        throw new Error(
          `${[route.method].flat().join(',')} ${route.url} has no permission: add onRequest: app.requirePermission('<permission>') (contract/src/staff-rules.ts).`,
        );
    });
    // A public page must not fail for a stale token: it is answered as to a visitor.
    app.decorate('viewerOf', async (request: FastifyRequest) => {
      if (!request.headers.authorization) return null;
      const viewer = await auth.authenticate(request.headers.authorization);
      if (viewer) request.user = viewer;
      return viewer;
    });
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.user) reply.header('cache-control', PRIVATE);
      done(null, payload);
    });
  },
  { name: 'authentication' },
);
