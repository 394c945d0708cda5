import { vi } from 'vitest';

type Reply = { status: number; body: unknown };
/** A non-OK answer for `stubApi`; a string body is sent as is, anything else as JSON. */
export const reply = (status: number, body: unknown): Reply => ({ status, body });
const isReply = (value: unknown): value is Reply =>
  typeof value === 'object' && value !== null && 'status' in value && 'body' in value;

/**
 * Replaces `fetch` with the given answers, keyed by the exact request path. Any other path answers
 * 404 `{"message":"Not found."}`, as the server does. Each call gets a fresh Response.
 */
export function stubApi(routes: Record<string, unknown>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const answer = url in routes ? routes[url] : reply(404, { message: 'Not found.' });
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
