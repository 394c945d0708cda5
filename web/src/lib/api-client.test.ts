import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, apiFetchList } from './api-client';

function stubFetch(status: number, body: string) {
  const fetchMock = vi.fn(async () => new Response(body, { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

const headersOf = (fetchMock: ReturnType<typeof stubFetch>) =>
  (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].headers as Record<string, string>;

describe('apiFetch', () => {
  it('GLB-02 sends every call with a JSON content type', async () => {
    const fetchMock = stubFetch(200, '{"ok":true}');
    await expect(apiFetch('/api/materials')).resolves.toEqual({ ok: true });
    expect(headersOf(fetchMock)['Content-Type']).toBe('application/json');
  });

  it('GLB-03 turns a non-OK answer into "API request failed with status {status}: {body}"', async () => {
    stubFetch(500, 'boom');
    await expect(apiFetch('/api/materials')).rejects.toThrow('API request failed with status 500: boom');
  });

  it('keeps the server message of a JSON error body for screens that show it', async () => {
    stubFetch(404, '{"message":"The requested material could not be found."}');
    const error = await apiFetch('/api/materials/9').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).serverMessage).toBe('The requested material could not be found.');
  });

  it('GLB-07 sends no Authorization header when no token is stored', async () => {
    const fetchMock = stubFetch(200, '[]');
    await apiFetch('/api/tags');
    expect(headersOf(fetchMock).Authorization).toBeUndefined();
  });

  it('GLB-07, GLB-08 sends the local storage token when it is the only one', async () => {
    localStorage.setItem('auth_token', 'from-local');
    const fetchMock = stubFetch(200, '[]');
    await apiFetch('/api/tags');
    expect(headersOf(fetchMock).Authorization).toBe('Bearer from-local');
  });

  it('GLB-08 prefers the session storage token over the local storage one', async () => {
    localStorage.setItem('auth_token', 'from-local');
    sessionStorage.setItem('auth_token', 'from-session');
    const fetchMock = stubFetch(200, '[]');
    await apiFetch('/api/tags');
    expect(headersOf(fetchMock).Authorization).toBe('Bearer from-session');
  });
});

describe('apiFetchList', () => {
  it('treats anything but a bare array as an empty list (contract §1.2)', async () => {
    stubFetch(200, '{"data":[1,2]}');
    await expect(apiFetchList('/api/tags')).resolves.toEqual([]);
    stubFetch(200, '[{"id":1}]');
    await expect(apiFetchList('/api/tags')).resolves.toEqual([{ id: 1 }]);
  });
});
