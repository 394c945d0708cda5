import { vi } from 'vitest';

type Reply = { status: number; body: unknown };
/** A non-OK answer for `stubApi`; a string body is sent as is, anything else as JSON. */
export const reply = (status: number, body: unknown): Reply => ({ status, body });
const isReply = (value: unknown): value is Reply =>
  typeof value === 'object' && value !== null && 'status' in value && 'body' in value;

/** The request a route answer function receives: the method and the parsed JSON body. */
export type StubRequest = { method: string; body: unknown; init: RequestInit };
/**
 * A route answer computed per request (e.g. by the body it was sent). It may return a promise,
 * which lets a test hold the answer back to see the busy state.
 */
export type RouteAnswer = (request: StubRequest) => unknown;

/** A JSON body parsed, another text (a CSV) as is, anything else (a FormData) itself. */
const parseBody = (init: RequestInit | undefined): unknown => {
  if (typeof init?.body !== 'string') return init?.body ?? undefined;
  try {
    return JSON.parse(init.body);
  } catch {
    return init.body;
  }
};

/**
 * Replaces `fetch` with the given answers, keyed by the exact request path. Any other path answers
 * 404 `{"message":"Not found."}`, as the server does. Each call gets a fresh Response. A function
 * answer is called with the request and its result (or what its promise resolves to) is the answer.
 */
export function stubApi(routes: Record<string, unknown>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const route = url in routes ? routes[url] : reply(404, { message: 'Not found.' });
    const answer =
      typeof route === 'function'
        ? await (route as RouteAnswer)({ method: init?.method ?? 'GET', body: parseBody(init), init: init ?? {} })
        : route;
    const { status, body } = isReply(answer) ? answer : { status: 200, body: answer };
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The requested paths, in order. */
export const requestedPaths = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map(([input]) => String(input));

/** The calls made to `path`, in order, as `{method, body, headers}` with the body parsed. */
export const requestsTo = (fetchMock: ReturnType<typeof stubApi>, path: string) =>
  fetchMock.mock.calls
    .filter(([input]) => String(input) === path)
    .map(([, init]) => ({ method: init?.method ?? 'GET', body: parseBody(init), headers: new Headers(init?.headers) }));

/** A promise and its resolve function, to answer a request when the test says so. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
