import {
  hostileJson,
  hostileUrlValues,
  MEGABYTE,
  ODD_BODIES,
  percentEncode,
  pick,
  pickSome,
  type Random,
  unsafeText,
} from './hostile-values';

/**
 * The fuzz test's requests: every route the app serves, each sent the base request a real client
 * would send and then that request spoiled one part at a time (issue 13 §2).
 */

export type Route = { method: string; path: string };
export type FuzzRequest = { method: string; url: string; headers: Record<string, string>; payload?: string | Buffer };

type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
};
type Operation = {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
export type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

/** What a valid request to a route looks like, where a schema cannot tell (ids that exist, keys). */
export type Fixtures = {
  /** Path parameter values by name, e.g. `id: '1'`. */
  params: Record<string, string>;
  /** Keyed `METHOD /path` as Fastify names the route; a function gives a fresh body each time. */
  bodies: Record<string, unknown>;
  queries: Record<string, Record<string, string>>;
  headers: Record<string, Record<string, string>>;
};

/** Every route of `app.printRoutes({ commonPrefix: false })`, one per method, with its full path. */
export function listRoutes(tree: string): Route[] {
  const routes: Route[] = [];
  const ancestors: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    ancestors.length = match[1]!.length / 4;
    ancestors.push(match[2]!);
    for (const method of match[3]?.split(', ') ?? []) routes.push({ method, path: ancestors.join('') });
  }
  return routes;
}

const paramNames = (path: string) => [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!);

function operationOf(doc: OpenApiDocument, route: Route): Operation | undefined {
  const method = route.method === 'HEAD' ? 'get' : route.method.toLowerCase();
  return doc.paths[route.path.replace(/:(\w+)/g, '{$1}')]?.[method];
}

/** A value the schema accepts in shape, for fields a fixture does not give. */
function sampleOf(schema: JsonSchema | undefined): unknown {
  if (!schema) return 'text';
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) return sampleOf(schema.anyOf[0]);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object')
    return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, s]) => [name, sampleOf(s)]));
  if (type === 'array') return [sampleOf(schema.items)];
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return true;
  return schema.format === 'email' ? 'sara@example.com' : 'text';
}

type FieldPath = (string | number)[];

/** Every field of a body and every field the schema names, nested objects and first array items included. */
function fieldPaths(value: unknown, schema: JsonSchema | undefined, at: FieldPath = []): FieldPath[] {
  const self = at.length > 0 ? [at] : [];
  if (Array.isArray(value)) return [...self, ...fieldPaths(value[0], schema?.items, [...at, 0])];
  const object = value as Record<string, unknown> | undefined;
  if ((typeof value !== 'object' || value === null) && !schema?.properties) return self;
  const names = new Set([...Object.keys(object ?? {}), ...Object.keys(schema?.properties ?? {})]);
  const nested = [...names].flatMap((name) => fieldPaths(object?.[name], schema?.properties?.[name], [...at, name]));
  // An object is also replaced whole, and given a field nobody asked for.
  return [...self, [...at, 'unexpectedField'], ...nested];
}

const MARK = '\u0001fuzz\u0001';

/** The base body as JSON text with one field replaced by raw JSON text (`1e400` cannot be stringified). */
function withField(body: unknown, path: FieldPath, rawJson: string): string {
  const copy = structuredClone(body ?? {}) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
    node = node[key] as Record<string | number, unknown>;
  }
  node[path.at(-1)!] = MARK;
  return JSON.stringify(copy).replace(JSON.stringify(MARK), () => rawJson);
}

/** A query pair; a name alone is sent as `?name`, without `=`. */
type QueryPair = [name: string, value?: string];

function urlOf(path: string, params: Record<string, string>, query: QueryPair[]) {
  const filled = path.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '1').replace('*', params['*'] ?? '');
  // The catch-all route is `*`, without the leading slash every request has.
  const absolute = filled.startsWith('/') ? filled : `/${filled}`;
  const search = query.map(([name, value]) => (value === undefined ? name : `${name}=${value}`)).join('&');
  return search ? `${absolute}?${search}` : absolute;
}

/** Paths the app shell and the public files answer: share pages that read the database, traversal. */
const SHELL_PREFIXES = [
  '',
  'blog/',
  'material/',
  'files/',
  'assets/',
  'teacher-courses/',
  'the-gate-exams/',
  'digital-books/',
  'packages/year-5/',
];
const SHELL_PATHS = [
  'blog/%00',
  'blog/a%00b',
  'blog/%ED%A0%80',
  'blog/%7F',
  'material/9999999999',
  'digital-books/9999999999',
  'packages/year-5/9999999999',
  'teacher-courses/9999999999',
  'the-gate-exams/2147483648',
  'files/..%2F..%2Fpackage.json',
  'files/%2e%2e/%2e%2e/package.json',
  'files/..%5C..%5Cpackage.json',
  'files/%00',
  'assets/..%2F..%2Findex.html',
  'api/materials/..%2f..%2fetc',
  '%00',
];

type Spec = {
  route: Route;
  params: Record<string, string>;
  baseQuery: QueryPair[];
  /** Query parameters the route's schema names. */
  named: string[];
  bodySchema: JsonSchema | undefined;
  /** A fresh valid body, or undefined for a route without one. */
  body: () => unknown;
  request: (url: string, payload?: string | Buffer, contentType?: string, method?: string) => FuzzRequest;
};

function specOf(route: Route, doc: OpenApiDocument, fixtures: Fixtures): Spec {
  const key = `${route.method} ${route.path}`;
  const operation = operationOf(doc, route);
  const headers = fixtures.headers[key] ?? {};
  const bodySchema = operation?.requestBody?.content?.['application/json']?.schema;
  const fixture = fixtures.bodies[key];
  const hasBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
  return {
    route,
    params: fixtures.params,
    baseQuery: Object.entries(fixtures.queries[key] ?? {}),
    named: (operation?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
    bodySchema,
    body: () => {
      if (!hasBody) return undefined;
      if (typeof fixture === 'function') return fixture();
      return structuredClone(fixture ?? (bodySchema ? sampleOf(bodySchema) : {}));
    },
    request: (url, payload, contentType, method = route.method) => ({
      method,
      url,
      headers: { ...headers, ...(contentType !== undefined && { 'content-type': contentType }) },
      ...(payload !== undefined && { payload }),
    }),
  };
}

/** The request with the base body (if any) as JSON, at `url`. */
function withBaseBody(spec: Spec, url: string): FuzzRequest {
  const body = spec.body();
  return body === undefined ? spec.request(url) : spec.request(url, JSON.stringify(body), 'application/json');
}

function shellRequests(spec: Spec, random: Random): FuzzRequest[] {
  if (!spec.route.path.endsWith('*')) return [];
  const drawn = hostileUrlValues(random, 30).map((value) => `${pick(random, SHELL_PREFIXES)}${value}`);
  return [...SHELL_PATHS, ...drawn].map((path) => spec.request(urlOf(spec.route.path, { '*': path }, [])));
}

function pathParamRequests(spec: Spec, random: Random): FuzzRequest[] {
  return paramNames(spec.route.path).flatMap((name) =>
    [...hostileUrlValues(random, 12), 'a'.repeat(5000)].map((value) =>
      withBaseBody(spec, urlOf(spec.route.path, { ...spec.params, [name]: value }, spec.baseQuery)),
    ),
  );
}

/** Each parameter spoiled in turn: hostile, repeated, as an array or object, without a value, a megabyte long. */
function queryRequests(spec: Spec, random: Random): FuzzRequest[] {
  const names = new Set([...spec.named, ...spec.baseQuery.map(([name]) => name), 'unexpected', '__proto__']);
  return [...names].flatMap((name) => {
    const others = spec.baseQuery.filter(([other]) => other !== name);
    const variants: QueryPair[][] = [
      ...hostileUrlValues(random, 5).map((value): QueryPair[] => [[name, value]]),
      [
        [name, '1'],
        [name, percentEncode(unsafeText(random))],
      ],
      [[`${name}[]`, '1']],
      [[`${name}[a]`, '%00']],
      [[name]],
      ...(spec.named.includes(name) ? [[[name, MEGABYTE]] as QueryPair[]] : []),
    ];
    return variants.map((pairs) => withBaseBody(spec, urlOf(spec.route.path, spec.params, [...others, ...pairs])));
  });
}

/** Each field of the body spoiled in turn, then whole bodies that are not the JSON object expected. */
function bodyRequests(spec: Spec, random: Random): FuzzRequest[] {
  const url = urlOf(spec.route.path, spec.params, spec.baseQuery);
  const body = spec.body();
  if (body === undefined)
    return pickSome(random, ODD_BODIES, 3).map((odd) => spec.request(url, odd.payload, odd.contentType));
  const paths = fieldPaths(body, spec.bodySchema);
  const asJson = (payload: string) => spec.request(url, payload, 'application/json');
  // One field a megabyte long, the whole body still just under the limit.
  const long = withField(spec.body(), pick(random, paths), JSON.stringify(MEGABYTE.slice(0, -4096)));
  return [
    asJson(long),
    ...paths.flatMap((path) => hostileJson(random, 4).map((value) => asJson(withField(spec.body(), path, value)))),
    ...ODD_BODIES.map((odd) => spec.request(url, odd.payload, odd.contentType)),
  ];
}

/** The requests for one route: the base one, then one part spoiled at a time. */
export function requestsFor(route: Route, doc: OpenApiDocument, fixtures: Fixtures, random: Random): FuzzRequest[] {
  const spec = specOf(route, doc, fixtures);
  const base = urlOf(route.path, spec.params, spec.baseQuery);
  return [
    withBaseBody(spec, base),
    ...shellRequests(spec, random),
    ...pathParamRequests(spec, random),
    ...queryRequests(spec, random),
    ...bodyRequests(spec, random),
    ...['DELETE', 'PATCH', 'OPTIONS'].map((method) => spec.request(base, undefined, undefined, method)),
  ];
}
