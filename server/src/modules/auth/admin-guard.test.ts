import { can, STAFF_ROLES } from '@the-gate/contract/staff-rules';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { admin, staffUser } from '../../../test/staff';
import { FORBIDDEN, isAdminUrl, routePermission } from './authenticate';
import { AUTHENTICATION_REQUIRED } from './service';

// Issue 24 §1: every /api/admin route x signed out / customer / editor / manager / owner answers as
// the contract's permission table says. The routes come from the app itself, so a new one is covered.
describe('the back office permission matrix (issue 24 §1)', () => {
  let t: TestApp;
  const routes: RouteOptions[] = [];
  const tokens = new Map<string, string>();

  beforeAll(async () => {
    t = await createTestApp({
      seed: false,
      onRoute: (route) => {
        if (isAdminUrl(route.url) && route.method !== 'HEAD') routes.push(route);
      },
    });
    for (const role of [null, ...STAFF_ROLES]) tokens.set(role ?? 'customer', (await staffUser(t, role)).token);
  });
  afterAll(async () => {
    await t.close();
  });

  it('finds the staff, audit and materials routes, each with a permission (issue 24 §1, §2)', () => {
    const found = routes.map((route) => `${route.method} ${route.url} ${routePermission(route)}`);
    expect(found).toEqual(
      expect.arrayContaining([
        'GET /api/admin/staff staff.manage',
        'PUT /api/admin/staff staff.manage',
        'DELETE /api/admin/staff/:userId staff.manage',
        'GET /api/admin/audit audit.read',
        'GET /api/admin/materials catalogue.read',
        'GET /api/admin/materials/:id catalogue.read',
        'POST /api/admin/materials catalogue.manage',
        'PATCH /api/admin/materials/:id catalogue.edit',
      ]),
    );
  });

  it('answers 401 signed out, 403 without the permission, and lets the allowed roles through', async () => {
    const seen: string[] = [];
    for (const route of routes) {
      const permission = routePermission(route)!;
      const url = route.url.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');
      for (const method of [route.method].flat() as ('GET' | 'PUT' | 'DELETE' | 'POST' | 'PATCH')[]) {
        const anonymous = await admin(t, method, url);
        expect(anonymous, `${method} ${url} signed out`).toEqual({
          status: 401,
          body: { message: AUTHENTICATION_REQUIRED },
        });
        for (const role of ['customer', ...STAFF_ROLES] as const) {
          // No body: a route that lets the role in answers 400 or 404 here, never 401/403 or 5xx.
          const answer = await admin(t, method, url, tokens.get(role));
          const allowed = role !== 'customer' && can(role, permission);
          if (allowed) {
            expect([401, 403], `${method} ${url} as ${role}`).not.toContain(answer.status);
            expect(answer.status, `${method} ${url} as ${role}`).toBeLessThan(500);
          } else expect(answer, `${method} ${url} as ${role}`).toEqual({ status: 403, body: { message: FORBIDDEN } });
          seen.push(`${method} ${url} ${role} ${answer.status}`);
        }
      }
    }
    expect(seen.length).toBeGreaterThanOrEqual(16);
  });

  it('answers 401 to a stale token as to none', async () => {
    const answer = await admin(t, 'GET', '/api/admin/staff', 'a'.repeat(43));
    expect(answer.status).toBe(401);
  });
});

describe('an /api/admin route without a permission (issue 24 §1)', () => {
  it('stops the app from starting', async () => {
    const t = await createTestApp({ seed: false });
    try {
      expect(() => t.app.get('/api/admin/forgotten', async () => ({ open: true }))).toThrow(
        /GET \/api\/admin\/forgotten has no permission/,
      );
      // A guard that only asks for a session is not a permission either.
      expect(() =>
        t.app.post('/api/admin/forgotten', { onRequest: t.app.requireUser }, async () => ({ open: true })),
      ).toThrow(/has no permission/);
      // The same route with a permission is accepted.
      t.app.get('/api/admin/declared', { onRequest: t.app.requirePermission('catalogue.read') }, async () => ({}));
      expect(routePermission({ onRequest: t.app.requirePermission('catalogue.read') })).toBe('catalogue.read');
    } finally {
      await t.close();
    }
  });
});
