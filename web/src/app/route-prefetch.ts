import type { QueryClient } from '@tanstack/react-query';
import type { RouteMatch } from '@the-gate/contract/route-match';
import type { RouteKey } from '@the-gate/contract/routes';

/** B§9, BA-05: an article's sidebar recommends the top 6 materials by downloads (routes/article-sidebar.tsx). */
export const ARTICLE_RECOMMENDED = 6;

type PrefetchArgs = { params: RouteMatch['params']; searchParams: URLSearchParams };
type Prefetch = (queryClient: QueryClient, args: PrefetchArgs) => Promise<unknown>;

/**
 * The data a screen asks for first, asked for by its route as soon as the address is known, while
 * the screen's own script is still loading (issue 12 §5): the page renders with its data instead
 * of loading it after its first render. Each uses the screen's own query, so the screen finds the
 * answer in the cache (or the request in flight); nothing is awaited, and a failure is left to the
 * screen, which shows its own error. The queries are imported when needed, from the chunks the
 * screens share (which the HTML preloads), so the entry script stays as small as it was.
 */
export const PREFETCH: Partial<Record<RouteKey, Prefetch>> = {
  // The blocks under the hero (home-sections.tsx): the server renders them with their data, so a
  // phone that loads their code only as they come near the screen finds them whole (issue 26 §7).
  home: async (queryClient) => {
    const [{ booksQueryOptions }, { packagesQueryOptions }, { popularMaterialsQueryOptions }] = await Promise.all([
      import('@/features/books/api/get-books'),
      import('@/features/packages/api/get-packages'),
      import('@/features/catalogue/api/get-popular-materials'),
    ]);
    await Promise.all([
      queryClient.prefetchQuery(booksQueryOptions()),
      queryClient.prefetchQuery(packagesQueryOptions()),
      queryClient.prefetchQuery(popularMaterialsQueryOptions()),
    ]);
  },
  materials: async (queryClient, { searchParams }) => {
    const [{ searchMaterialsQueryOptions }, { filtersFromAddress }] = await Promise.all([
      import('@/features/catalogue/api/search-materials'),
      import('@/features/catalogue/hooks/use-material-filters'),
    ]);
    const filters = filtersFromAddress(searchParams);
    await queryClient.prefetchInfiniteQuery(
      searchMaterialsQueryOptions({
        q: filters.search,
        grades: filters.grades,
        typeIds: filters.typeIds,
        skills: filters.skills,
      }),
    );
  },
  material: async (queryClient, { params }) => {
    const [{ materialQueryOptions }, { parseId }] = await Promise.all([
      import('@/features/catalogue/api/get-material'),
      import('@/features/catalogue/lib/material-fields'),
    ]);
    const id = parseId(params.id);
    if (id !== null) await queryClient.prefetchQuery(materialQueryOptions(id));
  },
  digitalBook: async (queryClient, { params }) => {
    const [{ bookQueryOptions }, { parseBookId }] = await Promise.all([
      import('@/features/books/api/get-book'),
      import('@/features/books/lib/book-fields'),
    ]);
    const id = parseBookId(params.id);
    if (id !== null) await queryClient.prefetchQuery(bookQueryOptions(id));
  },
  packageDetail: async (queryClient, { params }) => {
    const [{ packageQueryOptions }, { parsePackageId }] = await Promise.all([
      import('@/features/packages/api/get-package'),
      import('@/features/packages/lib/package-fields'),
    ]);
    const id = parsePackageId(params.packageId);
    if (id !== null) await queryClient.prefetchQuery(packageQueryOptions(id));
  },
  // The post, and its sidebar's recommendations (blog-article.tsx), rendered whole by the server.
  blogPost: async (queryClient, { params }) => {
    const [{ postQueryOptions }, { popularMaterialsQueryOptions }, { packagesQueryOptions }] = await Promise.all([
      import('@/features/blog/api/get-post'),
      import('@/features/catalogue/api/get-popular-materials'),
      import('@/features/packages/api/get-packages'),
    ]);
    await Promise.all([
      params.slug && queryClient.prefetchQuery(postQueryOptions(params.slug)),
      queryClient.prefetchQuery(popularMaterialsQueryOptions(ARTICLE_RECOMMENDED)),
      queryClient.prefetchQuery(packagesQueryOptions()),
    ]);
  },
};

/**
 * Starts the first request of the page `match` shows, if it has one. In the browser nothing waits
 * for it; the server waits (`await`), so the page is rendered with its data. A chunk that fails to
 * load only costs the head start: the screen asks on its own.
 */
export function startPrefetch(
  queryClient: QueryClient,
  match: RouteMatch,
  searchParams: URLSearchParams,
): Promise<unknown> {
  const prefetch = PREFETCH[match.key];
  if (!prefetch) return Promise.resolve();
  return prefetch(queryClient, { params: match.params, searchParams }).catch(() => undefined);
}
