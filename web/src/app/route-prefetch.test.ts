import { QueryClient } from '@tanstack/react-query';
import { matchRoute } from '@the-gate/contract/route-match';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { materialQueryOptions } from '@/features/catalogue/api/get-material';
import { searchMaterialsQueryOptions } from '@/features/catalogue/api/search-materials';
import { createQueryClient } from '@/lib/query-client';
import { stubApi } from '@/test/stub-api';
import { PREFETCH, startPrefetch } from './route-prefetch';

afterEach(() => vi.unstubAllGlobals());

/** What the app does on the way to `url`: start the first request of the page it shows. */
function load(queryClient: QueryClient, url: string) {
  const address = new URL(url, 'http://localhost');
  return startPrefetch(queryClient, matchRoute(address.pathname), address.searchParams);
}

describe('route prefetch (issue 12 §5)', () => {
  it('/materials asks for the page the screen will ask for, from the filters in the address', async () => {
    const fetchMock = stubApi({});
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await load(queryClient, '/materials?q=%20poem%20&grade=Year%205&type=3&skill=Reading');
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
      PREFETCH.material!(queryClient, { params: { id }, searchParams: new URLSearchParams() });
    await prefetch('17');
    expect(queryClient.getQueryData(materialQueryOptions(17).queryKey)).toMatchObject({ id: 17 });
    await prefetch('17');
    await prefetch('x1');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/materials/17']);
  });

  it('asks for nothing on the way to a page without a first request', async () => {
    const fetchMock = stubApi({});
    expect(PREFETCH.about).toBeUndefined();
    await load(new QueryClient(), '/about');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
