import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';

/** A page rendered by the web app's server entry (web/src/entry-server.tsx). */
export type RenderedPage = { html: string; state: string };

/** What `entry-server.js` exports. */
type RendererModule = {
  createPageRenderer(
    transport: (path: string, init: RequestInit) => Promise<Response>,
  ): (url: string) => Promise<RenderedPage | null>;
  rendersPath(pathname: string): boolean;
};

export type PageRenderer = {
  /** Whether the page at `pathname` is one the server renders (its answer can be cached per address). */
  rendersPath(pathname: string): boolean;
  /** The page's first view, or null when the app renders it in the browser alone. */
  render(url: string): Promise<RenderedPage | null>;
};

/**
 * The web build's page renderer, or null when there is no build of it (`npm run build` makes
 * `web/dist-server/entry-server.js`): pages then get the plain shell. The pages' data comes from
 * this server's own API, asked in process (`inject`) and as a signed-out visitor — nothing the
 * browser sent reaches it, so the HTML is the same for everyone and can be cached.
 */
export async function loadPageRenderer(app: FastifyInstance, entryFile: string): Promise<PageRenderer | null> {
  if (!existsSync(entryFile)) return null;
  const entry = (await import(pathToFileURL(entryFile).href)) as Partial<RendererModule>;
  if (typeof entry.createPageRenderer !== 'function' || typeof entry.rendersPath !== 'function') {
    // A build from another version of the app: its pages are rendered in the browser, as without one.
    app.log.warn({ entryFile }, 'The web build has no page renderer this server understands; run `npm run build`.');
    return null;
  }
  const { rendersPath } = entry;
  const render = entry.createPageRenderer(async (path, init) => {
    const answer = await app.inject({ method: init.method === 'GET' || !init.method ? 'GET' : 'POST', url: path });
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/octet-stream') },
    });
  });
  return { rendersPath, render };
}

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The shell with the page's markup inside `#root` and its state beside it, as JSON the browser
 * reads and never runs (`type="application/json"`), so a Content-Security-Policy without inline
 * scripts allows it. The state is escaped by the renderer (no `<` in it).
 */
export function withRenderedPage(shell: string, page: RenderedPage): string {
  if (!shell.includes(EMPTY_ROOT)) return shell;
  return shell.replace(
    EMPTY_ROOT,
    () => `<div id="root">${page.html}</div><script type="application/json" id="server-state">${page.state}</script>`,
  );
}
