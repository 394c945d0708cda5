import { useCallback, useMemo } from 'react';
import { useRouter, useSearchParams as useWouterSearchParams } from 'wouter';
import { type Location, type LocationExtras, type To, toHref, useBrowserHash, useBrowserState } from './location';

type RouterHook = ReturnType<typeof useRouter>['hook'] & LocationExtras;

/** The router's base (`/ar` in the Arabic shop, issue 26 §1), or none. */
const baseOf = (router: { base: string }) => (router.base === '/' ? '' : router.base);

/** A path under the base as the app's screens know it: `/ar/materials` → `/materials`. */
export function withoutBase(base: string, path: string): string {
  if (!base) return path;
  const lower = path.toLowerCase();
  const prefix = base.toLowerCase();
  if (lower === prefix) return '/';
  return lower.startsWith(`${prefix}/`) ? path.slice(base.length) : path;
}

/**
 * An address of the app as the browser needs it: the base before a path (`/materials` →
 * `/ar/materials`); a query or fragment alone, or another site's address, as it is.
 */
export function withBase(base: string, href: string): string {
  if (!base || !href.startsWith('/') || href.startsWith('//')) return href;
  // The language's home is `/ar`, not `/ar/` (issue 26 §1).
  return /^\/(?:[?#]|$)/.test(href) ? `${base}${href.slice(1)}` : `${base}${href}`;
}

/** The base of the router around: what links put before the app's paths. */
export function useBase(): string {
  return baseOf(useRouter());
}

/** The current address: path, query, fragment and the history entry's state. */
export function useLocation(): Location {
  const router = useRouter();
  const hook = router.hook as RouterHook;
  const pathname = withoutBase(baseOf(router), hook(router)[0]);
  const query = (router.searchHook as (router: unknown) => string)(router);
  const useHash = hook.hashHook ?? useBrowserHash;
  const useState = hook.stateHook ?? useBrowserState;
  const hash = useHash();
  const state = useState();
  return useMemo(() => {
    const search = query ? (query.startsWith('?') ? query : `?${query}`) : '';
    return { pathname, search, hash, state };
  }, [pathname, query, hash, state]);
}

export type NavigateOptions = { replace?: boolean; state?: unknown; preventScrollReset?: boolean };

/**
 * A function that goes to another address, as a link would: a new history entry, or the current
 * one replaced (`replace`, and always when the address is the current one, as React Router did).
 */
export function useNavigate() {
  const router = useRouter();
  const [, navigate] = (router.hook as RouterHook)(router);
  const { pathname, search, hash } = useLocation();
  const here = `${pathname}${search}${hash}`;
  return useCallback(
    (to: To, { replace, state = null }: NavigateOptions = {}) => {
      const href = toHref(to);
      const target = href.startsWith('?') || href.startsWith('#') ? `${pathname}${href}` : href;
      const options = { replace: replace ?? target === here, state };
      // As wouter's own navigations, through the router's `aroundNav` (the app waits there for the page's screen).
      router.aroundNav(navigate as never, withBase(baseOf(router), target), options as never);
    },
    [router, navigate, pathname, here],
  );
}

type SearchInit = ConstructorParameters<typeof URLSearchParams>[0];

/** The query as URLSearchParams, and a setter that navigates to the same path with another query. */
export function useSearchParams() {
  const [params, set] = useWouterSearchParams();
  const setParams = useCallback(
    (next: SearchInit | ((current: URLSearchParams) => SearchInit), { replace, state }: NavigateOptions = {}) =>
      set(next as never, { replace, state }),
    [set],
  );
  return [params, setParams] as const;
}
