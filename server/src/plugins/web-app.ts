import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { injectMeta } from '../modules/seo/html-meta';
import type { PageMetaResolver } from '../modules/seo/page-meta';

const SHELL_MISSING = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>The Gate</title></head>
<body><p>The web app has not been built yet. Run <code>npm run build</code> (or <code>npm start</code>).</p></body></html>`;

/**
 * Serves the built web app: hashed assets cached for a year, the app shell (never cached) for
 * any other non-API path, so client-side routes survive a reload. Unknown /api paths are 404 JSON.
 * A shareable page's shell carries its own title, description and share tags (`pageMeta`); one whose
 * item does not exist is answered 404, still with the shell so the app shows its not-found state.
 */
export const webApp = fp(
  async (app: FastifyInstance, { distDir, pageMeta }: { distDir: string; pageMeta?: PageMetaResolver }) => {
    const indexFile = path.join(distDir, 'index.html');
    const shell = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : SHELL_MISSING;

    if (existsSync(distDir)) {
      await app.register(fastifyStatic, {
        root: distDir,
        wildcard: false,
        index: false,
        // Our setHeaders decides; send's own header would override it.
        cacheControl: false,
        setHeaders(res, filePath) {
          const hashed = filePath.startsWith(path.join(distDir, 'assets') + path.sep);
          res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }

    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      if (pathname === '/api' || pathname.startsWith('/api/')) {
        return reply.code(404).send({ message: `No API endpoint matches ${request.method} ${pathname}.` });
      }
      if ((request.method !== 'GET' && request.method !== 'HEAD') || pathname.startsWith('/files/')) {
        return reply.code(404).send({ message: 'Not found.' });
      }
      const html = reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
      const meta = pageMeta ? await pageMeta(pathname) : null;
      if (meta === 'missing') return html.code(404).send(shell);
      return html.code(200).send(meta ? injectMeta(shell, meta) : shell);
    });
  },
);
