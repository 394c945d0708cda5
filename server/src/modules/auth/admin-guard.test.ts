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

  it('finds every back-office route, each with a permission', () => {
    const found = routes.map((route) => `${route.method} ${route.url} ${routePermission(route)}`);
    expect(found).toEqual(
      expect.arrayContaining([
        'GET /api/admin/staff staff.manage',
        'PUT /api/admin/staff staff.manage',
        'DELETE /api/admin/staff/:userId staff.manage',
        'GET /api/admin/audit audit.read',
        // Issue 24 §3: the PDF is a manager's, the cover an editor's.
        'PUT /api/admin/materials/:id/file catalogue.manage',
        'PUT /api/admin/materials/:id/thumbnail catalogue.edit',
        // Issue 24 §2: the taxonomies (admin-taxonomy-routes.ts says why each permission).
        'GET /api/admin/material-types catalogue.read',
        'POST /api/admin/material-types catalogue.manage',
        'PATCH /api/admin/material-types/:id catalogue.edit',
        'DELETE /api/admin/material-types/:id catalogue.manage',
        'GET /api/admin/categories catalogue.read',
        'POST /api/admin/categories catalogue.manage',
        'PATCH /api/admin/categories/:id catalogue.edit',
        'DELETE /api/admin/categories/:id catalogue.manage',
        'GET /api/admin/tags catalogue.read',
        'PATCH /api/admin/tags/:id catalogue.edit',
        'DELETE /api/admin/tags/:id catalogue.manage',
        'GET /api/admin/materials/export catalogue.export',
        'POST /api/admin/materials/import catalogue.manage',
        // Issue 24 §2: exams and teacher courses with their lessons.
        'GET /api/admin/exams catalogue.read',
        'GET /api/admin/exams/:id catalogue.read',
        'POST /api/admin/exams catalogue.manage',
        'PATCH /api/admin/exams/:id catalogue.edit',
        'GET /api/admin/courses catalogue.read',
        'GET /api/admin/courses/:id catalogue.read',
        'POST /api/admin/courses catalogue.manage',
        'PATCH /api/admin/courses/:id catalogue.edit',
        'POST /api/admin/courses/:id/lessons catalogue.edit',
        'PUT /api/admin/courses/:id/lessons/order catalogue.edit',
        'PATCH /api/admin/courses/:id/lessons/:lessonId catalogue.edit',
        'DELETE /api/admin/courses/:id/lessons/:lessonId catalogue.manage',
        'GET /api/admin/groups catalogue.read',
        'GET /api/admin/groups/:id catalogue.read',
        'POST /api/admin/groups catalogue.manage',
        'PATCH /api/admin/groups/:id catalogue.edit',
        // The other kinds' covers are an editor's too; what teachers download is a manager's.
        'PUT /api/admin/groups/:id/thumbnail catalogue.edit',
        'PUT /api/admin/groups/:id/main-thumbnail catalogue.edit',
        'PUT /api/admin/exams/:id/thumbnail catalogue.edit',
        'PUT /api/admin/courses/:id/thumbnail catalogue.edit',
        'PUT /api/admin/courses/:id/lessons/:lessonId/document catalogue.manage',
        'GET /api/admin/materials catalogue.read',
        'GET /api/admin/materials/:id catalogue.read',
        'POST /api/admin/materials catalogue.manage',
        'PATCH /api/admin/materials/:id catalogue.edit',
        // Issue 25 §4 and §8: promo codes and the sales report.
        'GET /api/admin/promo-codes promo.manage',
        'GET /api/admin/promo-codes/:id promo.manage',
        'POST /api/admin/promo-codes promo.manage',
        'PATCH /api/admin/promo-codes/:id promo.manage',
        'GET /api/admin/reports/sales reports.read',
        // Issue 25 §6: the forms inbox and the newsletter's subscribers.
        'GET /api/admin/messages inbox.manage',
        'GET /api/admin/messages/:kind/:id inbox.manage',
        'PATCH /api/admin/messages/:kind/:id inbox.manage',
        'POST /api/admin/messages/:kind/:id/replies inbox.manage',
        'GET /api/admin/newsletter-subscribers newsletter.manage',
        'GET /api/admin/newsletter-subscribers/export newsletter.manage',
        'DELETE /api/admin/newsletter-subscribers/:id newsletter.manage',
        // Issue 25 §3: customers, read by every role, changed by managers and owners.
        'GET /api/admin/customers customers.read',
        'GET /api/admin/customers/:id customers.read',
        'POST /api/admin/customers/:id/grants customers.manage',
        'DELETE /api/admin/customers/:id/grants/:grantId customers.manage',
        'POST /api/admin/customers/:id/sign-out customers.manage',
        'POST /api/admin/customers/:id/disable customers.manage',
        'POST /api/admin/customers/:id/enable customers.manage',
        // Issue 25 §5: the blog, owners, managers and editors alike.
        'GET /api/admin/blog-posts blog.manage',
        'GET /api/admin/blog-posts/:id blog.manage',
        'GET /api/admin/blog-posts/:id/preview blog.manage',
        'POST /api/admin/blog-posts blog.manage',
        'PATCH /api/admin/blog-posts/:id blog.manage',
        'DELETE /api/admin/blog-posts/:id blog.manage',
        'PUT /api/admin/blog-posts/:id/cover blog.manage',
        'GET /api/admin/blog-categories blog.manage',
        // Issue 25 §1, §2: payments are read by managers and owners; refunds are theirs too.
        'GET /api/admin/payments payments.read',
        'GET /api/admin/payments/export payments.read',
        'GET /api/admin/payments/:reference payments.read',
        'POST /api/admin/payments/:reference/receipt payments.read',
        'POST /api/admin/payments/:reference/refunds payments.refund',
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
