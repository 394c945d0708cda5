import { type InfiniteData, infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { MaterialSearchResult, MaterialSummary } from '@the-gate/contract/catalogue-search';
import { apiFetch } from '@/lib/api-client';

export const MATERIAL_SEARCH_PATH = '/api/materials/search';

/** What to ask for; an empty text or list means no filter on that group (B§5). */
export type MaterialSearch = {
  q?: string;
  /** Year names as the `levels` tag spells them, e.g. "Year 5". */
  grades?: readonly string[];
  typeIds?: readonly number[];
  /** A `subject` or a `Sub-strand` tag value, e.g. "Reading". */
  skills?: readonly string[];
  /** Only the materials of this group. */
  groupId?: number;
};

/**
 * `/api/materials/search?q=…&grade=Year%205&grade=Year%206&page=2`: list values repeated, spaces as
 * `%20` (URLSearchParams would write `+`, which only form decoders read as a space). The text is
 * trimmed, as the search always was: "sheet " finds what "sheet" finds.
 */
export function materialSearchPath(search: MaterialSearch, page: number): string {
  const pairs: [string, string | number][] = [];
  const q = search.q?.trim();
  if (q) pairs.push(['q', q]);
  for (const grade of search.grades ?? []) pairs.push(['grade', grade]);
  for (const id of search.typeIds ?? []) pairs.push(['type', id]);
  for (const skill of search.skills ?? []) pairs.push(['skill', skill]);
  if (search.groupId !== undefined) pairs.push(['groupId', search.groupId]);
  pairs.push(['page', page]);
  return `${MATERIAL_SEARCH_PATH}?${pairs.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&')}`;
}

/** One page of matching standalone materials with the facet counts (issue 12 §2). */
export function searchMaterials(search: MaterialSearch, page: number, signal?: AbortSignal) {
  return apiFetch<MaterialSearchResult>(materialSearchPath(search, page), { signal });
}

/** The pages loaded so far as one list, with the total and facets of the search. */
export type MaterialSearchView = {
  items: MaterialSummary[];
  total: number;
  facets: MaterialSearchResult['facets'];
};

/**
 * Defined once, outside any component, so TanStack Query keeps its answer between renders: the
 * grid gets the same array until a page arrives. A material that moved between two page loads
 * (the catalogue changed meanwhile) is shown once.
 */
function joinPages(data: InfiniteData<MaterialSearchResult, number>): MaterialSearchView {
  const [first] = data.pages;
  const seen = new Set<number>();
  const items: MaterialSummary[] = [];
  for (const page of data.pages) {
    for (const item of page.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return {
    items,
    total: first?.total ?? 0,
    facets: first?.facets ?? { grade: [], type: [], skill: [] },
  };
}

export const searchMaterialsQueryOptions = (search: MaterialSearch) => {
  const key: MaterialSearch = { ...search, q: search.q?.trim() || undefined };
  return infiniteQueryOptions({
    queryKey: ['materials', 'search', key],
    queryFn: ({ pageParam, signal }) => searchMaterials(key, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: MaterialSearchResult) => (last.page < last.pageCount ? last.page + 1 : undefined),
  });
};

type Options = {
  enabled?: boolean;
  /**
   * Keep the last results on screen while the next ones load, instead of skeletons on every
   * keystroke (/materials). Off where the search names the page itself (a type), so one type's
   * materials never show under another's heading.
   */
  keepPreviousResults?: boolean;
};

export function useSearchMaterials(
  search: MaterialSearch,
  { enabled = true, keepPreviousResults = false }: Options = {},
) {
  return useInfiniteQuery({
    ...searchMaterialsQueryOptions(search),
    select: joinPages,
    placeholderData: keepPreviousResults ? keepPreviousData : undefined,
    enabled,
  });
}
