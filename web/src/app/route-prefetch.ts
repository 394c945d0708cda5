import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { paths } from '@/config/paths';

type Prefetch = (queryClient: QueryClient, args: LoaderFunctionArgs) => Promise<unknown>;

/**
 * The data a screen asks for first, asked for by its route as soon as the address is known, while
 * the screen's own script is still loading (issue 12 §5): the page renders with its data instead
 * of loading it after its first render. Each uses the screen's own query, so the screen finds the
 * answer in the cache (or the request in flight); nothing is awaited, and a failure is left to the
 * screen, which shows its own error. The queries are imported when needed, from the chunks the
 * screens share (which the HTML preloads), so the entry script stays as small as it was.
 */
export const PREFETCH: Record<string, Prefetch> = {
  [paths.materials.path]: async (queryClient, { request }) => {
    const [{ searchMaterialsQueryOptions }, { filtersFromAddress }] = await Promise.all([
      import('@/features/catalogue/api/search-materials'),
      import('@/features/catalogue/hooks/use-material-filters'),
    ]);
    const filters = filtersFromAddress(new URL(request.url).searchParams);
    await queryClient.prefetchInfiniteQuery(
      searchMaterialsQueryOptions({
        q: filters.search,
        grades: filters.grades,
        typeIds: filters.typeIds,
        skills: filters.skills,
      }),
    );
  },
  [paths.material.path]: async (queryClient, { params }) => {
    const [{ materialQueryOptions }, { parseId }] = await Promise.all([
      import('@/features/catalogue/api/get-material'),
      import('@/features/catalogue/lib/material-fields'),
    ]);
    const id = parseId(params.id);
    if (id !== null) await queryClient.prefetchQuery(materialQueryOptions(id));
  },
  [paths.digitalBook.path]: async (queryClient, { params }) => {
    const [{ bookQueryOptions }, { parseBookId }] = await Promise.all([
      import('@/features/books/api/get-book'),
      import('@/features/books/lib/book-fields'),
    ]);
    const id = parseBookId(params.id);
    if (id !== null) await queryClient.prefetchQuery(bookQueryOptions(id));
  },
  [paths.packageDetail.path]: async (queryClient, { params }) => {
    const [{ packageQueryOptions }, { parsePackageId }] = await Promise.all([
      import('@/features/packages/api/get-package'),
      import('@/features/packages/lib/package-fields'),
    ]);
    const id = parsePackageId(params.packageId);
    if (id !== null) await queryClient.prefetchQuery(packageQueryOptions(id));
  },
  [paths.blogPost.path]: async (queryClient, { params }) => {
    const { postQueryOptions } = await import('@/features/blog/api/get-post');
    if (params.slug) await queryClient.prefetchQuery(postQueryOptions(params.slug));
  },
};

/**
 * The routes with a loader that starts their screen's first request. In the browser the loader
 * does not wait for it; on the server (`awaitData`) it does, so the page is rendered with its data.
 */
export function withPrefetch(
  routes: RouteObject[],
  queryClient: QueryClient,
  { awaitData = false }: { awaitData?: boolean } = {},
): RouteObject[] {
  return routes.map((route) => {
    const prefetch = route.path ? PREFETCH[route.path] : undefined;
    return {
      ...route,
      ...(prefetch && {
        loader: async (args: LoaderFunctionArgs) => {
          // A chunk that fails to load only costs the head start: the screen asks on its own.
          const started = prefetch(queryClient, args).catch(() => undefined);
          if (awaitData) await started;
          return null;
        },
      }),
      ...(route.children && { children: withPrefetch(route.children, queryClient, { awaitData }) }),
    } as RouteObject;
  });
}
