import type { FacetOption, MaterialSearchResult, MaterialSummary } from '@the-gate/contract/catalogue-search';
import { requestedPaths, stubApi } from '@/test/stub-api';
import { MATERIAL_SEARCH_PATH } from '../api/search-materials';

type Kind = 'grade' | 'type' | 'skill';
const KINDS: Kind[] = ['grade', 'type', 'skill'];

const valueIn: Record<Kind, (item: MaterialSummary) => string | null> = {
  grade: (item) => item.yearGroup,
  type: (item) => String(item.typeId),
  skill: (item) => item.subject,
};

/**
 * A stand-in for `GET /api/materials/search` over a fixed list, enough for a page to react to what it
 * asks: the text in title, type name or brief description; AND across groups, OR within one; pages of
 * `pageSize`; facet counts that apply everything but their own group. The server's tests hold the
 * real rules (MAT-11..MAT-15); these tests check what the page sends and shows. `omitEmptyOptions`
 * leaves out options with a count of 0, as a server may.
 */
export function fakeSearch(items: MaterialSummary[], { pageSize = 24, omitEmptyOptions = false } = {}) {
  return (query: URLSearchParams): MaterialSearchResult => {
    const text = query.get('q')?.toLowerCase() ?? '';
    const chosen = { grade: query.getAll('grade'), type: query.getAll('type'), skill: query.getAll('skill') };
    const matches = (item: MaterialSummary, except?: Kind) =>
      [item.title, item.typeName, item.briefDescription ?? ''].some((field) => field.toLowerCase().includes(text)) &&
      KINDS.every(
        (kind) => kind === except || chosen[kind].length === 0 || chosen[kind].includes(valueIn[kind](item) ?? ''),
      );
    const facet = (kind: Kind): FacetOption[] =>
      [...new Set(items.map(valueIn[kind]).filter((value) => value !== null))]
        .sort()
        .map((value) => ({
          value,
          label: kind === 'type' ? (items.find((item) => String(item.typeId) === value)?.typeName ?? value) : value,
          count: items.filter((item) => matches(item, kind) && valueIn[kind](item) === value).length,
        }))
        .filter((option) => !omitEmptyOptions || option.count > 0);

    const found = items.filter((item) => matches(item));
    const page = Number(query.get('page') ?? '1');
    return {
      items: found.slice((page - 1) * pageSize, page * pageSize),
      total: found.length,
      page,
      pageSize,
      pageCount: Math.ceil(found.length / pageSize),
      facets: { grade: facet('grade'), type: facet('type'), skill: facet('skill') },
    };
  };
}

/**
 * `stubApi` with every `/api/materials/search?…` request answered by `search` from its query (a
 * result, a `reply(...)`, or a promise of either), and `routes` for the other paths.
 */
export function stubSearch(search: (query: URLSearchParams) => unknown, routes: Record<string, unknown> = {}) {
  const prefix = `${MATERIAL_SEARCH_PATH}?`;
  const isSearch = (path: string | symbol): path is string => typeof path === 'string' && path.startsWith(prefix);
  // stubApi looks each path up in its routes; this lookup answers any search path as well.
  const withSearch = new Proxy(routes, {
    has: (target, path) => isSearch(path) || path in target,
    get: (target, path) =>
      isSearch(path) ? () => search(new URLSearchParams(path.slice(prefix.length))) : Reflect.get(target, path),
  });
  return stubApi(withSearch);
}

/** The search requests sent, in order. */
export const searchRequests = (fetchMock: ReturnType<typeof stubApi>) =>
  requestedPaths(fetchMock).filter((path) => path.startsWith(`${MATERIAL_SEARCH_PATH}?`));

/** The last search the page sent. */
export const lastSearch = (fetchMock: ReturnType<typeof stubApi>) => searchRequests(fetchMock).at(-1);
