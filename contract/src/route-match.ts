import { ROUTE_ENTRIES, ROUTES, type RouteEntry, type RouteKey, type RouteParams } from './routes';

export type RouteMatch = { key: RouteKey; route: RouteEntry; params: RouteParams };

type Compiled = { key: RouteKey; route: RouteEntry; pattern: RegExp; names: string[]; score: number };

const PARAM = /^:[\w-]+$/;

/**
 * React Router's ranking (its `computeScore`): a static segment outranks a parameter, which
 * outranks the catch-all, so `/materials/type/3` is the type page and not a year's item.
 */
function score(path: string): number {
  const segments = path.split('/');
  const base = segments.length + (segments.includes('*') ? -2 : 0);
  return segments
    .filter((segment) => segment !== '*')
    .reduce((sum, segment) => sum + (PARAM.test(segment) ? 3 : segment === '' ? 1 : 10), base);
}

/** React Router's pattern as a regular expression: case-insensitive, trailing slashes allowed. */
function compile(key: RouteKey, route: RouteEntry): Compiled {
  const names: string[] = [];
  let source = `^${route.path
    .replace(/\/*\*?$/, '')
    .replace(/^\/*/, '/')
    .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(/\/:([\w-]+)/g, (_all, name: string) => {
      names.push(name);
      return '/([^\\/]+)';
    })}`;
  if (route.path.endsWith('*')) {
    names.push('*');
    source += route.path === '*' || route.path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else {
    source += '\\/*$';
  }
  return { key, route, pattern: new RegExp(source, 'i'), names, score: score(route.path) };
}

/** Best first; equal scores keep the table's order, as the router keeps its routes' order. */
const COMPILED = ROUTE_ENTRIES.map(([key, route]) => compile(key, route)).sort((a, b) => b.score - a.score);

/** Each segment decoded, as React Router decodes an address before matching it. */
function decodePath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

/**
 * The table's page for an address, as the web router picks it, so the server answers what the app
 * will show: its title, its item's share tags, and 404 where the app shows "Page not found" (the
 * catch-all, `notFound`). `pathname` is the path alone, without the query.
 */
export function matchRoute(pathname: string): RouteMatch {
  const decoded = decodePath(pathname);
  for (const { key, route, pattern, names } of COMPILED) {
    const found = decoded.match(pattern);
    if (!found) continue;
    // A parameter's encoded slash becomes a slash, as in the router's `params`.
    const params = Object.fromEntries(names.map((name, i) => [name, (found[i + 1] ?? '').replace(/%2F/g, '/')]));
    return { key, route, params };
  }
  // The catch-all matches every address; this is for the type checker.
  return { key: 'notFound', route: ROUTES.notFound, params: {} };
}

/** A pattern's address for these parameters: `/packages/:year` with `{ year: 'year-5' }` is `/packages/year-5`. */
export function fillPath(path: string, params: RouteParams): string {
  return path.replace(/:([\w-]+)/g, (_all, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No value for :${name} in ${path}.`);
    return encodeURIComponent(value);
  });
}

/** The pages sitemap.xml lists besides the items, in the table's order (issue 11 §4). */
export function sitemapPaths(): string[] {
  return ROUTE_ENTRIES.flatMap(([, { path, sitemap }]) =>
    sitemap === true ? [path] : (sitemap ?? []).map((params) => fillPath(path, params)),
  );
}

/**
 * The `Disallow:` prefixes of the private pages: a page's path up to its first parameter, so
 * `/course/:courseId` keeps crawlers out of `/course/` and everything under it.
 */
export function privatePathPrefixes(): string[] {
  return ROUTE_ENTRIES.filter(([, route]) => route.private).map(([, { path }]) => path.replace(/:.*$/, ''));
}
