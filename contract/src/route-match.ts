import { BACK_OFFICE_PATH, ROUTE_ENTRIES, ROUTES, type RouteEntry, type RouteKey, type RouteParams } from './routes';

export type RouteMatch = { key: RouteKey; route: RouteEntry; params: RouteParams };

/** A route pattern ready to match: its expression, its parameters' names in order, and its rank. */
export type CompiledPattern = { pattern: RegExp; names: string[]; score: number };
type Compiled = CompiledPattern & { key: RouteKey; route: RouteEntry };

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
export function compilePattern(path: string): CompiledPattern {
  const names: string[] = [];
  let source = `^${path
    .replace(/\/*\*?$/, '')
    .replace(/^\/*/, '/')
    .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(/\/:([\w-]+)/g, (_all, name: string) => {
      names.push(name);
      return '/([^\\/]+)';
    })}`;
  if (path.endsWith('*')) {
    names.push('*');
    source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else {
    source += '\\/*$';
  }
  return { pattern: new RegExp(source, 'i'), names, score: score(path) };
}

/** Best first; equal scores keep the table's order, as the router keeps its routes' order. */
const COMPILED: Compiled[] = ROUTE_ENTRIES.map(([key, route]) => ({ key, route, ...compilePattern(route.path) })).sort(
  (a, b) => b.score - a.score,
);

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

/** The parameters `pathname` matches `compiled` with, or null when it does not match. */
export function matchPattern({ pattern, names }: CompiledPattern, pathname: string): RouteParams | null {
  const found = decodePath(pathname).match(pattern);
  if (!found) return null;
  // A parameter's encoded slash becomes a slash, as in the router's `params`.
  return Object.fromEntries(names.map((name, i) => [name, (found[i + 1] ?? '').replace(/%2F/g, '/')]));
}

/**
 * The table's page for an address, as the web router picks it, so the server answers what the app
 * will show: its title, its item's share tags, and 404 where the app shows "Page not found" (the
 * catch-all, `notFound`). `pathname` is the path alone, without the query.
 */
export function matchRoute(pathname: string): RouteMatch {
  for (const compiled of COMPILED) {
    const params = matchPattern(compiled, pathname);
    if (params) return { key: compiled.key, route: compiled.route, params };
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
 * `/course/:courseId` keeps crawlers out of `/course/` and everything under it; and the back office.
 */
export function privatePathPrefixes(): string[] {
  const pages = ROUTE_ENTRIES.filter(([, route]) => route.private).map(([, { path }]) => path.replace(/:.*$/, ''));
  return [...pages, BACK_OFFICE_PATH];
}
