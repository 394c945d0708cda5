import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { directionOf, LOCALES, type Locale, localeOfPath, stripLocale } from '@the-gate/contract/locales';
import { matchRoute } from '@the-gate/contract/route-match';
import { routeText } from '@the-gate/contract/route-text';
import { isBackOfficePath } from '@the-gate/contract/routes';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type EncodedBody, encodeBody, sendEncoded } from '../lib/content-encoding';
import type { ResponseCache } from '../lib/response-cache';
import { injectAlternates, injectHead, injectMeta } from '../modules/seo/html-meta';
import type { PageMetaResolver } from '../modules/seo/page-meta';
import { loadPageRenderer, type PageRenderer, withRenderedPage } from './page-render';
import { routeModulePreloads } from './route-modules';

const SHELL_MISSING = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>The Gate</title></head>
<body><p>The web app has not been built yet. Run <code>npm run build</code> (or <code>npm start</code>).</p></body></html>`;

/** How many distinct shells (one per shareable page, by its tags) are kept encoded. */
const SHELLS_KEPT = 500;

/** The files of the build that have `.br` and `.gz` siblings (the `precompress` plugin in web/vite.config.ts). */
function precompressedFiles(distDir: string): Set<string> {
  const names = readdirSync(distDir, { recursive: true, encoding: 'utf8' });
  return new Set(names.filter((name) => name.endsWith('.br')).map((name) => path.join(distDir, name.slice(0, -3))));
}

type WebAppOptions = {
  distDir: string;
  pageMeta?: PageMetaResolver;
  /** The site's address, which the `hreflang` links between a page's languages name (issue 26 §1). */
  publicUrl?: string;
  /** The web build's server entry; by default `dist-server/entry-server.js` beside `distDir`. */
  serverEntry?: string;
  /** Rendered pages are kept here, dropped with the API's answers on every change (decision 001). */
  cache?: ResponseCache;
};

/** A page the renderer gave up on: the shell is sent, and nothing is cached. */
class NotRendered extends Error {}

/** The shell of a language without a build of its own (the server tests' stand-in): the English one, marked. */
function markedShell(shell: string, locale: Locale): string {
  return shell.replace(/<html[^>]*>/, `<html lang="${locale}" dir="${directionOf(locale)}">`);
}

/**
 * One language's build of the shop (issue 26, decision 026): English in `dist/` at the site's root,
 * Arabic in `dist/ar/` under /ar, each with its shell, its server renderer and its module preloads.
 */
async function loadSite(
  app: FastifyInstance,
  locale: Locale,
  { distDir, serverEntry }: { distDir: string; serverEntry?: string },
  englishShell: string,
) {
  const prefix = locale === 'en' ? '' : locale;
  const dir = path.join(distDir, prefix);
  const indexFile = path.join(dir, 'index.html');
  const shell = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : markedShell(englishShell, locale);
  const entry = serverEntry
    ? prefix
      ? path.join(path.dirname(serverEntry), prefix, path.basename(serverEntry))
      : serverEntry
    : path.join(distDir, '..', 'dist-server', prefix, 'entry-server.js');
  const renderer = await loadPageRenderer(app, entry);
  return { shell, renderer, modulePreloads: routeModulePreloads(dir, prefix ? `/${prefix}/` : '/') };
}

/**
 * Serves the built web app: hashed assets cached for a year, the app shell (revalidated every
 * time) for any other non-API path, so client-side routes survive a reload; the back office's own
 * page (`admin.html`, issue 24 §6) for /admin and everything under it. Unknown /api paths are
 * 404 JSON. Each page's shell carries its title and description from the route table
 * (`@the-gate/contract/routes`, issue 23), a shareable page's its item's and its share tags
 * (`pageMeta`). An address that is no page of the table, or a page whose item does not exist,
 * is answered 404, still with the shell so the app shows its not-found state.
 *
 * The storefront's main pages also name their screen's chunks (`route-modules.ts`) and, through
 * `pageMeta`, their largest picture as preloads, so neither waits for the app's script to run; the
 * pages people land on come with their first view rendered in (`page-render.ts`, decision 012),
 * which the app's script then hydrates.
 *
 * Compression (issue 12 §1): the build wrote brotli and gzip siblings of every text file, which
 * are sent as they are. The shell is encoded once per distinct body and kept, with an ETag of
 * its exact bytes, so a revalidation costs a 304.
 */
export const webApp = fp(async (app: FastifyInstance, options: WebAppOptions) => {
  const { distDir, pageMeta, cache, publicUrl = '' } = options;
  const indexFile = path.join(distDir, 'index.html');
  const englishShell = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : SHELL_MISSING;
  const adminFile = path.join(distDir, 'admin.html');
  const adminShell = existsSync(adminFile) ? readFileSync(adminFile, 'utf8') : SHELL_MISSING;
  const sites = Object.fromEntries(
    await Promise.all(
      LOCALES.map(async (locale) => [locale, await loadSite(app, locale, options, englishShell)] as const),
    ),
  ) as Record<Locale, Awaited<ReturnType<typeof loadSite>>>;
  const hashedDirs = LOCALES.map((locale) => path.join(distDir, locale === 'en' ? '' : locale, 'assets') + path.sep);

  if (existsSync(distDir)) {
    const negotiated = precompressedFiles(distDir);
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // x.js.br or x.js.gz for x.js, as Accept-Encoding asks.
      preCompressed: true,
      // Our setHeaders decides; send's own header would override it.
      cacheControl: false,
      setHeaders(res, filePath) {
        const hashed = hashedDirs.some((dir) => filePath.startsWith(dir));
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        // @fastify/static picks the sibling but does not say that the answer depends on Accept-Encoding.
        const original = filePath.replace(/\.(?:br|gz)$/, '');
        if (original !== filePath || negotiated.has(original)) res.setHeader('vary', 'accept-encoding');
      },
    });
  }

  const shells = new Map<string, Promise<EncodedBody>>();
  /** The shell's bytes in every coding, made once per distinct body; the oldest is dropped past SHELLS_KEPT. */
  function encodedShell(html: string): Promise<EncodedBody> {
    const kept = shells.get(html);
    if (kept) return kept;
    if (shells.size >= SHELLS_KEPT) shells.delete(shells.keys().next().value!);
    const encoding = encodeBody(Buffer.from(html));
    shells.set(html, encoding);
    // A failure is not kept, so the next request tries again.
    encoding.catch(() => shells.delete(html));
    return encoding;
  }

  /** The page's HTML with its first view rendered in, encoded once per address until the next change. */
  function renderedPage(url: string, shellHtml: string, renderer: PageRenderer): Promise<EncodedBody> {
    const produce = async () => {
      const page = await renderer.render(url);
      if (!page) throw new NotRendered();
      return withRenderedPage(shellHtml, page);
    };
    const encode = (html: string) => encodeBody(Buffer.from(html));
    return cache ? cache.get(`page ${url}`, produce, encode) : produce().then(encode);
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      // Never the path itself: an answer that echoes what the client wrote is a reflection to abuse (issue 22 §5).
      return reply.code(404).send({ message: 'No API endpoint matches this request.' });
    }
    if ((request.method !== 'GET' && request.method !== 'HEAD') || pathname.startsWith('/files/')) {
      return reply.code(404).send({ message: 'Not found.' });
    }
    if (isBackOfficePath(pathname)) {
      // The back office draws itself in the browser (no server rendering, no route table of the
      // shop's): its page, for every address under it, never indexed, revalidated every time.
      reply.code(200).header('cache-control', 'no-cache').header('x-robots-tag', 'noindex, nofollow');
      return sendEncoded(request, reply, await encodedShell(adminShell), 'text/html; charset=utf-8');
    }
    // The page's language (issue 26 §1): Arabic under /ar, each language its own build. The back
    // office is English only, at /admin: /ar/admin is no page.
    const locale = localeOfPath(pathname);
    const { shell, renderer, modulePreloads } = sites[locale];
    const pagePath = stripLocale(pathname);
    // The page the app's router will show: the catch-all when the address is none of the table's.
    // (No table path starts with /ar, so the full address matches the catch-all.)
    const page = matchRoute(locale !== 'en' && isBackOfficePath(pagePath) ? pathname : pagePath);
    const meta = pageMeta ? await pageMeta(page, pathname) : null;
    const missing = page.key === 'notFound' || meta === 'missing';
    const head =
      meta && meta !== 'missing'
        ? injectMeta(shell, meta)
        : injectHead(shell, { ...routeText(page.key, locale), private: page.route.private });
    const withMeta = missing ? head : injectAlternates(head, publicUrl, pagePath);
    reply.code(missing ? 404 : 200).header('cache-control', 'no-cache');
    if (!missing && renderer?.rendersPath(pathname)) {
      // No module preloads: a rendered page loads its code after its pictures (web/src/boot.ts).
      const rendered = await renderedPage(request.url, withMeta, renderer).catch((error: unknown) => {
        if (!(error instanceof NotRendered))
          request.log.error({ err: error }, 'Server rendering failed; sent the app shell.');
        return null;
      });
      if (rendered) return sendEncoded(request, reply, rendered, 'text/html; charset=utf-8');
    }
    const preloads = missing ? '' : modulePreloads(page.key);
    const html = preloads ? withMeta.replace('</head>', () => `    ${preloads}\n  </head>`) : withMeta;
    return sendEncoded(request, reply, await encodedShell(html), 'text/html; charset=utf-8');
  });
});
