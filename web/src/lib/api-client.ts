import { readAuthToken } from './auth-token';
import { LOCALE } from './i18n/locale';

/**
 * A failed call, with the text the spec prescribes (GLB-03): "API request failed with status
 * {status}: {body}". `serverMessage` is the `message` of a JSON error body, for screens that show
 * the server's own words.
 */
export class ApiError extends Error {
  readonly serverMessage: string | null;

  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`API request failed with status ${status}: ${body}`);
    this.name = 'ApiError';
    this.serverMessage = readMessage(body);
  }
}

function readMessage(body: string): string | null {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
      return parsed.message;
    }
  } catch {
    // Not JSON: there is no server message to show.
  }
  return null;
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** The call outlives the page: it is made as the browser leaves for another (the language switch). */
  keepalive?: boolean;
};

/** How a call reaches the backend: the browser's `fetch`, or the server's own API when it renders a page. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (path, init) => fetch(path, init);

/** The server renders the first view of a page against its own API, in process (entry-server.tsx). */
export function setApiTransport(next: ApiTransport) {
  transport = next;
}

/**
 * The one API client: every call goes to our own backend with a JSON content type (GLB-02) and,
 * when a token is stored, `Authorization: Bearer {auth_token}` (GLB-07, GLB-08).
 */
export async function apiFetch<T>(
  path: string,
  { method = 'GET', body, signal, keepalive }: RequestOptions = {},
): Promise<T> {
  // The server answers in the page's language (issue 26 §2): its messages, and e-mails it sends now.
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'Accept-Language': LOCALE };
  const token = readAuthToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await transport(path, {
    method,
    headers,
    // A DELETE sends no body with the JSON content type GLB-02 asks for; the server takes that
    // (server/src/plugins/bodyless-delete.ts).
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
    ...(keepalive && { keepalive }),
  });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, text);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Lists the frontend expects as bare arrays: anything else counts as empty (contract §1.2). */
export async function apiFetchList<T>(path: string, signal?: AbortSignal): Promise<T[]> {
  const value = await apiFetch<unknown>(path, { signal });
  return Array.isArray(value) ? (value as T[]) : [];
}
