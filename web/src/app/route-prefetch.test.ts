import { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { materialQueryOptions } from '@/features/catalogue/api/get-material';
import { searchMaterialsQueryOptions } from '@/features/catalogue/api/search-materials';
import { createQueryClient } from '@/lib/query-client';
import { stubApi } from '@/test/stub-api';
import { PREFETCH, withPrefetch } from './route-prefetch';
import { routes } from './router';

afterEach(() => vi.unstubAllGlobals());

/** The route of `path` in the tree, with its loader. */
function routeOf(tree: RouteObject[], path: string): RouteObject | undefined {
  for (const route of tree) {
    if (route.path === path) return route;
    const child = route.children && routeOf(route.children, path);
    if (child) return child;
  }
  return undefined;
}

function load(queryClient: QueryClient, path: string, url: string, params: Record<string, string> = {}) {
  const loader = routeOf(withPrefetch(routes, queryClient), path)?.loader;
  if (typeof loader !== 'function') throw new Error(`no loader on ${path}`);
  const args = { request: new Request(`http://localhost${url}`), params, context: undefined };
  return loader(args as unknown as LoaderFunctionArgs);
}

describe('route prefetch (issue 12 §5)', () => {
  it('/materials asks for the page the screen will ask for, from the filters in the address', async () => {
    const fetchMock = stubApi({});
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    expect(await load(queryClient, '/materials', '/materials?q=%20poem%20&grade=Year%205&type=3&skill=Reading')).toBe(
      null,
    );
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/materials/search?q=poem&grade=Year%205&type=3&skill=Reading&page=1',
    ]);
    // The same cache entry the screen reads (MaterialsPage → useSearchMaterials).
    const key = searchMaterialsQueryOptions({
      q: ' poem ',
      grades: ['Year 5'],
      typeIds: [3],
      skills: ['Reading'],
    }).queryKey;
    await vi.waitFor(() => expect(queryClient.getQueryState(key)?.status).toBe('error'));
  });

  it('a material asks for that material once, and not for a malformed id', async () => {
    const fetchMock = stubApi({ '/api/materials/17': { id: 17, title: 'A sheet' } });
    // The app's client: an answer stays fresh, so a second visit asks for nothing.
    const queryClient = createQueryClient();
    const prefetch = (id: string) =>
      PREFETCH['/material/:id']!(queryClient, {
        request: new Request(`http://localhost/material/${id}`),
        params: { id },
      } as unknown as LoaderFunctionArgs);
    await prefetch('17');
    expect(queryClient.getQueryData(materialQueryOptions(17).queryKey)).toMatchObject({ id: 17 });
    await prefetch('17');
    await prefetch('x1');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/materials/17']);
  });

  it('leaves the other routes without a loader', () => {
    const tree = withPrefetch(routes, new QueryClient());
    expect(routeOf(tree, '/about')?.loader).toBeUndefined();
  });
});
