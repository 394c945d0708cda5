import { dehydrate } from '@tanstack/react-query';
import { stripLocale } from '@the-gate/contract/locales';
import { matchRoute } from '@the-gate/contract/route-match';
import type { RouteKey } from '@the-gate/contract/routes';
import { DOMParser as DocumentParser } from 'linkedom';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { AppProviders } from '@/app/app';
import { startPrefetch } from '@/app/route-prefetch';
import { AppRoutes, loadScreen } from '@/app/router';
import { serialiseServerState } from '@/app/server-state';
import { type ApiTransport, setApiTransport } from '@/lib/api-client';
import { LOCALE_BASE } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';

/**
 * The storefront pages whose first view the server renders into the HTML (issue 12 §5): the
 * pages people arrive on from a search or a shared link. Each has its data fetched before it is
 * rendered (route-prefetch.ts), or needs none. The other pages, and every signed-in screen, are
 * rendered by the browser alone, as before.
 */
export const SERVER_RENDERED_PAGES: ReadonlySet<RouteKey> = new Set([
  'home',
  'materials',
  'material',
  'digitalBook',
  'packageDetail',
  'blogPost',
]);

/** Whether the page at `pathname` (in this build's language, `/ar/…` in Arabic) is one the server renders. */
export function rendersPath(pathname: string): boolean {
  return SERVER_RENDERED_PAGES.has(matchRoute(stripLocale(pathname)).key);
}

export type RenderedPage = {
  /** The markup that goes inside `#root`. */
  html: string;
  /** The JSON for the `#server-state` element (server-state.ts), escaped for a script element. */
  state: string;
};

/**
 * Screens read the text of stored HTML with DOMParser (post-fields.ts, filter-books.ts), which Node
 * does not have. The browser's parses a fragment as the content of `<body>`; linkedom's needs the
 * whole document, so a fragment is put in one (without it, `body.textContent` is empty).
 */
class FragmentParser {
  parseFromString(markup: string, type: 'text/html') {
    const whole = /<html[\s>]/i.test(markup)
      ? markup
      : `<!doctype html><html><head></head><body>${markup}</body></html>`;
    return new DocumentParser().parseFromString(whole, type);
  }
}
globalThis.DOMParser ??= FragmentParser as unknown as typeof DOMParser;

/** A part of a page still loading after this long is left to the browser (its fallback is sent). */
const RENDER_TIMEOUT_MS = 3000;

/** The origin requests are made under; only the path and query of a page's address matter. */
const BASE = 'http://the-gate.invalid';

/**
 * Renders pages against the server's own API (`transport` answers a path like `/api/materials/3`
 * as the API would a signed-out visitor). A page is rendered only when everything on it could be:
 * a page outside SERVER_RENDERED_PAGES, a screen that fails to load or a failed request gives null,
 * and the server sends the plain app shell, whose script renders it as before.
 */
export function createPageRenderer(transport: ApiTransport) {
  setApiTransport(transport);

  return async function renderPage(url: string): Promise<RenderedPage | null> {
    const address = new URL(url, BASE);
    if (!rendersPath(address.pathname)) return null;

    const queryClient = createQueryClient();
    // A failed request makes the browser render the page (and retry) instead: the server does not wait to retry.
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
    try {
      const page = matchRoute(stripLocale(address.pathname));
      await Promise.all([loadScreen(page.key), startPrefetch(queryClient, page, address.searchParams)]);
      const failed = queryClient
        .getQueryCache()
        .getAll()
        .some((query) => query.state.status === 'error');
      if (failed) return null;

      const queries = dehydrate(queryClient);
      // Unlike renderToString, prerender waits for the lazy parts of the page (the home page's
      // sections), so the browser hydrates them instead of rendering them again.
      const { prelude } = await prerender(
        <StrictMode>
          <AppProviders queryClient={queryClient} fromServer>
            <Router base={LOCALE_BASE} ssrPath={address.pathname} ssrSearch={address.search}>
              <AppRoutes />
            </Router>
          </AppProviders>
        </StrictMode>,
        // No progressive chunks: React would send a Suspense boundary over 12.8 kB (the home page's
        // sections) out of line and reveal it with inline scripts, which the Content-Security-Policy
        // refuses (script-src 'self', issue 13 §1). The whole page is one document instead.
        { signal: AbortSignal.timeout(RENDER_TIMEOUT_MS), progressiveChunkSize: Number.POSITIVE_INFINITY },
      );
      const html = await new Response(prelude).text();
      return { html, state: serialiseServerState({ queries }) };
    } finally {
      queryClient.clear();
    }
  };
}
