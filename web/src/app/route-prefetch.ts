import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { bookQueryOptions } from '@/features/books/api/get-book';
import { parseBookId } from '@/features/books/lib/book-fields';
import { materialQueryOptions } from '@/features/catalogue/api/get-material';
import { searchMaterialsQueryOptions } from '@/features/catalogue/api/search-materials';
import { filtersFromAddress } from '@/features/catalogue/hooks/use-material-filters';
import { parseId } from '@/features/catalogue/lib/material-fields';
import { packageQueryOptions } from '@/features/packages/api/get-package';
import { parsePackageId } from '@/features/packages/lib/package-fields';

type Prefetch = (queryClient: QueryClient, args: LoaderFunctionArgs) => void;

/**
 * The data a screen asks for first, asked for by its route as soon as the address is known, while
 * the screen's own script is still loading (issue 12 §5): the page renders with its data instead
 * of loading it after its first render. Each uses the screen's own query, so the screen finds the
 * answer in the cache (or the request in flight); nothing is awaited, and a failure is left to the
 * screen, which shows its own error.
 */
const PREFETCH: Record<string, Prefetch> = {
  [paths.materials.path]: (queryClient, { request }) => {
    const filters = filtersFromAddress(new URL(request.url).searchParams);
    void queryClient.prefetchInfiniteQuery(
      searchMaterialsQueryOptions({
        q: filters.search,
        grades: filters.grades,
        typeIds: filters.typeIds,
        skills: filters.skills,
      }),
    );
  },
  [paths.material.path]: (queryClient, { params }) => {
    const id = parseId(params.id);
    if (id !== null) void queryClient.prefetchQuery(materialQueryOptions(id));
  },
  [paths.digitalBook.path]: (queryClient, { params }) => {
    const id = parseBookId(params.id);
    if (id !== null) void queryClient.prefetchQuery(bookQueryOptions(id));
  },
  [paths.packageDetail.path]: (queryClient, { params }) => {
    const id = parsePackageId(params.packageId);
    if (id !== null) void queryClient.prefetchQuery(packageQueryOptions(id));
  },
};

/** The routes with a loader that starts their screen's first request. */
export function withPrefetch(routes: RouteObject[], queryClient: QueryClient): RouteObject[] {
  return routes.map((route) => {
    const prefetch = route.path ? PREFETCH[route.path] : undefined;
    return {
      ...route,
      ...(prefetch && {
        loader: (args: LoaderFunctionArgs) => {
          prefetch(queryClient, args);
          return null;
        },
      }),
      ...(route.children && { children: withPrefetch(route.children, queryClient) }),
    } as RouteObject;
  });
}
