import { describe, expect, it } from 'vitest';
import { fillPath, matchRoute, privatePathPrefixes, sitemapPaths } from './route-match';
import { ROUTE_ENTRIES, ROUTES } from './routes';
import { ENGLISH_ROUTE_TEXT } from './routes-en';

/** Issue 23 §2: one route table; §7: the server answers what the router will show. */

describe('matchRoute', () => {
  it.each([
    ['/', 'home', {}],
    ['/materials', 'materials', {}],
    ['/materials/type/3', 'materialsType', { typeId: '3' }],
    ['/materials/year-5', 'materialsYear', { year: 'year-5' }],
    ['/materials/year-5/12', 'materialsYearItem', { year: 'year-5', id: '12' }],
    ['/blog/category/reading', 'blogCategory', { categorySlug: 'reading' }],
    ['/blog/category', 'blogPost', { slug: 'category' }],
    ['/packages/year-6/4', 'packageDetail', { year: 'year-6', packageId: '4' }],
    ['/case-studies/oakridge', 'caseStudy', { caseStudy: 'oakridge' }],
    ['/school-curriculum', 'schoolCurriculum', {}],
    ['/reader/9', 'reader', { id: '9' }],
  ])('%s is the %s page', (pathname, key, params) => {
    expect(matchRoute(pathname)).toMatchObject({ key, params });
  });

  it('matches as the router does: any case, trailing slashes, each segment decoded', () => {
    expect(matchRoute('/Materials/').key).toBe('materials');
    expect(matchRoute('/ABOUT//').key).toBe('about');
    expect(matchRoute('/m%61terials').key).toBe('materials');
    expect(matchRoute('/blog/caf%C3%A9').params).toEqual({ slug: 'café' });
    // An encoded slash is part of its segment's value, not a separator.
    expect(matchRoute('/blog/a%2Fb')).toMatchObject({ key: 'blogPost', params: { slug: 'a/b' } });
    // Text that does not decode is matched as it is, never a thrown error.
    expect(matchRoute('/blog/%zz').params).toEqual({ slug: '%zz' });
  });

  it.each([
    '/no-such-page',
    '/x/y/z',
    '/material',
    '/material/1/2',
    '/materials/year-5/1/2',
    '//materials',
    '/api-docs',
  ])('%s is no page of the table: the catch-all', (pathname) => {
    expect(matchRoute(pathname).key).toBe('notFound');
  });
});

describe('the route table', () => {
  it('gives every page a title of its own, in the site style', () => {
    for (const [key, { title }] of Object.entries(ENGLISH_ROUTE_TEXT)) expect(title, key).toMatch(/^\S.* \| The Gate$/);
    const byTitle = new Map<string, string[]>();
    for (const [key, { title }] of Object.entries(ENGLISH_ROUTE_TEXT))
      byTitle.set(title, [...(byTitle.get(title) ?? []), key]);
    const shared = [...byTitle.values()].filter((keys) => keys.length > 1);
    // The one page with two spellings (AMB-01).
    expect(shared).toEqual([['paymentStatus', 'paymentStatusF']]);
  });

  it('has one pattern per page, each matched by its own sample address', () => {
    const samples = ROUTE_ENTRIES.map(([key, { path }]) => {
      const sample = path === '*' ? '/no-such-page' : path.replace(/:([\w-]+)/g, '7');
      return [key, matchRoute(sample).key];
    });
    expect(samples.filter(([key, matched]) => key !== matched)).toEqual([]);
  });

  it('keeps private pages out of the sitemap, and lists no page twice', () => {
    for (const [key, route] of ROUTE_ENTRIES) if (route.private) expect(route.sitemap, key).toBeUndefined();
    const pages = sitemapPaths();
    expect(new Set(pages).size).toBe(pages.length);
    for (const page of pages) expect(ROUTES[matchRoute(page).key].private, page).toBeUndefined();
  });

  it("lists in the sitemap the public pages, each year's and each case study's", () => {
    const pages = sitemapPaths();
    for (const page of ['/', '/materials', '/packages/year-5', '/materials/year-8', '/year-level/year-6', '/terms'])
      expect(pages).toContain(page);
    expect(pages).toContain('/case-studies/westlake');
    expect(pages).toContain('/educational-resources');
    expect(pages.filter((page) => page.includes(':'))).toEqual([]);
    expect(pages).not.toContain('/login');
    expect(pages).not.toContain('/my-materials');
  });

  it('keeps crawlers out of the private pages and what lies under them', () => {
    const prefixes = privatePathPrefixes();
    expect(prefixes).toEqual(
      expect.arrayContaining([
        '/dashboard',
        '/my-materials',
        '/course/',
        '/reader/',
        '/payment-status',
        '/reset-password',
      ]),
    );
    expect(prefixes).not.toContain('/materials');
  });
});

describe('fillPath', () => {
  it("puts each parameter's value, encoded, in its place", () => {
    expect(fillPath(ROUTES.packageDetail.path, { year: 'year-5', packageId: '3' })).toBe('/packages/year-5/3');
    expect(fillPath(ROUTES.blogPost.path, { slug: 'a b/c' })).toBe('/blog/a%20b%2Fc');
    expect(() => fillPath(ROUTES.packageDetail.path, { year: 'year-5' })).toThrow('No value for :packageId');
  });
});
