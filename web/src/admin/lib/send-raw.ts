import { ApiError } from '@/lib/api-client';
import { readAuthToken } from '@/lib/auth-token';

/**
 * A back-office call whose body is not JSON (a file, a CSV text) or whose answer is not (the CSV
 * export): `apiFetch` sends and reads JSON only. The same bearer token, the same ApiError.
 */
export async function sendRaw(path: string, init: { method: string; body?: BodyInit; contentType?: string }) {
  const headers: Record<string, string> = {};
  if (init.contentType) headers['Content-Type'] = init.contentType;
  const token = readAuthToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(path, { method: init.method, headers, body: init.body });
  if (!response.ok) throw new ApiError(response.status, await response.text());
  return response;
}

/**
 * PUT `path` with `file` as the multipart field `file`, as every back-office upload takes it
 * (issue 24 §3); the server's JSON answer.
 */
export async function putFile<T>(path: string, file: File): Promise<T> {
  const form = new FormData();
  form.append('file', file);
  const response = await sendRaw(path, { method: 'PUT', body: form });
  return (await response.json()) as T;
}
