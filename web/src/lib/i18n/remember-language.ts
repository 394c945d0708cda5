import type { Locale } from '@the-gate/contract/locales';
import { apiFetch } from '../api-client';
import { readAuthToken } from '../auth-token';

/**
 * The cookie that keeps the visitor's choice on this browser for a year (issue 26 §1). Nothing
 * redirects by it (English addresses never move); the account's copy is what e-mails follow.
 */
export const LANGUAGE_COOKIE = 'gate_language';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Remembers the language the visitor chose with the switch (issue 26 §1, §6): in a cookie, and on
 * the account when signed in, so the e-mails the shop sends them are written in it. Never blocks
 * the switch: a failed call leaves the account's language as it was.
 */
export function rememberLanguage(locale: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one first-party preference cookie; the Cookie Store API is not in every browser we serve.
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
  if (!readAuthToken()) return;
  void apiFetch('/api/me/language', { method: 'PUT', body: { language: locale }, keepalive: true }).catch(
    () => undefined,
  );
}
