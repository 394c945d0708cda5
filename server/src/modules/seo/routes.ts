import { privatePathPrefixes, sitemapPaths } from '@the-gate/contract/route-match';
import type { FastifyPluginAsync } from 'fastify';
import { escapeHtml } from '../../lib/html';
import type { SitemapEntry } from '../../lib/sitemap';

type Options = { publicUrl: string; sources: (() => Promise<SitemapEntry[]>)[] };

/**
 * Paths of this server that are no page of the app: the API and the card sandbox. The app's
 * private pages come from the route table (`private`).
 */
const PRIVATE_SERVER_PATHS = ['/api/', '/paymob-sandbox/'];

export function sitemapXml(publicUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
    return `  <url><loc>${escapeHtml(`${publicUrl}${path}`)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * GET /robots.txt and GET /sitemap.xml (issue 11 §4), from the route table (issue 23 §2): the
 * sitemap lists its public pages and then every item the modules give; robots.txt keeps crawlers
 * out of its private pages (someone's own pages, checkout) and of the API.
 */
export const seoRoutes: FastifyPluginAsync<Options> = async (app, { publicUrl, sources }) => {
  const robots = [
    'User-agent: *',
    ...[...PRIVATE_SERVER_PATHS, ...privatePathPrefixes()].map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');

  app.get('/robots.txt', { schema: { hide: true } }, (_req, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_req, reply) => {
    const items = (await Promise.all(sources.map((source) => source()))).flat();
    const pages = sitemapPaths().map((path) => ({ path, lastModified: null }));
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemapXml(publicUrl, [...pages, ...items]));
  });
};
