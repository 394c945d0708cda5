import { ApiError, apiFetch } from '@/lib/api-client';
import { readAuthToken } from '@/lib/auth-token';
import { t } from '../i18n';

/** The courses calls without a stored token fail before any request (B§6, B§8, MC-03, CD-05). */
export const AUTH_TOKEN_MISSING = t('authTokenMissing');

/**
 * HTTP reason phrases, in the page's language (the catalogue's `httpReason`; empty for a status it
 * does not name). `Response.statusText` is empty over HTTP/2, and the API client keeps only the
 * status, so the spec's "{status} {statusText}" (MC-12, CD-06) is spelled from the status here.
 */
export const statusText = (status: number): string => t('httpReason', { code: String(status) });

/** Which courses call failed: each has its own words ("Failed to fetch courses", …). */
export type CourseFailure = 'courses' | 'course' | 'lessons' | 'progress';

/** A failed courses call: the spec's message, the HTTP status (null without a token) and the server's words. */
export class CourseRequestError extends Error {
  readonly status: number | null;
  readonly serverMessage: string | null;

  constructor(message: string, cause?: ApiError) {
    super(message, { cause });
    this.name = 'CourseRequestError';
    this.status = cause?.status ?? null;
    this.serverMessage = cause?.serverMessage ?? null;
  }
}

export const statusOf = (error: unknown): number | null => (error instanceof CourseRequestError ? error.status : null);

type Options = { method?: 'GET' | 'PUT'; body?: unknown; signal?: AbortSignal };

/**
 * A courses call through the one API client: no token, no request; a non-OK answer becomes
 * "{failure}: {status} {statusText}", e.g. "Failed to fetch courses: 500 Internal Server Error", in
 * the page's language.
 */
export async function courseRequest<T>(
  path: string,
  failure: CourseFailure,
  { method = 'GET', ...rest }: Options = {},
) {
  if (!readAuthToken()) throw new CourseRequestError(AUTH_TOKEN_MISSING);
  try {
    return await apiFetch<T>(path, { method, ...rest });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const status = `${error.status} ${statusText(error.status)}`.trimEnd();
    throw new CourseRequestError(t('requestFailed', { failure, status }), error);
  }
}
