import { ADMIN_PAGE_SIZE } from '@the-gate/contract/admin-catalogue-rules';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@/lib/router';

/** The server's page size when the request names none (the lists never do). */
export const LIST_PAGE_SIZE = ADMIN_PAGE_SIZE.default;

/** A list's query as the address and the request carry it: every value a string, none empty. */
export type ListQuery<K extends string> = { [P in K]?: string };

/**
 * What a list keeps in the address: its keys in the order requests write them (one order, so one
 * cache key per list), and for each the values the server would accept.
 */
export type ListQueryRules<K extends string> = {
  keys: readonly K[];
  valid: Record<K, (value: string) => boolean>;
};

/** A value among `choices`. */
export const oneOf = (choices: readonly string[]) => (value: string) => choices.includes(value);
/** A search the server accepts: not blank, at most 200 characters. */
export const validSearch = (value: string) => value.trim().length > 0 && value.length <= 200;
/** A positive id. */
export const validId = (value: string) => /^[1-9]\d{0,9}$/.test(value);
/** A page after the first (the first is the address without one). */
export const validPage = (value: string) => /^[1-9]\d{0,3}$/.test(value) && value !== '1';
export const validOrder = oneOf(['asc', 'desc']);

/**
 * The list's state from the address (issue 24 §6: a shared link or Back shows the same list). What
 * the server would refuse is left out, so a hand-edited address still lists something.
 */
export function listQueryFrom<K extends string>(rules: ListQueryRules<K>, params: URLSearchParams): ListQuery<K> {
  const query: ListQuery<K> = {};
  for (const key of rules.keys) {
    const value = params.get(key);
    if (value !== null && rules.valid[key](value)) query[key] = value;
  }
  return query;
}

/**
 * The address's query for `query` changed by `change`: a change of search, filter or sort goes back
 * to the first page; an empty value is left out.
 */
export function nextListQuery<K extends string>(
  rules: ListQueryRules<K>,
  query: ListQuery<K>,
  change: ListQuery<K>,
): URLSearchParams {
  const merged: ListQuery<K> = { ...query, ...change };
  if (!('page' in change)) delete (merged as Record<string, string | undefined>).page;
  const params = new URLSearchParams();
  for (const key of rules.keys) {
    const value = merged[key];
    if (value && !(key === 'page' && value === '1')) params.set(key, value);
  }
  return params;
}

/** `base?…` for `query` in the rules' order, empty values left out: the request and its cache key agree. */
export function listRequestPath<K extends string>(
  base: string,
  rules: Pick<ListQueryRules<K>, 'keys'>,
  query: ListQuery<K>,
) {
  const params = new URLSearchParams();
  for (const key of rules.keys) {
    const value = query[key];
    if (value) params.set(key, value);
  }
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}

/** Columns sorted newest or dearest first on the first press. */
const DESC_FIRST = ['updatedAt', 'createdAt', 'price'];

/**
 * The sort after a press on a column's header: the same column again turns the order round; another
 * column sorts by it, the newest or the dearest first for dates and prices, A to Z otherwise.
 */
export function nextSort(query: { sort?: string; order?: string }, column: string): { sort: string; order: string } {
  if (query.sort === column) return { sort: column, order: query.order === 'desc' ? 'asc' : 'desc' };
  return { sort: column, order: DESC_FIRST.includes(column) ? 'desc' : 'asc' };
}

/**
 * A list's state kept in the address (issue 24 §6): the query read from it and a `change` that
 * writes a change back (a new search, filter or sort goes to page 1).
 */
export function useListQuery<K extends string>(rules: ListQueryRules<K>) {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => listQueryFrom(rules, params), [rules, params]);
  const change = useCallback(
    (next: ListQuery<K>) => setParams((current) => nextListQuery(rules, listQueryFrom(rules, current), next)),
    [rules, setParams],
  );
  const page = Number((query as { page?: string }).page ?? '1');
  return { query, change, page };
}

/** "Materials 1–25 of 40", or why the list is empty (issue 24 §6: empty states say why). */
export function listSummary(noun: string, page: number, shown: number, total: number, filtered: boolean): string {
  if (shown === 0) {
    if (total > 0) return `No ${noun.toLowerCase()} on page ${page}.`;
    return filtered ? `No ${noun.toLowerCase()} match the search and filters.` : `No ${noun.toLowerCase()} yet.`;
  }
  const first = (page - 1) * LIST_PAGE_SIZE + 1;
  return `${noun} ${first}–${first + shown - 1} of ${total}`;
}

/** How many pages `total` rows make (at least one). */
export const pageCount = (total: number) => Math.max(1, Math.ceil(total / LIST_PAGE_SIZE));
