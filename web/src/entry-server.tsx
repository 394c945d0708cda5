import { dehydrate } from '@tanstack/react-query';
import { DOMParser as DocumentParser } from 'linkedom';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { AppProviders } from '@/app/app';
import { withPrefetch } from '@/app/route-prefetch';
import { routes } from '@/app/router';
import { serialiseServerState } from '@/app/server-state';
import { paths } from '@/config/paths';
import { type ApiTransport, setApiTransport } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';

/**
 * The storefront pages whose first view the server renders into the HTML (issue 12 §5): the
 * pages people arrive on from a search or a shared link. Each has its data fetched before it is
 * rendered (route-prefetch.ts), or needs none. The other pages, and every signed-in screen, are
 * rendered by the browser alone, as before.
 */
export const SERVER_RENDERED_PATHS: ReadonlySet<string> = new Set([
  paths.home.path,
  paths.materials.path,
  paths.material.path,
  paths.digitalBook.path,
  paths.packageDetail.path,
  paths.blogPost.path,
]);

/** Whether the page at `pathname` is one the server renders. */
export function rendersPath(pathname: string): boolean {
  const page = matchRoutes(routes, pathname)?.at(-1)?.route.path;
  return page !== undefined && SERVER_RENDERED_PATHS.has(page);
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
 * a page outside SERVER_RENDERED_PATHS, a redirect, a route error or a failed request gives null,
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
      const handler = createStaticHandler(withPrefetch(routes, queryClient, { awaitData: true }));
      const context = await handler.query(new Request(address));
      if (context instanceof Response || context.errors || context.statusCode !== 200) return null;
      const failed = queryClient
        .getQueryCache()
        .getAll()
        .some((query) => query.state.status === 'error');
      if (failed) return null;

      const queries = dehydrate(queryClient);
      const router = createStaticRouter(handler.dataRoutes, context);
      // Unlike renderToString, prerender waits for the lazy parts of the page (the home page's
      // sections), so the browser hydrates them instead of rendering them again.
      const { prelude } = await prerender(
        <StrictMode>
          <AppProviders queryClient={queryClient} fromServer>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </StrictMode>,
        // No progressive chunks: React would send a Suspense boundary over 12.8 kB (the home page's
        // sections) out of line and reveal it with inline scripts, which the Content-Security-Policy
        // refuses (script-src 'self', issue 13 §1). The whole page is one document instead.
        { signal: AbortSignal.timeout(RENDER_TIMEOUT_MS), progressiveChunkSize: Number.POSITIVE_INFINITY },
      );
      const html = await new Response(prelude).text();
      const state = serialiseServerState({
        queries,
        router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
      });
      return { html, state };
    } finally {
      queryClient.clear();
    }
  };
}
