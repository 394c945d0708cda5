import { LOCALE_TAGS, LOCALES, localisedPath } from '@the-gate/contract/locales';
import { privatePathPrefixes, sitemapPaths } from '@the-gate/contract/route-match';
import { BACK_OFFICE_PATH } from '@the-gate/contract/routes';
import type { FastifyPluginAsync } from 'fastify';
import { escapeHtml } from '../../lib/html';
import type { SitemapEntry } from '../../lib/sitemap';

type Options = { publicUrl: string; sources: (() => Promise<SitemapEntry[]>)[] };

/**
 * Paths of this server that are no page of the app: the API and the card sandbox. The app's
 * private pages come from the route table (`private`).
 */
const PRIVATE_SERVER_PATHS = ['/api/', '/paymob-sandbox/'];

/**
 * Every page in each language (issue 26 §1): the English address, then its Arabic twin under /ar,
 * each naming all its languages with `xhtml:link rel="alternate"`, and English as `x-default`
 * (the addresses without a prefix, which never redirect).
 */
export function sitemapXml(publicUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.flatMap(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
    const address = (locale: (typeof LOCALES)[number]) => escapeHtml(`${publicUrl}${localisedPath(path, locale)}`);
    const alternates = [
      ...LOCALES.map((locale) => ({ hreflang: LOCALE_TAGS[locale], href: address(locale) })),
      { hreflang: 'x-default', href: address('en') },
    ]
      .map(({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`)
      .join('');
    return LOCALES.map((locale) => `  <url><loc>${address(locale)}</loc>${lastmod}${alternates}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** The private pages' prefixes in every language: `/my-materials` and `/ar/my-materials` (issue 26 §1). */
function privatePrefixesInEveryLanguage(): string[] {
  return privatePathPrefixes().flatMap((prefix) =>
    prefix === BACK_OFFICE_PATH ? [prefix] : LOCALES.map((locale) => localisedPath(prefix, locale)),
  );
}

/**
 * GET /robots.txt and GET /sitemap.xml (issue 11 §4), from the route table (issue 23 §2): the
 * sitemap lists its public pages and then every item the modules give; robots.txt keeps crawlers
 * out of its private pages (someone's own pages, checkout) and of the API.
 */
export const seoRoutes: FastifyPluginAsync<Options> = async (app, { publicUrl, sources }) => {
  const robots = [
    'User-agent: *',
    ...[...PRIVATE_SERVER_PATHS, ...privatePrefixesInEveryLanguage()].map((path) => `Disallow: ${path}`),
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
