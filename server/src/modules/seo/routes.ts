import type { FastifyPluginAsync } from 'fastify';
import { escapeHtml } from '../../lib/html';
import type { SitemapEntry } from '../../lib/sitemap';

type Options = { publicUrl: string; sources: (() => Promise<SitemapEntry[]>)[] };

/** The public pages with no item behind them; signed-in and checkout pages are left out on purpose. */
export const STATIC_PAGES = [
  '/',
  '/materials',
  '/books-and-notes',
  '/digital-books',
  '/packages',
  ...[5, 6, 7, 8].flatMap((year) => [`/packages/year-${year}`, `/materials/year-${year}`, `/year-level/year-${year}`]),
  '/the-gate-exams',
  '/students',
  '/student-services',
  '/for-teachers',
  '/teacher-courses',
  '/blog',
  '/for-schools',
  '/school-curriculum',
  '/faculty-development',
  '/assessment-solutions',
  '/school-improvement',
  '/educational-resources',
  '/case-studies/oakridge',
  '/case-studies/westlake',
  '/case-studies/greenfield',
  '/about',
  '/contact',
  '/info',
  '/distributors',
  '/gallery',
  '/terms',
  '/privacy',
] as const;

/** Paths a crawler has no business in: the API, someone's own pages, checkout and the card sandbox. */
const PRIVATE_PATHS = [
  '/api/',
  '/dashboard',
  '/profile',
  '/my-materials',
  '/my-courses',
  '/course/',
  '/reader/',
  '/payment-status',
  '/payment-statusf',
  '/paymob-sandbox/',
  '/reset-password',
];

export function sitemapXml(publicUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
    return `  <url><loc>${escapeHtml(`${publicUrl}${path}`)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** GET /robots.txt and GET /sitemap.xml (issue 11 §4). */
export const seoRoutes: FastifyPluginAsync<Options> = async (app, { publicUrl, sources }) => {
  const robots = [
    'User-agent: *',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');

  app.get('/robots.txt', { schema: { hide: true } }, (_req, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_req, reply) => {
    const items = (await Promise.all(sources.map((source) => source()))).flat();
    const pages = STATIC_PAGES.map((path) => ({ path, lastModified: null }));
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemapXml(publicUrl, [...pages, ...items]));
  });
};
