import type { Material } from '@the-gate/contract/catalogue';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredUser } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { demoItems, initiate, paymentRow, postCallback, transactionFor } from '../../../test/payments';
import { materialGroups } from '../catalogue/schema';
import { exams } from '../exams/schema';

/**
 * Every answer that depends on who is asking is `private, no-store` (issue 22 §5). The routes are
 * the ones the app registers, not a list kept here: each GET route is called as a visitor and as a
 * signed-in buyer of the demo catalogue, and wherever the two answers differ, the buyer's must say
 * so. Links this server signed are someone's own, so their files are private too.
 */

let t: TestApp;
const routes: RouteOptions[] = [];
let token: string;
/** Path (and query) samples for routes with parameters that no answer links to. */
let samples: Record<string, string[]>;

beforeAll(async () => {
  // Downloads during the walk must not refresh the cached catalogue between a visitor's call and the buyer's.
  t = await createTestApp({
    listen: true,
    env: { DOWNLOAD_COUNTS_REFRESH_SECONDS: '3600' },
    onRoute: (route) => routes.push(route),
  });
  const buyer = await registeredUser(t);
  token = buyer.token;
  const items = await demoItems(t);
  const [exam] = await t.db.select({ id: exams.id }).from(exams).where(eq(exams.isFree, false)).limit(1);
  // A digital book: a group of one file, whose page gives its owner a download link.
  const [book] = await t.db
    .select({ id: materialGroups.id })
    .from(materialGroups)
    .where(and(eq(materialGroups.typeName, 'Digital Book'), eq(materialGroups.isFree, false)))
    .limit(1);
  const cart = [
    { itemType: 'Material' as const, itemId: items.paid.id, quantity: 1 },
    { itemType: 'MaterialGroup' as const, itemId: items.pro.id, quantity: 1 },
    { itemType: 'MaterialGroup' as const, itemId: book!.id, quantity: 1 },
    { itemType: 'Course' as const, itemId: items.course.id, quantity: 1 },
    { itemType: 'Exam' as const, itemId: exam!.id, quantity: 1 },
  ];
  const started = await initiate(t, token, cart);
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const reference = started.body.paymentReference as string;
  expect((await postCallback(t, transactionFor(await paymentRow(t, reference)))).status).toBe(200);
  const materialList = (await t.app.inject({ method: 'GET', url: '/api/materials' })).json<Material[]>();
  const thumbnail = materialList.find((material) => material.thumbnailPath)!.thumbnailPath!;
  const type = (await t.app.inject({ method: 'GET', url: '/api/material-types' })).json<{ id: number }[]>()[0]!;
  samples = {
    '/api/docs/static/*': ['/api/docs/static/swagger-ui.css'],
    '/files/*': [thumbnail],
    '/api/materials/:id': [`/api/materials/${items.paid.id}`],
    '/api/materials/:id/reader': [`/api/materials/${items.paid.id}/reader`],
    '/api/admin/materials/:id': [`/api/admin/materials/${items.paid.id}`],
    '/api/material-types/:id': [`/api/material-types/${type.id}`],
    '/api/material-groups/:id': [`/api/material-groups/${items.pro.id}`, `/api/material-groups/${book!.id}`],
    '/api/exams/:id': [`/api/exams/${exam!.id}`],
    '/api/courses/:courseId': [`/api/courses/${items.course.id}`],
    '/api/courses/:courseId/lessons': [`/api/courses/${items.course.id}/lessons`],
    '/api/teacher-courses/:id': [`/api/teacher-courses/${items.course.id}`],
    '/api/payments/:reference/status': [`/api/payments/${reference}/status`],
    '/api/admin/groups/:id': [`/api/admin/groups/${items.pro.id}`],
    '/api/admin/exams/:id': [`/api/admin/exams/${exam!.id}`],
    '/api/admin/courses/:id': [`/api/admin/courses/${items.course.id}`],
    '/api/admin/payments/:reference': [`/api/admin/payments/${reference}`],
    // Issue 25: the buyer's receipt, and the back office's promo codes, messages, customers and posts.
    '/api/payments/:reference/receipt': [`/api/payments/${reference}/receipt`],
    '/api/admin/promo-codes/:id': ['/api/admin/promo-codes/1'],
    '/api/admin/messages/:kind/:id': ['/api/admin/messages/contact/1'],
    '/api/admin/customers/:id': ['/api/admin/customers/00000000-0000-4000-8000-000000000000'],
    '/api/admin/blog-posts/:id': ['/api/admin/blog-posts/1'],
    '/api/admin/blog-posts/:id/preview': ['/api/admin/blog-posts/1/preview'],
  };
});
afterAll(async () => {
  expect(await t.close()).toEqual([]);
});

const get = (url: string, bearer?: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });

const sameAnswer = (a: LightMyRequestResponse, b: LightMyRequestResponse) =>
  a.statusCode === b.statusCode && a.rawPayload.equals(b.rawPayload);

/** `/api/courses/:courseId/lessons` → a pattern that matches `/api/courses/12/lessons`. */
const patternOf = (url: string) =>
  new RegExp(
    `^${url
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/:[^/]+/g, '[^/]+')
      .replace(/\*/g, '.+')}$`,
  );

/** Every address of this site an answer links to: its root-relative strings (issue 23 §7), path and query. */
function linksIn(response: LightMyRequestResponse): string[] {
  if (!/json/.test(String(response.headers['content-type']))) return [];
  const found: string[] = [];
  JSON.parse(response.body, (_key, value) => {
    if (typeof value === 'string' && /^\/(?!\/)/.test(value)) found.push(value);
    return value;
  });
  return found;
}

const isPrivate = (response: LightMyRequestResponse) => {
  const cacheControl = String(response.headers['cache-control'] ?? '');
  return cacheControl.includes('private') && cacheControl.includes('no-store');
};

describe('answers made for one user (issue 22 §5)', () => {
  it('every GET route that answers a signed-in buyer differently from a visitor says private, no-store', async () => {
    const getRoutes = routes
      .filter((route) => [route.method].flat().includes('GET'))
      .map((route) => route.url)
      .filter((url, index, all) => all.indexOf(url) === index);
    const parameterised = getRoutes.filter((url) => /[:*]/.test(url));
    const plain = getRoutes.filter((url) => !/[:*]/.test(url));

    const viewerRoutes = new Set<string>();
    const signedRoutes = new Set<string>();
    const wrong: string[] = [];
    const links = new Set<string>();
    const walk = async (route: string, url: string) => {
      const visitor = await get(url);
      const buyer = await get(url, token);
      for (const link of linksIn(buyer)) links.add(link);
      const signed = /[?&]signature=/.test(url);
      if (signed) signedRoutes.add(route);
      if (sameAnswer(visitor, buyer) && !signed) return;
      viewerRoutes.add(route);
      for (const response of signed ? [visitor, buyer] : [buyer]) {
        if (!isPrivate(response))
          wrong.push(`${url} (${response.statusCode}): cache-control ${response.headers['cache-control']}`);
      }
    };

    for (const url of plain) await walk(url, url);
    for (const route of parameterised) {
      // Each route also for an id that does not exist: a buyer's 404 is as much the buyer's as a 200.
      const unknown = route.replace(/:[^/]+/g, '999999999').replace(/\*/g, 'no-such-file');
      for (const url of [...(samples[route] ?? []), unknown]) await walk(route, url);
    }
    // Then the links the buyer's answers gave: the library's signed files, the lessons' zips, papers.
    const linked = new Map<string, string[]>();
    for (const link of links) {
      const path = link.split('?')[0]!;
      const route = parameterised.find((candidate) => patternOf(candidate).test(path));
      if (route) linked.set(route, [...(linked.get(route) ?? []), link]);
    }
    for (const [route, urls] of linked) for (const url of urls) await walk(route, url);

    // A new route with parameters needs a sample above or a link to it in some answer.
    const unsampled = parameterised.filter((route) => !samples[route] && !linked.has(route));
    expect(unsampled, 'routes with parameters that the walk could not call').toEqual([]);
    expect(wrong).toEqual([]);
    // The walk found what it must: it cannot pass by calling nothing that depends on the buyer.
    for (const route of [
      '/api/auth/me',
      '/api/materials/me',
      '/api/materials/:id',
      '/api/materials/:id/reader',
      '/api/material-groups/:id',
      '/api/exams/:id',
      '/api/courses/assigned',
      '/api/courses/:courseId',
      '/api/courses/:courseId/lessons',
      '/api/payments/:reference/status',
    ]) {
      expect(viewerRoutes, route).toContain(route);
    }
    // A paid file's only links are its owner's (issue 27 §1): /api/materials/:id/download is never signed now.
    for (const route of [
      '/api/library/:userId/materials/:id/:use',
      '/api/courses/:courseId/lessons/:lessonId/users/:userId/document',
    ]) {
      expect(signedRoutes, route).toContain(route);
    }
    // And no further: a public answer to a signed-in browser that never asked who it is keeps its ETag.
    const catalogue = await get('/api/materials', token);
    expect(catalogue.headers['cache-control']).toBe('no-cache');
    expect(catalogue.headers.etag).toBeDefined();
  });
});
