import { useCallback, useMemo } from 'react';
import { useRouter, useSearchParams as useWouterSearchParams } from 'wouter';
import { type Location, type LocationExtras, type To, toHref, useBrowserHash, useBrowserState } from './location';

type RouterHook = ReturnType<typeof useRouter>['hook'] & LocationExtras;

/** The current address: path, query, fragment and the history entry's state. */
export function useLocation(): Location {
  const router = useRouter();
  const hook = router.hook as RouterHook;
  const [pathname] = hook(router);
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
      router.aroundNav(navigate as never, target, options as never);
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
