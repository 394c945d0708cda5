import { type CompiledPattern, compilePattern, matchPattern } from '@the-gate/contract/route-match';
import {
  Children,
  createContext,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useContext,
  useState,
  useSyncExternalStore,
} from 'react';
import { Router } from 'wouter';
import { type Location, ParamsProvider, pathOf, type To, toHref, useLocation } from '@/lib/router';

/**
 * The router in tests: screens rendered at an address held in memory, with the history the tests
 * inspect (`router.state.location`, `router.state.historyAction`) and drive (`router.navigate`). The
 * app's hooks and links (`@/lib/router`) work on it as on the browser's address bar.
 */

export type InitialEntry = string | Partial<Location>;

/** A route of a test's tree: a page (`path`, `element`) or a layout around pages (`children`, with an `<Outlet />`). */
export type RouteObject = { path?: string; element?: ReactNode; children?: RouteObject[] };

type HistoryAction = 'POP' | 'PUSH' | 'REPLACE';

function entry(initial: InitialEntry): Location {
  const parts = typeof initial === 'string' ? { pathname: initial } : initial;
  const href = toHref({ pathname: parts.pathname ?? '/', search: parts.search, hash: parts.hash });
  const hashAt = href.indexOf('#');
  const beforeHash = hashAt < 0 ? href : href.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  return {
    pathname: queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt),
    search: queryAt < 0 ? '' : beforeHash.slice(queryAt),
    hash: hashAt < 0 ? '' : href.slice(hashAt),
    state: typeof initial === 'string' ? null : (initial.state ?? null),
  };
}

/** A history in memory, as wouter's location hook (with the fragment and the state the app's hooks read). */
function memoryHistory(initialEntries: InitialEntry[], initialIndex = initialEntries.length - 1) {
  const entries = initialEntries.map(entry);
  let index = Math.max(0, Math.min(initialIndex, entries.length - 1));
  let action: HistoryAction = 'POP';
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const current = () => entries[index] as Location;
  const notify = () => {
    for (const listener of listeners) listener();
  };

  const navigate = (to: string, { replace = false, state = null }: { replace?: boolean; state?: unknown } = {}) => {
    const target = to.startsWith('?') || to.startsWith('#') ? `${current().pathname}${to}` : to;
    const next = { ...entry(target), state };
    if (replace) entries[index] = next;
    else {
      entries.splice(index + 1, entries.length, next);
      index += 1;
    }
    action = replace ? 'REPLACE' : 'PUSH';
    notify();
  };
  const go = (delta: number) => {
    index = Math.max(0, Math.min(index + delta, entries.length - 1));
    action = 'POP';
    notify();
  };

  const hook = () => [useSyncExternalStore(subscribe, () => current().pathname), navigate] as const;
  const extras = {
    searchHook: () => useSyncExternalStore(subscribe, () => current().search),
    hashHook: () => useSyncExternalStore(subscribe, () => current().hash),
    stateHook: () => useSyncExternalStore(subscribe, () => current().state),
  };
  return {
    hook: Object.assign(hook, extras),
    navigate,
    go,
    get location() {
      return current();
    },
    get action() {
      return action;
    },
  };
}

type MemoryHistory = ReturnType<typeof memoryHistory>;

/** A test's router: the routes, and the history they are shown at. */
export function createMemoryRouter(
  routes: RouteObject[],
  { initialEntries = ['/'], initialIndex }: { initialEntries?: InitialEntry[]; initialIndex?: number } = {},
) {
  const history = memoryHistory(initialEntries, initialIndex);
  return {
    routes,
    history,
    state: {
      get location() {
        return history.location;
      },
      get historyAction() {
        return history.action;
      },
    },
    /** Goes to `to` (or `delta` entries back or forward), as a link or the Back button would. */
    async navigate(to: To | number, options: { replace?: boolean; state?: unknown } = {}) {
      if (typeof to === 'number') history.go(to);
      else history.navigate(toHref(to), options);
    },
  };
}

export type MemoryRouter = ReturnType<typeof createMemoryRouter>;

function InMemory({ history, children }: { history: MemoryHistory; children: ReactNode }) {
  return <Router hook={history.hook as never}>{children}</Router>;
}

/**
 * Shows the page of `router`'s current address among its routes, or `children` at its address (the
 * app's own pages, `AppRoutes`, which pick their page from the route table).
 */
export function RouterProvider({ router, children }: { router: MemoryRouter; children?: ReactNode }) {
  return <InMemory history={router.history}>{children ?? <RouteTree routes={router.routes} />}</InMemory>;
}

/** Its children at an address in memory, for a test that renders a screen without a route tree. */
export function MemoryRouter({
  initialEntries,
  initialIndex,
  children,
}: {
  initialEntries?: InitialEntry[];
  initialIndex?: number;
  children: ReactNode;
}) {
  const [history] = useState(() => memoryHistory(initialEntries ?? ['/'], initialIndex));
  return <InMemory history={history}>{children}</InMemory>;
}

/** A page among `<Routes>`; it renders nothing itself. */
export function Route(_props: { path: string; element: ReactNode }): ReactElement | null {
  return null;
}

/** The page of the current address among its `<Route>` children. */
export function Routes({ children }: { children: ReactNode }) {
  const routes = Children.toArray(children)
    .filter(isValidElement)
    .map((child) => child.props as RouteObject);
  return <RouteTree routes={routes} />;
}

const OutletContext = createContext<ReactNode>(null);

/** Where a layout route shows its page. */
export function Outlet() {
  return <>{useContext(OutletContext)}</>;
}

type Leaf = { chain: RouteObject[]; compiled: CompiledPattern };

/** Every page of the tree with the layouts around it, best ranked first (as the app ranks the route table). */
function leaves(routes: RouteObject[], parents: RouteObject[] = [], base = ''): Leaf[] {
  return routes.flatMap((route) => {
    const path = route.path === undefined ? base : `${base.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}`;
    if (route.children) return leaves(route.children, [...parents, route], path);
    return [{ chain: [...parents, route], compiled: compilePattern(path || '/') }];
  });
}

/** The first route of `routes` around the rest: each layout's `<Outlet />` shows the next. */
function Chain({ routes: [route, ...inner] }: { routes: RouteObject[] }) {
  if (!route) return null;
  return (
    <OutletContext.Provider value={inner.length > 0 ? <Chain routes={inner} /> : null}>
      {route.element ?? <Outlet />}
    </OutletContext.Provider>
  );
}

function RouteTree({ routes }: { routes: RouteObject[] }) {
  const { pathname } = useLocation();
  const ranked = leaves(routes).sort((a, b) => b.compiled.score - a.compiled.score);
  for (const { chain, compiled } of ranked) {
    const params = matchPattern(compiled, pathOf(pathname));
    if (!params) continue;
    return (
      <ParamsProvider params={params}>
        <Chain routes={chain} />
      </ParamsProvider>
    );
  }
  return null;
}
